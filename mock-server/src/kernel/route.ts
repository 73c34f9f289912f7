/**
 * What every resource's routes are built with: `route`, which registers one endpoint of the
 * contract's table with the schemas of its input and validates that input before the handler
 * runs, and `found`, which turns a record that is not there into a 404.
 */
import {
  isRecordId,
  successStatus,
  endpointMethod,
  endpointPattern,
  type EndpointBody,
  type EndpointKey,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@app/contract';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerOptions } from '../config';
import type { JsonText } from '../db/records';
import type { Store } from '../db/store';
import { HttpError, notFound } from './errors';
import { fieldsOf, parseInput, parseText, refuseUnknownFields } from './input';
import { withOrigin, type Origin } from './origin';

/** Options once the token secret is known. */
export type AppOptions = ServerOptions & { jwtSecret: string };

export interface AppContext {
  options: AppOptions;
  store: Store;
}

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

/** An endpoint as a route declared it: what the API's OpenAPI document is generated from. */
export interface DeclaredRoute {
  key: EndpointKey;
  body?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  public: boolean;
  /** a body that is a file sent as text (not JSON) */
  file?: FileBody;
}

/**
 * A body that is a file, sent as text in one of `contentTypes` (an import's CSV): the route's
 * body schema reads it as a string, 400 naming `field` when it fails; larger than `maxBytes`: 413
 * naming `field` (the app's error handler). A file of a type in `converted` (an Excel workbook) is
 * turned into that text first by its converter.
 */
export interface FileBody {
  field: string;
  contentTypes: readonly string[];
  maxBytes: number;
  converted?: Readonly<Record<string, (bytes: Buffer) => Promise<string>>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's body is a file sent as text (see FileBody) */
    file?: FileBody;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every endpoint `route` registered, in order (one list, shared by the app's every part) */
    declaredRoutes: DeclaredRoute[];
  }
}

/** Every field name of a payload type (of each member of a union). */
type FieldsOf<T> = T extends unknown ? keyof T : never;

/**
 * A schema of the contract's payload `T`: what it parses has exactly the payload's fields (the
 * compiler refuses a schema with a field more or less than the contract).
 */
type SchemaOf<S extends z.ZodTypeAny, T> = [FieldsOf<NonNullable<z.output<S>>>] extends [FieldsOf<T>]
  ? [FieldsOf<T>] extends [FieldsOf<NonNullable<z.output<S>>>]
    ? S
    : never
  : never;

/** What a handler is given: the path's ids and the body and query as their schemas parsed them. */
export interface Input<K extends EndpointKey, B extends z.ZodTypeAny, Q extends z.ZodTypeAny> {
  params: EndpointParams<K>;
  body: z.output<B>;
  query: z.output<Q>;
}

/** A file answered instead of the endpoint's JSON (an export), streamed as it is read. */
export class Download {
  constructor(
    readonly contentType: string,
    readonly fileName: string,
    readonly body: Readable,
  ) {}
}

export type Handler<K extends EndpointKey, B extends z.ZodTypeAny, Q extends z.ZodTypeAny> = (
  request: FastifyRequest,
  input: Input<K, B, Q>,
) => Promise<EndpointResponse<K> | JsonText<EndpointResponse<K>> | Download>;

/** A body as the handler reads it: a file's bytes reach it as text (the app's parser decodes them). */
type ReadBody<T> = T extends ArrayBuffer ? string : T;

export interface Declared<K extends EndpointKey, B extends z.ZodTypeAny, Q extends z.ZodTypeAny> {
  /** the request body; a schema that is `.optional()` also takes a request without one */
  body?: SchemaOf<B, ReadBody<EndpointBody<K>>>;
  query?: SchemaOf<Q, EndpointQuery<K>>;
  /** a call that needs no access token */
  public?: boolean;
  /** the body is a file sent as text, read by `body` as a string */
  file?: FileBody;
}

/**
 * Every path parameter is a record id: digits naming a record (`isRecordId`), else 404 (a path
 * that names nothing).
 */
function pathIds<K extends EndpointKey>(params: unknown): EndpointParams<K> {
  const ids: Record<string, number> = {};
  for (const [name, raw] of Object.entries(params as Record<string, string>)) {
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!isRecordId(id)) throw notFound(`No record with id "${raw}"`);
    ids[name] = id;
  }
  return ids as EndpointParams<K>;
}

/**
 * A file body: the text as sent (none: empty), read by `schema`; a body the JSON parser read
 * (another content type than the file's) is 415.
 */
function parseFile<S extends z.ZodTypeAny>(schema: S, body: unknown, file: FileBody): z.output<S> {
  if (body !== undefined && typeof body !== 'string')
    throw new HttpError(415, {
      error: 'unsupported_media_type',
      detail: `Send the file as the body, with Content-Type: ${file.contentTypes.join(' or ')}`,
    });
  return parseText(schema, body ?? '', file.field);
}

/** Who makes the request's writes: the signed-in user (none on a public call), from where, in which request. */
const originOf = (request: FastifyRequest): Origin => ({
  actor: request.actor
    ? { id: request.actor.id, email: request.actor.email, role: request.actor.role }
    : { id: null, email: 'anonymous', role: null },
  address: request.ip ?? null,
  requestId: request.id,
});

/**
 * Registers the handler of one endpoint of the contract's table: method and path come from its key
 * (`{name}` becomes the parameter `:name`). Before the handler runs, the path's ids, the body and
 * the query are checked against what the route declares (`parseInput`: 400 naming the first bad
 * field; a body field the call does not take is refused too); the handler answers the endpoint's response type, sent with the endpoint's success code.
 * It runs inside the request's origin (./origin): the audit events of its writes name it.
 */
export function route<
  K extends EndpointKey,
  B extends z.ZodTypeAny = z.ZodUndefined,
  Q extends z.ZodTypeAny = z.ZodUndefined,
>(app: FastifyInstance, key: K, declared: Declared<K, B, Q>, handler: Handler<K, B, Q>): void {
  const { body: bodySchema, query: querySchema, public: isPublic = false, file } = declared;
  const bodyFields = bodySchema && !file ? fieldsOf(bodySchema) : null;
  app.declaredRoutes.push({ key, body: bodySchema, query: querySchema, public: isPublic, file });
  app.route({
    method: endpointMethod(key),
    url: endpointPattern(key).replace(/\{(\w+)\}/g, ':$1'),
    config: { public: isPublic, file },
    ...(file && { bodyLimit: file.maxBytes }),
    handler: async (request, reply) => {
      const input = {
        params: pathIds<K>(request.params),
        body:
          bodySchema === undefined || (request.body === undefined && bodySchema.isOptional())
            ? undefined
            : file
              ? parseFile(bodySchema, request.body, file)
              : (refuseUnknownFields(bodyFields, request.body), parseInput(bodySchema, request.body)),
        query: querySchema === undefined ? undefined : parseInput(querySchema, request.query),
      };
      const answer = await withOrigin(originOf(request), () => handler(request, input));
      reply.code(successStatus(key));
      if (answer instanceof Download)
        return reply
          .type(answer.contentType)
          .header('Content-Disposition', `attachment; filename="${answer.fileName}"`)
          .send(answer.body);
      return typeof answer === 'string'
        ? reply.type('application/json; charset=utf-8').send(answer)
        : reply.send(answer);
    },
  });
}

/** `rec`, or 404 naming the record: also what a write answers when its record was deleted meanwhile. */
export const found = <R>(rec: R | undefined, what: string, id: number): R => {
  if (rec === undefined) throw notFound(`No ${what} with id ${id}`);
  return rec;
};
