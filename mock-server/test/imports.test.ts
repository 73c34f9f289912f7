/**
 * Imports of hours from other trackers' CSV exports: POST /imports/{companyId} with the file as
 * text/csv. Toggl, Clockify, Kimai and generic layouts; dry runs; days and times in the file's
 * zone landing on the company's day; every row's problem named; all rows or none; imported again:
 * duplicates; who may; the file's limits; races of two imports, of an import with deletes and with
 * the approval of a week it writes into. On the engine under test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { IMPORT_MAX_BYTES, IMPORT_XLSX_TYPE } from '@app/contract/imports';
import { recomputeTotals } from '../src/db/totals';
import {
  expectError,
  expectOk,
  newPerson,
  serverPerTest,
  type Actors,
  type Json,
  type SeedIds,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
let ids: SeedIds;
serverPerTest((seeded) => ({ server, who, ids } = seeded));

const ok = expectOk;
const ROUNDS = 20;

const post = (
  csv: string | Uint8Array,
  query: Record<string, string> = {},
  { token = who.rep.access, company = ids.northwind, contentType = 'text/csv' } = {},
) =>
  server.api(
    'POST',
    `/imports/${company}?${new URLSearchParams({ format: 'generic', time_zone: 'Europe/Berlin', ...query })}`,
    {
      token,
      raw: csv,
      headers: { 'content-type': contentType },
    },
  );

const one = async <T = Json>(query: ReturnType<typeof sql>): Promise<T> =>
  ((await server.store.engineDb.execute(query)) as unknown as { rows: T[] }).rows[0];
const count = async (table: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
/** What an import may write: tasks, projects, the task log, the audit trail. */
const written = async () => ({
  tasks: await count('tasks'),
  projects: await count('projects'),
  logs: await count('logs'),
  audit: await count('audit_events'),
});

const coraEmail = () => who.cora.claims.email as string;
const setZone = async (zone: string) =>
  ok(
    await server.api('PATCH', `/company/${ids.northwind}`, {
      token: who.admin.access,
      body: { time_zone: zone },
    }),
    202,
  );

const TOGGL_HEADER =
  'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags,Amount ()';

const generic = (rows: string[], header = 'email,day,minutes,project,title,description') =>
  [header, ...rows].join('\n') + '\n';

test('a Toggl file: the dry run lists the rows and writes nothing; the import creates them with their totals, log and audit; again: all duplicates', async () => {
  await setZone('Europe/Berlin');
  const project = Object.keys(ids.projects)[0];
  const csv = [
    TOGGL_HEADER,
    `Cora,${coraEmail()},Acme,${project},,Wrote the importer,Yes,2026-11-20,09:00:00,2026-11-20,10:30:00,01:30:00,,`,
    `Cora,${coraEmail().toUpperCase()},Acme,,,Reviewed it,No,2026-11-19,14:00:00,2026-11-19,14:45:00,00:45:00,,`,
  ].join('\n');
  const before = await written();
  const dry = ok(await post(csv, { format: 'toggl', dry_run: 'true' }));
  expect(dry).toMatchObject({
    dry_run: true,
    created: 0,
    to_create: 2,
    duplicates: 0,
    errors: 0,
    new_projects: [],
  });
  expect(dry.mapping).toMatchObject({
    email: 'Email',
    day: 'Start date',
    time: 'Start time',
    minutes: 'Duration',
    title: 'Description',
  });
  expect(dry.rows).toEqual([
    {
      line: 2,
      status: 'create',
      written: { person: coraEmail(), day: '2026-11-20', title: 'Wrote the importer' },
      field: null,
      error: null,
      task: {
        user: ids.cora,
        email: coraEmail(),
        worked_on: '2026-11-20',
        duration: 90,
        project,
        title: 'Wrote the importer',
      },
    },
    {
      line: 3,
      status: 'create',
      written: { person: coraEmail().toUpperCase(), day: '2026-11-19', title: 'Reviewed it' },
      field: null,
      error: null,
      task: {
        user: ids.cora,
        email: coraEmail(),
        worked_on: '2026-11-19',
        duration: 45,
        project: null,
        title: 'Reviewed it',
      },
    },
  ]);
  expect(await written()).toEqual(before);

  const minutesBefore =
    (
      await one<{ m: number | null }>(
        sql`select sum(minutes)::int as m from daily_totals where "user" = ${ids.cora}::int`,
      )
    ).m ?? 0;
  const done = ok(await post(csv, { format: 'toggl' }));
  expect(done).toMatchObject({ dry_run: false, created: 2, to_create: 2, duplicates: 0, errors: 0 });
  expect(await written()).toEqual({
    ...before,
    tasks: before.tasks + 2,
    logs: before.logs + 2,
    audit: before.audit + 2,
  });
  const listed = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access }));
  const imported = listed.filter((t: Json) => ['Wrote the importer', 'Reviewed it'].includes(t.title));
  expect(imported.map((t: Json) => [t.title, t.duration, t.worked_on, t.project])).toEqual(
    expect.arrayContaining([
      ['Wrote the importer', 90, '2026-11-20', ids.projects[project]],
      ['Reviewed it', 45, '2026-11-19', null],
    ]),
  );
  expect(imported[0].body).toMatch(/^<p>/);
  const minutesAfter = (
    await one<{ m: number }>(
      sql`select sum(minutes)::int as m from daily_totals where "user" = ${ids.cora}::int`,
    )
  ).m;
  expect(minutesAfter - minutesBefore).toBe(135);
  const log = ok(await server.api('GET', `/tasks_logs/${ids.northwind}`, { token: who.rep.access }));
  expect(
    log.filter((e: Json) => /created task "(Wrote the importer|Reviewed it)"/.test(e.action)),
  ).toHaveLength(2);
  const events = await one<{ n: number }>(
    sql`select count(*)::int as n from audit_events where entity = 'task' and action = 'created' and subject = ${ids.cora}::int and after->>'title' in ('Wrote the importer', 'Reviewed it')`,
  );
  expect(events.n).toBe(2);

  const again = ok(await post(csv, { format: 'toggl' }));
  expect(again).toMatchObject({ created: 0, to_create: 0, duplicates: 2, errors: 0 });
  expect(again.rows.map((r: Json) => r.status)).toEqual(['duplicate', 'duplicate']);
  expect(again.rows[0].task.title).toBe('Wrote the importer');
  expect(await count('tasks')).toBe(before.tasks + 2);
});

test('Clockify, Kimai and generic layouts: their days, times and durations', async () => {
  await setZone('Europe/Berlin');
  const clockify = [
    'Project,Client,Description,Task,User,Group,Email,Tags,Billable,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal),Billable Rate (USD),Billable Amount (USD)',
    `,Acme,Clockify row,,Cora,,${coraEmail()},,Yes,11/20/2026,09:00:00 AM,11/20/2026,10:30:00 AM,01:30:00,1.50,0,0`,
    `,Acme,Clockify evening,,Cora,,${coraEmail()},,Yes,11/19/2026,11:30:00 PM,11/20/2026,12:00:00 AM,00:30:00,0.50,0,0`,
  ].join('\r\n');
  const c = ok(await post(clockify, { format: 'clockify', time_zone: 'Europe/Berlin', dry_run: 'true' }));
  expect(c.rows.map((r: Json) => [r.status, r.task?.worked_on, r.task?.duration])).toEqual([
    ['create', '2026-11-20', 90],
    ['create', '2026-11-19', 30],
  ]);

  const kimai = [
    'Date;From;To;Duration;Rate;User;E-mail;Customer;Project;Activity;Description',
    `20.11.2026;09:00;10:30;1:30;0;cora;${coraEmail()};Acme;;Kimai row;"Its notes"`,
  ].join('\n');
  const k = ok(await post(kimai, { format: 'kimai', dry_run: 'true' }));
  expect(k.mapping).toMatchObject({
    email: 'E-mail',
    day: 'Date',
    time: 'From',
    title: 'Activity',
    description: 'Description',
  });
  expect(k.rows).toMatchObject([
    { line: 2, status: 'create', task: { worked_on: '2026-11-20', duration: 90, title: 'Kimai row' } },
  ]);
  ok(await post(kimai, { format: 'kimai' }));
  const task = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })).find(
    (t: Json) => t.title === 'Kimai row',
  );
  expect(task.body).toBe('<p>Its notes</p>');

  const g = ok(await post(generic([`${coraEmail()},2026-11-18,45,,Generic row,`]), { dry_run: 'true' }));
  expect(g.rows).toMatchObject([{ status: 'create', task: { worked_on: '2026-11-18', duration: 45 } }]);
});

