/**
 * Test support: a real server on an ephemeral port over a new database, a small fetch
 * client, sign-in helpers and the demo seed's ids looked up through the API (never hard-coded).
 * Every response is checked for leaked passwords.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_ALLOWED_EMAILS,
  type AccessTokenClaims,
  type Department,
  type Project,
  type Task,
  type User,
} from '@app/contract';
import { DateTime } from 'luxon';
import pg from 'pg';
import type { Repo } from '../src/db/repo';
import { Store } from '../src/db/store';
import { closeSanitizer, startSanitizer } from '../src/kernel/sanitize/index';
import { closeDatabases, lendEngine, lendServerDatabase } from './enginePool';
import {
  fillIfEmpty,
  resolveOptions,
  startServer,
  type RunningServer,
  type ServerOptions,
} from '../src/server';
import { GLOBEX, NORTHWIND, SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { zoneOf } from '../src/tasks';
import { tasksOfUserJson } from '../src/tasks/queries';

export const repoRoot = path.resolve(__dirname, '../..');
export const mainScript = path.join(repoRoot, 'mock-server/src/main.ts');

/** The allow-list plus the Globex accounts, so isolation can be tested from both sides. */
export const TEST_ALLOW_LIST = [
  ...DEFAULT_ALLOWED_EMAILS,
  GLOBEX.admin.email,
  GLOBEX.departmentLead.email,
  GLOBEX.consultant.email,
];

/** What a suite reads of an answer, field by field, whatever its shape (the suites assert the shapes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read freely: a wrong field fails the assertion, not the compile
export type Json = any;

export interface Res {
  status: number;
  body: Json;
  text: string;
  /** the body's bytes (a PDF's) */
  bytes: Uint8Array;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** sent as is, instead of JSON.stringify(body) (a file's bytes, or its text) */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** No response may carry a password or a password hash, at any depth. */
function assertNoSecrets(value: unknown, text: string): void {
  if (/scrypt\$/.test(text)) throw new Error(`response leaks a password hash: ${text.slice(0, 200)}`);
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (/^password/.test(k)) throw new Error(`response carries "${k}": ${text.slice(0, 200)}`);
        walk(child);
      }
    }
  };
  walk(value);
}

export type Api = (method: string, urlPath: string, options?: CallOptions) => Promise<Res>;

export function apiClient(baseUrl: string): Api {
  return async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: Json;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    assertNoSecrets(parsed, text);
    return { status: response.status, body: parsed, text, bytes, headers: response.headers };
  };
}

export interface TestServer extends RunningServer {
  api: Api;
  /** the server's data directory (token secret; the embedded engine's files when on disk) */
  dir: string;
  stop(): Promise<void>;
}

/** Which engine the suites run on: the embedded one, or the PostgreSQL server of TEST_DATABASE_URL. */
export const TEST_ENGINE: 'pglite' | 'postgres' =
  process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** Runs `statement` as the test PostgreSQL server's administrator. */
async function asAdministrator(statement: string): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set (see jest/postgres.js)');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string): string => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.href;
};

/**
 * A fresh database on the test PostgreSQL server (a copy of `template` when given: the server
 * copies its files, far faster than migrating and seeding); dropped by the returned function.
 */
