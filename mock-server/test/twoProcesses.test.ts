/**
 * Several API processes on one PostgreSQL server behave as one: two real server processes (what a
 * load balancer spreads requests over), requests alternating between them. The sign-in throttle
 * counts across both, a session or token revoked on one is refused by the other at once, a refresh
 * token's rotation (and its grace) holds across both, an import sent to both at once creates its
 * tasks once, and two managers deciding one week on the two: one wins. Both start on one empty
 * database at once: one seeds it. PostgreSQL server only (the embedded engine serves one process:
 * database.test.ts tries the refusal of a second).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayIn, weekOf } from '@app/contract/days';
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import {
  TEST_ENGINE,
  apiClient,
  decodeClaims,
  expectError,
  expectOk,
  freshServerDatabase,
  mainScript,
  repoRoot,
  signIn,
  type Api,
} from './helpers';

const onServer = TEST_ENGINE === 'postgres' ? describe : describe.skip;
const ROUNDS = 20;
const MAX_PER_ACCOUNT = 6;

let database: Awaited<ReturnType<typeof freshServerDatabase>>;
let dir: string;
const children: ChildProcess[] = [];
let a: Api;
let b: Api;

/** One API process on the test database; resolves with its client once it listens. */
function launch(secret: string): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: '0',
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      SEED: 'demo',
      JWT_SECRET: secret,
      PASSWORD_HASH_COST: '1024',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(apiClient(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`an API process exited (${code}) before listening: ${stderr}`)),
    );
  });
}

onServer('two API processes on one PostgreSQL server', () => {
  beforeAll(async () => {
    database = await freshServerDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-processes-'));
    // one install: every process signs with the same secret
    const secret = crypto.randomBytes(32).toString('base64url');
    [a, b] = await Promise.all([launch(secret), launch(secret)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('both started on one empty database at once: it was seeded once', async () => {
    const admin = await signIn(a, SEED_ACCOUNTS.admin.email);
    const companies = expectOk(await b('GET', '/companies', { token: admin.access }));
    const names = companies.map((c: { name: string }) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the sign-in throttle counts the attempts sent to both as one', async () => {
    const email = SEED_ACCOUNTS.board.email;
    const statuses: number[] = [];
    for (let i = 0; i < MAX_PER_ACCOUNT + 2; i += 1)
      statuses.push(
        (await (i % 2 ? b : a)('POST', '/token/', { body: { email, password: `Wrong#${i}` } })).status,
      );
    expect(statuses).toEqual([...Array(MAX_PER_ACCOUNT).fill(401), 429, 429]);
    // the right password waits on both too
    for (const api of [a, b])
      expect((await api('POST', '/token/', { body: { email, password: SEED_PASSWORD } })).status).toBe(429);
  });

  test('a session ended on one and a token revoked on the other are refused by both at once', async () => {
    const cora = await signIn(a, SEED_ACCOUNTS.consultant.email);
    const id = cora.claims.user_id;
    const made = expectOk(
      await b('POST', '/api_tokens', {
        token: cora.access,
        body: { name: 'Across', scope: 'read', expires_at: new Date(Date.now() + 86_400_000).toISOString() },
      }),
      201,
    );
    for (const api of [a, b])
      expect((await api('GET', `/tasks/${id}`, { token: made.token })).status).toBe(200);
    expectOk(await a('DELETE', `/api_token/${made.id}`, { token: cora.access }), 202);
    for (const api of [a, b])
      expectError(await api('GET', `/tasks/${id}`, { token: made.token }), 401, 'token_revoked');

    expectOk(await b('POST', '/token/logout/', { token: cora.access }));
    for (const api of [a, b]) expectError(await api('GET', `/tasks/${id}`, { token: cora.access }), 401);
  });

  test("a refresh token's rotation holds across both: the same refresh sent to each at once gets one rotation (the grace), and the new one works on either", async () => {
    for (let round = 0; round < 5; round += 1) {
      const lead = await signIn(b, SEED_ACCOUNTS.departmentLead.email);
      const [one, two] = await Promise.all([
        a('POST', '/token/refresh/', { body: { refresh: lead.refresh } }),
        b('POST', '/token/refresh/', { body: { refresh: lead.refresh } }),
      ]);
      const first = expectOk(one);
      const second = expectOk(two);
      // within the grace both are given that rotation's refresh token: one session goes on
      expect(second.refresh).toBe(first.refresh);
      expect(decodeClaims(first.access).user_id).toBe(lead.claims.user_id);
      const next = expectOk(await b('POST', '/token/refresh/', { body: { refresh: first.refresh } }));
      expect((await a('GET', `/get_department/${lead.claims.user_id}`, { token: next.access })).status).toBe(
        200,
      );
    }
  });

  test(`the same import sent to both at once creates its tasks once (${ROUNDS} rounds)`, async () => {
    const rep = await signIn(a, SEED_ACCOUNTS.representative.email);
    const company = rep.claims.company as number;
    const cora = SEED_ACCOUNTS.consultant.email;
    const day = addDays(todayIn('UTC'), -3);
    for (let round = 0; round < ROUNDS; round += 1) {
      const csv = `email,day,minutes,project,title,description\n${cora},${day},${10 + round},,Twice ${round},\n`;
      const post = (api: Api) =>
        api('POST', `/imports/${company}?format=generic&time_zone=UTC`, {
          token: rep.access,
          raw: csv,
          headers: { 'content-type': 'text/csv' },
        });
      const answers = await Promise.all([post(a), post(b)]);
      const created = answers.filter((r) => r.status === 200).map((r) => r.body.created as number);
      for (const r of answers.filter((r) => r.status !== 200)) expectError(r, 429, 'import_running');
      expect(created.reduce((sum, n) => sum + n, 0)).toBe(1);
    }
    const tasks = expectOk(
      await b('GET', `/tasks/${decodeClaims((await signIn(b, cora)).access).user_id}`, { token: rep.access }),
    );
    for (let round = 0; round < ROUNDS; round += 1)
      expect(tasks.filter((t: { title: string }) => t.title === `Twice ${round}`)).toHaveLength(1);
  });

  test(`two managers deciding one week, one on each process: one wins, the other 409 (${ROUNDS} rounds)`, async () => {
    const [cora, lead, rep] = await Promise.all([
      signIn(a, SEED_ACCOUNTS.consultant.email),
      signIn(a, SEED_ACCOUNTS.departmentLead.email),
      signIn(b, SEED_ACCOUNTS.representative.email),
    ]);
    const user = cora.claims.user_id;
    const week = weekOf(addDays(todayIn('UTC'), -7 * 9 - 2)).from;
    const act = (api: Api, token: string, action: string, body: Record<string, unknown>) =>
      api('POST', `/timesheet/${user}/${action}`, { token, body });
    for (let round = 0; round < ROUNDS; round += 1) {
      expectOk(await act(a, cora.access, 'submit', { week }));
      const [approval, rejection] = await Promise.all([
        act(a, lead.access, 'approve', { week }),
        act(b, rep.access, 'reject', { week, comment: `Round ${round}` }),
      ]);
      expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
      const won = approval.status === 200 ? 'approved' : 'rejected';
      const state = expectOk(await b('GET', `/timesheet/${user}?week=${week}`, { token: rep.access }));
      expect(state.status).toBe(won);
      if (won === 'approved')
        expectOk(
          await b('POST', `/timesheet/${user}/reopen`, {
            token: rep.access,
            body: { week, reason: `Round ${round}` },
          }),
        );
    }
  });
});