test('time zones: 23:30 in New York is the next day in a company on Europe/Berlin', async () => {
  await setZone('Europe/Berlin');
  const csv = generic(
    [`${coraEmail()},2026-11-19,23:30,60,Late,`],
    'email,day,time,minutes,title,description',
  );
  const res = ok(await post(csv, { time_zone: 'America/New_York', time_column: 'time', dry_run: 'true' }));
  expect(res.rows[0].task.worked_on).toBe('2026-11-20');
  const same = ok(await post(csv, { time_zone: 'Europe/Berlin', time_column: 'time', dry_run: 'true' }));
  expect(same.rows[0].task.worked_on).toBe('2026-11-19');
});

test('the file as written: BOM, semicolons, CRLF, quoted newlines (lines right), every duration spelling', async () => {
  const e = coraEmail();
  const csv =
    '\uFEFFemail;day;minutes;title;description\r\n' +
    `${e};2026-11-20;1:30;A;"first\r\nsecond"\r\n` +
    '\r\n' +
    `${e};2026-11-20;1.5h;B;\r\n` +
    `${e};2026-11-20;90;C;\r\n` +
    `${e};2026-11-20;01:30:00;D;\r\n` +
    `${e};2026-11-20;"1,5 h";E;\r\n`;
  const res = ok(await post(csv, { dry_run: 'true' }));
  expect(res.columns).toEqual(['email', 'day', 'minutes', 'title', 'description']);
  expect(res.rows.map((r: Json) => [r.line, r.status, r.task?.duration, r.task?.title])).toEqual([
    [2, 'create', 90, 'A'],
    [5, 'create', 90, 'B'],
    [6, 'create', 90, 'C'],
    [7, 'create', 90, 'D'],
    [8, 'create', 90, 'E'],
  ]);
  ok(await post(csv));
  const a = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })).find(
    (t: Json) => t.title === 'A',
  );
  expect(a.body).toMatch(/^<p>first<br ?\/?>second<\/p>$/);
});

test('every bad row is an error naming its field; a file with one is refused whole (422), nothing written', async () => {
  const e = coraEmail();
  const gina = who.gina.claims.email as string;
  const csv = generic([
    `${e},2026-11-20,90,,Good row,`,
    `${e},2026-11-20,-5,,Negative,`,
    `${e},2026-11-20,lots,,Words,`,
    `${e},2026-11-20,0,,Zero,`,
    `nobody@example.com,2026-11-20,90,,Unknown,`,
    `${gina},2026-11-20,90,,Other company,`,
    `${e},2099-01-01,90,,Future,`,
    `${e},2026-13-45,90,,Bad day,`,
    `${e},2026-11-20,90,No such project,Unknown project,`,
    `${e},2026-11-20,90,,,`,
  ]);
  const before = await written();
  const res = await post(csv);
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({ error: 'import_rows', errors: 8, skipped: 1, to_create: 1, created: 0 });
  expect(res.body.detail).toBe('8 rows have errors: nothing was imported');
  expect(res.body.rows.map((r: Json) => [r.line, r.status, r.field])).toEqual([
    [2, 'create', null],
    [3, 'error', 'minutes'],
    [4, 'error', 'minutes'],
    // an entry of no minutes is left out, not an error
    [5, 'skip', 'minutes'],
    [6, 'error', 'email'],
    [7, 'error', 'email'],
    [8, 'error', 'day'],
    [9, 'error', 'day'],
    [10, 'error', 'project'],
    [11, 'error', 'title'],
  ]);
  // another company's consultant looks exactly like nobody
  expect(res.body.rows[5].error.replace(gina, 'X')).toBe(
    res.body.rows[4].error.replace('nobody@example.com', 'X'),
  );
  expect(res.text).not.toContain('Globex');
  expect(await written()).toEqual(before);
});

test('an entry under a minute (a Toggl timer started and stopped at once) is skipped saying why; the file imports the rest', async () => {
  await setZone('Europe/Berlin');
  const e = coraEmail();
  const csv = [
    'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags',
    `Cora,${e},,,,Stopped at once,No,2026-11-20,09:00:00,2026-11-20,09:00:12,00:00:12,`,
    `Cora,${e},,,,Real work,No,2026-11-20,10:00:00,2026-11-20,11:00:00,01:00:00,`,
  ].join('\n');
  const res = ok(await post(csv, { format: 'toggl' }));
  expect(res).toMatchObject({ created: 1, skipped: 1, errors: 0 });
  expect(res.rows.map((r: Json) => [r.line, r.status, r.field])).toEqual([
    [2, 'skip', 'minutes'],
    [3, 'create', null],
  ]);
  expect(res.rows[0].error).toBe('Under a minute (it rounds to 0 minutes): skipped, nothing to log');
});

test('asked to, an entry under a minute counts one minute; an entry of no time at all is still skipped', async () => {
  await setZone('Europe/Berlin');
  const e = coraEmail();
  const csv = [
    'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags',
    `Cora,${e},,,,Twelve seconds,No,2026-11-20,09:00:00,2026-11-20,09:00:12,00:00:12,`,
    `Cora,${e},,,,No time at all,No,2026-11-20,09:05:00,2026-11-20,09:05:00,00:00:00,`,
    `Cora,${e},,,,Ninety seconds,No,2026-11-20,10:00:00,2026-11-20,10:01:30,00:01:30,`,
  ].join('\n');
  const res = ok(await post(csv, { format: 'toggl', short_entries: 'round_up', dry_run: 'true' }));
  expect(res.rows.map((r: Json) => [r.status, r.task?.duration ?? null])).toEqual([
    ['create', 1],
    ['skip', null],
    ['create', 2],
  ]);
  // not asked: the twelve seconds are skipped; anything else asked is refused naming the parameter
  const plain = ok(await post(csv, { format: 'toggl', dry_run: 'true' }));
  expect(plain.rows.map((r: Json) => r.status)).toEqual(['skip', 'skip', 'create']);
  expectError(await post(csv, { format: 'toggl', short_entries: 'round' }), 400, undefined, 'short_entries');
});

test('a description longer than a title (Toggl, Clockify) is the body, and the title its first words, cut at a word', async () => {
  const e = coraEmail();
  const long =
    'Reviewed the quarterly numbers with the finance team and prepared the board deck for Thursday';
  const csv = generic([`${e},2026-11-20,45,,${long},`, `${e},2026-11-20,30,,${'x'.repeat(60)},`]);
  const res = ok(await post(csv));
  expect(res.created).toBe(2);
  const tasks = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })) as Json[];
  const first = tasks.find((t) => t.title === 'Reviewed the quarterly numbers with the finance');
  expect(first).toMatchObject({ body: `<p>${long}</p>`, duration: 45 });
  expect([...first!.title].length).toBeLessThanOrEqual(50);
  // one word longer than a title is cut at the title's length
  expect(tasks.some((t) => t.title === 'x'.repeat(50) && t.body === `<p>${'x'.repeat(60)}</p>`)).toBe(true);
});

