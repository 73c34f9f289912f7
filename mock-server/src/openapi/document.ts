/**
 * The API's OpenAPI 3.1 document, generated, never written: its calls are the routes the server
 * registered (`declaredRoutes`: key, body and query schemas, whether public), their inputs the JSON
 * Schemas of those same zod schemas the route helper validates with, their answers the JSON Schemas
 * of the contract's response types (`Endpoints` of @app/contract, read from its source), their
 * refusals the error body every refusal has (`ApiError`), with the codes the route helper and the
 * app give.
 */
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import { zodToJsonSchema } from 'zod-to-json-schema';
import type { z } from 'zod';
import {
  API_PREFIX,
  endpointMethod,
  endpointPattern,
  successStatus,
  type EndpointKey,
  type OpenApiDocument,
} from '@app/contract';
import type { DeclaredRoute } from '../kernel/route';

type Schema = Record<string, unknown>;

interface ContractSchemas {
  /** the contract's named types, as JSON Schemas (references point into components/schemas) */
  schemas: Record<string, Schema>;
  /** each endpoint's response */
  responses: Record<string, Schema | undefined>;
}

const COMPONENTS = '#/components/schemas/';

/** JSON Schema `definitions` references as the document's component references. */
const asComponents = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', `"${COMPONENTS}`)) as T;

let contract: ContractSchemas | null = null;

/** The contract's types as JSON Schemas, read once from its source (a second or two). */
function contractSchemas(): ContractSchemas {
  if (contract) return contract;
  const source = path.join(path.dirname(require.resolve('@app/contract')), 'api.ts');
  const generator = createGenerator({
    path: source,
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    skipTypeCheck: true,
    additionalProperties: true,
  });
  // the calls' types, and the body of every refusal
  const definitions = asComponents({
    ...generator.createSchema('Endpoints').definitions,
    ...generator.createSchema('ApiError').definitions,
    ...generator.createSchema('ImportRefusal').definitions,
  } as Record<string, Schema>);
  const endpoints = definitions.Endpoints as {
    properties: Record<string, { properties?: { res?: Schema } }>;
  };
  const responses = Object.fromEntries(
    Object.entries(endpoints.properties).map(([key, call]) => [key, call.properties?.res]),
  );
  delete definitions.Endpoints;
  contract = { schemas: definitions, responses };
  return contract;
}

/** A zod schema of the route helper's as the JSON Schema of what it accepts. */
const inputSchema = (schema: z.ZodTypeAny): Schema => {
  const { $schema: _ignored, ...rest } = zodToJsonSchema(schema, {
    target: 'jsonSchema2019-09',
    $refStrategy: 'none',
    effectStrategy: 'input',
  }) as Schema;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}ApiError` } } },
});

/** The refusals a route can answer, by what it declares (the route helper's and the app's codes). */
function refusals(route: DeclaredRoute, hasPathIds: boolean): Record<string, unknown> {
  const write = endpointMethod(route.key) !== 'GET';
  return {
    ...((route.body || route.query) && { 400: errorResponse('A field is invalid: `field` names it') }),
    ...(!route.public && {
      401: errorResponse('No valid access token, or its session has ended'),
      403: errorResponse("Outside the caller's role or company"),
    }),
    ...(hasPathIds && { 404: errorResponse('No record with the id in the path') }),
    ...(write &&
      !route.public && { 409: errorResponse('The record changed meanwhile, or its week is locked') }),
    ...(route.body && {
      413: errorResponse(
        route.file
          ? `The file is larger than ${route.file.maxBytes} bytes`
          : 'The body is larger than the server takes',
      ),
      415: errorResponse(
        route.file ? `The body is not ${route.file.contentTypes.join(' or ')}` : 'The body is not JSON',
      ),
    }),
    ...(route.key === 'POST /imports/{companyId}' && {
      422: {
        description:
          'A row of the file has an error: nothing was imported; every row as a dry run lists them',
        content: { 'application/json': { schema: { $ref: `${COMPONENTS}ImportRefusal` } } },
      },
    }),
    ...(route.key === 'POST /token/' && {
      429: errorResponse('Too many attempts: wait `retry_after` seconds'),
    }),
    426: errorResponse(
      'The request names (X-Contract-Version) a contract this server no longer serves: `client_outdated`',
    ),
    503: errorResponse('The database cannot be reached or written'),
  };
}

/** Parameters of the query string, one per property of the query's schema. */
function queryParameters(query: z.ZodTypeAny): Schema[] {
  const schema = inputSchema(query) as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const operationId = (key: EndpointKey) =>
  `${endpointMethod(key).toLowerCase()}${endpointPattern(key)
    .replace(/[{}]/g, '')
    .split(/[/_]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}`;

/** The OpenAPI 3.1 document of `routes` (the server's registered endpoints), API version `version`. */
export function openApiDocument(routes: readonly DeclaredRoute[], version: string): OpenApiDocument {
  const { schemas, responses } = contractSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pattern = endpointPattern(route.key);
    const ids = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const status = successStatus(route.key);
    const answer = responses[route.key] ?? {};
    const files =
      route.key === 'GET /audit/{companyId}'
        ? { 'text/csv': { schema: { type: 'string', description: 'with format=csv: every matching event' } } }
        : {};
    const operation = {
      operationId: operationId(route.key),
      security: route.public ? [] : [{ bearer: [] }],
      parameters: [
        ...ids.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
        })),
        ...(route.query ? queryParameters(route.query) : []),
      ],
      ...(route.body && {
        requestBody: {
          required: !route.body.isOptional(),
          content: route.file
            ? Object.fromEntries(
                route.file.contentTypes.map((type) => [
                  type,
                  { schema: { ...inputSchema(route.body!), description: 'the file' } },
                ]),
              )
            : { 'application/json': { schema: inputSchema(route.body) } },
        },
      }),
      responses: {
        [status]: {
          description: 'Success',
          content: { 'application/json': { schema: answer }, ...files },
        },
        ...refusals(route, ids.length > 0),
      },
    };
    (paths[pattern] ??= {})[endpointMethod(route.key).toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Task Tracker API',
      version,
      description:
        'Every call of the product, generated from the contract the browser client is typed from and the schemas the server validates with.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
