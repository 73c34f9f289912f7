/**
 * The OpenAPI document: served without a session at /api/v1/openapi.json, valid OpenAPI 3.1 (a
 * well-kept validator says so), listing every route the server registers and nothing else, each
 * with its parameters, body, answers and refusals; and the reference page at /api/docs, whose files
 * come from the API itself.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import { API_PREFIX, endpointMethod, endpointPattern, successStatus } from '@app/contract';
import { IMPORT_XLSX_TYPE } from '@app/contract/imports';
import { cachedContractSchemas } from '../src/openapi/contractSchemas';
import { repoRoot, serverPerTest, type Json, type TestServer } from './helpers';

let server: TestServer;
serverPerTest((seeded) => ({ server } = seeded));

/** The document, read without the suites' client (its guard against secrets in answers would take
 * the request bodies' `password` fields, described here, for a leak). */
async function documentOf(): Promise<Json> {
  const res = await fetch(`${server.url}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
}

test('the document is valid OpenAPI 3.1 and lists exactly the routes the server registers', async () => {
  const document = await documentOf();
  const result = await validate(structuredClone(document));
  expect(result.valid ? [] : result.errors).toEqual([]);
  expect(document.openapi).toBe('3.1.0');
  expect(document.servers).toEqual([{ url: API_PREFIX }]);

  const listed = Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = server.app.declaredRoutes.map((r) => r.key);
  expect([...listed].sort()).toEqual([...registered].sort());
  // the audit trail and this document are among them
  expect(listed).toEqual(expect.arrayContaining(['GET /audit/{companyId}', 'GET /openapi.json']));
});

test("Redocly's linter (its recommended rules, mock-server/redocly.yaml) finds no error and no warning", async () => {
  const document = await documentOf();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      path.join(repoRoot, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(repoRoot, 'mock-server/redocly.yaml'), '--format=json'],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
    const result = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(result.problems.map((p: Json) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
    // every operation says what it does, under a described tag
    for (const item of Object.values(document.paths as Record<string, Json>))
      for (const operation of Object.values(item as Record<string, Json>)) {
        expect(operation.summary).toEqual(expect.any(String));
        expect(operation.tags).toHaveLength(1);
      }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('schemas as strict as the server: days are dates, ids integers within the database, emails emails, lengths in characters, a change at least one field', async () => {
  const { paths } = await documentOf();
  const week = paths['/timesheet/{userId}'].get.parameters.find((p: Json) => p.name === 'week');
  expect(week.schema).toMatchObject({ type: 'string', format: 'date' });
  const publish = paths['/drafts/{userId}'].patch.requestBody.content['application/json'].schema;
  const drafts = publish.anyOf.find((s: Json) => s.type === 'object').properties.drafts;
  expect(drafts.items).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });
  const change = paths['/update_user/{userId}'].patch.requestBody.content['application/json'].schema;
  expect(change).toMatchObject({ minProperties: 1, additionalProperties: false });
  expect(change.properties.email).toMatchObject({ format: 'email', maxLength: 254 });
  expect(change.properties.department).toMatchObject({ type: 'integer', minimum: 1 });
  const project = paths['/projects/{companyId}'].post.requestBody.content['application/json'].schema;
  expect(project.properties.name).toMatchObject({ minLength: 4, maxLength: 100 });
});

test('each call: path ids, query and body from the schemas the server validates with; its answer and refusals', async () => {
  const { paths, components } = await documentOf();
  const patchTask = paths['/task/{taskId}'].patch;
  expect(patchTask.parameters).toEqual([
    expect.objectContaining({
      name: 'taskId',
      in: 'path',
      required: true,
      schema: expect.objectContaining({ type: 'integer' }),
    }),
  ]);
  const body = patchTask.requestBody.content['application/json'].schema;
  expect(Object.keys(body.properties)).toEqual(
    expect.arrayContaining(['title', 'body', 'duration', 'project', 'worked_on']),
  );
  expect(patchTask.responses['202'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/Task',
  });
  expect(Object.keys(patchTask.responses).sort()).toEqual([
    '202',
    '400',
    '401',
    '403',
    '404',
    '409',
    '413',
    '415',
    '426',
    '503',
  ]);
  expect(patchTask.security).toEqual([{ bearer: [] }]);
  expect(components.schemas.Task.properties).toEqual(
    expect.objectContaining({
      id: expect.anything(),
      duration: expect.anything(),
      worked_on: expect.anything(),
    }),
  );
  expect(components.schemas.ApiError.required).toEqual(expect.arrayContaining(['error', 'detail']));

  const audit = paths['/audit/{companyId}'].get;
  expect(audit.parameters.map((p: Json) => `${p.in} ${p.name}`)).toEqual([
    'path companyId',
    'query from',
    'query to',
    'query actor',
    'query actor_name',
    'query entity',
    'query entity_id',
    'query record_name',
    'query action',
    'query cursor',
    'query limit',
    'query format',
  ]);
  expect(audit.parameters.find((p: Json) => p.name === 'entity').schema.enum).toContain('task');
  expect(Object.keys(audit.responses['200'].content)).toEqual(['application/json', 'text/csv']);

  // an import: its query, the file as text/csv (or text/plain, or an Excel workbook's bytes), its
  // answers and its 422 with the rows
  const imports = paths['/imports/{companyId}'].post;
  expect(imports.parameters.map((p: Json) => `${p.in} ${p.name}${p.required ? '*' : ''}`)).toEqual([
    'path companyId*',
    'query format*',
    'query time_zone*',
    'query encoding',
    'query people',
    'query day_order',
    'query short_entries',
    'query dry_run',
    'query create_projects',
    'query email_column',
    'query day_column',
    'query time_column',
    'query end_column',
    'query minutes_column',
    'query project_column',
    'query client_column',
    'query title_column',
    'query description_column',
  ]);
  expect(imports.parameters[1].schema.enum).toEqual(['toggl', 'clockify', 'kimai', 'harvest', 'generic']);
  expect(Object.keys(imports.requestBody.content)).toEqual(['text/csv', 'text/plain', IMPORT_XLSX_TYPE]);
  expect(imports.requestBody.content['text/csv'].schema.type).toBe('string');
  expect(imports.requestBody.content[IMPORT_XLSX_TYPE].schema).toMatchObject({
    type: 'string',
    format: 'binary',
  });
  expect(Object.keys(imports.responses).sort()).toEqual(
    ['200', '400', '401', '403', '404', '409', '413', '415', '422', '426', '429', '503'].sort(),
  );
  expect(imports.responses['200'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ImportResult',
  });
  expect(imports.responses['422'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ImportRefusal',
  });
  expect(components.schemas.ImportRefusal).toBeDefined();

  const signIn = paths['/token/'].post;
  expect(signIn.security).toEqual([]);
  // a wrong password is 401 (public, yet refused): documented, as is the refresh's
  expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
  expect(Object.keys(paths['/token/refresh/'].post.responses)).toEqual(
    expect.arrayContaining(['200', '400', '401']),
  );

  // every operation answers its contract's success code
  for (const [path, item] of Object.entries(paths as Record<string, Json>))
    for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
      const key = `${method.toUpperCase()} ${path}` as Parameters<typeof successStatus>[0];
      expect([endpointMethod(key), endpointPattern(key)]).toEqual([method.toUpperCase(), path]);
      expect(Object.keys(operation.responses)).toContain(String(successStatus(key)));
    }
});

test('the reference page: served by the API, its script and style from the API too, nothing else of the folder', async () => {
  const { origin } = server;
  const page = await fetch(`${origin}/api/docs`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  const html = await page.text();
  const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  expect(sources.every((s) => s.startsWith('/api/docs/'))).toBe(true);
  for (const source of sources) expect((await fetch(`${origin}${source}`)).status).toBe(200);
  expect(await (await fetch(`${origin}/api/docs/start.js`)).text()).toContain(`${API_PREFIX}/openapi.json`);
  for (const probe of ['package.json', 'index.html', '..%2F..%2Fpackage.json'])
    expect((await fetch(`${origin}/api/docs/${probe}`)).status).toBe(404);
});

test("the contract's schemas are read once for a version of the contract: a later process takes them from the cache", async () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-schemas-'));
  try {
    const read = await cachedContractSchemas(cacheDir);
    expect(read.schemas.Task).toBeDefined();
    const kept = fs.readdirSync(cacheDir);
    expect(kept).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.json$/)]);
    expect(JSON.parse(fs.readFileSync(path.join(cacheDir, kept[0]), 'utf8'))).toEqual(read);
    // what the next read answers is what the cache holds (nothing read again)
    const marked = { schemas: { Marked: { type: 'null' } }, responses: {} };
    fs.writeFileSync(path.join(cacheDir, kept[0]), JSON.stringify(marked));
    expect(await cachedContractSchemas(cacheDir)).toEqual(marked);
    // a cache file that cannot be parsed is read again and replaced
    fs.writeFileSync(path.join(cacheDir, kept[0]), '{"schemas":');
    expect(await cachedContractSchemas(cacheDir)).toEqual(read);
    expect(fs.readdirSync(cacheDir)).toEqual(kept);
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
});