test('history reaches back to 2000-01-01, not further: older rows are errors saying the rule, nothing written', async () => {
  const e = coraEmail();
  const csv = generic([
    `${e},0001-01-01,90,,Year one,`,
    `${e},1900-01-01,90,,Nineteen hundred,`,
    `${e},1999-12-31,90,,The day before,`,
    `${e},2000-01-01,90,,The first day,`,
  ]);
  const before = await written();
  const res = await post(csv);
  expect(res.status).toBe(422);
  expect(res.body.rows.map((r: Json) => [r.line, r.status, r.field])).toEqual([
    [2, 'error', 'day'],
    [3, 'error', 'day'],
    [4, 'error', 'day'],
    [5, 'create', null],
  ]);
  expect(res.body.rows[2].error).toBe(
    '1999-12-31 is before 2000-01-01: an import reaches back to 2000-01-01 at the earliest',
  );
  expect(await written()).toEqual(before);
});

test('a company sets its own floor: its representative and the admin read and set it, nobody else; its rows are checked against it', async () => {
  const floor = (token = who.rep.access, company = ids.northwind) =>
    server.api('GET', `/import_floor/${company}`, { token });
  const setFloor = (earliest_day: unknown, token = who.rep.access, company = ids.northwind) =>
    server.api('PATCH', `/import_floor/${company}`, { token, body: { earliest_day } });
  expect(ok(await floor())).toEqual({ earliest_day: '2000-01-01' });
  expect(ok(await setFloor('1995-06-01'), 202)).toEqual({ earliest_day: '1995-06-01' });
  expect(ok(await floor(who.admin.access))).toEqual({ earliest_day: '1995-06-01' });
  const e = coraEmail();
  const csv = generic([`${e},1995-05-31,90,,Before the floor,`, `${e},1995-06-01,90,,On the floor,`]);
  const res = await post(csv, { dry_run: 'true' });
  expect(res.body.rows.map((r: Json) => [r.line, r.status, r.field, r.error])).toEqual([
    [
      2,
      'error',
      'day',
      '1995-05-31 is before 1995-06-01: an import reaches back to 1995-06-01 at the earliest',
    ],
    [3, 'create', null, null],
  ]);
  // a later floor is checked too, and recorded in the company's trail
  ok(await setFloor('2010-01-01', who.admin.access), 202);
  const later = await post(generic([`${e},2009-12-31,90,,Before,`]), { dry_run: 'true' });
  expect(later.body.rows[0]).toMatchObject({ status: 'error', field: 'day' });
  const events = ok(
    await server.api('GET', `/audit/${ids.northwind}?entity=company&entity_id=${ids.northwind}&limit=10`, {
      token: who.rep.access,
    }),
  ).events as Json[];
  expect(events[0]).toMatchObject({
    action: 'updated',
    before: { import_earliest_day: '1995-06-01' },
    after: { import_earliest_day: '2010-01-01' },
  });
  // refused: another role, another company, not a day, a day to come, no session
  for (const token of [who.lead.access, who.cora.access, who.board.access, who.gxAdmin.access])
    expectError(await setFloor('2001-01-01', token), 403);
  expectError(await floor(who.cora.access), 403);
  expectError(await setFloor('2001-01-01', who.rep.access, ids.globex), 403);
  for (const bad of ['2001-02-30', '1899-12-31', 'yesterday', 20010101, null])
    expectError(await setFloor(bad), 400, 'invalid', 'earliest_day');
  expectError(await setFloor('2999-01-01'), 400, 'invalid', 'earliest_day');
  expect((await server.api('GET', `/import_floor/${ids.northwind}`)).status).toBe(401);
  expect(ok(await floor())).toEqual({ earliest_day: '2010-01-01' });
});

test('a formula in a cell is kept as text, never evaluated', async () => {
  const csv = generic([`${coraEmail()},2026-11-20,90,,"=HYPERLINK(""http://x"",""y"")","+1 @me"`]);
  const res = ok(await post(csv));
  expect(res.created).toBe(1);
  const task = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })).find((t: Json) =>
    t.title.startsWith('='),
  );
  expect(task.title).toBe('=HYPERLINK("http://x","y")');
  expect(task.body).toBe('<p>+1 @me</p>');
});

test('a day in an approved week is an error naming the day', async () => {
  const week = '2026-11-09';
  ok(await server.api('POST', `/timesheet/${ids.cora}/submit`, { token: who.cora.access, body: { week } }));
  ok(await server.api('POST', `/timesheet/${ids.cora}/approve`, { token: who.rep.access, body: { week } }));
  const res = await post(generic([`${coraEmail()},2026-11-11,90,,In approved week,`]));
  expectError(res, 422, 'import_rows');
  expect(res.body.rows[0]).toMatchObject({ status: 'error', field: 'day' });
  expect(res.body.rows[0].error).toMatch(/approved/);
  const dry = ok(
    await post(generic([`${coraEmail()},2026-11-11,90,,In approved week,`]), { dry_run: 'true' }),
  );
  expect(dry.errors).toBe(1);
});

test("each row is checked against its own consultant's week: one approved week refuses only its rows", async () => {
  const approved = '2026-11-09';
  const submitted = '2026-11-16';
  for (const week of [approved, submitted])
    ok(await server.api('POST', `/timesheet/${ids.cora}/submit`, { token: who.cora.access, body: { week } }));
  ok(
    await server.api('POST', `/timesheet/${ids.cora}/approve`, {
      token: who.rep.access,
      body: { week: approved },
    }),
  );
  const engineer = ids.engineer.email;
  const csv = generic([
    `${coraEmail()},2026-11-11,90,,Cora in her approved week,`,
    `${engineer},2026-11-11,60,,Engineer the same week,`,
    `${coraEmail()},2026-11-17,30,,Cora in her submitted week,`,
    `${engineer},2026-11-18,45,,Engineer the week after,`,
    `${coraEmail()},2026-11-13,15,,Cora again in her approved week,`,
  ]);
  const dry = ok(await post(csv, { dry_run: 'true' }));
  // a submitted week refuses its consultant only: the representative's import may still add to it
  expect(dry.rows.map((r: Json) => [r.line, r.status, r.field ?? null])).toEqual([
    [2, 'error', 'day'],
    [3, 'create', null],
    [4, 'create', null],
    [5, 'create', null],
    [6, 'error', 'day'],
  ]);
  expect(dry.rows[0].error).toBe(
    `The week of ${approved} is approved: nothing in it can change until it is reopened`,
  );
});

test('projects: unknown without create_projects is an error; with it, each new name is created once', async () => {
  const e = coraEmail();
  const csv = generic([`${e},2026-11-20,90,Brand New,One,`, `${e},2026-11-20,30,brand new,Two,`]);
  const refused = await post(csv);
  expectError(refused, 422, 'import_rows');
  expect(refused.body.rows.map((r: Json) => r.field)).toEqual(['project', 'project']);
  const dry = ok(await post(csv, { create_projects: 'true', dry_run: 'true' }));
  expect(dry.new_projects).toEqual(['Brand New']);
  const projectsBefore = await count('projects');
  const done = ok(await post(csv, { create_projects: 'true' }));
  expect(done).toMatchObject({ created: 2, new_projects: ['Brand New'] });
  expect(await count('projects')).toBe(projectsBefore + 1);
  const listed = ok(await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access }));
  const made = listed.find((p: Json) => p.name === 'Brand New');
  const tasks = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })).filter(
    (t: Json) => ['One', 'Two'].includes(t.title),
  );
  expect(tasks.map((t: Json) => t.project)).toEqual([made.id, made.id]);
});

