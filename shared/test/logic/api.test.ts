/**
 * @jest-environment node
 */
// Node's environment: jsdom has no fetch, Request or Response. Browser storage is absent here, so
// the state lives in memory only, which is all these tests need.
import { appStore } from '../../src/state/hooks';
import { apiBaseUrl, apiRequest, prefetchGet } from '../../src/api/client';
import * as sessionEndpoints from '../../src/api/endpoints';
import * as tasksData from '../../src/data/tasks';
import * as companiesData from '../../src/data/companies';
import * as departmentsData from '../../src/data/departments';
import * as peopleData from '../../src/data/people';
import * as projectsData from '../../src/data/projects';
import * as logsData from '../../src/data/logs';
import * as performanceData from '../../src/data/performance';
import * as reportsData from '../../src/data/reports';
import * as draftsData from '../../src/data/drafts';
import { addHoliday, getTargets, listHolidays, removeHoliday, setTarget } from '../../src/data/weeks';
import {
  exportAuditEvents,
  getAuditRetention,
  listAuditEvents,
  setAuditRetention,
} from '../../src/data/audit';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  invoicePdf,
  issueInvoice,
  listInvoices,
  markInvoicePaid,
  updateInvoice,
  voidInvoice,
} from '../../src/data/money';
import type { ApiResult } from '../../src/api/client';

/** The endpoint functions: the session's, and each domain data module's (its hooks left out). */
const endpoints = Object.fromEntries(
  Object.entries({
    ...sessionEndpoints,
    ...tasksData,
    ...companiesData,
    ...departmentsData,
    ...peopleData,
    ...projectsData,
    ...logsData,
    ...performanceData,
    ...reportsData,
    ...draftsData,
  }).filter(([name]) => !name.startsWith('use')),
) as Omit<
  typeof sessionEndpoints &
    typeof tasksData &
    typeof companiesData &
    typeof departmentsData &
    typeof peopleData &
    typeof projectsData &
    typeof logsData &
    typeof performanceData &
    typeof reportsData &
    typeof draftsData,
  `use${string}`
>;
const { createCompany, deleteTask, listCompanies, obtainToken, publishDrafts, updateTask, updateUser } =
  endpoints;
import { decodeAccessToken, sessionFromTokens } from '../../src/api/session';
import { alertAtom, serverBaseUrlAtom, userAtom, type SessionUser } from '../../src/state/atoms';

const store = appStore;

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const claims = {
  email: 'représentant@example.com',
  user_id: 12,
  role: 'company_admin',
  company: 3,
  name: 'Rep Résumé',
  username: 'rep',
  token_type: 'access',
  exp: 2_000_000_000,
  iat: 1_700_000_000,
};

const session: SessionUser = {
  email: 'representative@example.com',
  user_id: 12,
  role: 'company_admin',
  company: 3,
  name: 'Rep',
  username: 'rep',
  tokens: { access: 'old-access', refresh: 'old-refresh' },
};

interface Seen {
  method: string;
  url: string;
  auth: string | null;
  type: string | null;
  body: string;
}

let seen: Seen[];
let answers: Response[];

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  seen = [];
  answers = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: request.url,
      auth: request.headers.get('Authorization'),
      type: request.headers.get('Content-Type'),
      body: await request.text(),
    });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected call');
    return answer;
  }) as typeof fetch;
  store.set(serverBaseUrlAtom, 'http://api.test:8000');
  store.set(userAtom, session);
  store.set(alertAtom, null);
});

