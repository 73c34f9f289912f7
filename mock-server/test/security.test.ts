/**
 * The attacks of the security review, each pinned: forged or endless tokens, sessions that
 * outlive a password change or a stolen refresh token, password guessing, a department lead
 * taking over a consultant, hostile bodies and names, slow clients.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { ConfigError, loadConfig } from '../src/config';
import { decoyHashFor } from '../src/auth/passwords';
import { SECRET_FILE_NAME } from '../src/auth/secret';
import { GLOBEX, SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { startServer } from '../src/server';
import {
  apiClient,
  decodeClaims,
  expectError,
  newPerson,
  seedIds,
  signIn,
  signInEveryone,
  startTestServer,
  task,
  type Actors,
  type SeedIds,
  type TestServer,
} from './helpers';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the token secret', () => {
  test('without JWT_SECRET each install generates its own, owner-only, and a restart keeps sessions', async () => {
    const first = await startTestServer({ jwtSecret: null }, { onDisk: true });
    const secretFile = path.join(first.dir, SECRET_FILE_NAME);
    try {
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
      const secret = fs.readFileSync(secretFile, 'utf8');
      expect(secret.length).toBeGreaterThanOrEqual(64);
      const admin = await signIn(first.api, SEED_ACCOUNTS.admin.email);

      // the secret that used to be written in the source mints nothing
      const { exp: _e, iat: _i, ...claims } = admin.claims;
      const forged = jwt.sign(claims, 'dev-only-mock-server-secret-change-me', {
        algorithm: 'HS256',
        expiresIn: 60,
      });
      expectError(await first.api('GET', '/companies', { token: forged }), 401, 'invalid_token');

      // another install has another secret
      const second = await startTestServer({ jwtSecret: null });
      try {
        expect(fs.readFileSync(path.join(second.dir, SECRET_FILE_NAME), 'utf8')).not.toBe(secret);
        expectError(await second.api('GET', '/companies', { token: admin.access }), 401, 'invalid_token');
      } finally {
        await second.stop();
      }

      // a restart on the same data keeps the secret and the session
      await first.close();
      // (on the PostgreSQL server the database outlives the process the same way)
      const again = await startServer({ ...first.options, port: 0, jwtSecret: null });
      try {
        expect((await apiClient(again.url)('GET', '/companies', { token: admin.access })).status).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await first.stop();
    }
  });

  test('a configured JWT_SECRET must be long enough', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    expect(loadConfig({}).jwtSecret).toBeNull();
  });

  test('a token without an expiry is refused even when signed with the right key', async () => {
    const server = await startTestServer();
    try {
      const admin = await signIn(server.api, SEED_ACCOUNTS.admin.email);
      const { exp: _e, iat: _i, ...claims } = admin.claims;
      const endless = jwt.sign(claims, server.options.jwtSecret, { algorithm: 'HS256' });
      expectError(await server.api('GET', '/companies', { token: endless }), 401, 'invalid_token');
    } finally {
      await server.stop();
    }
  });
});

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const refresh = (token: string) => server.api('POST', '/token/refresh/', { body: { refresh: token } });

  test('a refresh token works once; reusing it ends the whole session chain', async () => {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const first = await refresh(cora.refresh);
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(cora.refresh);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

    // the thief replays the first refresh token: refused, and the session is over for everyone
    expectError(await refresh(cora.refresh), 401, 'refresh_reused');
    expectError(await refresh(second.body.refresh), 401, 'session_ended');
    expectError(
      await server.api('GET', `/tasks/${cora.claims.user_id}`, { token: second.body.access }),
      401,
      'session_ended',
    );
    // other sessions of the same user are not affected
    const other = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    expect((await server.api('GET', `/tasks/${cora.claims.user_id}`, { token: other.access })).status).toBe(
      200,
    );
  });

  test("a user's own password change ends their other sessions; the current one goes on", async () => {
    const email = SEED_ACCOUNTS.board.email;
    const laptop = await signIn(server.api, email);
    const phone = await signIn(server.api, email);
    const id = laptop.claims.user_id;
    const changed = await server.api('PATCH', `/update_user/${id}`, {
      token: laptop.access,
      body: { email, password: SEED_PASSWORD, current_password: SEED_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expectError(await server.api('GET', `/get_company/${id}`, { token: phone.access }), 401, 'session_ended');
    expectError(await refresh(phone.refresh), 401, 'session_ended');
    expect((await server.api('GET', `/get_company/${id}`, { token: laptop.access })).status).toBe(200);
    expect((await refresh(laptop.refresh)).status).toBe(200);
  });

  test("a manager's password change ends every session of that user", async () => {
    const rep = await signIn(server.api, SEED_ACCOUNTS.representative.email);
    const lead = await signIn(server.api, SEED_ACCOUNTS.departmentLead.email);
    const id = lead.claims.user_id;
    expect(
      (
        await server.api('PATCH', `/update_user/${id}`, {
          token: rep.access,
          body: { password: SEED_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expectError(
      await server.api('GET', `/get_department/${id}`, { token: lead.access }),
      401,
      'session_ended',
    );
    expectError(await refresh(lead.refresh), 401, 'session_ended');
    // a profile edit without a password leaves sessions alone
    const again = await signIn(server.api, SEED_ACCOUNTS.departmentLead.email);
    expect(
      (await server.api('PATCH', `/update_user/${id}`, { token: rep.access, body: { contact: '5550101' } }))
        .status,
    ).toBe(200);
    expect((await server.api('GET', `/get_department/${id}`, { token: again.access })).status).toBe(200);
  });

  test('POST /token/logout/ ends the session of its token only', async () => {
    const a = await signIn(server.api, SEED_ACCOUNTS.admin.email);
    const b = await signIn(server.api, SEED_ACCOUNTS.admin.email);
    expect((await server.api('POST', '/token/logout/', { token: a.access })).status).toBe(200);
    expectError(await server.api('GET', '/companies', { token: a.access }), 401, 'session_ended');
    expectError(await refresh(a.refresh), 401, 'session_ended');
    expect((await server.api('GET', '/companies', { token: b.access })).status).toBe(200);
    expectError(await server.api('POST', '/token/logout/'), 401);
  });

  test('the access token names its session', () => {
    return signIn(server.api, SEED_ACCOUNTS.admin.email).then((s) => {
      expect(Number.isInteger(decodeClaims(s.access).sid)).toBe(true);
      expect(decodeClaims(s.refresh).sid).toBe(decodeClaims(s.access).sid);
    });
  });
});

describe('login throttling', () => {
  const WINDOW = 2;
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({
      seed: 'demo',
      loginThrottle: {
        maxFailuresPerAccount: 3,
        maxFailuresPerAddress: 5,
        maxFailuresPerAccountTotal: 10,
        windowSeconds: WINDOW,
      },
    });
  });
  afterEach(() => server.stop());

  const attempt = (email: string, password: string) =>
    server.api('POST', '/token/', { body: { email, password } });

  test('per account: after the limit even the right password waits, with Retry-After; after the window it works', async () => {
    const email = SEED_ACCOUNTS.admin.email;
    for (let i = 0; i < 3; i += 1)
      expectError(await attempt(email, 'Wrong#pass1'), 401, 'invalid_credentials');
    const refused = await attempt(email, SEED_PASSWORD);
    expectError(refused, 429, 'too_many_attempts');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
    expect(refused.body.retry_after).toBe(retryAfter);
    // another account from the same address is not locked by this one
    expect((await attempt(SEED_ACCOUNTS.consultant.email, SEED_PASSWORD)).status).toBe(200);
    await wait(WINDOW * 1000 + 100);
    expect((await attempt(email, SEED_PASSWORD)).status).toBe(200);
  });

  test('per address: failures spread over accounts add up', async () => {
    const emails = [SEED_ACCOUNTS.admin.email, SEED_ACCOUNTS.representative.email, SEED_ACCOUNTS.board.email];
    for (const [i, email] of [...emails, ...emails].slice(0, 5).entries()) {
      expectError(await attempt(email, `Wrong#pass${i}`), 401, 'invalid_credentials');
    }
    expectError(await attempt(SEED_ACCOUNTS.consultant.email, SEED_PASSWORD), 429, 'too_many_attempts');
  });

  test('successful sign-ins are never counted, and one clears the account count', async () => {
    const email = SEED_ACCOUNTS.representative.email;
    for (let i = 0; i < 10; i += 1) expect((await attempt(email, SEED_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expectError(await attempt(email, 'Wrong#pass1'), 401);
    expect((await attempt(email, SEED_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expectError(await attempt(email, 'Wrong#pass1'), 401);
    expect((await attempt(email, SEED_PASSWORD)).status).toBe(200);
  });
});

/**
 * Who may change which field of whom: docs/decisions/0043-who-may-change-which-field-of-whom.md.
 * 'ok' = 200, 'no' = 403, 'n/a' = 400 (the field does not apply: only consultants have a department).
 */