test("new projects are made under the company's client the file names for them, when it has one", async () => {
  const client = async (name: string) =>
    ok(await server.api('POST', `/clients/${ids.northwind}`, { token: who.rep.access, body: { name } }), 201);
  const acme = await client('Acme Corp');
  const shelved = await client('Shelved Ltd');
  ok(
    await server.api('PATCH', `/client/${shelved.id}`, {
      token: who.rep.access,
      body: { archived: true },
    }),
    202,
  );
  const e = coraEmail();
  const row = (clientCell: string, project: string, title: string) =>
    `Cora,${e},${clientCell},${project},,${title},No,2026-11-20,09:00:00,2026-11-20,10:00:00,01:00:00,,`;
  const csv = [
    TOGGL_HEADER,
    // the first row naming a new project with a client says it (whatever its case)
    row('', 'Relaunch', 'One'),
    row('ACME corp', 'relaunch', 'Two'),
    row('Someone Else', 'Relaunch', 'Three'),
    row('Nobody Inc', 'Audit', 'Four'),
    row('Shelved Ltd', 'Archive', 'Five'),
    row('', 'Loose', 'Six'),
  ].join('\n');
  const query = { format: 'toggl', create_projects: 'true' };
  const projectsBefore = await count('projects');
  const dry = ok(await post(csv, { ...query, dry_run: 'true' }));
  expect(dry.mapping.client).toBe('Client');
  const expected = [
    { project: 'Relaunch', client: 'Acme Corp', file_client: 'ACME corp' },
    { project: 'Audit', client: null, file_client: 'Nobody Inc' },
    // an archived client takes no new projects
    { project: 'Archive', client: null, file_client: 'Shelved Ltd' },
    { project: 'Loose', client: null, file_client: null },
  ];
  expect(dry.new_project_clients).toEqual(expected);
  expect(await count('projects')).toBe(projectsBefore);

  const done = ok(await post(csv, query));
  expect(done.new_project_clients).toEqual(expected);
  const listed = ok(await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access }));
  const clientOf = (name: string) => listed.find((p: Json) => p.name === name)?.client;
  expect(['Relaunch', 'Audit', 'Archive', 'Loose'].map(clientOf)).toEqual([acme.id, null, null, null]);
  // a project that exists keeps its own client, whatever the file says
  const existing = Object.keys(ids.projects)[0];
  ok(await post([TOGGL_HEADER, row('Acme Corp', existing, 'Seven')].join('\n'), query));
  const after = ok(await server.api('GET', `/projects/${ids.northwind}`, { token: who.rep.access }));
  expect(after.find((p: Json) => p.name === existing).client).toBe(
    listed.find((p: Json) => p.name === existing).client,
  );
});

test('two identical rows in one file are two tasks', async () => {
  const row = `${coraEmail()},2026-11-20,90,,Twice,`;
  const res = ok(await post(generic([row, row])));
  expect(res.created).toBe(2);
  expect(ok(await post(generic([row, row, row]), { dry_run: 'true' }))).toMatchObject({
    duplicates: 2,
    to_create: 1,
  });
});

test('a file of many tasks on the same days: the totals it adds are those its tasks count (recounted from them)', async () => {
  const designer = ids.designer.email as string;
  const projects = Object.keys(ids.projects);
  // three consultants of two departments, days across a week's and a month's end, two projects and none
  const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];
  const rows = Array.from({ length: 60 }, (_, i) =>
    [
      [coraEmail(), designer, ids.engineer.email][i % 3],
      days[i % days.length],
      10 + i,
      ['', projects[0], projects[1]][i % 5 === 0 ? 0 : (i % 2) + 1],
      `Many ${i}`,
      '',
    ].join(','),
  );
  expect(ok(await post(generic(rows)))).toMatchObject({ created: 60, errors: 0 });
  const tables = [
    'daily_totals',
    'weekly_totals',
    'monthly_totals',
    'daily_project_totals',
    'monthly_project_totals',
    'current_totals',
  ];
  const totals = async () => ({
    ...Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => [
          table,
          (
            (await server.store.engineDb.execute(
              sql`select t.* from ${sql.identifier(table)} t join users u on u.id = t."user"
                where u.company = ${ids.northwind}::int order by 1, 2, 3`,
            )) as unknown as { rows: Json[] }
          ).rows,
        ]),
      ),
    ),
    departments: (
      (await server.store.engineDb.execute(
        sql`select * from department_daily_totals where company = ${ids.northwind}::int order by 1, 2, 3, 4`,
      )) as unknown as { rows: Json[] }
    ).rows,
  });
  const kept = await totals();
  expect(kept.daily_totals.length).toBeGreaterThan(0);
  await server.store.write((tx) => recomputeTotals(tx, [ids.northwind]));
  expect(await totals()).toEqual(kept);
});