describe('the client', () => {
  test('base URL plus /api/v1, JSON, bearer token', async () => {
    answers.push(json(200, [{ id: 1, name: 'Acme' }]));
    const result = await listCompanies();
    expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1, name: 'Acme' }] });
    expect(seen).toEqual([
      {
        method: 'GET',
        url: 'http://api.test:8000/api/v1/companies',
        auth: 'Bearer old-access',
        type: 'application/json',
        body: '',
      },
    ]);
    expect(apiBaseUrl()).toBe('http://api.test:8000/api/v1');
  });

  test('calls without a token (the token call) are JSON too', async () => {
    answers.push(json(200, { access: 'a', refresh: 'r' }));
    store.set(userAtom, null);
    await obtainToken({ email: 'a@b.c', password: 'x' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      auth: null,
      type: 'application/json',
      body: '{"email":"a@b.c","password":"x"}',
    });
  });

  test('bodies are JSON', async () => {
    answers.push(json(201, { id: 5, name: 'Acme', admin: 9 }));
    const result = await createCompany({ name: 'Acme', admin: 9 });
    expect(result.ok).toBe(true);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test:8000/api/v1/companies',
      body: '{"name":"Acme","admin":9}',
    });
  });

  test('ok only for the expected success code', async () => {
    answers.push(
      json(200, { id: 1 }),
      json(202, { id: 1 }),
      json(200, { id: 1 }),
      json(202, { deleted: 4 }),
      json(202, { published: 2 }),
    );
    expect((await updateTask(1, { title: 'x' })).ok).toBe(false); // task patches answer 202
    expect((await updateTask(1, { title: 'x' })).ok).toBe(true);
    expect((await updateUser(1, { is_active: false })).ok).toBe(true); // user updates answer 200
    expect(await deleteTask(4)).toEqual({ ok: true, status: 202, data: { deleted: 4 } });
    expect((await publishDrafts(12, { drafts: [5, 6] })).ok).toBe(true);
    expect(seen.map((s) => `${s.method} ${s.url.replace('http://api.test:8000/api/v1', '')}`)).toEqual([
      'PATCH /task/1',
      'PATCH /task/1',
      'PATCH /update_user/1',
      'DELETE /task/4',
      'PATCH /drafts/12',
    ]);
  });

  test('a refusal carries the server error body', async () => {
    answers.push(json(400, { error: 'invalid', detail: 'name is required', field: 'name' }));
    expect(await createCompany({ name: '', admin: 9 })).toEqual({
      ok: false,
      status: 400,
      error: { error: 'invalid', detail: 'name is required', field: 'name' },
    });
    answers.push(new Response('<html>oops</html>', { status: 500 }));
    expect(await listCompanies()).toEqual({ ok: false, status: 500, error: null });
  });

  test('server down: status 0, nothing thrown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(listCompanies()).resolves.toEqual({ ok: false, status: 0, error: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('the token call sends no bearer token and a 401 there is just a failure', async () => {
    store.set(userAtom, null);
    answers.push(json(401, { error: 'unauthorized', detail: 'bad credentials' }));
    const result = await obtainToken({ email: 'a@b.co', password: 'x' });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://api.test:8000/api/v1/token/', auth: null });
    expect(store.get(alertAtom)).toBeNull();
  });

  test('a throttled call (429) carries how long to wait, from the body or the Retry-After header', async () => {
    store.set(userAtom, null);
    answers.push(json(429, { error: 'too_many_attempts', detail: 'slow down', retry_after: 30 }));
    expect(await obtainToken({ email: 'a@b.co', password: 'x' })).toEqual({
      ok: false,
      status: 429,
      error: { error: 'too_many_attempts', detail: 'slow down', retry_after: 30 },
    });
    answers.push(new Response(null, { status: 429, headers: { 'Retry-After': '12' } }));
    const result = await obtainToken({ email: 'a@b.co', password: 'x' });
    expect(result.ok === false && result.error?.retry_after).toBe(12);
  });

  test('a GET fetched ahead (prefetchGet) answers the next read of that path once, with no second call', async () => {
    answers.push(json(200, [{ id: 1, name: 'Acme' }]), json(200, [{ id: 2, name: 'Later' }]));
    prefetchGet('/companies');
    expect(seen).toHaveLength(0); // the request is on its way (sent once the event loop turns)
    expect(await listCompanies()).toEqual({ ok: true, status: 200, data: [{ id: 1, name: 'Acme' }] });
    expect(seen).toHaveLength(1);
    // used once: the next read goes to the server again
    expect(await listCompanies()).toEqual({ ok: true, status: 200, data: [{ id: 2, name: 'Later' }] });
    expect(seen).toHaveLength(2);
  });

  test('401 -> refresh -> retry with the new token', async () => {
    answers.push(json(401), json(200, { access: 'new-access', refresh: 'new-refresh' }), json(200, []));
    const result = await listCompanies();
    expect(result).toEqual({ ok: true, status: 200, data: [] });
    expect(seen.map((s) => [s.method, s.url, s.auth])).toEqual([
      ['GET', 'http://api.test:8000/api/v1/companies', 'Bearer old-access'],
      ['POST', 'http://api.test:8000/api/v1/token/refresh/', null],
      ['GET', 'http://api.test:8000/api/v1/companies', 'Bearer new-access'],
    ]);
    expect(seen[1].body).toBe('{"refresh":"old-refresh"}');
    expect(store.get(userAtom)?.tokens).toEqual({ access: 'new-access', refresh: 'new-refresh' });
  });

  test('concurrent 401s share one refresh', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/token/refresh/')) return json(200, { access: 'fresh', refresh: 'fresh-r' });
      return request.headers.get('Authorization') === 'Bearer fresh' ? json(200, []) : json(401);
    }) as typeof fetch;
    const results = await Promise.all([listCompanies(), listCompanies(), listCompanies()]);
    expect(results.every((r) => r.ok)).toBe(true);
    const refreshCalls = (global.fetch as jest.Mock).mock.calls.filter(([input]) =>
      String((input as Request).url ?? input).endsWith('/token/refresh/'),
    );
    expect(refreshCalls).toHaveLength(1);
  });

  test('refresh failure logs the user out with a notice; only one refresh is tried', async () => {
    answers.push(json(401), json(401, { error: 'unauthorized', detail: 'expired' }));
    const result = await listCompanies();
    expect(result).toEqual({ ok: false, status: 401, error: null });
    expect(seen).toHaveLength(2);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(alertAtom)).toEqual({
      title: 'Session expired',
      body: 'Please log in again',
      mode: 'error',
    });
  });

  test('a second 401 after a refresh is returned, not refreshed again', async () => {
    answers.push(json(401), json(200, { access: 'new-access', refresh: 'new-refresh' }), json(401));
    const result = await apiRequest({ method: 'GET', path: '/companies', expect: 200 });
    expect(result.status).toBe(401);
    expect(seen).toHaveLength(3);
    expect(store.get(userAtom)?.email).toBe(session.email);
  });
});

