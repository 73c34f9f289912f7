/**
 * Personal access tokens: made from a signed-in session (the secret answered once, kept as a hash),
 * listed without secrets, used as `Authorization: Bearer` on the same calls with the owner's role
 * and the token's scope (a read token: 403 on every write), refused at once when revoked, expired
 * or its owner deactivated, throttled on wrong secrets; the representative sees and revokes her
 * company's; every refusal; races of revoking and using. On the engine under test.
 */
import { sql } from 'drizzle-orm';
import { API_TOKEN_PATTERN, API_TOKENS_PER_PERSON } from '@app/contract/tokens';
import { createHash } from 'node:crypto';
import {
  expectError,
  expectOk,
  serverPerTest,
  task,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
let clock: Date | null = null;
serverPerTest((seeded) => ({ server, who, ids } = seeded), { now: () => clock ?? new Date() });
beforeEach(() => {
  clock = null;
});

const ok = expectOk;
const ROUNDS = 20;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const create = (token: string, body: Json = {}) =>
  server.api('POST', '/api_tokens', {
    token,
    body: { name: 'Invoicing', scope: 'read-write', expires_at: inDays(30), ...body },
  });
/** A token of Cora's (read-write unless asked), its secret and id. */
async function coraToken(scope = 'read-write'): Promise<{ id: number; secret: string }> {
  const made = ok(await create(who.cora.access, { scope }), 201);
  return { id: made.id, secret: made.token };
}

test('made from a session: the secret answered once, stored as its hash; listed without it; it acts as its owner', async () => {
  const made = ok(await create(who.cora.access), 201);
  expect(made).toMatchObject({
    name: 'Invoicing',
    scope: 'read-write',
    user: ids.cora,
    revoked_at: null,
    last_used_at: null,
  });
  expect(made.token).toMatch(API_TOKEN_PATTERN);
  const { rows } = (await server.store.engineDb.execute(
    sql`select * from api_tokens where id = ${made.id}::int`,
  )) as unknown as { rows: Json[] };
  // The secret is base64url, so it may itself hold '_': take the pattern's group, not a split.
  const secret = API_TOKEN_PATTERN.exec(made.token)![2];
  expect(JSON.stringify(rows)).not.toContain(secret);
  expect(rows[0].secret_sha256).toBe(createHash('sha256').update(made.token).digest('hex'));

  const listed = ok(await server.api('GET', '/api_tokens', { token: who.cora.access }));
  expect(listed.map((t: Json) => t.id)).toEqual([made.id]);
  expect(JSON.stringify(listed)).not.toMatch(/ttp_|secret|sha256/);

  const tasks = await server.api('GET', `/tasks/${ids.cora}`, { token: made.token });
  expect(tasks.status).toBe(200);
  ok(
    await server.api('POST', `/tasks/${ids.cora}`, { token: made.token, body: task({ title: 'By token' }) }),
    201,
  );
  const used = ok(await server.api('GET', '/api_tokens', { token: who.cora.access }))[0];
  expect(used.last_used_from).toMatch(/127\.0\.0\.1|::1/);
  expect(Date.parse(used.last_used_at)).not.toBeNaN();
  // her role, never more: the companies are the admin's
  expectError(await server.api('GET', '/companies', { token: made.token }), 403);
  expectError(await server.api('GET', `/tasks/${ids.gina}`, { token: made.token }), 403);
  // a token makes no token
  expectError(await create(made.token), 403);
});

test('a read token reads and is refused every write (403)', async () => {
  const { secret } = await coraToken('read');
  expect((await server.api('GET', `/tasks/${ids.cora}`, { token: secret })).status).toBe(200);
  const tasks = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access }));
  for (const [method, path, body] of [
    ['POST', `/tasks/${ids.cora}`, task()],
    ['POST', `/drafts/${ids.cora}`, task()],
    ['PATCH', `/update_user/${ids.cora}`, { password: 'An0ther!pass' }],
    ['DELETE', `/api_token/1`, undefined],
    ['POST', '/token/logout/', undefined],
    ['PATCH', `/task/${tasks[0].id}`, { duration: 5 }],
  ] as const)
    expectError(await server.api(method, path, { token: secret, body }), 403);
});

test('revoked, expired or its owner deactivated: 401 at once', async () => {
  const revoked = await coraToken();
  ok(await server.api('DELETE', `/api_token/${revoked.id}`, { token: who.cora.access }), 202);
  expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: revoked.secret }), 401, 'token_revoked');

  const expiring = await coraToken();
  clock = new Date(Date.now() + 31 * DAY);
  expectError(
    await server.api('GET', `/tasks/${ids.cora}`, { token: expiring.secret }),
    401,
    'token_expired',
  );
  clock = null;

  const engineer = ids.engineer;
  // the representative deactivates her: her tokens stop with her sessions
  const live = await coraToken();
  expect((await server.api('GET', `/tasks/${ids.cora}`, { token: live.secret })).status).toBe(200);
  ok(
    await server.api('PATCH', `/update_user/${ids.cora}`, {
      token: who.rep.access,
      body: { is_active: false },
    }),
  );
  expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: live.secret }), 401, 'inactive');
  void engineer;
});

