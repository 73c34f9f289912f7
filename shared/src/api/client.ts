import ky from 'ky';

import {
  API_PREFIX,
  successStatus,
  MESSAGES,
  STATUS,
  endpointMethod,
  endpointPath,
  type EndpointQuery,
  type ApiError,
  type EndpointBody,
  type EndpointKey,
  type EndpointParams,
  type EndpointResponse,
  type TokenResponse,
} from '@app/contract';
import { serverBaseUrlAtom, userAtom } from '../state/atoms';
import { appStore } from '../state/hooks';
import { notify } from '../state/notify';
import { noteAnswer, setReachabilityProbe } from './reachability';

/**
 * The outcome of every call. `ok` is true only for the expected success code of that call, so
 * callers branch on `ok` alone. Network failures (server down, timeout) give
 * `{ ok: false, status: 0, error: null }`; nothing is thrown.
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError | null };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Path below `/api/v1`, e.g. `/companies`. */
  path: string;
  /** The success code this call must answer with. */
  expect: number;
  body?: unknown;
  /** false for the token calls: no bearer token and no refresh on 401. */
  auth?: boolean;
  /**
   * The media type of a file the call answers instead of JSON (an export, e.g. 'text/csv'): it is
   * asked for, and the success's body is the data: its text for a text type, else its bytes as a
   * Blob of that type (a PDF).
   */
  file?: string;
  /**
   * The media type of a body sent as is instead of JSON (a file uploaded, e.g. 'text/csv'): `body`
   * is then its text or its bytes, sent with this Content-Type.
   */
  bodyType?: string;
  /** How long the call may take in ms (default 15 s): a long import, say. */
  timeout?: number;
}

/** The contract this build was made with: every call names it, and the server refuses one it no longer serves (426). */
const CONTRACT_VERSION = process.env.APP_CONTRACT_VERSION;

/** The one ky client: JSON, no automatic retries, errors as values. */
export const apiClient = ky.create({
  retry: 0,
  timeout: 15_000,
  throwHttpErrors: false,
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...(CONTRACT_VERSION ? { 'X-Contract-Version': CONTRACT_VERSION } : {}),
  },
});

let onOutdated: (() => void) | null = null;
/** Who tells the user that the page is older than the server (426 `client_outdated`): the signed-in frame. */
export function setOutdatedHandler(handler: (() => void) | null): void {
  onOutdated = handler;
}

/** `{stored server base URL}/api/v1`. */
export function apiBaseUrl(): string {
  return `${appStore.get(serverBaseUrlAtom)}${API_PREFIX}`;
}

/** GET answers fetched ahead of the page that needs them (after sign-in), each used once within 15 s. */
const prefetched = new Map<string, { at: number; result: Promise<ApiResult<unknown>> }>();

/** Starts a GET now so the page that reads `path` next finds its answer ready (see prefetch.ts in the shell). */
export function prefetchGet(path: string): void {
  const result = apiRequest({ method: 'GET', path, expect: STATUS.ok });
  prefetched.set(path, { at: Date.now(), result });
}

export async function apiRequest<T>({
  method,
  path,
  expect,
  body,
  auth = true,
  file,
  bodyType,
  timeout,
}: ApiRequest): Promise<ApiResult<T>> {
  const ahead = method === 'GET' ? prefetched.get(path) : undefined;
  if (ahead) {
    prefetched.delete(path);
    if (Date.now() - ahead.at < 15_000) return ahead.result as Promise<ApiResult<T>>;
  }
  try {
    const outgoing: Outgoing = { method, path, body, accept: file, bodyType, timeout };
    let response = await send(outgoing, auth ? currentAccessToken() : null);
    if (response.status === 401 && auth && currentAccessToken()) {
      const access = await refreshSession();
      if (access) response = await send(outgoing, access);
    }
    noteAnswer(response.status);
    if (response.status === 426) onOutdated?.();
    return await toResult<T>(response, expect, file);
  } catch (error) {
    console.warn(`${method} ${path} failed`, error);
    noteAnswer(0);
    return { ok: false, status: 0, error: null };
  }
}

// while the server is unreachable, GET /health tells when it answers again (see ./reachability)
setReachabilityProbe(async (signal) => {
  const response = await apiClient(endpointPath('GET /health', {}).replace(/^\/+/, ''), {
    prefixUrl: apiBaseUrl(),
    signal,
  });
  return response.status;
});

/** What a call of endpoint K needs: its path parameters and its body, each only when it has them. */
export type EndpointCall<K extends EndpointKey> = ([keyof EndpointParams<K>] extends [never]
  ? { params?: never }
  : { params: EndpointParams<K> }) &
  (EndpointBody<K> extends undefined ? { body?: never } : { body: EndpointBody<K> }) &
  (EndpointQuery<K> extends undefined ? { query?: never } : { query: EndpointQuery<K> }) &
  // a body that is text (a file) says its media type; every other body is sent as JSON
  (EndpointBody<K> extends string | ArrayBuffer ? { bodyType: string } : { bodyType?: never }) & {
    /** false for the token calls: no bearer token and no refresh on 401. */
    auth?: boolean;
    /** How long the call may take in ms (default 15 s). */
    timeout?: number;
  };