const person = { email: 'a@b.co', password: 'Abc1!', first_name: 'A', last_name: 'B', contact: '1' };
const task = { title: 't', body: 'b', duration: 5, project: null };

/** Every call of the contract: the function, its arguments, method and path, success code. */
const calls: [keyof typeof endpoints, unknown[], string, number][] = [
  ['obtainToken', [{ email: 'a@b.co', password: 'x' }], 'POST /token/', 200],
  ['refreshToken', ['r'], 'POST /token/refresh/', 200],
  ['endSession', [], 'POST /token/logout/', 200],
  ['getDepartmentOfUser', [12], 'GET /get_department/12', 200],
  ['getCompanyOfUser', [12], 'GET /get_company/12', 200],
  ['listCompanies', [], 'GET /companies', 200],
  ['createCompany', [{ name: 'Acme', admin: 2 }], 'POST /companies', 201],
  ['updateCompany', [3, { name: 'Acme Ltd' }], 'PATCH /company/3', 202],
  ['deleteCompany', [3], 'DELETE /company/3', 202],
  ['createCompanyAdmin', [person], 'POST /company_admins', 201],
  ['listDepartments', [3], 'GET /departments/3', 200],
  ['createDepartment', [3, { name: 'Ops', admin: 2 }], 'POST /departments/3', 201],
  ['updateDepartment', [4, { admin: 2 }], 'PATCH /department/4', 202],
  ['deleteDepartment', [4], 'DELETE /department/4', 202],
  ['createDepartmentAdmin', [3, person], 'POST /department_admins/3', 201],
  ['listMembers', [3], 'GET /members/3', 200],
  ['createMember', [3, person], 'POST /members/3', 201],
  ['listEmployees', [4], 'GET /employees/4', 200],
  ['createEmployee', [4, person], 'POST /employees/4', 201],
  ['deleteEmployee', [8], 'DELETE /employee/8', 202],
  ['updateUser', [8, { department: 5 }], 'PATCH /update_user/8', 200],
  ['listProjects', [3], 'GET /projects/3', 200],
  ['listProjectBudgets', [3], 'GET /project_budgets/3', 200],
  ['createProject', [3, { name: 'Apollo' }], 'POST /projects/3', 201],
  ['updateProject', [6, { name: 'Apollo 2' }], 'PATCH /project/6', 202],
  ['deleteProject', [6], 'DELETE /project/6', 202],
  ['listTaskLogs', [3], 'GET /tasks_logs/3', 200],
  ['getCompanyPerformance', [3], 'GET /grouped_tasks/3', 200],
  [
    'getReport',
    [3, { from: '2026-01-01', to: '2026-01-31', group_by: 'project', project: 8 }],
    'GET /reports/3?from=2026-01-01&to=2026-01-31&group_by=project&project=8',
    200,
  ],
  ['getDepartmentPerformance', [4], 'GET /task_grouping_by_department/4', 200],
  ['listTasks', [8], 'GET /tasks/8', 200],
  ['createTask', [8, task], 'POST /tasks/8', 201],
  ['updateTask', [9, { duration: 6 }], 'PATCH /task/9', 202],
  ['deleteTask', [9], 'DELETE /task/9', 202],
  ['listDrafts', [8], 'GET /drafts/8', 200],
  ['createDraft', [8, task], 'POST /drafts/8', 201],
  ['publishDrafts', [8, { drafts: [3, 4] }], 'PATCH /drafts/8', 202],
  ['updateDraft', [10, { title: 'u' }], 'PATCH /draft/10', 202],
  [
    'copyToDrafts',
    [8, { week: '2026-11-16', tasks: [{ task: 3, duration: 30 }] }],
    'POST /draft_copies/8',
    201,
  ],
  ['deleteDraft', [10], 'DELETE /draft/10', 202],
];

