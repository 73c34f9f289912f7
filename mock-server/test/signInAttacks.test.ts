/**
 * The attacks of the sign-in probe, each pinned on both engines: guesses sent in parallel cost
 * one attempt each, guesses from other addresses (one or many) do not lock the owner out, forwarded addresses
 * are believed only from the product server (the requests carrying its secret), tokens issued
 * before an account's deactivation stay refused after its reactivation, and two tabs refreshing
 * with one token at once both go on. Races run ROUNDS times; their outcomes are exact whichever request the
 * server takes first, and the refresh grace is passed on the server's clock, not waited for.
 */
import { ConfigError, loadConfig } from '../src/config';
import { REFRESH_GRACE_SECONDS } from '../src/auth/sessions';
import { loginFailures } from '../src/db/schema';
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { expectError, signIn, signInEveryone, startTestServer, type Res, type TestServer } from './helpers';

const ROUNDS = 20;
const PROXY_SECRET = 'the-product-servers-secret-in-this-test-suite';
const LIMITS = {
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 30,
  maxFailuresPerAccountTotal: 20,
  windowSeconds: 900,
};

/** How far the server's clock is ahead of the real one, in ms. */
let ahead = 0;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    proxySecret: PROXY_SECRET,
    loginThrottle: LIMITS,
    now: () => new Date(Date.now() + ahead),
  });
});
afterAll(() => server.stop());
// every test starts with no failure counted
beforeEach(() => server.store.engineDb.delete(loginFailures));

/** What the product server sends for a client at `address`. */
const viaProxy = (address: string) => ({ 'x-forwarded-for': address, 'x-proxy-secret': PROXY_SECRET });

const attempt = (email: string, password: string, headers?: Record<string, string>) =>
  server.api('POST', '/token/', { body: { email, password }, headers });

/** How many answers had each status. */
const tally = (responses: Res[]) =>
  responses.reduce<Record<number, number>>(
    (counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }),
    {},
  );

describe('guesses sent in parallel cost one attempt each', () => {
  test('one account from one address: exactly the account limit is checked, then even the right password is refused', async () => {
    const email = SEED_ACCOUNTS.board.email;
    for (let round = 0; round < ROUNDS; round += 1) {
      await server.store.engineDb.delete(loginFailures);
      const from = viaProxy(`198.51.100.${round + 1}`);
      const burst = round === 0 ? 300 : 60;
      const guesses = await Promise.all(
        Array.from({ length: burst }, (_, i) => attempt(email, `Wrong#guess${i}`, from)),
      );
      expect(tally(guesses)).toEqual({
        401: LIMITS.maxFailuresPerAccount,
        429: burst - LIMITS.maxFailuresPerAccount,
      });
      for (const refused of guesses.filter((r) => r.status === 429))
        expectError(refused, 429, 'too_many_attempts');

      // the right password in the next burst waits like the guesses around it
      const [right, ...more] = await Promise.all([
        attempt(email, SEED_PASSWORD, from),
        ...Array.from({ length: 20 }, (_, i) => attempt(email, `Wrong#more${i}`, from)),
      ]);
      expectError(right, 429, 'too_many_attempts');
      expect(right.body.retry_after).toBeGreaterThan(0);
      expect(tally(more)).toEqual({ 429: 20 });
    }
  });

  test('many accounts from one address: exactly the address limit is checked', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await server.store.engineDb.delete(loginFailures);
      const from = viaProxy(`198.51.100.${round + 1}`);
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          attempt(`guess.${round}.${i}@example.com`, 'Wrong#guess1', from),
        ),
      );
      expect(tally(guesses)).toEqual({
        401: LIMITS.maxFailuresPerAddress,
        429: 60 - LIMITS.maxFailuresPerAddress,
      });
      expectError(
        await attempt(SEED_ACCOUNTS.consultant.email, SEED_PASSWORD, from),
        429,
        'too_many_attempts',
      );
    }
  });

  test('one account from many addresses: past the account-wide limit each new address is checked once, its other guesses wait', async () => {
    const email = SEED_ACCOUNTS.departmentLead.email;
    for (let round = 0; round < ROUNDS; round += 1) {
      await server.store.engineDb.delete(loginFailures);
      // the account-wide limit used up from two addresses (each at its own limit)
      const first = await Promise.all(
        Array.from({ length: LIMITS.maxFailuresPerAccountTotal }, (_, i) =>
          attempt(email, 'Wrong#guess1', viaProxy(`10.${round}.1.${i % 2}`)),
        ),
      );
      expect(tally(first)).toEqual({ 401: LIMITS.maxFailuresPerAccountTotal });
      // then 20 new addresses, three guesses each at once: one guess each is checked
      const spread = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          attempt(email, 'Wrong#guess2', viaProxy(`10.${round}.2.${i % 20}`)),
        ),
      );
      expect(tally(spread)).toEqual({ 401: 20, 429: 40 });
      // an address that guessed waits, even with the right password
      expectError(await attempt(email, SEED_PASSWORD, viaProxy(`10.${round}.2.0`)), 429, 'too_many_attempts');
    }
  });

  test('past ten times the account-wide limit, every address waits', async () => {
    const email = SEED_ACCOUNTS.departmentLead.email;
    const cap = LIMITS.maxFailuresPerAccountTotal * 10;
    const guesses = await Promise.all(
      Array.from({ length: cap + 20 }, (_, i) =>
        attempt(email, 'Wrong#guess1', viaProxy(`10.200.${Math.floor(i / 200)}.${i % 200}`)),
      ),
    );
    expect(tally(guesses)).toEqual({ 401: cap, 429: 20 });
    expectError(await attempt(email, SEED_PASSWORD, viaProxy('192.0.2.200')), 429, 'too_many_attempts');
  });
});