type EndpointCallArgs<K extends EndpointKey> =
  object extends EndpointCall<K> ? [call?: EndpointCall<K>] : [call: EndpointCall<K>];

/** A query string of the given fields, leaving out the ones not set: `?from=2026-01-01&group_by=day`. */
function queryString(query: object | undefined): string {
  const fields = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return fields.length ? `?${new URLSearchParams(fields.map(([name, value]) => [name, String(value)]))}` : '';
}

/**
 * The request of one call of the contract's endpoint table, typed from it: the key names the method
 * and path, the params, query and body must be the endpoint's, and the success code is the
 * endpoint's (successStatus).
 */
export function endpointRequest<K extends EndpointKey>(key: K, ...[call]: EndpointCallArgs<K>): ApiRequest {
  const { params, body, query, auth, bodyType, timeout } = (call ?? {}) as {
    params?: EndpointParams<K>;
    body?: unknown;
    query?: object;
    auth?: boolean;
    bodyType?: string;
    timeout?: number;
  };
  return {
    method: endpointMethod(key),
    path: endpointPath(key, params ?? ({} as EndpointParams<K>)) + queryString(query),
    expect: successStatus(key),
    body,
    auth,
    // only the keys a call sets: a request compared whole (a test, a prefetch) stays as it was
    ...(bodyType === undefined ? {} : { bodyType }),
    ...(timeout === undefined ? {} : { timeout }),
  };
}

/**
 * One call of the contract's endpoint table (see endpointRequest): the result carries the
 * endpoint's response type, and `ok` means the endpoint's success code.
 */
export function callEndpoint<K extends EndpointKey>(
  key: K,
  ...call: EndpointCallArgs<K>
): Promise<ApiResult<EndpointResponse<K>>> {
  return apiRequest<EndpointResponse<K>>(endpointRequest(key, ...call));
}

/** What one request sends, the same again after a refresh of the session. */
interface Outgoing {
  method: HttpMethod;
  path: string;
  body: unknown;
  /** the media type asked for instead of JSON (a file) */
  accept: string | undefined;
  /** the media type of a body sent as is instead of JSON */
  bodyType: string | undefined;
  timeout: number | undefined;
}

function send(
  { method, path, body, accept, bodyType, timeout }: Outgoing,
  token: string | null,
): Promise<Response> {
  const raw = bodyType !== undefined && body !== undefined;
  const headers = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(accept ? { Accept: accept } : {}),
    ...(raw ? { 'Content-Type': bodyType } : {}),
  };
  // ky replaces the instance's headers with an explicit `headers: undefined`: only pass the key when set
  return apiClient(path.replace(/^\/+/, ''), {
    method,
    prefixUrl: apiBaseUrl(),
    // a file's bytes go as they are; its text as text
    body:
      body === undefined
        ? undefined
        : raw
          ? body instanceof ArrayBuffer
            ? body
            : String(body)
          : JSON.stringify(body),
    ...(token || accept || raw ? { headers } : {}),
    ...(timeout === undefined ? {} : { timeout }),
  });
}

function currentAccessToken(): string | null {
  return appStore.get(userAtom)?.tokens.access ?? null;
}

/**
 * The answer as a result: the expected code's JSON (or, for a file, its text, or its bytes when the
 * file is no text), else the refusal.
 */
async function toResult<T>(
  response: Response,
  expect: number,
  file: string | undefined,
): Promise<ApiResult<T>> {
  if (file !== undefined && response.status === expect) {
    // the page's own Blob (not the fetch implementation's), the one downloadFile hands on
    const data = file.startsWith('text/')
      ? await response.text()
      : new Blob([await response.arrayBuffer()], { type: file });
    return { ok: true, status: response.status, data: data as T };
  }
  const payload = await readJson(response);
  if (response.status === expect) return { ok: true, status: response.status, data: payload as T };
  const error = isApiError(payload) ? payload : null;
  // throttled (429): the wait comes in the body or, failing that, the Retry-After header
  const wait = error?.retry_after ?? Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    error:
      response.status === 429
        ? { error: 'too_many_attempts', detail: '', ...error, retry_after: Math.ceil(wait) || 1 }
        : error,
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).error === 'string';
}

/** POST /token/refresh/ (decided, see contract). */
export function refreshToken(refresh: string): Promise<ApiResult<TokenResponse>> {
  return callEndpoint('POST /token/refresh/', { body: { refresh }, auth: false });
}

let refreshing: Promise<string | null> | null = null;

/**
 * Refreshes the session once for any number of concurrent 401s. On failure the user is logged out
 * and told so. Resolves to the new access token, or null.
 */
function refreshSession(): Promise<string | null> {
  refreshing ??= renewTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renewTokens(): Promise<string | null> {
  const store = appStore;
  const user = store.get(userAtom);
  if (!user) return null;
  const result = await refreshToken(user.tokens.refresh);
  if (result.ok && result.data?.access) {
    const tokens = { access: result.data.access, refresh: result.data.refresh || user.tokens.refresh };
    store.set(userAtom, { ...user, tokens });
    return tokens.access;
  }
  store.set(userAtom, null);
  notify({ ...MESSAGES.sessionExpired, mode: 'error' });
  return null;
}