describe('endpoints', () => {
  test('one function per call of the contract', () => {
    expect(Object.keys(endpoints).sort()).toEqual(calls.map(([name]) => name).sort());
  });

  test.each(calls)('%s', async (name, args, call, code) => {
    answers.push(json(code, {}), json(code === 200 ? 201 : 200, {}));
    const fn = endpoints[name] as (...a: unknown[]) => Promise<ApiResult<unknown>>;
    expect((await fn(...args)).ok).toBe(true);
    expect((await fn(...args)).ok).toBe(false);
    expect(`${seen[0].method} ${seen[0].url.replace('http://api.test:8000/api/v1', '')}`).toBe(call);
    const body =
      name === 'refreshToken'
        ? { refresh: 'r' }
        : call.startsWith('GET')
          ? undefined
          : args.find((a) => typeof a === 'object');
    expect(seen[0].body).toBe(body === undefined ? '' : JSON.stringify(body));
  });
});

/** The weeks' targets and holidays: the function, its arguments, method and path, success code, body. */
const targetCalls: [string, () => Promise<ApiResult<unknown>>, string, number, unknown][] = [
  ['getTargets', () => getTargets(8), 'GET /targets/8', 200, undefined],
  [
    'setTarget',
    () => setTarget(8, { effective_from: '2026-12-07', days: [480, 480, 480, 480, 0, 0, 0] }),
    'POST /targets/8',
    201,
    { effective_from: '2026-12-07', days: [480, 480, 480, 480, 0, 0, 0] },
  ],
  ['listHolidays', () => listHolidays(3), 'GET /holidays/3', 200, undefined],
  [
    'addHoliday',
    () => addHoliday(3, { day: '2026-12-24', name: 'Christmas Eve' }),
    'POST /holidays/3',
    201,
    { day: '2026-12-24', name: 'Christmas Eve' },
  ],
  ['removeHoliday', () => removeHoliday(11), 'DELETE /holiday/11', 202, undefined],
];