test('refusals: who, which company, the query, the file', async () => {
  const csv = generic([`${coraEmail()},2026-11-20,90,,Row,`]);
  for (const token of [who.board.access, who.lead.access, who.cora.access, who.gxAdmin.access])
    expectError(await post(csv, {}, { token }), 403);
  expectError(await post(csv, {}, { token: who.admin.access, company: 999_999 }), 404);
  ok(await post(csv, { dry_run: 'true' }, { token: who.admin.access }));
  expectError(await post(csv, { format: 'excel' }), 400, 'invalid', 'format');
  expectError(await post(csv, { time_zone: 'Mars/Olympus' }), 400, 'invalid', 'time_zone');
  expectError(await post(csv, { dry_run: 'yes' }), 400, 'invalid', 'dry_run');
  const missing = await post('email,day,title\nx@y.z,2026-11-20,T\n');
  expectError(missing, 400, 'invalid', 'minutes_column');
  expect(missing.body.detail).toBe('The file has no column "minutes" for minutes');
  expectError(await post(csv, { title_column: 'Nope' }), 400, 'invalid', 'title_column');
  // the mapping step's '— none —': an optional field read from no column, a required one refused
  const noDescription = ok(await post(csv, { dry_run: 'true', description_column: '' }));
  expect(noDescription.mapping.description).toBeNull();
  expect(noDescription.rows[0].status).toBe('create');
  expectError(await post(csv, { title_column: '' }), 400, 'invalid', 'title_column');
  expectError(await post(''), 400, 'invalid', 'file');
  expectError(await post('email,day,minutes,title\n'), 400, 'invalid', 'file');
  // the file as JSON is no JSON
  expectError(await post(csv, {}, { contentType: 'application/json' }), 400, 'invalid_json');
  ok(await post(csv, { dry_run: 'true' }, { contentType: 'text/plain; charset=utf-8' }));
  // other calls take no text
  expectError(
    await server.api('POST', `/tasks/${ids.cora}`, {
      token: who.rep.access,
      raw: 'x',
      headers: { 'content-type': 'text/csv' },
    }),
    415,
  );
  const tooLarge = await post('x'.repeat(IMPORT_MAX_BYTES + 1));
  expectError(tooLarge, 413, 'file_too_large', 'file');
  expectError(await post('x'.repeat(20 * 1024 * 1024)), 413, 'file_too_large', 'file');
  // the server is still there
  ok(await post(csv, { dry_run: 'true' }));
  const token = ok(
    await server.api('POST', '/api_tokens', {
      token: who.rep.access,
      body: { name: 'Reader', scope: 'read', expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    201,
  ).token;
  expectError(await post(csv, {}, { token }), 403);
});

test('one import of a company at a time: while another runs (on any API process) 429 with the seconds to wait, nothing written; a claim left behind lapses', async () => {
  const csv = generic([`${coraEmail()},2026-11-20,30,,Waiting,`]);
  // another API process's import, running
  await server.store.engineDb.execute(
    sql`insert into import_runs (company, started_at, expires_at) values (${ids.northwind}::int, now(), now() + interval '1 minute')`,
  );
  const before = await written();
  for (const query of [{}, { dry_run: 'true' }] as Record<string, string>[]) {
    const res = await post(csv, query);
    expectError(res, 429, 'import_running');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(await written()).toEqual(before);
  // another company imports meanwhile
  expect(
    (
      await post(
        generic([`${who.gina.claims.email},2026-11-20,30,,Theirs,`]),
        {},
        { token: who.gxAdmin.access, company: ids.globex },
      )
    ).status,
  ).toBe(200);
  // a process that stopped midway left its claim: once lapsed, the next import runs and gives it back
  await server.store.engineDb.execute(
    sql`update import_runs set expires_at = now() - interval '1 second' where company = ${ids.northwind}::int`,
  );
  expect(ok(await post(csv)).created).toBe(1);
  expect(await one(sql`select count(*)::int as n from import_runs`)).toEqual({ n: 0 });
});

describe('races', () => {
  test('the same file imported twice at once: one set of tasks', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const csv = generic([
        `${coraEmail()},2026-11-20,${30 + round},,Race ${round} a,`,
        `${coraEmail()},2026-11-19,15,,Race ${round} b,`,
      ]);
      const [a, b] = await Promise.all([post(csv), post(csv)]);
      // the second either waits (429: one import of a company at a time) or, sent after the
      // first ended, finds its rows imported
      const waited = [a, b].filter((r) => r.status === 429);
      for (const r of waited) expectError(r, 429, 'import_running');
      const done = [a, b]
        .filter((r) => r.status !== 429)
        .map((r) => ok(r))
        .map((r) => [r.created, r.duplicates])
        .sort();
      expect(done).toEqual(
        waited.length === 1
          ? [[2, 0]]
          : [
              [0, 2],
              [2, 0],
            ],
      );
      const n = await one<{ n: number }>(
        sql`select count(*)::int as n from tasks where title like ${`Race ${round} %`}`,
      );
      expect(n.n).toBe(2);
    }
  });

  test('an import racing the delete of its consultant or its project: a clean refusal or a win, never a task of a deleted person', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const person = ok(
        await server.api('POST', `/employees/${ids.engineering}`, {
          token: who.rep.access,
          body: {
            email: `race.${round}.${Date.now()}@test.example`,
            password: 'Str0ng!pass',
            first_name: 'Race',
            last_name: `R${round}`,
            contact: '+1 555 0100',
          },
        }),
        201,
      );
      const project = ok(
        await server.api('POST', `/projects/${ids.northwind}`, {
          token: who.rep.access,
          body: { name: `Race project ${round}` },
        }),
        201,
      );
      const csv = generic([`${person.email},2026-11-20,60,Race project ${round},Racing ${round},`]);
      const [imported, deleted, gone] = await Promise.all([
        post(csv),
        server.api('DELETE', `/employee/${person.id}`, { token: who.rep.access }),
        server.api('DELETE', `/project/${project.id}`, { token: who.rep.access }),
      ]);
      expect([202, 200]).toContain(deleted.status);
      expect([202, 200]).toContain(gone.status);
      expect([200, 422, 404]).toContain(imported.status);
      const orphans = await one<{ n: number }>(
        sql`select count(*)::int as n from tasks t left join users u on u.id = t."user" where u.id is null`,
      );
      expect(orphans.n).toBe(0);
      const left = await one<{ n: number }>(
        sql`select count(*)::int as n from tasks where "user" = ${person.id}::int`,
      );
      expect(left.n).toBe(0);
    }
  });

  test('an import racing the approval of a week it writes into: it lands before (and is counted) or is refused whole', async () => {
    const week = '2026-11-09';
    const minutesOf = async () =>
      ok(await server.api('GET', `/timesheet/${ids.cora}?week=${week}`, { token: who.rep.access }))
        .total_duration;
    for (let round = 0; round < ROUNDS; round += 1) {
      ok(
        await server.api('POST', `/timesheet/${ids.cora}/submit`, { token: who.cora.access, body: { week } }),
      );
      const before = await minutesOf();
      const csv = generic([
        `${coraEmail()},2026-11-1${round % 6},${10 + round},,Into the week ${round},`,
        `${ids.engineer.email},2026-11-11,5,,Beside it ${round},`,
      ]);
      const [imported, approval] = await Promise.all([
        post(csv),
        server.api('POST', `/timesheet/${ids.cora}/approve`, { token: who.lead.access, body: { week } }),
      ]);
      const approved = ok(approval);
      const landed = await one<{ n: number }>(
        sql`select count(*)::int as n from tasks where title in (${`Into the week ${round}`}, ${`Beside it ${round}`})`,
      );
      if (imported.status === 200) {
        expect(ok(imported).created).toBe(2);
        expect(approved.total_duration).toBe(before + 10 + round);
      } else {
        // all rows or none: the row beside the approved week is not written either
        expectError(imported, 422, 'import_rows');
        expect(imported.body.rows[0]).toMatchObject({ status: 'error', field: 'day' });
        expect(approved.total_duration).toBe(before);
      }
      expect(landed.n).toBe(imported.status === 200 ? 2 : 0);
      expect(await minutesOf()).toBe(approved.total_duration);
      ok(
        await server.api('POST', `/timesheet/${ids.cora}/reopen`, {
          token: who.rep.access,
          body: { week, reason: `Round ${round}` },
        }),
      );
    }
  });
  test("an import racing its company's floor raised past its rows: it lands before the floor moves, or is refused by the new floor; never a row older than the floor after it", async () => {
    const setFloor = (earliest_day: string) =>
      server.api('PATCH', `/import_floor/${ids.northwind}`, {
        token: who.rep.access,
        body: { earliest_day },
      });
    let landedFirst = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      ok(await setFloor('2000-01-01'), 202);
      const title = `Before the new floor ${round}`;
      const [imported, raised] = await Promise.all([
        post(generic([`${coraEmail()},2005-03-0${1 + (round % 9)},${10 + round},,${title},`])),
        setFloor('2010-01-01'),
      ]);
      ok(raised, 202);
      const task = await one<{ id: number } | undefined>(sql`select id from tasks where title = ${title}`);
      // the order the two writes took: the trail's events, numbered as they were written
      const floorEvent = await one<{ id: number }>(
        sql`select max(id)::int as id from audit_events where entity = 'company' and entity_id = ${ids.northwind}`,
      );
      if (imported.status === 200) {
        landedFirst += 1;
        expect(task).toBeDefined();
        const taskEvent = await one<{ id: number }>(
          sql`select min(id)::int as id from audit_events where entity = 'task' and entity_id = ${task!.id}`,
        );
        expect(taskEvent.id).toBeLessThan(floorEvent.id);
      } else {
        refused += 1;
        expectError(imported, 422, 'import_rows');
        expect(imported.body.rows[0]).toMatchObject({ status: 'error', field: 'day' });
        expect(task).toBeUndefined();
      }
    }
    expect(landedFirst + refused).toBe(ROUNDS);
  });
});

