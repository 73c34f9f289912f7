/**
 * @jest-environment node
 */
// the login flow against a stubbed network (Node has fetch, Request and Response)
import { appStore } from '../../src/state/hooks';
import { logIn } from '../../src/session/logIn';
import { serverBaseUrlAtom, userAtom } from '../../src/state/atoms';

const store = appStore;
let calls: string[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer();
  }) as typeof fetch;
  store.set(serverBaseUrlAtom, 'http://api.test:8000');
  store.set(userAtom, null);
});

describe('logIn', () => {
  test('an email outside the allow-list is told "Access denied" whatever the password, before any call', async () => {
    answer = () =>
      new Response(JSON.stringify({ error: 'unauthorized', detail: 'bad credentials' }), { status: 401 });
    const outcome = await logIn('stranger@example.com', 'anything');
    expect(outcome).toEqual({
      ok: false,
      accessDenied: true,
      notice: { title: 'Access denied', body: 'Your account is not authorized to access this application.' },
    });
    expect(calls).toEqual([]);
  });

  test('an allow-listed email with a wrong password is "Login Failed"', async () => {
    answer = () =>
      new Response(JSON.stringify({ error: 'unauthorized', detail: 'bad credentials' }), { status: 401 });
    const outcome = await logIn('consultant@example.com', 'Wrong#2025');
    expect(outcome).toMatchObject({ ok: false, notice: { title: 'Login Failed' } });
    expect(outcome).not.toHaveProperty('accessDenied', true);
    expect(calls).toEqual(['POST /api/v1/token/']);
  });

  test('a throttled login (429) says how long to wait', async () => {
    answer = () =>
      new Response(
        JSON.stringify({ error: 'too_many_attempts', detail: 'Too many login attempts', retry_after: 42 }),
        {
          status: 429,
          headers: { 'Retry-After': '42', 'Content-Type': 'application/json' },
        },
      );
    const outcome = await logIn('consultant@example.com', 'Wrong#2025');
    expect(outcome).toEqual({
      ok: false,
      retryAfter: 42,
      notice: { title: 'Too many attempts', body: 'Please wait 42 seconds before trying again' },
    });
  });
});
