/**
 * Test support: a real server on an ephemeral port with a temporary data file, a small fetch
 * client, sign-in helpers and the demo seed's ids looked up through the API (never hard-coded).
 * Every response is checked for leaked passwords.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ALLOWED_EMAILS } from '../../shared/src/accessPolicy';
import type { AccessTokenClaims, Department, Project, User } from '../../shared/src/contract';
import { startServer, type RunningServer, type ServerOptions } from '../src/server';
import { GLOBEX, NORTHWIND, SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';

export const repoRoot = path.resolve(__dirname, '../..');
export const mainScript = path.join(repoRoot, 'mock-server/src/main.ts');

/** The allow-list plus the Globex accounts, so isolation can be tested from both sides. */
export const TEST_ALLOW_LIST = [
  ...DEFAULT_ALLOWED_EMAILS,
  GLOBEX.admin.email,
  GLOBEX.departmentLead.email,
  GLOBEX.consultant.email,
];

export type Json = any;

export interface Res {
  status: number;
  body: Json;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** sent as is, instead of JSON.stringify(body) */
  raw?: string;
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
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body });
    const text = await response.text();
    let parsed: Json = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    assertNoSecrets(parsed, text);
    return { status: response.status, body: parsed, text, headers: response.headers };
  };
}

export interface TestServer extends RunningServer {
  api: Api;
  dir: string;
  dataFile: string;
  stop(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-test-'));
  const dataFile = path.join(dir, 'db.json');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataFile,
    seed: 'demo',
    allowList: TEST_ALLOW_LIST,
    // cheap hashes keep the suite fast; the production cost is covered by the crash test's server
    passwordHashCost: 1024,
    ...overrides,
  });
  return {
    ...server,
    api: apiClient(server.url),
    dir,
    dataFile,
    stop: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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
    engineer: consultants.find((u) => u.department === deptId(NORTHWIND.departments.engineering) && u.id !== who.cora.claims.user_id)!,
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

/** Expects the standard refusal shape. */
export function expectError(res: Res, status: number, error?: string, field?: string): void {
  const context = `${res.status} ${res.text}`;
  expect({ status: res.status, context }).toEqual({ status, context });
  expect(typeof res.body?.error).toBe('string');
  expect(typeof res.body?.detail).toBe('string');
  if (error) expect(res.body.error).toBe(error);
  if (field) expect(res.body.field).toBe(field);
}
