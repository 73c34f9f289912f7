/**
 * The API for component tests, served by MSW 2 from the contract's `Endpoints`
 * table: tests talk to the real client over fetch, never to a mocked module.
 *
 * - `serve(endpoint, resolver)` answers `endpoint` for the rest of the test (`serveOnce` for the
 *   next requests only). The resolver gets the path id and the JSON body, like the client's
 *   endpoint function, and returns the response data (sent with the call's success
 *   code) or an `HttpResponse` (`refuse(status)`, `networkError()`). `answer` builds the
 *   handler itself, for `server.use`.
 * - `sent(endpoint)` lists the requests an endpoint received as `[id, body]` (without the id when
 *   the path has none, without the body when there is none), like the calls of a function.
 * - The default handlers answer the signed-in area's reads with the fixtures below and refuse
 *   nothing; anything not handled fails the test (`onUnhandledRequest: 'error'`).
 */
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { dayAt } from '@app/shared/days';
import {
  API_PREFIX,
  successStatus,
  type ApiError,
  type Company,
  type CompanyOfUser,
  type Department,
  type Project,
  type Endpoints,
  type TokenResponse,
} from '@app/shared';

/** The contract's calls. */
type Calls = Endpoints;
export type Endpoint = keyof Calls;
type Method<E extends Endpoint> = E extends `${infer M} ${string}` ? M : never;
export type BodyOf<E extends Endpoint> = Calls[E] extends { body: infer B } ? B : undefined;
export type ResponseOf<E extends Endpoint> = Calls[E]['res'];
export type QueryOf<E extends Endpoint> = Calls[E] extends { query: infer Q } ? Q : undefined;

/** The origin jsdom runs on: the client's default server base URL. */
export const API_URL = `http://localhost${API_PREFIX}`;

type HasId<E extends Endpoint> = E extends `${string}{${string}}${string}` ? true : false;
/**
 * What a handler is called with, like the client's endpoint function: `(id, body)`, `(id, query)`,
 * `(id, body, query)`, `(body)`, `(query)` (none when the query string is empty), `(id)` or `()`.
 * A body is its JSON, or its text when it is sent as text (a CSV file).
 */
export type ArgsOf<E extends Endpoint> =
  HasId<E> extends true
    ? BodyOf<E> extends undefined
      ? QueryOf<E> extends undefined
        ? [id: number]
        : [id: number, query: QueryOf<E>]
      : QueryOf<E> extends undefined
        ? [id: number, body: BodyOf<E>]
        : [id: number, body: BodyOf<E>, query: QueryOf<E>]
    : BodyOf<E> extends undefined
      ? QueryOf<E> extends undefined
        ? []
        : [query?: QueryOf<E>]
      : [body: BodyOf<E>];

type Reply<E extends Endpoint> = ResponseOf<E> | HttpResponse<JsonBodyType> | Response;
/** Answers a request: the response data (sent with the call's success code) or an HttpResponse. */
export type Resolver<E extends Endpoint> = (...args: ArgsOf<E>) => Reply<E> | Promise<Reply<E>>;
/** A resolver that may decline (undefined): the request goes on to the handlers installed before. */
type MaybeResolver<E extends Endpoint> = (...args: ArgsOf<E>) => Reply<E> | Promise<Reply<E>> | undefined;

const log: { endpoint: Endpoint; args: unknown[] }[] = [];

/** A handler of `endpoint` (path parameters written `{name}`, as in the contract). */
export function answer<E extends Endpoint>(endpoint: E, resolve: MaybeResolver<E>) {
  const [method, pattern] = endpoint.split(' ') as [Method<E>, string];
  const path = API_URL + pattern.replace(/\{(\w+)\}/g, ':$1');
  const on = http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'];
  return on(path, async ({ request, params }) => {
    const text = await request.clone().text();
    const [param] = Object.values(params);
    // query strings as the contract types them: ids as numbers, the rest as text
    const search = [...new URL(request.url).searchParams].map(([name, value]) => [
      name,
      /^\d+$/.test(value) ? Number(value) : value,
    ]);
    // a JSON body is given as its JSON, any other (a file: text/csv, a workbook) as it came, as text
    const raw = !(request.headers.get('Content-Type')?.startsWith('application/json') ?? false);
    const args = [
      ...(param === undefined ? [] : [Number(param)]),
      ...(text ? [raw ? text : JSON.parse(text)] : []),
      ...(search.length ? [Object.fromEntries(search)] : []),
    ] as ArgsOf<E>;
    const reply = resolve(...args);
    if (reply === undefined) return undefined;
    log.push({ endpoint, args });
    const result = await reply;
    return result instanceof Response
      ? result
      : HttpResponse.json(result as JsonBodyType, { status: successStatus(endpoint) });
  });
}