describe('endpoints of targets and holidays', () => {
  test.each(targetCalls)('%s', async (_name, call, request, code, body) => {
    answers.push(json(code, {}), json(code === 200 ? 201 : 200, {}));
    expect((await call()).ok).toBe(true);
    // any other code than the call's own is a failure
    expect((await call()).ok).toBe(false);
    expect(`${seen[0].method} ${seen[0].url.replace('http://api.test:8000/api/v1', '')}`).toBe(request);
    expect(seen[0].body).toBe(body === undefined ? '' : JSON.stringify(body));
  });
});

/** The audit trail's calls: the function, its arguments, method and path, success code, body. */
const auditCalls: [string, () => Promise<ApiResult<unknown>>, string, number, unknown][] = [
  [
    'listAuditEvents',
    () => listAuditEvents(3, { entity: 'task', entity_id: 12, cursor: '41' }),
    'GET /audit/3?entity=task&entity_id=12&cursor=41',
    200,
    undefined,
  ],
  ['getAuditRetention', () => getAuditRetention(3), 'GET /audit_retention/3', 200, undefined],
  [
    'setAuditRetention',
    () => setAuditRetention(3, { days: 90 }),
    'PATCH /audit_retention/3',
    202,
    { days: 90 },
  ],
];

describe('endpoints of the audit trail', () => {
  test.each(auditCalls)('%s', async (_name, call, request, code, body) => {
    answers.push(json(code, {}), json(code === 200 ? 201 : 200, {}));
    expect((await call()).ok).toBe(true);
    expect((await call()).ok).toBe(false);
    expect(`${seen[0].method} ${seen[0].url.replace('http://api.test:8000/api/v1', '')}`).toBe(request);
    expect(seen[0].body).toBe(body === undefined ? '' : JSON.stringify(body));
  });

  test('the CSV export asks for the file with the session (refreshed on 401) and answers its text', async () => {
    const accepted: (string | null)[] = [];
    const answer = [
      json(401),
      json(200, { access: 'new-access', refresh: 'new-refresh' }),
      new Response('id,at\r\n1,2026-03-05T13:07:09Z\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv' },
      }),
    ];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({
        method: request.method,
        url: request.url,
        auth: request.headers.get('Authorization'),
        type: request.headers.get('Content-Type'),
        body: await request.text(),
      });
      accepted.push(request.headers.get('Accept'));
      return answer.shift()!;
    }) as typeof fetch;
    const result = await exportAuditEvents(3, { entity: 'task', from: '2026-03-01' });
    expect(result).toEqual({ ok: true, status: 200, data: 'id,at\r\n1,2026-03-05T13:07:09Z\r\n' });
    expect(seen.map((s) => [s.method, s.url, s.auth])).toEqual([
      [
        'GET',
        'http://api.test:8000/api/v1/audit/3?entity=task&from=2026-03-01&format=csv',
        'Bearer old-access',
      ],
      ['POST', 'http://api.test:8000/api/v1/token/refresh/', null],
      [
        'GET',
        'http://api.test:8000/api/v1/audit/3?entity=task&from=2026-03-01&format=csv',
        'Bearer new-access',
      ],
    ]);
    expect([accepted[0], accepted[2]]).toEqual(['text/csv', 'text/csv']);
  });

  test("a refused export carries the server's error, like every call", async () => {
    answers.push(json(400, { error: 'invalid', detail: 'must not be before from', field: 'to' }));
    expect(await exportAuditEvents(3, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      status: 400,
      error: { error: 'invalid', detail: 'must not be before from', field: 'to' },
    });
  });
});