describe("a file's encoding", () => {
  const CAFE = 'Café Müller: Größe, façade, naïve';
  const rows = (email: string) =>
    `email;day;minutes;project;title;description\r\n${email};2026-11-20;90;;${CAFE};Über die Straße\r\n`;
  /** Windows-1252 as Excel's CSV writes it: one byte per character (é 0xE9, ü 0xFC, ß 0xDF …) */
  const windows1252 = (text: string) =>
    Uint8Array.from(
      [...text].map((char) => {
        const code = char.codePointAt(0)!;
        if (code > 0xff) throw new Error(`not in Latin-1: ${char}`);
        return code;
      }),
    );
  const utf16le = (text: string) => Uint8Array.from([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
  const utf16be = (text: string) => {
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.alloc(le.length);
    for (let i = 0; i < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1], le[i]];
    return Uint8Array.from([0xfe, 0xff, ...be]);
  };
  const utf8bom = (text: string) => Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]);

  test('UTF-8 with or without a mark, Windows-1252 and UTF-16 (both orders, with a mark) are each detected, said and read right', async () => {
    await setZone('Europe/Berlin');
    const text = rows(coraEmail());
    const cases: [Uint8Array | string, string][] = [
      [text, 'utf-8'],
      [utf8bom(text), 'utf-8'],
      [windows1252(text), 'windows-1252'],
      [utf16le(text), 'utf-16le'],
      [utf16be(text), 'utf-16be'],
    ];
    for (const [bytes, encoding] of cases) {
      const checked = ok(await post(bytes, { dry_run: 'true' }));
      expect({
        encoding: checked.encoding,
        errors: checked.errors,
        title: checked.rows[0].task?.title,
      }).toEqual({
        encoding,
        errors: 0,
        title: CAFE,
      });
      expect(checked.columns).toEqual(['email', 'day', 'minutes', 'project', 'title', 'description']);
    }
    // imported: the task is written as the file says it, nothing replaced
    ok(await post(windows1252(text)));
    const task = await one<{ title: string; body: string }>(
      sql`select title, body from tasks where title = ${CAFE}`,
    );
    expect(task.title).toBe(CAFE);
    expect(task.body).toContain('Über die Straße');
    expect(task.body).not.toContain('\uFFFD');
  });

  test('an encoding chosen is the one read; a wrong one flags each row it garbles and writes nothing', async () => {
    await setZone('Europe/Berlin');
    const bytes = windows1252(rows(coraEmail()));
    // read as UTF-8, the Windows-1252 bytes are not text: each such row says so, by its field
    const wrong = ok(await post(bytes, { dry_run: 'true', encoding: 'utf-8' }));
    expect(wrong.encoding).toBe('utf-8');
    expect(wrong.errors).toBe(1);
    expect(wrong.rows[0]).toMatchObject({ status: 'error', field: 'title' });
    expect(wrong.rows[0].error).toMatch(/could not read .*choose the file’s encoding/);
    const before = await written();
    expectError(await post(bytes, { encoding: 'utf-8' }), 422);
    expect(await written()).toEqual(before);
    // asked for what it is, it is read right
    const right = ok(await post(bytes, { dry_run: 'true', encoding: 'windows-1252' }));
    expect(right).toMatchObject({ encoding: 'windows-1252', errors: 0 });
    // an encoding the import does not know is refused, naming the parameter
    expectError(await post(bytes, { dry_run: 'true', encoding: 'latin-9' }), 400, undefined, 'encoding');
  });

  test("every row's line says its person, day and title as written, an error row's too", async () => {
    await setZone('Europe/Berlin');
    const csv = generic([
      `${coraEmail()},2026-11-20,30,,Fine row,`,
      `nobody@example.com,2026-11-20,30,,Unknown person,`,
      `${coraEmail()},2026-13-45,30,,Bad day,`,
      `${coraEmail()},2026-11-20,0,,Zero minutes,`,
    ]);
    const checked = ok(await post(csv, { dry_run: 'true' }));
    expect(checked.rows.map((row: Json) => [row.status, row.written])).toEqual([
      ['create', { person: coraEmail(), day: '2026-11-20', title: 'Fine row' }],
      ['error', { person: 'nobody@example.com', day: '2026-11-20', title: 'Unknown person' }],
      ['error', { person: coraEmail(), day: '2026-13-45', title: 'Bad day' }],
      ['skip', { person: coraEmail(), day: '2026-11-20', title: 'Zero minutes' }],
    ]);
  });
});

describe("the file's people", () => {
  const cora = async () =>
    one<{ id: number; first_name: string; last_name: string; email: string }>(
      sql`select id, first_name, last_name, email from users where id = ${ids.cora}`,
    );

  test('a person named by full name or user name is the one consultant who has it; the check lists each person with how', async () => {
    await setZone('Europe/Berlin');
    const c = await cora();
    const fullName = `  ${c.first_name.toUpperCase()}   ${c.last_name} `;
    const userName = c.email.split('@')[0];
    const csv = generic([
      `${fullName},2026-11-20,30,,By name,`,
      `${userName},2026-11-20,45,,By user name,`,
      `${c.email},2026-11-20,15,,By email,`,
      `Nobody Known,2026-11-20,15,,Unknown,`,
    ]);
    const checked = ok(await post(csv, { dry_run: 'true' }));
    expect(checked.rows.map((row: Json) => [row.status, row.task?.user ?? null])).toEqual([
      ['create', c.id],
      ['create', c.id],
      ['create', c.id],
      ['error', null],
    ]);
    expect(checked.rows[3].error).toBe(
      'No consultant of the company is “Nobody Known” (by email, full name or user name): choose one for them, or skip their rows',
    );
    expect(checked.people).toEqual([
      {
        written: fullName.trim(),
        rows: 1,
        matched_by: 'name',
        user: c.id,
        name: `${c.first_name} ${c.last_name}`,
        email: c.email,
      },
      {
        written: userName,
        rows: 1,
        matched_by: 'username',
        user: c.id,
        name: `${c.first_name} ${c.last_name}`,
        email: c.email,
      },
      {
        written: c.email,
        rows: 1,
        matched_by: 'email',
        user: c.id,
        name: `${c.first_name} ${c.last_name}`,
        email: c.email,
      },
      { written: 'Nobody Known', rows: 1, matched_by: 'none', user: null, name: null, email: null },
    ]);
  });

  test('a full name two consultants share matches nobody; the people chosen (a consultant, or skipped) decide, through the API', async () => {
    await setZone('Europe/Berlin');
    const c = await cora();
    // another consultant of the company with Cora's full name
    const twin = ok(
      await server.api('POST', `/employees/${ids.engineering}`, {
        token: who.rep.access,
        body: { ...newPerson('twin'), first_name: c.first_name, last_name: c.last_name },
      }),
      201,
    );
    const name = `${c.first_name} ${c.last_name}`;
    const csv = generic([`${name},2026-11-20,30,,Shared name,`, `Old Timer,2026-11-20,30,,Left us,`]);
    const unsure = ok(await post(csv, { dry_run: 'true' }));
    expect(unsure.rows.map((row: Json) => row.status)).toEqual(['error', 'error']);
    expect(unsure.people.map((p: Json) => p.matched_by)).toEqual(['none', 'none']);

    const people = JSON.stringify({ [name.toLowerCase()]: twin.id, 'Old Timer': null });
    const chosen = ok(await post(csv, { dry_run: 'true', people }));
    expect(chosen.rows.map((row: Json) => [row.status, row.task?.user ?? null])).toEqual([
      ['create', twin.id],
      ['skip', null],
    ]);
    expect(chosen.rows[1].error).toBe('Skipped: the rows of “Old Timer” are left out, as chosen');
    expect(chosen.people.map((p: Json) => [p.matched_by, p.user])).toEqual([
      ['chosen', twin.id],
      ['skipped', null],
    ]);
    const before = await count('tasks');
    const done = ok(await post(csv, { people }));
    expect(done).toMatchObject({ created: 1, skipped: 1, errors: 0 });
    expect(await count('tasks')).toBe(before + 1);

    // someone who is no consultant of the company is nobody's choice; a bad `people` is refused
    const elsewhere = ok(
      await post(csv, { dry_run: 'true', people: JSON.stringify({ [name]: who.rep.claims.user_id }) }),
    );
    expect(elsewhere.rows[0]).toMatchObject({ status: 'error', field: 'email' });
    // a name in one line: no line break, no control character, no text-direction override
    const disguised = [
      JSON.stringify({ 'Ann\nBee': 7 }),
      JSON.stringify({ 'Ann\u202eeeB': 7 }),
      JSON.stringify({ 'A\u0085B': 7 }),
    ];
    for (const bad of ['[1]', '{"x": "7"}', '{"": 7}', 'not json', `{"x": 2147483648}`, ...disguised])
      expectError(await post(csv, { dry_run: 'true', people: bad }), 400, undefined, 'people');
  });

  test('a Kimai export that names people by their display name (no E-mail column) imports', async () => {
    await setZone('Europe/Berlin');
    const c = await cora();
    const kimai = [
      'Date;From;To;Duration;Rate;User;Customer;Project;Activity;Description',
      `20.11.2026;09:00;10:30;1:30;0;${c.first_name} ${c.last_name};Acme;;Kimai by name;"Its notes"`,
    ].join('\n');
    const checked = ok(await post(kimai, { format: 'kimai', dry_run: 'true' }));
    expect(checked.mapping.email).toBe('User');
    expect(checked.rows[0]).toMatchObject({
      status: 'create',
      task: { user: c.id, duration: 90, title: 'Kimai by name' },
    });
  });
});

