/**
 * The endpoint table at run time, and the types both sides derive from `Endpoints`: the client's
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

/** What an endpoint answers on success. */
export type EndpointResponse<K extends EndpointKey> = Endpoints[K]['res'];

type SuccessStatus = (typeof STATUS)[keyof typeof STATUS];

/** The success code of every endpoint (spec section 9); `satisfies` keeps it complete. */
export const ENDPOINT_STATUS = {
  'POST /token/': STATUS.ok,
  'POST /token/refresh/': STATUS.ok,
  'POST /token/logout/': STATUS.ok,
  'GET /get_department/{user_id}': STATUS.ok,
  'GET /get_company/{user_id}': STATUS.ok,
  'GET /companies': STATUS.ok,
  'POST /companies': STATUS.created,
  'PATCH /company/{id}': STATUS.accepted,
  'DELETE /company/{id}': STATUS.accepted,
  'POST /company_admins': STATUS.created,
  'GET /departments/{companyId}': STATUS.ok,
  'POST /departments/{companyId}': STATUS.created,
  'PATCH /department/{id}': STATUS.accepted,
  'DELETE /department/{id}': STATUS.accepted,
  'POST /department_admins/{companyId}': STATUS.created,
  'GET /members/{companyId}': STATUS.ok,
  'POST /members/{companyId}': STATUS.created,
  'GET /employees/{departmentOrCompanyId}': STATUS.ok,
  'POST /employees/{departmentOrCompanyId}': STATUS.created,
  'DELETE /employee/{id}': STATUS.accepted,
  'GET /projects/{companyId}': STATUS.ok,
  'POST /projects/{companyId}': STATUS.created,
  'PATCH /project/{id}': STATUS.accepted,
  'DELETE /project/{id}': STATUS.accepted,
  'GET /tasks_logs/{companyId}': STATUS.ok,
  'GET /grouped_tasks/{companyId}': STATUS.ok,
  'GET /task_grouping_by_department/{departmentId}': STATUS.ok,
  'GET /tasks/{userId}': STATUS.ok,
  'POST /tasks/{userId}': STATUS.created,
  'PATCH /task/{taskId}': STATUS.accepted,
  'DELETE /task/{taskId}': STATUS.accepted,
  'GET /drafts/{userId}': STATUS.ok,
  'POST /drafts/{userId}': STATUS.created,
  'PATCH /drafts/{userId}': STATUS.accepted,
  'PATCH /draft/{draftId}': STATUS.accepted,
  'DELETE /draft/{draftId}': STATUS.accepted,
  /** answers 200, unlike the other patches */
  'PATCH /update_user/{userId}': STATUS.ok,
} as const satisfies Record<EndpointKey, SuccessStatus>;

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