/** The invoices' calls: the function, its arguments, method and path, success code, body. */
const invoiceCalls: [string, () => Promise<ApiResult<unknown>>, string, number, unknown][] = [
  ['listInvoices', () => listInvoices(3), 'GET /invoices/3', 200, undefined],
  [
    'createInvoice',
    () =>
      createInvoice(3, {
        client: 51,
        from: '2026-01-01',
        to: '2026-01-31',
        group_by: 'task',
        tax_rate: 2500,
      }),
    'POST /invoices/3',
    201,
    { client: 51, from: '2026-01-01', to: '2026-01-31', group_by: 'task', tax_rate: 2500 },
  ],
  ['getInvoice', () => getInvoice(72), 'GET /invoice/72', 200, undefined],
  [
    'updateInvoice',
    () => updateInvoice(72, { remove_lines: [801], add_lines: [{ description: 'Travel', amount: 4999 }] }),
    'PATCH /invoice/72',
    202,
    { remove_lines: [801], add_lines: [{ description: 'Travel', amount: 4999 }] },
  ],
  ['deleteInvoice', () => deleteInvoice(72), 'DELETE /invoice/72', 202, undefined],
  ['issueInvoice', () => issueInvoice(72, {}), 'POST /invoice/72/issue', 200, {}],
  [
    'voidInvoice',
    () => voidInvoice(71, { reason: 'Wrong client' }),
    'POST /invoice/71/void',
    200,
    { reason: 'Wrong client' },
  ],
  [
    'markInvoicePaid',
    () => markInvoicePaid(71, { paid_on: '2026-02-20' }),
    'POST /invoice/71/paid',
    200,
    { paid_on: '2026-02-20' },
  ],
];

describe('endpoints of invoices', () => {
  test.each(invoiceCalls)('%s', async (_name, call, request, code, body) => {
    answers.push(json(code, {}), json(code === 200 ? 201 : 200, {}));
    expect((await call()).ok).toBe(true);
    expect((await call()).ok).toBe(false);
    expect(`${seen[0].method} ${seen[0].url.replace('http://api.test:8000/api/v1', '')}`).toBe(request);
    expect(seen[0].body).toBe(body === undefined ? '' : JSON.stringify(body));
  });

  test('the PDF is asked for with the session and answered as its bytes, a Blob of its type', async () => {
    const accepted: (string | null)[] = [];
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe2, 0x00, 0xff]);
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({
        method: request.method,
        url: request.url,
        auth: request.headers.get('Authorization'),
        type: null,
        body: '',
      });
      accepted.push(request.headers.get('Accept'));
      return new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }) as typeof fetch;
    const result = await invoicePdf(71);
    expect(result.ok).toBe(true);
    const blob = (result as { data: Blob }).data;
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    // binary bytes come through untouched (text would have mangled 0xE2 0x00 0xFF)
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...pdf]);
    expect(seen.map((s) => [s.method, s.url, s.auth])).toEqual([
      ['GET', 'http://api.test:8000/api/v1/invoice/71/pdf', 'Bearer old-access'],
    ]);
    expect(accepted).toEqual(['application/pdf']);
  });

  test("a refused PDF carries the server's error, like every call", async () => {
    answers.push(json(403, { error: 'forbidden', detail: "You may not read this company's invoices" }));
    expect(await invoicePdf(71)).toEqual({
      ok: false,
      status: 403,
      error: { error: 'forbidden', detail: "You may not read this company's invoices" },
    });
  });
});

describe('session decoding', () => {
  test('decodeAccessToken reads the base64url payload, UTF-8 included', () => {
    expect(decodeAccessToken(jwt(claims))).toEqual(claims);
  });

  test.each([
    ['not-a-token'],
    ['a.b.c'],
    [jwt({ email: 'x@y.z' })],
    [jwt({ ...claims, role: 'root' })],
    [''],
  ])('%p is not a session', (token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });

  test('sessionFromTokens builds the session user', () => {
    const access = jwt(claims);
    expect(sessionFromTokens({ access, refresh: 'r' })).toEqual({
      email: 'représentant@example.com',
      user_id: 12,
      role: 'company_admin',
      company: 3,
      name: 'Rep Résumé',
      username: 'rep',
      tokens: { access, refresh: 'r' },
    });
    expect(sessionFromTokens({ access: 'garbage', refresh: 'r' })).toBeNull();
  });
});