describe("other trackers' exports as they write them (test/fixtures/imports)", () => {
  const fixture = async (name: string) => {
    const c = await one<{ first_name: string; last_name: string; email: string }>(
      sql`select first_name, last_name, email from users where id = ${ids.cora}`,
    );
    return readFileSync(path.join(__dirname, 'fixtures/imports', name), 'utf8')
      .replaceAll('{{EMAIL}}', c.email)
      .replaceAll('{{FIRST}}', c.first_name)
      .replaceAll('{{LAST}}', c.last_name);
  };
  /** Each row's outcome: status, day and minutes (or why). */
  const outcome = (res: Json) =>
    res.rows.map((r: Json) => [
      r.line,
      r.status,
      r.task?.worked_on ?? r.written.day,
      r.task?.duration ?? r.error,
    ]);

  test('Toggl Track: the detailed report, every row as its own line says', async () => {
    await setZone('Europe/Berlin');
    const res = ok(await post(await fixture('toggl-detailed.csv'), { format: 'toggl', dry_run: 'true' }));
    expect(outcome(res)).toEqual([
      [2, 'skip', '2026-11-16', 'Under a minute (it rounds to 0 minutes): skipped, nothing to log'],
      [3, 'create', '2026-11-16', 60],
      [4, 'skip', '2026-11-17', 'Under a minute (it rounds to 0 minutes): skipped, nothing to log'],
      [5, 'create', '2026-11-17', 90],
    ]);
    expect(res.rows[3].task.title).toBe('Reviewed the quarterly numbers with the finance');
  });

  test('Clockify: the detailed report (US days, 12-hour times, both duration columns), and as Excel re-saves it in Germany', async () => {
    await setZone('Europe/Berlin');
    const us = ok(
      await post(await fixture('clockify-detailed.csv'), { format: 'clockify', dry_run: 'true' }),
    );
    expect(us.mapping.minutes).toBe('Duration (h)');
    expect(outcome(us)).toEqual([
      [2, 'skip', '11/16/2026', 'Under a minute (it rounds to 0 minutes): skipped, nothing to log'],
      [3, 'create', '2026-11-16', 60],
      [4, 'create', '2026-11-17', 90],
    ]);
    const de = ok(
      await post(await fixture('clockify-excel-semicolons.csv'), { format: 'clockify', dry_run: 'true' }),
    );
    expect(de.mapping.minutes).toBe('Duration (decimal)');
    expect(outcome(de)).toEqual([
      [2, 'create', '2026-11-16', 90],
      [3, 'create', '2026-11-17', 45],
    ]);
  });

  test('Kimai: the export with German days, decimal commas and the user by name', async () => {
    await setZone('Europe/Berlin');
    const res = ok(await post(await fixture('kimai-export.csv'), { format: 'kimai', dry_run: 'true' }));
    expect(res.mapping).toMatchObject({ email: 'User', minutes: 'Duration', end: 'To' });
    expect(outcome(res)).toEqual([
      [2, 'create', '2026-11-16', 90],
      [3, 'create', '2026-11-17', 105],
    ]);
    expect(res.people).toEqual([expect.objectContaining({ matched_by: 'name', user: ids.cora, rows: 2 })]);
  });

  test("Kimai as Excel: its workbook's date, time and duration cells (a formula's value) as Kimai formats them, the person mapped", async () => {
    await setZone('Europe/Berlin');
    const workbook = readFileSync(path.join(__dirname, 'fixtures/imports', 'kimai-export.xlsx'));
    const query = { format: 'kimai', people: JSON.stringify({ 'Kim Example': ids.cora }) };
    const res = ok(
      await post(new Uint8Array(workbook), { ...query, dry_run: 'true' }, { contentType: IMPORT_XLSX_TYPE }),
    );
    expect(res.mapping).toMatchObject({ email: 'User', day: 'Date', time: 'From', minutes: 'Duration' });
    expect(res.encoding).toBe('utf-8');
    expect(outcome(res)).toEqual([
      [2, 'create', '2026-11-16', 90],
      // across midnight: on its start's day
      [3, 'create', '2026-11-17', 105],
      // a duration past 24 hours ('[hh]:mm')
      [4, 'create', '2026-11-19', 25 * 60 + 15],
    ]);
    expect(res.rows.map((r: Json) => r.written)).toEqual([
      { person: 'Kim Example', day: '2026-11-16 09:00:00', title: 'Development' },
      { person: 'Kim Example', day: '2026-11-17 22:30:00', title: 'Support' },
      { person: 'Kim Example', day: '2026-11-19 08:00:00', title: 'Workshop' },
    ]);
    expect(res.people).toEqual([
      expect.objectContaining({ written: 'Kim Example', matched_by: 'chosen', user: ids.cora, rows: 3 }),
    ]);
    // imported, then imported again: every row a duplicate
    expect(ok(await post(new Uint8Array(workbook), query, { contentType: IMPORT_XLSX_TYPE }))).toMatchObject({
      created: 3,
    });
    const tasks = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })) as Json[];
    expect(tasks.find((t) => t.title === 'Support')).toMatchObject({
      duration: 105,
      worked_on: '2026-11-17',
      body: '<p>Night shift</p>',
    });
    expect(ok(await post(new Uint8Array(workbook), query, { contentType: IMPORT_XLSX_TYPE }))).toMatchObject({
      created: 0,
      duplicates: 3,
    });
  });

  test("a workbook's rows keep the numbers its sheet gives them: a description over several lines or empty rows between move none", async () => {
    await setZone('Europe/Berlin');
    const parts = unzipSync(readFileSync(path.join(__dirname, 'fixtures/imports', 'kimai-export.xlsx')));
    const edit = (name: string, change: (xml: string) => string) =>
      (parts[name] = strToU8(change(strFromU8(parts[name]))));
    // the first entry's description over three lines
    edit('xl/sharedStrings.xml', (xml) =>
      xml.replace('<t>Its notes</t>', '<t>Its notes\nover\nthree lines</t>'),
    );
    // the last entry two rows further down (rows 4 and 5 left empty)
    edit('xl/worksheets/sheet1.xml', (xml) =>
      xml
        .replace('<row r="4">', '<row r="6">')
        .replace(/r="([A-Z])4"/g, 'r="$16"')
        .replace(/:R4"/, ':R6"'),
    );
    const res = ok(
      await post(
        zipSync(parts),
        { format: 'kimai', people: JSON.stringify({ 'Kim Example': ids.cora }), dry_run: 'true' },
        { contentType: IMPORT_XLSX_TYPE },
      ),
    );
    expect(outcome(res)).toEqual([
      [2, 'create', '2026-11-16', 90],
      [3, 'create', '2026-11-17', 105],
      [6, 'create', '2026-11-19', 25 * 60 + 15],
    ]);
  });

  test('a file sent as a workbook that is none, or that would unpack beyond what a file may hold, is refused whole', async () => {
    const before = await written();
    const notZip = await post(
      new TextEncoder().encode('Date,From\n2026-11-16,09:00'),
      {},
      {
        contentType: IMPORT_XLSX_TYPE,
      },
    );
    expectError(notZip, 400, 'invalid', 'file');
    expect(notZip.body.detail).toBe('The file is not an Excel workbook (.xlsx) nor a CSV file');
    // a zip whose one part states that it unpacks to 300 MB (as a bomb of zeros would)
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new TextEncoder().encode('<worksheet/>') });
    const sizes = new DataView(bomb.buffer);
    for (let at = 0; at < bomb.length - 4; at += 1) {
      const signature = sizes.getUint32(at, true);
      // the uncompressed size of the local header and of the central directory's entry
      if (signature === 0x04034b50) sizes.setUint32(at + 22, 300 * 1024 * 1024, true);
      if (signature === 0x02014b50) sizes.setUint32(at + 24, 300 * 1024 * 1024, true);
    }
    const refused = await post(bomb, {}, { contentType: IMPORT_XLSX_TYPE });
    expectError(refused, 400, 'invalid', 'file');
    expect(refused.body.detail).toBe(
      'The workbook unpacks to more than a file may hold: export fewer rows at once',
    );
    expect(await written()).toEqual(before);
  });

  test('Harvest: the detailed time report, a person by first and last name, decimal hours, the task as the title', async () => {
    await setZone('Europe/Berlin');
    const res = ok(await post(await fixture('harvest-detailed.csv'), { format: 'harvest' }));
    expect(res.mapping).toMatchObject({ email: 'First Name + Last Name', minutes: 'Hours', title: 'Task' });
    expect(outcome(res)).toEqual([
      [2, 'create', '2026-11-16', 90],
      [3, 'create', '2026-11-17', 15],
    ]);
    const tasks = ok(await server.api('GET', `/tasks/${ids.cora}`, { token: who.rep.access })) as Json[];
    expect(tasks.find((t) => t.title === 'Design')).toMatchObject({
      duration: 90,
      body: '<p>Cover and inside pages</p>',
    });
  });

  test('no duration column: from start to end, across midnight and a change of the clocks; a time that did not happen or happened twice is flagged', async () => {
    await setZone('Europe/Berlin');
    const e = coraEmail();
    const csv = [
      'User,Email,Description,Start date,Start time,End date,End time',
      `Cora,${e},Late,2026-11-16,23:30:00,2026-11-17,01:00:00`,
      // the night the clocks go back in Berlin (03:00 is 02:00 again): 01:30 to 03:30 is three hours
      `Cora,${e},Clocks back,2026-10-25,01:30:00,2026-10-25,03:30:00`,
      // the night they go forward (02:00 is 03:00): 01:30 to 03:30 is one hour
      `Cora,${e},Clocks forward,2026-03-29,01:30:00,2026-03-29,03:30:00`,
      `Cora,${e},Never happened,2026-03-29,02:30:00,2026-03-29,04:00:00`,
      `Cora,${e},Happened twice,2026-10-25,02:30:00,2026-10-25,04:00:00`,
    ].join('\n');
    const res = ok(await post(csv, { format: 'toggl', dry_run: 'true' }));
    expect(res.mapping.minutes).toBeNull();
    expect(outcome(res).slice(0, 3)).toEqual([
      [2, 'create', '2026-11-16', 90],
      [3, 'create', '2026-10-25', 180],
      [4, 'create', '2026-03-29', 60],
    ]);
    expect(res.rows[3]).toMatchObject({ status: 'error', field: 'time' });
    expect(res.rows[3].error).toMatch(/^02:30:00 did not happen on 2026-03-29 in Europe\/Berlin/);
    expect(res.rows[4]).toMatchObject({ status: 'error', field: 'time' });
    expect(res.rows[4].error).toMatch(/^02:30:00 happened twice on 2026-10-25 in Europe\/Berlin/);
    // without a duration, a start and an end, a file is refused naming the duration's column
    expectError(
      await post('User,Email,Description,Start date\nCora,x@y.z,A,2026-11-16\n', { format: 'toggl' }),
      400,
      undefined,
      'minutes_column',
    );
  });
});