type Cell = 'ok' | 'no' | 'n/a';
const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'contact',
  'password',
  'is_active',
  'department',
] as const;
type Field = (typeof FIELDS)[number];
type TargetName = 'self' | 'engineer' | 'designer' | 'board' | 'lead' | 'rep' | 'admin' | 'gina';
type ActorName = 'admin' | 'rep' | 'lead' | 'board' | 'cora' | 'gxAdmin';

const all = (department: Cell = 'ok'): Record<Field, Cell> => ({
  email: 'ok',
  first_name: 'ok',
  last_name: 'ok',
  contact: 'ok',
  password: 'ok',
  is_active: 'ok',
  department,
});
const none: Record<Field, Cell> = {
  email: 'no',
  first_name: 'no',
  last_name: 'no',
  contact: 'no',
  password: 'no',
  is_active: 'no',
  department: 'no',
};
const only = (field: Field): Record<Field, Cell> => ({ ...none, [field]: 'ok' });

const TABLE: Record<ActorName, Partial<Record<TargetName, Record<Field, Cell>>>> = {
  admin: {
    self: only('password'),
    engineer: all(),
    designer: all(),
    board: all('n/a'),
    lead: all('n/a'),
    rep: all('n/a'),
    gina: all(),
  },
  rep: {
    self: only('password'),
    engineer: all(),
    designer: all(),
    board: all('n/a'),
    lead: all('n/a'),
    admin: none,
    gina: none,
  },
  lead: {
    self: only('password'),
    engineer: only('department'),
    designer: none,
    board: none,
    rep: none,
    admin: none,
    gina: none,
  },
  board: {
    self: only('password'),
    engineer: none,
    designer: none,
    lead: none,
    rep: none,
    admin: none,
    gina: none,
  },
  cora: {
    self: only('password'),
    engineer: none,
    designer: none,
    board: none,
    lead: none,
    rep: none,
    admin: none,
    gina: none,
  },
  gxAdmin: {
    self: only('password'),
    engineer: none,
    designer: none,
    board: none,
    lead: none,
    rep: none,
    admin: none,
    gina: all(),
  },
};