/** For the rest of the test, `endpoint` answers with the resolvers in turn (the last one repeats). */
export function serve<E extends Endpoint>(endpoint: E, ...resolvers: Resolver<E>[]) {
  let turn = 0;
  server.use(answer(endpoint, (...args) => resolvers[Math.min(turn++, resolvers.length - 1)](...args)));
}

/** The next requests to `endpoint` get these resolvers in turn; later ones go to the handlers before. */
export function serveOnce<E extends Endpoint>(endpoint: E, ...resolvers: Resolver<E>[]) {
  let turn = 0;
  server.use(
    answer(endpoint, (...args) => (turn < resolvers.length ? resolvers[turn++](...args) : undefined)),
  );
}

/** A refusal: the status with the contract's error body, or no body at all (`error: null`). */
export function refuse(status: number, error?: ApiError) {
  return error ? HttpResponse.json(error, { status }) : new HttpResponse(null, { status });
}

/** No answer at all (server down): the client reports status 0. */
export const networkError = () => HttpResponse.error();

/** The requests `endpoint` received, oldest first, as `[id, body]` / `[body]` / `[id]` / `[]`. */
export function sent<E extends Endpoint>(endpoint: E): ArgsOf<E>[] {
  return log.filter((entry) => entry.endpoint === endpoint).map(({ args }) => args as ArgsOf<E>);
}

/** A response that waits until the test calls the returned `release` with what to answer. */
export function held<T = Response>(): {
  response: Promise<T>;
  release: (value: T) => void;
} {
  let release!: (value: T) => void;
  const response = new Promise<T>((resolve) => (release = resolve));
  return { response, release };
}

// ---- fixtures ------------------------------------------------------------------------------------

export const northwind: Company = {
  id: 3,
  name: 'Northwind Consulting',
  admin: 4,
  admin_email: 'representative@example.com',
  admin_first_name: 'Rita',
  admin_last_name: 'Rep',
  admin_contact: '0700000000',
  is_active: true,
  created_at: '2025-01-01T08:00:00Z',
  time_zone: 'Europe/Oslo',
  currency: 'EUR',
};

/** A project as GET /projects answers it: billable, without a client unless said. */
export const project = (id: number, name: string, more: Partial<Project> = {}): Project => ({
  id,
  name,
  client: null,
  billable: true,
  budget_minutes: null,
  ...more,
});

/**
 * `company` as GET /get_company answers it: with its day now (the test's clock) in its time zone,
 * counted by the day rule as the server counts it, and the moment that day ends.
 */
export const companyOfUser = (company: Company): CompanyOfUser => ({
  ...company,
  ...dayAt(company.time_zone),
});

/** A department of Northwind, led by department.lead@example.com. */
export const engineering: Department = {
  id: 20,
  name: 'Engineering',
  admin: 11,
  company: 3,
  admin_email: 'department.lead@example.com',
  admin_contact: '0700000001',
  admin_first_name: 'Dee',
  admin_last_name: 'Lead',
};

/** A JWT-shaped token pair for `claims` (the client reads the payload, the server checks it). */
export function tokensFor(claims: object): TokenResponse {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const access = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ token_type: 'access', ...claims })}.signature`;
  return { access, refresh: `refresh-${access.length}` };
}

/**
 * What an unconfigured test meets: its session ends cleanly, its company is Northwind, Settings
 * lists no API token, no project is over budget (the representative's menu counts them).
 */
export const defaultHandlers = [
  answer('POST /token/logout/', () => ({ detail: 'Signed out' })),
  answer('GET /get_company/{user_id}', () => companyOfUser(northwind)),
  answer('GET /api_tokens', () => []),
  answer('GET /project_budgets/{companyId}', () => []),
  answer('GET /health', () => ({ status: 'ok' })),
];

export const server = setupServer(...defaultHandlers);

/** Starts serving before the suite, resets the handlers and the log after each test. */
export function serveApiDuringTests() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.length = 0;
  });
  afterAll(() => server.close());
}