export async function freshServerDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tt_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await asAdministrator(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(name),
    drop: () => asAdministrator(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Where this jest run keeps what its suites share (jest.config.js makes the folder and removes it
 * when the run ends): the seeded templates, made by the first suite that needs one and copied by
 * every later one, instead of migrating and seeding again in each test file. Without it (a suite
 * run outside that config) each file makes its own.
 */
const RUN_DIR = process.env.TEST_RUN_DIR || null;

/**
 * The seed a server starts on: the demo seed writes its tasks relative to the moment it is made
 * (today, earlier this week and month, last month), so a template serves the servers whose clock
 * reads the day it was made on, and only those. A run that crosses midnight (or a server whose
 * clock reads another day) gets a template of its own day, seeded at its clock's moment.
 */
interface SeedOfDay {
  seed: ServerOptions['seed'];
  /** names the template and the pool of its databases */
  key: string;
  now: Date;
}
function seedOfDay(seed: ServerOptions['seed'], now: Date): SeedOfDay {
  return { seed, now, key: `${seed}_${DateTime.fromJSDate(now).toFormat('yyyyLLdd')}` };
}

/** Brings a new database to the newest schema's seed, with cheap password hashes. */
async function seeded(store: Store, { seed, now }: SeedOfDay): Promise<void> {
  await fillIfEmpty(
    store,
    resolveOptions({ seed, now: () => now, passwordHashCost: 1024, dataDir: os.tmpdir() }),
  );
}

/**
 * The run's migrated and seeded databases on the test PostgreSQL server, copied for each server
 * (as the embedded engine's templates below). Named for the run, so suites in other workers find
 * them: one is made under a name of its own and renamed once seeded (a rename that finds the name
 * taken means another worker made it first: its copy is dropped). jest/postgres-teardown.js drops
 * them when the run ends; without a run folder each file drops its own.
 */
const serverTemplates = new Map<string, Promise<{ name: string; drop(): Promise<void> }>>();
const runTemplateName = (key: string) =>
  `tt_template_${path
    .basename(RUN_DIR!)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_${key}`;
async function templateExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}
function serverTemplate(seed: SeedOfDay): Promise<string> {
  let made = serverTemplates.get(seed.key);
  if (!made) {
    made = (async () => {
      const shared = RUN_DIR ? runTemplateName(seed.key) : null;
      if (shared && (await templateExists(shared))) return { name: shared, drop: async () => {} };
      const database = await freshServerDatabase();
      const store = await Store.open({ databaseUrl: database.url });
      await seeded(store, seed);
      await store.close();
      const own = new URL(database.url).pathname.slice(1);
      if (!shared) return { name: own, drop: database.drop };
      try {
        await asAdministrator(`ALTER DATABASE ${own} RENAME TO ${shared}`);
      } catch (error) {
        // duplicate_database: another worker's copy is the run's
        if ((error as { code?: string }).code !== '42P04') throw error;
        await database.drop();
      }
      return { name: shared, drop: async () => {} };
    })();
    serverTemplates.set(seed.key, made);
  }
  return made.then((t) => t.name);
}
if (process.env.TEST_ENGINE === 'postgres')
  afterAll(async () => {
    for (const made of serverTemplates.values()) await (await made).drop();
    serverTemplates.clear();
  });

/**
 * Migrated and seeded embedded databases (their files), kept in the run folder by the first suite
 * that needs one (written under a name of its own, then renamed: a reader never sees half a file)
 * and cloned for each server.
 */
const templates = new Map<string, Promise<Blob>>();
function template(seed: SeedOfDay): Promise<Blob> {
  let made = templates.get(seed.key);
  if (!made) {
    made = (async () => {
      const file = RUN_DIR ? path.join(RUN_DIR, `embedded-${seed.key}.tar`) : null;
      if (file && fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
      const store = await Store.open({ dataDir: null });
      await seeded(store, seed);
      const dump = await store.dump();
      await store.close();
      if (file) {
        const writing = `${file}.${process.pid}`;
        fs.writeFileSync(writing, new Uint8Array(await dump.arrayBuffer()));
        fs.renameSync(writing, file);
      }
      return dump;
    })();
    templates.set(seed.key, made);
  }
  return made;
}

afterAll(closeDatabases);

/**
 * The sanitiser's threads, held from the suite's first server to its end instead of started and
 * stopped with each server.
 */
let sanitizerHeld = false;
async function holdSanitizer(): Promise<void> {
  if (sanitizerHeld) return;
  sanitizerHeld = true;
  await startSanitizer();
}
afterAll(async () => {
  if (sanitizerHeld) await closeSanitizer();
  sanitizerHeld = false;
});

/**
 * A real server on an ephemeral port over a database of the engine under test holding the seeded
 * template's data (one of the suite's, lent from server to server: ./enginePool.ts; embedded: in
 * memory, unless `onDisk`).
 */
export async function startTestServer(
  overrides: Partial<ServerOptions> = {},
  { onDisk = false } = {},
): Promise<TestServer> {
  await holdSanitizer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-test-'));
  const seed = overrides.seed ?? 'demo';
  const ofDay = seedOfDay(seed, (overrides.now ?? (() => new Date()))());
  const database =
    TEST_ENGINE === 'postgres'
      ? await lendServerDatabase(ofDay.key, async () => freshServerDatabase(await serverTemplate(ofDay)))
      : null;
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: database?.url ?? null,
      seed,
      allowList: TEST_ALLOW_LIST,
      // cheap hashes keep the suite fast; the production cost is covered by the crash test's server
      passwordHashCost: 1024,
      ...overrides,
    },
    database || onDisk ? {} : { engine: await lendEngine(ofDay.key, await template(ofDay)) },
  );
  return {
    ...server,
    api: apiClient(server.url),
    dir,
    stop: async () => {
      await server.close();
      await database?.release();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a suite reads of its server: the server, everyone signed in, the seed's ids. */
export interface SeededServer {
  server: TestServer;
  who: Actors;
  ids: SeedIds;
}

/**
 * A server of its own for every test of the suite, handed to `use` before each test and stopped
 * after it: the suite's tests change what they read, and run in random order.
 */
export function serverPerTest(
  use: (seeded: SeededServer) => void,
  overrides: Partial<ServerOptions> = {},
): void {
  let server: TestServer | null = null;
  beforeEach(async () => {
    server = await startTestServer(overrides);
    const who = await signInEveryone(server.api);
    use({ server, who, ids: await seedIds(server.api, who) });
  });
  afterEach(() => server?.stop());
}

/**
 * One server for the whole suite, handed to `use` before its first test and stopped after its
 * last: for suites whose tests do not change what another reads.
 */
export function serverPerFile(
  use: (seeded: SeededServer) => void,
  overrides: Partial<ServerOptions> = {},
): void {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await startTestServer(overrides);
    const who = await signInEveryone(server.api);
    use({ server, who, ids: await seedIds(server.api, who) });
  });
  afterAll(() => server?.stop());
}

/** A consultant's tasks as the API lists them (newest first), read straight from the database. */
export async function tasksOf(db: Repo, userId: number): Promise<Task[]> {
  const owner = await db.users.get(userId);
  const zone = owner ? await zoneOf(db, owner, null) : db.defaultTimeZone;
  return JSON.parse(await tasksOfUserJson(db, userId, zone));
}

export const decodeClaims = (token: string): Json =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

export interface Session {
  access: string;
  refresh: string;
  claims: AccessTokenClaims;
}

export async function signIn(api: Api, email: string, password = SEED_PASSWORD): Promise<Session> {
  const res = await api('POST', '/token/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
  return { access: res.body.access, refresh: res.body.refresh, claims: decodeClaims(res.body.access) };
}

export interface Actors {
  admin: Session;
  rep: Session;
  lead: Session;
  board: Session;
  cora: Session;
  gxAdmin: Session;
  gxLead: Session;
  gina: Session;
}

export async function signInEveryone(api: Api): Promise<Actors> {
  const [admin, rep, lead, board, cora, gxAdmin, gxLead, gina] = await Promise.all(
    [
      SEED_ACCOUNTS.admin.email,
      SEED_ACCOUNTS.representative.email,
      SEED_ACCOUNTS.departmentLead.email,
      SEED_ACCOUNTS.board.email,
      SEED_ACCOUNTS.consultant.email,
      GLOBEX.admin.email,
      GLOBEX.departmentLead.email,
      GLOBEX.consultant.email,
    ].map((email) => signIn(api, email)),
  );
  return { admin, rep, lead, board, cora, gxAdmin, gxLead, gina };
}

/** Ids of the demo seed, found through the API. */
export interface SeedIds {
  northwind: number;
  globex: number;
  engineering: number;
  design: number;
  operations: number;
  research: number;
  projects: Record<string, number>;
  globexProject: number;
  cora: number;
  gina: number;
  /** a Northwind consultant of Design (outside Dan's department) */
  designer: User;
  /** another Engineering consultant */
  engineer: User;
}

export async function seedIds(api: Api, who: Actors): Promise<SeedIds> {
  const get = async (urlPath: string, token: string) => {
    const res = await api('GET', urlPath, { token });
    if (res.status !== 200) throw new Error(`GET ${urlPath}: ${res.status} ${res.text}`);
    return res.body;
  };
  const northwind = who.rep.claims.company as number;
  const globex = who.gxAdmin.claims.company as number;
  const departments: Department[] = await get(`/departments/${northwind}`, who.rep.access);
  const deptId = (name: string) => departments.find((d) => d.name === name)!.id;
  const [research] = (await get(`/departments/${globex}`, who.gxAdmin.access)) as Department[];
  const projects: Project[] = await get(`/projects/${northwind}`, who.rep.access);
  const [globexProject] = (await get(`/projects/${globex}`, who.gxAdmin.access)) as Project[];
  const consultants: User[] = await get(`/employees/${northwind}`, who.rep.access);
  return {
    northwind,
    globex,
    engineering: deptId(NORTHWIND.departments.engineering),
    design: deptId(NORTHWIND.departments.design),
    operations: deptId(NORTHWIND.departments.operations),
    research: research.id,
    projects: Object.fromEntries(projects.map((p) => [p.name, p.id])),
    globexProject: globexProject.id,
    cora: who.cora.claims.user_id,
    gina: who.gina.claims.user_id,
    designer: consultants.find((u) => u.department === deptId(NORTHWIND.departments.design))!,
    engineer: consultants.find(
      (u) => u.department === deptId(NORTHWIND.departments.engineering) && u.id !== who.cora.claims.user_id,
    )!,
  };
}

let counter = 0;
/** A valid new person with a unique email. */
export const newPerson = (prefix = 'person') => {
  counter += 1;
  return {
    email: `${prefix}.${counter}.${Date.now()}@test.example`,
    password: 'Str0ng!pass',
    first_name: 'Test',
    last_name: `Person${counter}`,
    contact: '+1 (555) 010-2030',
  };
};

export const task = (overrides: Record<string, unknown> = {}) => ({
  title: 'Wrote tests',
  body: '<p>Covered the <strong>API</strong></p>',
  duration: 45,
  project: null,
  ...overrides,
});

/** The answer's status, with its text when it is not one of `allowed` (a race's failure then says why). */
export const statusOf = (res: Res, allowed: number[]): number | string =>
  allowed.includes(res.status) ? res.status : `${res.status} ${res.text}`;

/** Expects `status` (the text of any other answer shown when it fails); the answer's body. */
export function expectOk(res: Res, status = 200): Json {
  expect({ status: res.status, text: res.status === status ? '' : res.text }).toEqual({ status, text: '' });
  return res.body;
}

/** Expects the standard refusal shape. */
export function expectError(res: Res, status: number, error?: string, field?: string): void {
  const context = `${res.status} ${res.text}`;
  expect({ status: res.status, context }).toEqual({ status, context });
  expect(typeof res.body?.error).toBe('string');
  expect(typeof res.body?.detail).toBe('string');
  if (error) expect(res.body.error).toBe(error);
  if (field) expect(res.body.field).toBe(field);
}
