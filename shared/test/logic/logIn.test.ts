/**
 * @jest-environment node
 */
// the login flow against a stubbed network (Node has fetch, Request and Response)
import { appStore } from '../../src/state/hooks';
import { logIn } from '../../src/session/logIn';
import { serverBaseUrlAtom, userAtom } from '../../src/state/atoms';
import { resetReachability } from '../../src/api/reachability';

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

// a call with no answer starts probing GET /health; each test starts with the server reachable
afterEach(() => resetReachability());

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

  test.each([
    [
      'no answer',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
    ['a 502 from the product server', () => new Response('Bad Gateway', { status: 502 })],
    ['a 504 from the product server', () => new Response('Gateway Timeout', { status: 504 })],
  ])('%s is "Cannot reach the server", never a wrong password', async (_case, reply) => {
    answer = reply;
    const outcome = await logIn('consultant@example.com', 'Demo#2025');
    expect(outcome).toEqual({
      ok: false,
      notice: {
        title: 'Cannot reach the server',
        body: 'Your password was not checked. Please try again in a moment.',
      },
    });
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
