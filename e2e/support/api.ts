import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type AccountKey } from './accounts';
import { E2E_API_URL } from './ports';

export interface ApiSession {
  access: string;
  userId: number;
  company: number | null;
  /** GET/POST/PATCH/DELETE against the API with the bearer token; returns status and JSON. */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<{ status: number; body: T }>;
}

/** Signs in straight against the mock server, to check server state from a browser test. */
export async function apiSession(request: APIRequestContext, who: AccountKey): Promise<ApiSession> {
  const token = await request.post(`${E2E_API_URL}/token/`, {
    data: { email: ACCOUNTS[who], password: DEMO_PASSWORD },
  });
  expect(token.status()).toBe(200);
  const { access } = (await token.json()) as { access: string };
  const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
  return {
    access,
    userId: claims.user_id,
    company: claims.company,
    async call(method, path, data) {
      const res = await request.fetch(`${E2E_API_URL}${path}`, {
        method,
        headers: { Authorization: `Bearer ${access}` },
        data,
      });
      const text = await res.text();
      return { status: res.status(), body: text ? JSON.parse(text) : undefined };
    },
  };
}