describe('guesses from one address do not lock the owner out', () => {
  test('after the account limit from an attacker address, the owner signs in from hers; the attacker still waits', async () => {
    const email = SEED_ACCOUNTS.representative.email;
    const attacker = viaProxy('203.0.113.66');
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attempt(email, `Wrong#guess${i}`, attacker)),
    );
    expect(tally(guesses)).toEqual({ 401: LIMITS.maxFailuresPerAccount, 429: 5 });
    expectError(await attempt(email, SEED_PASSWORD, attacker), 429, 'too_many_attempts');

    expect((await attempt(email, SEED_PASSWORD, viaProxy('192.0.2.10'))).status).toBe(200);
    // and straight to the API, from its own socket address
    expect((await attempt(email, SEED_PASSWORD)).status).toBe(200);
    // her success forgives nothing of the attacker's
    expectError(await attempt(email, SEED_PASSWORD, attacker), 429, 'too_many_attempts');
  });

  test('150 wrong passwords from 50 addresses: the owner still signs in from a new address, and from her own', async () => {
    const email = SEED_ACCOUNTS.representative.email;
    const guesses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        attempt(email, `Wrong#guess${i}`, viaProxy(`198.18.0.${i % 50}`)),
      ),
    );
    expect(guesses.every((g) => g.status === 401 || g.status === 429)).toBe(true);
    expect((await attempt(email, SEED_PASSWORD, viaProxy('192.0.2.77'))).status).toBe(200);
    expect((await attempt(email, SEED_PASSWORD)).status).toBe(200);
  });

  test("the owner's own typos from her address count against her address only", async () => {
    const email = SEED_ACCOUNTS.admin.email;
    const laptop = viaProxy('192.0.2.20');
    for (let i = 0; i < LIMITS.maxFailuresPerAccount; i += 1)
      expectError(await attempt(email, `Wrong#typo${i}`, laptop), 401, 'invalid_credentials');
    expectError(await attempt(email, SEED_PASSWORD, laptop), 429, 'too_many_attempts');
    expect((await attempt(email, SEED_PASSWORD, viaProxy('192.0.2.21'))).status).toBe(200);
  });
});