describe('days written with slashes', () => {
  test("are read in the order the file's days tell, else month first; the order asked for wins; said with the check", async () => {
    await setZone('Europe/Berlin');
    const e = coraEmail();
    const days = (...written: string[]) => generic(written.map((day, i) => `${e},${day},30,,Row ${i},`));
    // 20/11 can only be day first: the whole file is read so
    const uk = ok(await post(days('20/11/2026', '05/11/2026'), { dry_run: 'true' }));
    expect(uk).toMatchObject({ day_order: 'dmy', day_order_told: true });
    expect(uk.rows.map((r: Json) => r.task?.worked_on)).toEqual(['2026-11-20', '2026-11-05']);
    // 11/20 only month first
    const us = ok(await post(days('11/20/2026', '11/05/2026'), { dry_run: 'true' }));
    expect(us).toMatchObject({ day_order: 'mdy', day_order_told: true });
    expect(us.rows.map((r: Json) => r.task?.worked_on)).toEqual(['2026-11-20', '2026-11-05']);
    // nothing tells: month first, said so; asked for day first, day first
    const unsure = ok(await post(days('05/11/2026'), { dry_run: 'true' }));
    expect(unsure).toMatchObject({ day_order: 'mdy', day_order_told: false });
    expect(unsure.rows[0].task.worked_on).toBe('2026-05-11');
    const asked = ok(await post(days('05/11/2026'), { dry_run: 'true', day_order: 'dmy' }));
    expect(asked.rows[0].task.worked_on).toBe('2026-11-05');
    // a file whose days contradict each other: each row that does not fit month first says why
    const mixed = ok(await post(days('20/11/2026', '11/20/2026'), { dry_run: 'true' }));
    expect(mixed.rows.map((r: Json) => r.status)).toEqual(['error', 'create']);
    expect(mixed.rows[0].error).toBe('"20/11/2026" is not a day (YYYY-MM-DD, MM/DD/YYYY or DD.MM.YYYY)');
    // no slashes: nothing to say
    expect(ok(await post(days('2026-11-05'), { dry_run: 'true' })).day_order).toBeNull();
    expectError(await post(days('05/11/2026'), { day_order: 'ymd' }), 400, undefined, 'day_order');
  });
});
