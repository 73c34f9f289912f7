/** Protocol-level input: malformed JSON, wrong content types, oversized bodies, unknown routes, CORS. */
import { expectError, signIn, startTestServer, task, type Session, type TestServer } from './helpers';
import { SEED_ACCOUNTS } from '../src/seed';

let server: TestServer;
let cora: Session;
const BODY_LIMIT = 256 * 1024;

beforeAll(async () => {
  server = await startTestServer({ bodyLimit: BODY_LIMIT });
  cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
});
afterAll(() => server.stop());

const tasksPath = () => `/tasks/${cora.claims.user_id}`;

test('malformed JSON gets 400 invalid_json', async () => {
  for (const raw of ['{"title": ', '{title: "x"}', 'undefined', '{"a":1}}']) {
    const res = await server.api('POST', tasksPath(), {
      token: cora.access,
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'invalid_json');
  }
  expectError(
    await server.api('POST', '/token/', {
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    }),
    400,
    'invalid_json',
  );
});

test('a JSON body that is not an object gets 400', async () => {
  for (const raw of ['[]', '"text"', '42', 'null']) {
    expectError(
      await server.api('POST', tasksPath(), {
        token: cora.access,
        raw,
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid',
    );
  }
  expectError(
    await server.api('POST', tasksPath(), {
      token: cora.access,
      headers: { 'content-type': 'application/json' },
    }),
    400,
    'invalid',
  );
});

test('prototype pollution attempts are refused', async () => {
  const raw = '{"title":"x","body":"y","duration":5,"__proto__":{"admin":true}}';
  expectError(
    await server.api('POST', tasksPath(), {
      token: cora.access,
      raw,
      headers: { 'content-type': 'application/json' },
    }),
    400,
  );
  expect(({} as Record<string, unknown>).admin).toBeUndefined();
});

test('a body call with another content type gets 415', async () => {
  const body = JSON.stringify(task());
  expectError(
    await server.api('POST', tasksPath(), {
      token: cora.access,
      raw: body,
      headers: { 'content-type': 'text/plain' },
    }),
    415,
    'unsupported_media_type',
  );
  expectError(
    await server.api('POST', tasksPath(), {
      token: cora.access,
      raw: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    415,
    'unsupported_media_type',
  );
  // charset parameters are fine
  const ok = await server.api('POST', tasksPath(), {
    token: cora.access,
    raw: body,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  expect(ok.status).toBe(201);
});

test('a body over BODY_LIMIT gets 413 with JSON, and the server keeps serving', async () => {
  const huge = task({ body: `<p>${'x'.repeat(BODY_LIMIT + 10)}</p>` });
  expectError(
    await server.api('POST', tasksPath(), { token: cora.access, body: huge }),
    413,
    'payload_too_large',
  );
  const justUnder = task({ body: `<p>${'y'.repeat(BODY_LIMIT - 2000)}</p>` });
  expect((await server.api('POST', tasksPath(), { token: cora.access, body: justUnder })).status).toBe(201);
  expect((await server.api('GET', tasksPath(), { token: cora.access })).status).toBe(200);
});

test('unknown routes get 404 with JSON; a method a known path lacks 405 with Allow', async () => {
  expectError(await server.api('GET', '/nothing-here', { token: cora.access }), 404, 'not_found');
  const put = await server.api('PUT', tasksPath(), { token: cora.access, body: task() });
  expectError(put, 405, 'method_not_allowed');
  expect(put.headers.get('allow')).toBe('GET, POST');
  const outside = await fetch(`${server.origin}/elsewhere`);
  expect(outside.status).toBe(404);
  expect(((await outside.json()) as { error: string }).error).toBe('not_found');
});

test('paths work with and without a trailing slash', async () => {
  expect((await server.api('GET', `${tasksPath()}/`, { token: cora.access })).status).toBe(200);
  expect(
    (
      await server.api('POST', '/token', {
        body: { email: SEED_ACCOUNTS.consultant.email, password: 'Demo#2025' },
      })
    ).status,
  ).toBe(200);
});

test('ids that are not positive integers are unknown: 404', async () => {
  for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
    expectError(await server.api('GET', `/tasks/${id}`, { token: cora.access }), 404, 'not_found');
  }
});

test('CORS: local origins are allowed by default, others get no CORS headers', async () => {
  const preflight = await fetch(`${server.url}/tasks/1`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:3004',
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  expect(preflight.status).toBeLessThan(300);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3004');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  const local = await fetch(`${server.url}/companies`, { headers: { origin: 'http://127.0.0.1:8080' } });
  expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
  const foreign = await fetch(`${server.url}/companies`, { headers: { origin: 'https://evil.example' } });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
});

test('CORS_ORIGINS replaces the default with an exact list', async () => {
  const strict = await startTestServer({ seed: 'empty', corsOrigins: ['https://app.example.com'] });
  try {
    const allowed = await fetch(`${strict.url}/companies`, {
      headers: { origin: 'https://app.example.com' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const local = await fetch(`${strict.url}/companies`, { headers: { origin: 'http://localhost:3000' } });
    expect(local.headers.get('access-control-allow-origin')).toBeNull();
  } finally {
    await strict.stop();
  }
});

test('GET /health answers 200 without a session, and ignores a bad token', async () => {
  const res = await server.api('GET', '/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok' });
  const withBadToken = await server.api('GET', '/health', { token: 'not-a-token' });
  expect(withBadToken.status).toBe(200);
});
