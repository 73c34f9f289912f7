/**
 * What both sides derive from the endpoint table `Endpoints`: the client's
 * typed call (shared/src/api/client.ts `callEndpoint`) and the server's typed route
 * (mock-server/src/routes/support.ts `route`).
 */
import { STATUS, type Endpoints } from './api';

/** One call of the contract, as `'METHOD /path/{param}'`. */
export type EndpointKey = keyof Endpoints;

export type EndpointMethod<K extends EndpointKey> = K extends `${infer M} ${string}` ? M : never;
export type EndpointPattern<K extends EndpointKey> = K extends `${string} ${infer P}` ? P : never;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The path parameters of an endpoint, by name: `{ id: number }` for `'PATCH /company/{id}'`. */
export type EndpointParams<K extends EndpointKey> = { [N in ParamNames<EndpointPattern<K>>]: number };

/** The request body an endpoint takes (`undefined` when it takes none). */
export type EndpointBody<K extends EndpointKey> = Endpoints[K] extends { body: infer B } ? B : undefined;

/** The query string an endpoint takes (`undefined` when it takes none). */
export type EndpointQuery<K extends EndpointKey> = Endpoints[K] extends { query: infer Q } ? Q : undefined;

/** What an endpoint answers on success. */
export type EndpointResponse<K extends EndpointKey> = Endpoints[K]['res'];

type SuccessStatus = (typeof STATUS)[keyof typeof STATUS];

/**
 * The success code of an endpoint: 200 for the token calls, the reads, the
 * user updates, a week's and an invoice's transitions (which answer the week, the invoice), 201 for the creates, 202 for the other patches and the deletes. (A rule rather
 * than a table: it ships in the login page's shared chunk; contract/test/endpoints.test.ts pins
 * every endpoint's code.)
 */
export function successStatus(key: EndpointKey): SuccessStatus {
  const method = endpointMethod(key);
  if (
    method === 'GET' ||
    key.startsWith('POST /token/') ||
    key.startsWith('PATCH /update_user/') ||
    key.startsWith('POST /timesheet/') ||
    // an invoice's transitions answer the invoice
    key.startsWith('POST /invoice/') ||
    // an import answers the fate of each row (what it created is in the answer), not a new record
    key.startsWith('POST /imports/')
  )
    return STATUS.ok;
  return method === 'POST' ? STATUS.created : STATUS.accepted;
}

const PARAM = /\{(\w+)\}/g;

export function endpointMethod<K extends EndpointKey>(key: K): EndpointMethod<K> {
  return key.slice(0, key.indexOf(' ')) as EndpointMethod<K>;
}

/** The path pattern of an endpoint, as written in the table: `/company/{id}`. */
export function endpointPattern<K extends EndpointKey>(key: K): EndpointPattern<K> {
  return key.slice(key.indexOf(' ') + 1) as EndpointPattern<K>;
}

/** The concrete path of a call, below `/api/v1`: `endpointPath('PATCH /company/{id}', { id: 7 })` is `/company/7`. */
export function endpointPath<K extends EndpointKey>(key: K, params: EndpointParams<K>): string {
  const values = params as Record<string, number>;
  return endpointPattern(key).replace(PARAM, (_, name: string) => String(values[name]));
}
