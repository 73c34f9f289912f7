/**
 * A personal access token is not a password: credentials (anyone's password or email), tokens and
 * sessions change only from a signed-in session (403 session_only with a token, nothing written),
 * and one's own password only with the current one (400 naming current_password; guesses counted
 * like sign-ins). On the engine under test.
 */
import { SESSION_ONLY_RULE } from '@app/contract/tokens';
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import {
  expectError,
  expectOk,
  serverPerTest,
  signIn,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
serverPerTest((seeded) => ({ server, who, ids } = seeded), {
  loginThrottle: {
    maxFailuresPerAccount: 5,
    maxFailuresPerAddress: 100,
    maxFailuresPerAccountTotal: 100,
    windowSeconds: 900,
  },
});

const DAY = 86_400_000;
const NEW_PASSWORD = 'An0ther!pass';

/** A read-write token of the holder of `access`. */
async function tokenOf(access: string): Promise<{ id: number; secret: string }> {
  const made = expectOk(
    await server.api('POST', '/api_tokens', {
      token: access,
      body: {
        name: 'Leaked',
        scope: 'read-write',
        expires_at: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    }),
    201,
  );
  return { id: made.id, secret: made.token };
}

const signInStatus = async (email: string, password: string) =>
  (await server.api('POST', '/token/', { body: { email, password } })).status;

describe('with a read-write token', () => {
  test("its owner's password is not changed, even with the current one: 403 naming the rule, and the password stays", async () => {
    const { secret } = await tokenOf(who.cora.access);
    for (const body of [
      { password: NEW_PASSWORD },
      { password: NEW_PASSWORD, current_password: SEED_PASSWORD },
      { email: SEED_ACCOUNTS.consultant.email, password: NEW_PASSWORD, current_password: SEED_PASSWORD },
    ]) {
      const res = await server.api('PATCH', `/update_user/${ids.cora}`, { token: secret, body });
      expectError(res, 403, 'session_only');
      expect(res.body.detail).toBe(SESSION_ONLY_RULE);
    }
    expect(await signInStatus(SEED_ACCOUNTS.consultant.email, NEW_PASSWORD)).toBe(401);
    expect(await signInStatus(SEED_ACCOUNTS.consultant.email, SEED_PASSWORD)).toBe(200);
    // her browser session goes on
    expect((await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).status).toBe(200);
  });

  test("a representative's token sets no consultant's password or email; her other details still change", async () => {
    const { secret } = await tokenOf(who.rep.access);
    const cora = `/update_user/${ids.cora}`;
    const email = SEED_ACCOUNTS.consultant.email;
    expectError(
      await server.api('PATCH', cora, { token: secret, body: { password: NEW_PASSWORD } }),
      403,
      'session_only',
    );
    expectError(
      await server.api('PATCH', cora, {
        token: secret,
        body: { email: 'taken.over@test.example', first_name: 'X', last_name: 'Y', contact: '+1 555' },
      }),
      403,
      'session_only',
    );
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(401);
    expect(await signInStatus(email, SEED_PASSWORD)).toBe(200);
    // the same email sent along with changed names is no change of credentials
    const changed = expectOk(
      await server.api('PATCH', cora, {
        token: secret,
        body: { email, first_name: 'Renamed', last_name: 'Consultant', contact: '+1 555' },
      }),
    );
    expect(changed).toMatchObject({ email, first_name: 'Renamed' });
  });

  test('tokens are neither made nor revoked with a token, and it does not sign out: the token goes on', async () => {
    const own = await tokenOf(who.cora.access);
    const other = await tokenOf(who.cora.access);
    const made = await server.api('POST', '/api_tokens', {
      token: own.secret,
      body: { name: 'More', scope: 'read', expires_at: new Date(Date.now() + DAY * 2).toISOString() },
    });
    expectError(made, 403, 'session_only');
    expectError(
      await server.api('DELETE', `/api_token/${other.id}`, { token: own.secret }),
      403,
      'session_only',
    );
    const logout = await server.api('POST', '/token/logout/', { token: own.secret });
    expectError(logout, 403, 'session_only');
    expect(logout.body.detail).toBe(SESSION_ONLY_RULE);
    // nothing was revoked or ended: both tokens and her session still work
    for (const token of [own.secret, other.secret, who.cora.access])
      expect((await server.api('GET', `/tasks/${ids.cora}`, { token })).status).toBe(200);
    // from her session she revokes it, and it stops at once
    expectOk(await server.api('DELETE', `/api_token/${own.id}`, { token: who.cora.access }), 202);
    expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: own.secret }), 401, 'token_revoked');
  });
});

describe('one’s own password, from a signed-in session', () => {
  test('needs the current one: missing or wrong is 400 naming current_password and nothing changes', async () => {
    const path = `/update_user/${ids.cora}`;
    expectError(
      await server.api('PATCH', path, { token: who.cora.access, body: { password: NEW_PASSWORD } }),
      400,
      'invalid',
      'current_password',
    );
    expectError(
      await server.api('PATCH', path, {
        token: who.cora.access,
        body: { password: NEW_PASSWORD, current_password: 'Wrong#2025' },
      }),
      400,
      'invalid',
      'current_password',
    );
    expect(await signInStatus(SEED_ACCOUNTS.consultant.email, NEW_PASSWORD)).toBe(401);
    const other = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    expectOk(
      await server.api('PATCH', path, {
        token: who.cora.access,
        body: { password: NEW_PASSWORD, current_password: SEED_PASSWORD },
      }),
    );
    expect(await signInStatus(SEED_ACCOUNTS.consultant.email, NEW_PASSWORD)).toBe(200);
    // her other session ended; this one goes on
    expect((await server.api('GET', `/tasks/${ids.cora}`, { token: other.access })).status).toBe(401);
    expect((await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).status).toBe(200);
  });

  test('guesses of the current password are throttled like sign-ins (429), and count against signing in', async () => {
    const path = `/update_user/${ids.cora}`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (
          await server.api('PATCH', path, {
            token: who.cora.access,
            body: { password: NEW_PASSWORD, current_password: `Guess#${i}` },
          })
        ).status,
      );
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // even the right one waits now, and so does a sign-in of hers from this address
    expect(
      (
        await server.api('PATCH', path, {
          token: who.cora.access,
          body: { password: NEW_PASSWORD, current_password: SEED_PASSWORD },
        })
      ).status,
    ).toBe(429);
    expect(await signInStatus(SEED_ACCOUNTS.consultant.email, SEED_PASSWORD)).toBe(429);
  });

  test("someone else's password is set without it (the representative, a consultant's); a current_password there is refused", async () => {
    const cora = `/update_user/${ids.cora}`;
    expectOk(await server.api('PATCH', cora, { token: who.rep.access, body: { password: NEW_PASSWORD } }));
    expect(await signInStatus(SEED_ACCOUNTS.consultant.email, NEW_PASSWORD)).toBe(200);
    expectError(
      await server.api('PATCH', cora, {
        token: who.rep.access,
        body: { password: SEED_PASSWORD, current_password: NEW_PASSWORD },
      }),
      400,
      'invalid',
      'current_password',
    );
  });
});