describe('PATCH /update_user/{id}: every cell of the field table', () => {
  let server: TestServer;
  let ids: SeedIds;
  beforeAll(async () => {
    server = await startTestServer();
    ids = await seedIds(server.api, await signInEveryone(server.api));
  });
  afterAll(() => server.stop());

  for (const actor of Object.keys(TABLE) as ActorName[]) {
    test(`${actor}`, async () => {
      const who: Actors = await signInEveryone(server.api);
      const me = who[actor];
      const targetIds: Record<TargetName, number> = {
        self: me.claims.user_id,
        engineer: ids.engineer.id,
        designer: ids.designer.id,
        board: who.board.claims.user_id,
        lead: who.lead.claims.user_id,
        rep: who.rep.claims.user_id,
        admin: who.admin.claims.user_id,
        gina: ids.gina,
      };
      const departmentOf: Partial<Record<TargetName, number>> = {
        engineer: ids.engineering,
        designer: ids.design,
        gina: ids.research,
      };
      const emailOf: Record<TargetName, string> = {
        self: `renamed.${actor}@example.com`,
        engineer: ids.engineer.email,
        designer: ids.designer.email,
        board: who.board.claims.email,
        lead: who.lead.claims.email,
        rep: who.rep.claims.email,
        admin: who.admin.claims.email,
        gina: GLOBEX.consultant.email,
      };
      const failures: string[] = [];
      for (const [target, row] of Object.entries(TABLE[actor]) as [TargetName, Record<Field, Cell>][]) {
        const id = targetIds[target];
        const current = target === 'engineer' ? ids.engineer : target === 'designer' ? ids.designer : null;
        for (const field of FIELDS) {
          // values that leave the person as they were (an unchanged email is a change request only for others)
          const value: Record<Field, unknown> = {
            email: emailOf[target],
            first_name: current?.first_name ?? 'Same',
            last_name: current?.last_name ?? 'Same',
            contact: current?.contact ?? '5550100',
            password: SEED_PASSWORD,
            is_active: true,
            department: departmentOf[target] ?? ids.engineering,
          };
          // one's own password goes with the current one (without it: 400 naming current_password)
          const withCurrent =
            target === 'self' && field === 'password' ? { current_password: SEED_PASSWORD } : {};
          const res = await server.api('PATCH', `/update_user/${id}`, {
            token: me.access,
            body: { [field]: value[field], ...withCurrent },
          });
          const expected = { ok: 200, no: 403, 'n/a': 400 }[row[field]];
          if (res.status !== expected)
            failures.push(
              `${actor} → ${target}.${field}: ${res.status} (expected ${expected}) ${res.text.slice(0, 120)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('hostile input', () => {
  let server: TestServer;
  let who: Actors;
  let ids: SeedIds;
  beforeAll(async () => {
    server = await startTestServer({ requestTimeout: 1500, headersTimeout: 1000 });
    who = await signInEveryone(server.api);
    ids = await seedIds(server.api, who);
  });
  afterAll(() => server.stop());

  test('a body nested deeper than the limit is refused with 400 naming body, and the server stays responsive', async () => {
    const hostile = '<b>'.repeat(1_500_000);
    const res = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ body: hostile }),
    });
    expectError(res, 400, 'invalid', 'body');
    expect((await server.api('GET', `/tasks/${ids.cora}`, { token: who.cora.access })).status).toBe(200);
  });

  test.each([
    ['title', { title: 'Invoice \u202Egnp.exe' }],
    ['title', { title: 'nul\u0000byte' }],
    ['body', { body: 'text with a nul \u0000 byte' }],
  ])('control characters in a task %s are refused with 400 naming it', async (field, fields) => {
    expectError(
      await server.api('POST', `/tasks/${ids.cora}`, { token: who.cora.access, body: task(fields) }),
      400,
      'invalid',
      field,
    );
  });

  test('a plain-text body keeps its tabs and line breaks', async () => {
    const res = await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.cora.access,
      body: task({ body: 'first\n\tsecond\r\nthird' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.body).toBe('first\n\tsecond\r\nthird');
  });

  test.each([
    ['first_name', { first_name: 'Eve\u202E' }],
    ['last_name', { last_name: 'A\u0007' }],
    ['email', { email: 'eve\u200F@example.com' }],
  ])('control characters in a person %s are refused with 400 naming it', async (field, fields) => {
    expectError(
      await server.api('POST', `/members/${ids.northwind}`, {
        token: who.rep.access,
        body: { ...newPerson('ctl'), ...fields },
      }),
      400,
      'invalid',
      field,
    );
  });

  test('control characters in company, department and project names are refused', async () => {
    expectError(
      await server.api('POST', `/projects/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: 'Proj\u0000ect' },
      }),
      400,
      'invalid',
      'name',
    );
    expectError(
      await server.api('PATCH', `/department/${ids.engineering}`, {
        token: who.rep.access,
        body: { name: 'Eng\u202Eineering' },
      }),
      400,
      'invalid',
      'name',
    );
    expectError(
      await server.api('PATCH', `/company/${ids.northwind}`, {
        token: who.admin.access,
        body: { name: 'North\u2066wind' },
      }),
      400,
      'invalid',
      'name',
    );
  });

  test('a body trickled byte by byte is cut off by the request timeout', async () => {
    const url = new URL(server.url);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/v1/tasks/${ids.cora} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${who.cora.access}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('x');
      sent += 1;
    }, 500);
    await closed;
    clearInterval(trickle);
    // cut off after about 3 bytes, long before the 1000 announced
    expect(sent).toBeLessThan(20);
    expect(received === '' || /^HTTP\/1\.1 408/.test(received)).toBe(true);
  });

  test('headers sent too slowly are cut off too', async () => {
    const url = new URL(server.url);
    const socket = net.connect(Number(url.port), url.hostname);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write('GET /api/v1/companies HTTP/1.1\r\n');
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Slow: 1\r\n');
      sent += 1;
    }, 300);
    await closed;
    clearInterval(trickle);
    expect(sent).toBeLessThan(30);
  });
});

test('the decoy hash for unknown accounts uses the configured cost', async () => {
  expect((await decoyHashFor(2048)).split('$')[1]).toBe('2048');
  expect((await decoyHashFor(4096)).split('$')[1]).toBe('4096');
});