describe('forwarded addresses', () => {
  /** `count` wrong sign-ins for different accounts, each claiming another address. */
  const spoofed = async (count: number, headers: (i: number) => Record<string, string>) => {
    const answers: Res[] = [];
    for (let i = 0; i < count; i += 1)
      answers.push(await attempt(`spoof.${i}@example.com`, 'Wrong#guess1', headers(i)));
    return tally(answers);
  };
  const over = LIMITS.maxFailuresPerAddress + 5;

  test('X-Forwarded-For without the proxy secret is not believed: the attempts add up on the caller', async () => {
    expect(await spoofed(over, (i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` }))).toEqual({
      401: LIMITS.maxFailuresPerAddress,
      429: 5,
    });
  });

  test('nor with a wrong secret', async () => {
    expect(
      await spoofed(over, (i) => ({
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-proxy-secret': `${PROXY_SECRET}x`,
      })),
    ).toEqual({ 401: LIMITS.maxFailuresPerAddress, 429: 5 });
  });

  test('with the secret, each forwarded address counts on its own', async () => {
    expect(await spoofed(over, (i) => viaProxy(`203.0.113.${i + 1}`))).toEqual({ 401: over });
  });

  test('a server without PROXY_SECRET believes no forwarded address', async () => {
    const bare = await startTestServer({ loginThrottle: LIMITS });
    try {
      const answers: Res[] = [];
      for (let i = 0; i < over; i += 1)
        answers.push(
          await bare.api('POST', '/token/', {
            body: { email: `spoof.${i}@example.com`, password: 'Wrong#guess1' },
            headers: viaProxy(`203.0.113.${i + 1}`),
          }),
        );
      expect(tally(answers)).toEqual({ 401: LIMITS.maxFailuresPerAddress, 429: 5 });
    } finally {
      await bare.stop();
    }
  });

  test('PROXY_SECRET is read from the environment and must be long enough', () => {
    expect(loadConfig({}).proxySecret).toBeNull();
    expect(loadConfig({ PROXY_SECRET: PROXY_SECRET }).proxySecret).toBe(PROXY_SECRET);
    expect(() => loadConfig({ PROXY_SECRET: 'short' })).toThrow(ConfigError);
    expect(
      loadConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: '250' }).loginThrottle.maxFailuresPerAccountTotal,
    ).toBe(250);
  });
});

describe('tokens issued before an account is deactivated', () => {
  const refresh = (token: string) => server.api('POST', '/token/refresh/', { body: { refresh: token } });

  test('stay refused after its reactivation', async () => {
    const who = await signInEveryone(server.api);
    const id = who.board.claims.user_id;
    const setActive = async (is_active: boolean) =>
      expect(
        (await server.api('PATCH', `/update_user/${id}`, { token: who.rep.access, body: { is_active } }))
          .status,
      ).toBe(200);
    await setActive(false);
    await setActive(true);
    expectError(
      await server.api('GET', `/get_company/${id}`, { token: who.board.access }),
      401,
      'session_ended',
    );
    expectError(await refresh(who.board.refresh), 401, 'session_ended');
    // a new sign-in works, and nobody else's session ended
    const again = await signIn(server.api, SEED_ACCOUNTS.board.email);
    expect((await server.api('GET', `/get_company/${id}`, { token: again.access })).status).toBe(200);
    expect((await refresh(who.rep.refresh)).status).toBe(200);
  });
});

describe('two tabs refreshing with one refresh token at once', () => {
  const refresh = (token: string) => server.api('POST', '/token/refresh/', { body: { refresh: token } });
  const tasksWith = (session: { access: string }, id: number) =>
    server.api('GET', `/tasks/${id}`, { token: session.access });

  test('both get working tokens and the session lives on; the replaced token later still ends it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
      const id = cora.claims.user_id;
      const tabs = await Promise.all([refresh(cora.refresh), refresh(cora.refresh)]);
      for (const tab of tabs) {
        expect({ round, status: tab.status, body: tab.body }).toMatchObject({ round, status: 200 });
        expect((await tasksWith(tab.body, id)).status).toBe(200);
      }
      // the session goes on: one tab refreshes again
      const next = await refresh(tabs[0].body.refresh);
      expect(next.status).toBe(200);
      expect((await tasksWith(next.body, id)).status).toBe(200);

      // after the grace, the token that rotation replaced (the other tab's) is theft: the session ends
      ahead += (REFRESH_GRACE_SECONDS + 1) * 1000;
      expectError(await refresh(tabs[1].body.refresh), 401, 'refresh_reused');
      expectError(await tasksWith(next.body, id), 401, 'session_ended');
      expectError(await refresh(next.body.refresh), 401, 'session_ended');
    }
  });

  test('the replaced token presented seconds later, within the grace, gets the very same token as the rotation (whatever second each request was served in)', async () => {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const first = await refresh(cora.refresh);
    expect(first.status).toBe(200);
    ahead += 3000;
    const late = await refresh(cora.refresh);
    expect(late.status).toBe(200);
    expect(late.body.refresh).toBe(first.body.refresh);
  });

  test('a token replaced two rotations ago is theft even within the grace', async () => {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const first = await refresh(cora.refresh);
    const second = await refresh(first.body.refresh);
    expect([first.status, second.status]).toEqual([200, 200]);
    expectError(await refresh(cora.refresh), 401, 'refresh_reused');
    expectError(await refresh(second.body.refresh), 401, 'session_ended');
  });
});
