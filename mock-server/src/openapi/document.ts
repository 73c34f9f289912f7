/**
 * The API's OpenAPI 3.1 document, generated, never written: its calls are the routes the server
 * registered (`declaredRoutes`: key, body and query schemas, whether public), their inputs the JSON
 * Schemas of those same zod schemas the route helper validates with, their answers the JSON Schemas
 * of the contract's response types (./contractSchemas, read from its source off the API's thread), their
 * refusals the error body every refusal has (`ApiError`), with the codes the route helper and the
 * app give.
 */
import { zodToJsonSchema } from 'zod-to-json-schema';
import type { z } from 'zod';
import {
  API_PREFIX,
  MAX_RECORD_ID,
  endpointMethod,
  endpointPattern,
  successStatus,
  type EndpointKey,
  type OpenApiDocument,
} from '@app/contract';
import { DOCUMENTED } from '../kernel/input';
import { COMPONENTS, type ContractSchemas } from './contractSchemas';
import { OPERATIONS, TAGS } from './operations';
import type { DeclaredRoute } from '../kernel/route';

type Schema = Record<string, unknown>;

/** A zod schema of the route helper's as the JSON Schema of what it accepts. */
const inputSchema = (schema: z.ZodTypeAny): Schema => {
  const { $schema: _ignored, ...rest } = zodToJsonSchema(schema, {
    target: 'jsonSchema2019-09',
    $refStrategy: 'none',
    effectStrategy: 'input',
    // what the schemas' refinements check, said as JSON Schema (lengths in characters, days,
    // ids, emails, patches of at least one field)
    postProcess: (json, def) => {
      const annotation = DOCUMENTED.get(def);
      if (!json || !annotation) return json;
      const { type: _any, ...kept } = json as Schema;
      return { ...(annotation.type ? kept : json), ...annotation } as typeof json;
    },
  }) as Schema;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}ApiError` } } },
});

/** The refusals a route can answer, by what it declares (the route helper's and the app's codes). */
function refusals(route: DeclaredRoute, namesIds: boolean): Record<string, unknown> {
  const write = endpointMethod(route.key) !== 'GET';
  return {
    ...((route.body || route.query) && { 400: errorResponse('A field is invalid: `field` names it') }),
    ...(!route.public && {
      401: errorResponse('No valid access token, or its session has ended'),
      403: errorResponse("Outside the caller's role or company"),
    }),
    ...(namesIds && { 404: errorResponse('No record with an id the path or the query names') }),
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
    ...Object.fromEntries(
      Object.entries(OPERATIONS[route.key].refusals ?? {}).map(([status, text]) => [
        status,
        errorResponse(text),
      ]),
    ),
    426: errorResponse(
      'The request names (X-Contract-Version) a contract this server no longer serves: `client_outdated`',
    ),
    503: errorResponse('The database cannot be reached or written'),
  };
}

/** Whether a query names a record by its id (an id's bounds in its schema). */
const queryNamesIds = (query: z.ZodTypeAny): boolean =>
  JSON.stringify(inputSchema(query)).includes(`"maximum":${MAX_RECORD_ID}`);

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
export function openApiDocument(
  routes: readonly DeclaredRoute[],
  version: string,
  { schemas, responses }: ContractSchemas,
): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pattern = endpointPattern(route.key);
    const ids = [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const status = successStatus(route.key);
    const answer = responses[route.key] ?? {};
    const files =
      route.key === 'GET /audit/{companyId}'
        ? { 'text/csv': { schema: { type: 'string', description: 'with format=csv: every matching event' } } }
        : route.key === 'GET /invoice/{id}/pdf'
          ? { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }
          : {};
    const operation = {
      operationId: operationId(route.key),
      summary: OPERATIONS[route.key].summary,
      tags: [OPERATIONS[route.key].tag],
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
                  {
                    schema: route.file!.converted?.[type]
                      ? { type: 'string', format: 'binary', description: 'the file' }
                      : { ...inputSchema(route.body!), description: 'the file' },
                  },
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
        ...refusals(route, ids.length > 0 || (route.query !== undefined && queryNamesIds(route.query))),
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
      license: {
        name: 'Proprietary: the product is not licensed for redistribution',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [{ url: API_PREFIX }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: reachable(schemas, paths),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'access token (JWT) from POST /token/, or personal access token ttp_<id>_<secret>',
        },
      },
    },
  };
}

/** The components `paths` refer to, directly or through other components: no schema unused. */
function reachable(schemas: Record<string, Schema>, paths: unknown): Record<string, Schema> {
  const kept = new Set<string>();
  const visit = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = decodeURIComponent(match[1]);
      if (kept.has(name) || !schemas[name]) continue;
      kept.add(name);
      visit(schemas[name]);
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
}