test('a wrong secret is 401, and after too many from one address 429 with the seconds to wait', async () => {
  const { id, secret } = await coraToken();
  const wrong = `ttp_${id}_${'A'.repeat(43)}`;
  expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: wrong }), 401, 'invalid_token');
  let throttled: Json = null;
  for (let i = 0; i < 60 && !throttled; i += 1) {
    const res = await server.api('GET', `/tasks/${ids.cora}`, { token: wrong });
    if (res.status === 429) throttled = res;
    else expect(res.status).toBe(401);
  }
  expect(throttled).not.toBeNull();
  expect(throttled.body.retry_after).toBeGreaterThan(0);
  // an unknown token id: the same refusal
  expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: `ttp_999999_${'B'.repeat(43)}` }), 401);
  // the right secret still works
  expect((await server.api('GET', `/tasks/${ids.cora}`, { token: secret })).status).toBe(200);
});

test("the representative lists and revokes her company's people's tokens; nobody else's", async () => {
  const { id } = await coraToken();
  const listed = ok(
    await server.api('GET', `/api_tokens?company=${ids.northwind}`, { token: who.rep.access }),
  );
  expect(listed.map((t: Json) => [t.id, t.user_email])).toContainEqual([id, expect.stringContaining('@')]);
  for (const s of [who.board, who.lead, who.cora, who.gxAdmin, who.admin])
    expectError(await server.api('GET', `/api_tokens?company=${ids.northwind}`, { token: s.access }), 403);
  expectError(await server.api('GET', '/api_tokens?company=999999', { token: who.rep.access }), 404);
  expectError(
    await server.api('GET', '/api_tokens?company=x', { token: who.rep.access }),
    400,
    'invalid',
    'company',
  );
  expectError(await server.api('DELETE', `/api_token/${id}`, { token: who.gxAdmin.access }), 403);
  expectError(await server.api('DELETE', `/api_token/${id}`, { token: who.lead.access }), 403);
  expectError(await server.api('DELETE', '/api_token/999999', { token: who.rep.access }), 404);
  ok(await server.api('DELETE', `/api_token/${id}`, { token: who.rep.access }), 202);
  const mine = ok(await server.api('GET', '/api_tokens', { token: who.cora.access }));
  expect(mine[0].revoked_at).not.toBeNull();
  // recorded: made and revoked, for her to see too
  const events = ok(
    await server.api('GET', `/audit/${ids.northwind}?entity=api_token&entity_id=${id}`, {
      token: who.cora.access,
    }),
  );
  expect(events.events.map((e: Json) => e.action)).toEqual(['deleted', 'created']);
});

test('bad input is named; at most API_TOKENS_PER_PERSON live tokens', async () => {
  for (const [body, field] of [
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ scope: 'admin' }, 'scope'],
    [{ expires_at: 'tomorrow' }, 'expires_at'],
    [{ expires_at: inDays(-1) }, 'expires_at'],
    [{ expires_at: inDays(400) }, 'expires_at'],
  ] as const)
    expectError(await create(who.cora.access, body), 400, 'invalid', field);
  expectError(
    await server.api('POST', '/api_tokens', { body: { name: 'x', scope: 'read', expires_at: inDays(3) } }),
    401,
  );
  for (let i = 0; i < API_TOKENS_PER_PERSON; i += 1)
    ok(await create(who.lead.access, { name: `T${i}` }), 201);
  expectError(await create(who.lead.access), 409, 'too_many_tokens');
});

test(`revoking while the token is used, and two creates at the limit (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const { id, secret } = await coraToken();
    const [use, revoke, again] = await Promise.all([
      server.api('GET', `/tasks/${ids.cora}`, { token: secret }),
      server.api('DELETE', `/api_token/${id}`, { token: who.cora.access }),
      server.api('DELETE', `/api_token/${id}`, { token: who.rep.access }),
    ]);
    expect([200, 401]).toContain(use.status);
    expect([revoke.status, again.status]).toEqual([202, 202]);
    expectError(await server.api('GET', `/tasks/${ids.cora}`, { token: secret }), 401, 'token_revoked');
    const events = ok(
      await server.api('GET', `/audit/${ids.northwind}?entity=api_token&entity_id=${id}`, {
        token: who.rep.access,
      }),
    );
    expect(events.events.map((e: Json) => e.action)).toEqual(['deleted', 'created']);
  }
  const live = ok(await server.api('GET', '/api_tokens', { token: who.cora.access })).filter(
    (t: Json) => !t.revoked_at,
  ).length;
  for (let i = live; i < API_TOKENS_PER_PERSON - 1; i += 1)
    ok(await create(who.cora.access, { name: `Fill ${i}` }), 201);
  const both = await Promise.all([
    create(who.cora.access, { name: 'A' }),
    create(who.cora.access, { name: 'B' }),
  ]);
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
});
