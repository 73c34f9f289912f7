/**
 * The storage itself, on the engine under test: migrations from an empty database and from the old
 * JSON store, the schema's own guards, one transaction per write, a full disk, and (on a
 * PostgreSQL server) two API processes sharing one database.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../src/db/engine';
import { Store } from '../src/db/store';
import { SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { embeddedDataDir, legacyDataFile, startServer } from '../src/server';
import {
  apiClient,
  expectError,
  freshServerDatabase,
  mainScript,
  repoRoot,
  signIn,
  startTestServer,
  task,
  tasksOf,
  TEST_ALLOW_LIST,
  TEST_ENGINE,
  type Api,
} from './helpers';
import { recomputeTotals } from '../src/db/totals';
import { appendLog } from '../src/logs';
import { logsOfCompanyJson } from '../src/logs/queries';
import { recordEvents } from '../src/audit';
import { updatePerson } from '../src/people';
import { performanceRows } from '../src/performance/queries';
import { hoursReport } from '../src/reports/queries';
import { insertTask } from '../src/tasks';
import { deleteTask } from '../src/tasks/writes';
import { DEFAULT_DAY_TARGETS } from '@app/contract/weeks';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Current-period rows that disagree with the tasks, counted from the tasks themselves (days in
 * each company's zone): a row's day must be no earlier than any task of its consultant, its week
 * and month keys those of its day, and its figures (numbers and texts) what the tasks of those
 * periods (and of the month before) add up to; every consultant with a task must have one.
 */
const currentTotalsMismatches = async (db: Store['engineDb']): Promise<number> =>
  rows<{ mismatches: number }>(
    await db.execute(sql`
      with t as (
        select t."user", (t.created_at at time zone coalesce(co.time_zone, current_setting('TimeZone')))::date as d, t.duration
        from tasks t join users u on u.id = t."user" left join companies co on co.id = u.company
      ), c as (
        select *, to_date(day::text, 'YYYYMMDD') as d from current_totals
      ), e as (
        select c."user",
          coalesce(sum(t.duration) filter (where t.d = c.d), 0) as day_minutes, count(t.d) filter (where t.d = c.d) as day_count,
          coalesce(sum(t.duration) filter (where date_trunc('week', t.d) = date_trunc('week', c.d)), 0) as week_minutes,
          count(t.d) filter (where date_trunc('week', t.d) = date_trunc('week', c.d)) as week_count,
          coalesce(sum(t.duration) filter (where date_trunc('month', t.d) = date_trunc('month', c.d)), 0) as month_minutes,
          count(t.d) filter (where date_trunc('month', t.d) = date_trunc('month', c.d)) as month_count,
          coalesce(sum(t.duration) filter (where date_trunc('month', t.d) = date_trunc('month', c.d) - interval '1 month'), 0) as previous_minutes,
          count(t.d) filter (where date_trunc('month', t.d) = date_trunc('month', c.d) - interval '1 month') as previous_count,
          count(t.d) filter (where t.d > c.d) as later
        from c left join t on t."user" = c."user" group by c."user"
      )
      select ((select count(*) from e join c using ("user")
          where e.later > 0 or c.week <> to_char(date_trunc('week', c.d), 'YYYYMMDD')::int or c.month <> c.day / 100
            or (c.day_json::json ->> 'total_duration', c.day_json::json ->> 'task_count', c.week_json::json ->> 'total_duration',
              c.week_json::json ->> 'task_count', c.month_json::json ->> 'total_duration', c.month_json::json ->> 'task_count',
              c.previous_json::json ->> 'total_duration', c.previous_json::json ->> 'task_count')
              is distinct from (c.day_minutes::text, c.day_count::text, c.week_minutes::text, c.week_count::text,
              c.month_minutes::text, c.month_count::text, c.previous_minutes::text, c.previous_count::text)
            or (e.day_minutes, e.day_count, e.week_minutes, e.week_count, e.month_minutes, e.month_count, e.previous_minutes, e.previous_count)
              is distinct from (c.day_minutes, c.day_count, c.week_minutes, c.week_count, c.month_minutes, c.month_count, c.previous_minutes, c.previous_count))
        + (select count(distinct "user") from t where "user" not in (select "user" from current_totals)))::int as mismatches`),
  )[0].mismatches;

/** The migrations as they were up to `tag` (included), copied into `dir`. */
function migrationsUpTo(dir: string, tag: string): string {
  const previous = path.join(dir, 'migrations');
  fs.mkdirSync(path.join(previous, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const older = journal.entries.slice(
    0,
    journal.entries.findIndex((e: { tag: string }) => e.tag === tag) + 1,
  );
  for (const e of older)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(previous, `${e.tag}.sql`));
  fs.writeFileSync(path.join(previous, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: older }));
  return previous;
}

type StoreOptions = Parameters<typeof Store.open>[0];
type FirstRow = <T>(query: ReturnType<typeof sql>) => Promise<T>;

/**
 * An upgrade test: `run` gets a store of the schema version `tag` (made by the migrations up to
 * it), `one` for the first row of a statement on it, and the options that open the same database
 * with every migration. The database and its folder are removed afterwards.
 */
async function upgradeFrom(
  tag: string,
  run: (version: { old: Store; one: FirstRow; options: StoreOptions }) => Promise<void>,
): Promise<void> {
  const database = TEST_ENGINE === 'postgres' ? await freshServerDatabase() : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mock-server-upgrade-${tag}-`));
  const options = { databaseUrl: database?.url ?? null, dataDir: database ? null : embeddedDataDir(dir) };
  try {
    const old = await Store.open({ ...options, migrationsFolder: migrationsUpTo(dir, tag) });
    const one: FirstRow = async <T>(query: ReturnType<typeof sql>) =>
      rows<T>(await old.engineDb.execute(query))[0];
    await run({ old, one, options });
  } finally {
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** 'Old Company' and its representative, written as rows of an older schema (`timeZone` from 0002 on). */
async function oldCompany(one: FirstRow, timeZone?: string): Promise<{ rep: number; company: number }> {
  const { rep } = await one<{
    rep: number;
  }>(sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role)
    values ('old.rep@example.com', 'Old', 'Rep', '1', 'x', now(), 'company_admin') returning id as rep`);
  const { company } = await one<{ company: number }>(
    timeZone === undefined
      ? sql`insert into companies (name, admin, created_at) values ('Old Company', ${rep}, now()) returning id as company`
      : sql`insert into companies (name, admin, created_at, time_zone) values ('Old Company', ${rep}, now(), ${timeZone}) returning id as company`,
  );
  return { rep, company };
}

describe('migrations', () => {
  test('an empty database is brought to the newest schema, and opening it again applies nothing', async () => {
    const database = TEST_ENGINE === 'postgres' ? await freshServerDatabase() : null;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-migrate-'));
    const open = () =>
      Store.open({ databaseUrl: database?.url ?? null, dataDir: database ? null : embeddedDataDir(dir) });
    try {
      let store = await open();
      const tables = rows<{ table_name: string }>(
        await store.engineDb.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        ),
      ).map((r) => r.table_name);
      expect(tables).toEqual([
        'api_tokens',
        'audit_events',
        'client_reports',
        'clients',
        'companies',
        'current_totals',
        'daily_project_totals',
        'daily_totals',
        'department_daily_totals',
        'department_monthly_totals',
        'departments',
        'drafts',
        'holidays',
        'import_runs',
        'invoice_lines',
        'invoice_tasks',
        'invoices',
        'login_failures',
        'logs',
        'monthly_project_totals',
        'monthly_totals',
        'projects',
        'rates',
        'sessions',
        'target_schedules',
        'tasks',
        'users',
        'week_events',
        'week_states',
        'weekly_totals',
      ]);
      const applied = async (s: Store) =>
        rows(await s.engineDb.execute(sql`select hash from drizzle.__drizzle_migrations`)).length;
      const all = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'))
        .entries.length;
      expect(await applied(store)).toBe(all);
      await store.close();
      store = await open();
      expect(await applied(store)).toBe(all);
      await store.close();
    } finally {
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a database of version 0000 is upgraded with its data: monthly totals are filled from the daily ones', () =>
    upgradeFrom('0000_initial', async ({ old, options }) => {
      const [{ id }] = rows<{ id: number }>(
        await old.engineDb
          .execute(sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role)
          values ('old.consultant@example.com', 'Old', 'Consultant', '1', 'x', now(), 'employee') returning id`),
      );
      await old.engineDb.execute(sql`insert into daily_totals ("user", day, minutes, task_count) values
        (${id}, 20250301, 30, 1), (${id}, 20250315, 45, 2), (${id}, 20250402, 60, 1)`);
      await old.close();

      const upgraded = await Store.open(options);
      const monthly = rows<{ month: number; minutes: string; n: number }>(
        await upgraded.engineDb.execute(
          sql`select month, minutes, task_count as n from monthly_totals where "user" = ${id} order by month`,
        ),
      );
      expect(monthly.map((m) => [Number(m.month), Number(m.minutes), Number(m.n)])).toEqual([
        [202503, 75, 3],
        [202504, 60, 1],
      ]);
      await upgraded.close();
    }));

  test("a database of version 0017 is upgraded with its data: weekly totals are filled from the daily ones (weeks from Monday), and the consultants' and departments' texts of the company's weeks are written", () =>
    upgradeFrom('0017_client_reports', async ({ old, one, options }) => {
      const { company } = await oldCompany(one, 'UTC');
      const { id } = await one<{ id: number }>(
        sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role, company)
          values ('old.week@example.com', 'Old "Week"', 'Consultant', '1', 'x', now(), 'employee', ${company}) returning id`,
      );
      // a Sunday and the Monday after it, across the end of a year, and the Sunday ending that week
      await old.engineDb.execute(sql`insert into daily_totals ("user", day, minutes, task_count) values
        (${id}, 20241229, 30, 1), (${id}, 20241230, 45, 2), (${id}, 20250105, 60, 1)`);
      await old.close();

      const upgraded = await Store.open(options);
      const weekly = rows<Record<string, unknown>>(
        await upgraded.engineDb.execute(
          sql`select week, minutes, task_count from weekly_totals where "user" = ${id} order by week`,
        ),
      ).map((r) => Object.values(r).map(Number));
      expect(weekly).toEqual([
        [20241223, 30, 1],
        [20241230, 105, 3],
      ]);
      const person = rows<{ week_json: string; name_key: string }>(
        await upgraded.engineDb.execute(sql`select week_json, name_key from users where id = ${id}`),
      )[0];
      expect(person).toEqual({
        week_json: `{"user" : ${id}, "name" : "Old \\"Week\\" Consultant"`,
        name_key: 'old "week" consultant',
      });
      await upgraded.close();
    }));

  test("a database of version 0024 is upgraded with its data: a company's live projects that share a name whatever its case keep the first's name, the others get their id appended; a deleted one keeps its own", () =>
    upgradeFrom('0024_task_totals_count', async ({ old, one, options }) => {
      const { company } = await oldCompany(one, 'UTC');
      const made: number[] = [];
      for (const [name, deleted] of [
        ['Payroll', false],
        ['PAYROLL', false],
        ['payroll', true],
        ['x'.repeat(100), false],
        ['X'.repeat(100), false],
      ] as const)
        made.push(
          (
            await one<{ id: number }>(
              sql`insert into projects (name, company, created_at, deleted_at)
                values (${name}, ${company}, now(), ${deleted ? sql`now()` : null}) returning id`,
            )
          ).id,
        );
      await old.close();

      const upgraded = await Store.open(options);
      const names = rows<{ id: number; name: string }>(
        await upgraded.engineDb.execute(
          sql`select id, name from projects where company = ${company} order by id`,
        ),
      ).map((r) => r.name);
      const suffix = (id: number) => ` (${id})`;
      expect(names).toEqual([
        'Payroll',
        `PAYROLL${suffix(made[1])}`,
        'payroll',
        'x'.repeat(100),
        `${'X'.repeat(100 - suffix(made[4]).length)}${suffix(made[4])}`,
      ]);
      // the database now refuses a second live name
      await expect(
        upgraded.engineDb.execute(
          sql`insert into projects (name, company, created_at) values ('payroll', ${company}, now())`,
        ),
      ).rejects.toThrow();
      await upgraded.close();
    }));

  test('a database of version 0001 is upgraded with its data: companies get a time zone, their totals are recomputed in it and the per-project totals are filled from the tasks', () =>
    upgradeFrom('0001_monthly_totals', async ({ old, one, options }) => {
      const { company } = await oldCompany(one);
      const { consultant } = await one<{
        consultant: number;
      }>(sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role, company)
        values ('old.worker@example.com', 'Old', 'Worker', '1', 'x', now(), 'employee', ${company}) returning id as consultant`);
      const { project } = await one<{ project: number }>(
        sql`insert into projects (name, company, created_at) values ('Old project', ${company}, now()) returning id as project`,
      );
      // three tasks of 2025-03-31 in UTC (one without a project), the last at 20:00 UTC, which is
      // already 2025-04-01 in Tokyo, and the totals the old server (in UTC) kept for them
      await old.engineDb
        .execute(sql`insert into tasks ("user", title, body, duration, project, created_at) values
        (${consultant}, 'a', 'a', 30, ${project}, '2025-03-31T12:00:00Z'),
        (${consultant}, 'b', 'b', 45, null, '2025-03-31T12:00:00Z'),
        (${consultant}, 'c', 'c', 60, ${project}, '2025-03-31T20:00:00Z')`);
      await old.engineDb.execute(sql`insert into daily_totals ("user", day, minutes, task_count) values
        (${consultant}, 20250331, 135, 3)`);
      await old.engineDb.execute(sql`insert into monthly_totals ("user", month, minutes, task_count) values
        (${consultant}, 202503, 135, 3)`);
      await old.close();

      // the server starts in Tokyo (UTC+9): the company gets that zone and its days are counted in it
      const upgraded = await Store.open({ ...options, timeZone: 'Asia/Tokyo' });
      expect((await upgraded.db.companies.get(company))!.time_zone).toBe('Asia/Tokyo');
      const all = async (query: ReturnType<typeof sql>) =>
        rows<Record<string, unknown>>(await upgraded.engineDb.execute(query)).map((r) =>
          Object.values(r).map(Number),
        );
      expect(
        await all(
          sql`select day, minutes, task_count from daily_totals where "user" = ${consultant} order by day`,
        ),
      ).toEqual([
        [20250331, 75, 2],
        [20250401, 60, 1],
      ]);
      expect(
        await all(
          sql`select project, day, minutes, task_count from daily_project_totals where "user" = ${consultant} order by day, project`,
        ),
      ).toEqual([
        [0, 20250331, 45, 1],
        [project, 20250331, 30, 1],
        [project, 20250401, 60, 1],
      ]);
      expect(
        await all(
          sql`select month, minutes, task_count from monthly_totals where "user" = ${consultant} order by month`,
        ),
      ).toEqual([
        [202503, 75, 2],
        [202504, 60, 1],
      ]);
      expect(
        await all(
          sql`select project, month, minutes, task_count from monthly_project_totals where "user" = ${consultant} order by month, project`,
        ),
      ).toEqual([
        [0, 202503, 45, 1],
        [project, 202503, 30, 1],
        [project, 202504, 60, 1],
      ]);
      const report = await hoursReport(upgraded.db, {
        company,
        from: 20250301,
        to: 20250430,
        groupBy: 'project',
        department: null,
        project: null,
        consultant: null,
      });
      expect(report.sort((a, b) => b.minutes - a.minutes)).toEqual([
        { key: project, name: 'Old project', minutes: 90, task_count: 2, billable_minutes: 90, rated: 0n },
        { key: null, name: null, minutes: 45, task_count: 1, billable_minutes: 0, rated: 0n },
      ]);
      await upgraded.close();
      // a second start finds nothing to settle and changes nothing
      const again = await Store.open({ ...options, timeZone: 'America/Los_Angeles' });
      expect((await again.db.companies.get(company))!.time_zone).toBe('Asia/Tokyo');
      await again.close();
    }));

  test('a database of version 0002 is upgraded with its data: every consultant with work gets the periods of their latest day, counted from the totals', () =>
    upgradeFrom('0002_reports', async ({ old, one, options }) => {
      const { rep, company } = await oldCompany(one, 'Pacific/Auckland');
      await old.engineDb.execute(sql`update users set company = ${company} where id = ${rep}`);
      const person = async (email: string) =>
        (
          await one<{
            id: number;
          }>(sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role, company)
            values (${email}, 'Old', 'Worker', '1', 'x', now(), 'employee', ${company}) returning id`)
        ).id;
      const worker = await person('old.worker@example.com');
      const idle = await person('old.idle@example.com');
      // tasks of the days in the company's zone, as the old server kept their totals; 3 July had a
      // task that was deleted since (its row stays, at 0)
      const tasksOn: [number, number, number][] = [
        [20250601, 5, 1],
        [20250629, 40, 1],
        [20250630, 20, 1],
        [20250701, 80, 1],
        [20250702, 11, 2],
        [20250703, 0, 0],
      ];
      for (const [day, minutes, n] of tasksOn) {
        const y = Math.floor(day / 10000);
        const m = Math.floor(day / 100) % 100;
        const d = day % 100;
        // noon in Auckland (UTC+12 in winter)
        for (let i = 0; i < n; i += 1)
          await old.engineDb.execute(sql`insert into tasks ("user", title, body, duration, created_at)
            values (${worker}, 't', 'b', ${i === 0 ? minutes - (n - 1) : 1}, ${new Date(Date.UTC(y, m - 1, d, 0))})`);
        await old.engineDb.execute(
          sql`insert into daily_totals ("user", day, minutes, task_count) values (${worker}, ${day}, ${minutes}, ${n})`,
        );
      }
      await old.engineDb.execute(sql`insert into monthly_totals ("user", month, minutes, task_count) values
        (${worker}, 202506, 65, 3), (${worker}, 202507, 91, 3)`);
      await old.close();

      const upgraded = await Store.open(options);
      const current = rows<Record<string, unknown>>(
        await upgraded.engineDb
          .execute(sql`select "user", day, week, month, day_minutes, day_count, week_minutes,
          week_count, month_minutes, month_count, previous_minutes, previous_count from current_totals order by "user"`),
      ).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])));
      expect(current).toEqual([
        {
          user: worker,
          day: 20250702,
          week: 20250630,
          month: 202507,
          day_minutes: 11,
          day_count: 2,
          week_minutes: 111,
          week_count: 4,
          month_minutes: 91,
          month_count: 3,
          previous_minutes: 65,
          previous_count: 3,
        },
      ]);
      expect(await currentTotalsMismatches(upgraded.engineDb)).toBe(0);
      // what the performance rows make of it: noon on 2 July in Auckland, then 15 August
      const figures = async (now: Date) => {
        const list = JSON.parse(await performanceRows(upgraded.db, company, null, now)) as {
          id: number;
          daily_tasks: object;
          weekly_tasks: object;
          monthly_tasks: object;
          previous_month_tasks: object;
        }[];
        return list.map(({ id, daily_tasks, weekly_tasks, monthly_tasks, previous_month_tasks }) => ({
          id,
          daily_tasks,
          weekly_tasks,
          monthly_tasks,
          previous_month_tasks,
        }));
      };
      const zero = { total_duration: 0, task_count: 0 };
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      expect((await figures(new Date('2025-07-02T00:00:00Z'))).sort(byId)).toEqual([
        {
          id: worker,
          daily_tasks: { total_duration: 11, task_count: 2 },
          weekly_tasks: { total_duration: 111, task_count: 4 },
          monthly_tasks: { total_duration: 91, task_count: 3 },
          previous_month_tasks: { total_duration: 65, task_count: 3 },
        },
        { id: idle, daily_tasks: zero, weekly_tasks: zero, monthly_tasks: zero, previous_month_tasks: zero },
      ]);
      expect((await figures(new Date('2025-08-15T00:00:00Z'))).find((r) => r.id === worker)).toEqual({
        id: worker,
        daily_tasks: zero,
        weekly_tasks: zero,
        monthly_tasks: zero,
        previous_month_tasks: { total_duration: 91, task_count: 3 },
      });
      await upgraded.close();
    }));

  test('a database of version 0004 is upgraded with its data: every task-log entry gets its JSON, read back as it was', () =>
    upgradeFrom('0004_performance_rows', async ({ old, one, options }) => {
      const { company } = await oldCompany(one, 'UTC');
      const entries = [
        { at: '2025-03-01T09:05:00.000Z', email: 'old.rep@example.com', action: 'created task "Plain"' },
        {
          at: '2025-03-02T23:59:59.120Z',
          email: "o'brien@example.com",
          action: 'updated task "Quotes \\" back\\\\slash, tab\tand 日本 🚀"',
        },
      ];
      const ids: number[] = [];
      for (const e of entries)
        ids.push(
          (
            await one<{ id: number }>(sql`insert into logs (company, created_at, email, action)
              values (${company}, ${new Date(e.at)}, ${e.email}, ${e.action}) returning id`)
          ).id,
        );
      await old.close();

      const upgraded = await Store.open(options);
      expect(JSON.parse(await logsOfCompanyJson(upgraded.db, company))).toEqual(
        entries.map((e, i) => ({ id: ids[i], created_at: e.at, email: e.email, action: e.action })).reverse(),
      );
      await upgraded.close();
    }));

  test("a database of version 0005 is upgraded with its data: performance rows show the consultants' names, contacts and departments as they were", () =>
    upgradeFrom('0005_log_entry_json', async ({ old, one, options }) => {
      const { rep, company } = await oldCompany(one, 'UTC');
      const { department } = await one<{ department: number }>(
        sql`insert into departments (name, admin, company, created_at)
          values ('R&D "Labs" \\ 日本', ${rep}, ${company}, now()) returning id as department`,
      );
      const { consultant } = await one<{ consultant: number }>(sql`insert into users
          (email, first_name, last_name, contact, password_hash, date_joined, role, company, department)
        values ('zoe@example.com', ' Zoë "Z"', 'O''Brien\\ ', 'tab	and 🚀', 'x', now(), 'employee', ${company}, ${department})
        returning id as consultant`);
      await old.close();

      const upgraded = await Store.open(options);
      // a Wednesday noon in the company's zone (UTC): the week's target so far is three default days
      const wednesday = new Date('2026-11-25T12:00:00Z');
      const rows = JSON.parse(await performanceRows(upgraded.db, company, null, wednesday));
      expect(rows).toEqual([
        {
          id: consultant,
          name: 'Zoë "Z" O\'Brien\\',
          email: 'zoe@example.com',
          contact: 'tab\tand 🚀',
          department: 'R&D "Labs" \\ 日本',
          department_id: department,
          daily_tasks: { total_duration: 0, task_count: 0 },
          weekly_tasks: { total_duration: 0, task_count: 0 },
          monthly_tasks: { total_duration: 0, task_count: 0 },
          previous_month_tasks: { total_duration: 0, task_count: 0 },
          weekly_target: 3 * DEFAULT_DAY_TARGETS[0],
        },
      ]);
      await upgraded.close();
    }));

  test("a database of version 0010 is upgraded with its data: its tasks and drafts have no work day and keep counting on created_at's day in the company's zone", () =>
    upgradeFrom('0010_refresh_grace', async ({ old, one, options }) => {
      const { company } = await oldCompany(one, 'Pacific/Auckland');
      const { consultant } = await one<{ consultant: number }>(sql`insert into users
          (email, first_name, last_name, contact, password_hash, date_joined, role, company)
        values ('wd@example.com', 'Wanda', 'Day', '1', 'x', now(), 'employee', ${company})
        returning id as consultant`);
      // 12:30 UTC on Friday 20 November 2026 is Saturday 21 November, 01:30, in Auckland
      const created = '2026-11-20T12:30:00Z';
      await one(sql`insert into tasks ("user", title, body, duration, project, created_at)
        values (${consultant}, 'Old task', 'b', 50, null, ${created}::timestamptz) returning id`);
      await one(
        sql`select task_totals(${consultant}::int, ${created}::timestamptz, 50, null::int, 1, 'UTC')`,
      );
      await one(sql`insert into drafts ("user", title, body, duration, project, created_at, published)
        values (${consultant}, 'Old draft', 'b', 5, null, ${created}::timestamptz, false) returning id`);
      await old.close();

      const upgraded = await Store.open(options);
      const daily = () =>
        upgraded.engineDb
          .execute(sql`select day, minutes::int as minutes from daily_totals where "user" = ${consultant}`)
          .then((r) => rows<{ day: number; minutes: number }>(r));
      expect(await daily()).toEqual([{ day: 20261121, minutes: 50 }]);
      const [listed] = await tasksOf(upgraded.db, consultant);
      expect(listed).toMatchObject({ title: 'Old task', worked_on: '2026-11-21' });
      expect(
        rows(await upgraded.engineDb.execute(sql`select worked_on from drafts where "user" = ${consultant}`)),
      ).toEqual([{ worked_on: null }]);
      // recounted (a change of zone does it), the old task stays on its day
      await upgraded.write((tx) => recomputeTotals(tx, [company]));
      expect(await daily()).toEqual([{ day: 20261121, minutes: 50 }]);
      await upgraded.close();
    }));

  test("the old JSON store's data (snapshot and journal) is imported once at the first start", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-legacy-'));
    const database = TEST_ENGINE === 'postgres' ? await freshServerDatabase() : null;
    const file = legacyDataFile(dir);
    const at = '2025-03-05T10:00:00.000Z';
    const user = (
      id: number,
      email: string,
      role: string,
      company: number | null,
      department: number | null,
    ) => ({
      id,
      email,
      first_name: 'Old',
      last_name: `User${id}`,
      contact: '555',
      password_hash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
      is_active: true,
      date_joined: at,
      role,
      company,
      department,
    });
    fs.writeFileSync(
      file,
      JSON.stringify({
        format: 'task-tracker-mock-db',
        version: 1,
        seq: 7,
        journal: 1,
        written_at: at,
        users: [
          user(1, 'admin@example.com', 'admin', null, null),
          user(2, 'old.rep@old.example', 'company_admin', 3, null),
          user(5, 'old.consultant@old.example', 'employee', 3, 4),
        ],
        companies: [{ id: 3, name: 'Old Company', admin: 2, is_active: true, created_at: at }],
        departments: [{ id: 4, name: 'Old Department', admin: 2, company: 3, created_at: at }],
        projects: [],
        drafts: [],
        logs: [],
        tasks: [
          {
            id: 6,
            user: 5,
            title: 'Old task',
            body: 'plain',
            duration: 30,
            project: null,
            created_at: at,
            updated_at: null,
          },
        ],
      }),
    );
    // a journal line written after the snapshot, and a torn last line that was never acknowledged
    const journalTask = {
      id: 8,
      user: 5,
      title: 'Journaled task',
      body: '<p>j</p>',
      duration: 45,
      project: null,
      created_at: at,
      updated_at: null,
    };
    fs.writeFileSync(
      `${file}.journal.1`,
      `${JSON.stringify({ seq: 8, ops: [{ t: 'put', table: 'tasks', rec: journalTask }] })}\n{"seq":9,"ops":[{"t":"put"`,
    );
    try {
      const first = await startServer({
        port: 0,
        dataDir: dir,
        databaseUrl: database?.url ?? null,
        allowList: TEST_ALLOW_LIST,
        passwordHashCost: 1024,
      });
      try {
        const imported = await tasksOf(first.store.db, 5);
        expect(imported.map((t) => [t.id, t.title])).toEqual([
          [8, 'Journaled task'],
          [6, 'Old task'],
        ]);
        expect((await first.store.db.companies.get(3))?.name).toBe('Old Company');
        expect(fs.existsSync(file)).toBe(false);
        expect(fs.existsSync(`${file}.imported`)).toBe(true);
        // new ids continue after the old ones
        const next = await first.store.write((tx) => tx.nextId());
        expect(next).toBeGreaterThan(8);
      } finally {
        await first.close();
      }
      // a second start keeps what is there and does not import again
      const second = await startServer({
        port: 0,
        dataDir: dir,
        databaseUrl: database?.url ?? null,
        allowList: TEST_ALLOW_LIST,
        passwordHashCost: 1024,
      });
      try {
        expect((await tasksOf(second.store.db, 5)).length).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the schema guards the data', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const fails = (statement: ReturnType<typeof sql>) =>
    expect(server.store.engineDb.execute(statement)).rejects.toThrow();

  /** Rows of `totals` (per `keys`: minutes m, tasks c) that differ from what `fromTasks` adds up to. */
  const totalsMismatches = async (keys: string[], totals: SQL, fromTasks: SQL) =>
    rows<{ n: number }>(
      await server.store.engineDb.execute(sql`
        select count(*)::int as n from (${totals}) d full join (${fromTasks}) t
          using (${sql.join(
            keys.map((k) => sql.identifier(k)),
            sql`, `,
          )})
        where coalesce(d.m, 0) <> coalesce(t.m, 0) or coalesce(d.c, 0) <> coalesce(t.c, 0)`),
    )[0].n;

  test('emails are unique whatever their case; the spec limits are check constraints; references must exist', async () => {
    const now = new Date();
    await fails(
      sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role) values ('admin@example.com', 'a', 'b', '1', 'x', ${now}, 'admin')`,
    );
    await fails(
      sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role) values ('Admin@Example.com', 'a', 'b', '1', 'x', ${now}, 'admin')`,
    );
    await fails(
      sql`insert into users (email, first_name, last_name, contact, password_hash, date_joined, role) values ('new@example.com', 'a', 'b', '1', 'x', ${now}, 'owner')`,
    );
    const cora = (await server.store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!;
    await fails(
      sql`insert into tasks ("user", title, body, duration, created_at) values (${cora.id}, ${'x'.repeat(51)}, 'b', 5, ${now})`,
    );
    await fails(
      sql`insert into tasks ("user", title, body, duration, created_at) values (${cora.id}, 't', 'b', 0, ${now})`,
    );
    await fails(
      sql`insert into tasks ("user", title, body, duration, created_at) values (999999, 't', 'b', 5, ${now})`,
    );
    await fails(
      sql`insert into projects (name, company, created_at) values ('abc', ${cora.company}, ${now})`,
    );
  });

  test('a write and its task-log entry commit together or not at all, daily totals included', async () => {
    const cora = (await server.store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!;
    const before = {
      tasks: (await tasksOf(server.store.db, cora.id)).length,
      logs: JSON.parse(await logsOfCompanyJson(server.store.db, cora.company!)).length,
    };
    const totals = async () =>
      rows<{ n: number }>(
        await server.store.engineDb.execute(
          sql`select coalesce(sum(task_count), 0)::int as n from daily_totals where "user" = ${cora.id}`,
        ),
      )[0].n;
    const totalsBefore = await totals();
    await expect(
      server.store.write(async (tx) => {
        const t = await insertTask(
          tx,
          cora,
          cora.email,
          { user: cora.id, title: 'Half done', body: 'b', duration: 5, project: null, worked_on: null },
          new Date(),
        );
        throw new Error(`failed after task ${t.id}`);
      }),
    ).rejects.toThrow(/failed after task/);
    expect((await tasksOf(server.store.db, cora.id)).length).toBe(before.tasks);
    expect(JSON.parse(await logsOfCompanyJson(server.store.db, cora.company!)).length).toBe(before.logs);
    expect(await totals()).toBe(totalsBefore);
  });

  test("rows appended to the task log and the audit trail land with the write's other changes, in the order queued: a few in the write's last statement with its totals, more than a statement carries in inserts of their own", async () => {
    const cora = (await server.store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!;
    const company = cora.company!;
    const entriesSince = async (id: number) =>
      rows<{ action: string }>(
        await server.store.engineDb.execute(
          sql`select action from logs where company = ${company} and id > ${id} order by id`,
        ),
      ).map((r) => r.action);
    const eventsSince = async (id: number) =>
      rows<{ reason: string }>(
        await server.store.engineDb.execute(
          sql`select reason from audit_events where id > ${id} and action = 'pruned' order by id`,
        ),
      ).map((r) => r.reason);
    const newest = async (table: 'logs' | 'audit_events') =>
      rows<{ id: number }>(
        await server.store.engineDb.execute(
          sql`select coalesce(max(id), 0)::int as id from ${sql.identifier(table)}`,
        ),
      )[0].id;
    for (const count of [3, 1_500]) {
      const [lastEntry, lastEvent] = [await newest('logs'), await newest('audit_events')];
      const names = Array.from({ length: count }, (_, i) => `appended ${count} #${i}`);
      const task = await server.store.write(async (tx) => {
        const at = new Date();
        for (const [i, name] of names.entries()) {
          appendLog(tx, company, cora.email, name, at);
          if (i % 2 === 0)
            recordEvents(tx, at, [
              { entity: 'audit', entityId: company, action: 'pruned', company, reason: name },
            ]);
        }
        return insertTask(
          tx,
          cora,
          cora.email,
          { user: cora.id, title: 'Appended', body: 'b', duration: 7, project: null, worked_on: null },
          at,
        );
      });
      expect(await entriesSince(lastEntry)).toEqual([...names, 'created task "Appended"']);
      expect(await eventsSince(lastEvent)).toEqual(names.filter((_, i) => i % 2 === 0));
      expect((await tasksOf(server.store.db, cora.id)).some((t) => t.id === task.id)).toBe(true);
    }
    // nothing to append (an import of no rows records no events): the write commits
    const [entriesBefore, eventsBefore] = [await newest('logs'), await newest('audit_events')];
    await server.store.write(async (tx) => recordEvents(tx, new Date(), []));
    expect([await newest('logs'), await newest('audit_events')]).toEqual([entriesBefore, eventsBefore]);
    const lastEntry = await newest('logs');
    await expect(
      server.store.write(async (tx) => {
        appendLog(tx, company, cora.email, 'never kept', new Date());
        // an id out of the integer range: refused by the database when the write ends, and the
        // whole write is rolled back
        recordEvents(tx, new Date(), [{ entity: 'audit', entityId: 2 ** 31, action: 'pruned', company }]);
        await insertTask(
          tx,
          cora,
          cora.email,
          { user: cora.id, title: 'Never kept', body: 'b', duration: 7, project: null, worked_on: null },
          new Date(),
        );
      }),
    ).rejects.toThrow();
    expect(await entriesSince(lastEntry)).toEqual([]);
    expect((await tasksOf(server.store.db, cora.id)).some((t) => t.title === 'Never kept')).toBe(false);
  });

  test('the daily totals always equal what the tasks add up to', async () => {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const rep = await signIn(server.api, SEED_ACCOUNTS.representative.email);
    const created = (
      await server.api('POST', `/tasks/${cora.claims.user_id}`, {
        token: cora.access,
        body: task({ duration: 70 }),
      })
    ).body;
    await server.api('PATCH', `/task/${created.id}`, { token: rep.access, body: { duration: 25 } });
    await server.api('POST', `/tasks/${cora.claims.user_id}`, {
      token: cora.access,
      body: task({ duration: 10 }),
    });
    const check = await totalsMismatches(
      ['user', 'day'],
      sql`select "user", day, sum(minutes) as m, sum(task_count) as c from daily_totals group by "user", day`,
      sql`select "user", (extract(year from created_at at time zone current_setting('TimeZone')) * 10000
          + extract(month from created_at at time zone current_setting('TimeZone')) * 100
          + extract(day from created_at at time zone current_setting('TimeZone')))::int as day,
          sum(duration) as m, count(*) as c from tasks group by 1, 2`,
    );
    expect(check).toBe(0);
    expect(await currentTotalsMismatches(server.store.engineDb)).toBe(0);
  });

  test('the totals of a task written early in a write are right whatever the write does after it: moving its consultant, recounting the company', async () => {
    const cora = (await server.store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!;
    const company = cora.company!;
    const other = rows<{ id: number }>(
      await server.store.engineDb.execute(
        sql`select id from departments where company = ${company} and id <> ${cora.department} order by id limit 1`,
      ),
    )[0].id;
    /** Departments whose totals (all days) differ from what their consultants' tasks add up to. */
    const departmentMismatches = () =>
      totalsMismatches(
        ['department'],
        sql`select department, sum(minutes) as m, sum(task_count) as c from department_daily_totals
          where company = ${company} group by 1`,
        sql`select coalesce(u.department, 0) as department, sum(t.duration) as m, count(*) as c
          from tasks t join users u on u.id = t."user" where u.company = ${company} group by 1`,
      );
    /** Cora's days whose totals differ from what her tasks add up to. */
    const dailyMismatches = () =>
      totalsMismatches(
        ['day'],
        sql`select day, sum(minutes) as m, sum(task_count) as c from daily_totals where "user" = ${cora.id} group by 1`,
        sql`select to_char(created_at at time zone coalesce(
            (select time_zone from companies where id = ${company}), current_setting('TimeZone')), 'YYYYMMDD')::int as day,
            sum(duration) as m, count(*) as c
          from tasks where "user" = ${cora.id} group by 1`,
      );
    expect(await departmentMismatches()).toBe(0);

    await server.store.write(async (tx) => {
      await insertTask(
        tx,
        cora,
        cora.email,
        { user: cora.id, title: 'Then moved', body: 'b', duration: 35, project: null, worked_on: null },
        new Date(),
      );
      await updatePerson(tx, cora.id, { department: other }, new Date());
    });
    expect(await departmentMismatches()).toBe(0);

    await server.store.write(async (tx) => {
      await insertTask(
        tx,
        cora,
        cora.email,
        { user: cora.id, title: 'Then recounted', body: 'b', duration: 40, project: null, worked_on: null },
        new Date(),
      );
      await recomputeTotals(tx, [company]);
    });
    expect(await dailyMismatches()).toBe(0);
    expect(await departmentMismatches()).toBe(0);
    expect(await currentTotalsMismatches(server.store.engineDb)).toBe(0);

    await server.store.write(async (tx) =>
      updatePerson(tx, cora.id, { department: cora.department }, new Date()),
    );
  });

  test('a write the database aborts to break a deadlock is run again, and both writes land', async () => {
    if (TEST_ENGINE !== 'postgres') {
      console.log(
        'deadlock test: runs in the PostgreSQL server suite (the embedded engine runs one write at a time)',
      );
      return;
    }
    const a = (await server.store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!.id;
    const b = (await server.store.db.userByEmail(SEED_ACCOUNTS.representative.email))!.id;
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const locked = { a: gate(), b: gate() };
    let runs = 0;
    // the first try of each write locks one row, waits until the other write holds the other row,
    // then wants that one too: a deadlock the database breaks by aborting one of them
    const lockBoth = (
      first: number,
      second: number,
      mine: ReturnType<typeof gate>,
      theirs: ReturnType<typeof gate>,
    ) => {
      let waited = false;
      return server.store.write(async (tx) => {
        runs += 1;
        await tx.q.execute(sql`update users set contact = contact where id = ${first}`);
        if (!waited) {
          waited = true;
          mine.open();
          await theirs.opened;
        }
        await tx.q.execute(sql`update users set contact = contact where id = ${second}`);
        return 'written';
      });
    };
    await expect(
      Promise.all([lockBoth(a, b, locked.a, locked.b), lockBoth(b, a, locked.b, locked.a)]),
    ).resolves.toEqual(['written', 'written']);
    expect(runs).toBe(3);
  });

  test("concurrent writes of one consultant's tasks on different days all end up in their current periods", async () => {
    const cora = (await server.store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!;
    // 12 days around a week's and a month's end, far in the future so that they are her latest
    const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2031, 2, 24 + i, 12)));
    const written = await Promise.all(
      days.map((day, i) =>
        server.store.write((tx) =>
          insertTask(
            tx,
            cora,
            cora.email,
            { user: cora.id, title: `Race ${i}`, body: 'b', duration: 1 + i, project: null, worked_on: null },
            day,
          ),
        ),
      ),
    );
    expect(await currentTotalsMismatches(server.store.engineDb)).toBe(0);
    // and taking them away again, concurrently, leaves the periods counted right too
    await Promise.all(
      written.map((t) => server.store.write((tx) => deleteTask(tx, cora, cora.email, t.id, new Date()))),
    );
    expect(await currentTotalsMismatches(server.store.engineDb)).toBe(0);
  });
});

/** A small tmpfs of `size` (mount's notation), owned by `uid`, or the reason none can be mounted here. */
function mountSmallDisk(
  uid: number,
  gid: number,
  size = '48m',
): { dir: string; release(): void } | { skipped: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-disk-'));
  try {
    execFileSync(
      'mount',
      ['-t', 'tmpfs', '-o', `size=${size},uid=${uid},gid=${gid},mode=0755`, 'tmpfs', dir],
      {
        stdio: 'pipe',
      },
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      skipped: `no small disk can be mounted here: ${String((error as Error).message).split('\n')[0]}`,
    };
  }
  return {
    dir,
    release: () => {
      execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where the server under test keeps what a full disk stops: its options, and how to clean up. */
interface SmallDiskServer {
  /** the disk that fills up (the filler file goes here) */
  disk: string;
  options: { dataDir: string; databaseUrl: string | null };
  release(): Promise<void>;
}

/**
 * The embedded engine's files on a small tmpfs; on a PostgreSQL server, a database in a tablespace
 * on a small tmpfs (the server's write-ahead log stays on its own disk, as production sets it up:
 * PostgreSQL stops with a PANIC when its log cannot be written, and refuses a write with an
 * error when a table cannot grow). Or the reason there can be neither here.
 */
async function smallDiskServer(): Promise<SmallDiskServer | { skipped: string }> {
  if (TEST_ENGINE === 'pglite') {
    // room for the engine's files and its reserve (a WAL segment and a statement) beside them
    const mounted = mountSmallDisk(process.getuid?.() ?? 0, process.getgid?.() ?? 0, '80m');
    if ('skipped' in mounted) return mounted;
    return {
      disk: mounted.dir,
      options: { dataDir: path.join(mounted.dir, 'data'), databaseUrl: null },
      release: async () => mounted.release(),
    };
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const dataDirectory = (await admin.query('show data_directory')).rows[0].data_directory as string;
    if (!fs.existsSync(dataDirectory))
      return { skipped: 'the PostgreSQL server of TEST_DATABASE_URL keeps its files on another machine' };
    const owner = fs.statSync(dataDirectory);
    const mounted = mountSmallDisk(owner.uid, owner.gid);
    if ('skipped' in mounted) return mounted;
    const space = path.join(mounted.dir, 'space');
    fs.mkdirSync(space);
    fs.chownSync(space, owner.uid, owner.gid);
    const name = `tt_small_${process.pid}_${Date.now()}`;
    await admin.query(`create tablespace ${name} location '${space}'`);
    await admin.query(`create database ${name} tablespace ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-test-'));
    return {
      disk: mounted.dir,
      options: { dataDir, databaseUrl: url.href },
      release: async () => {
        const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.query(`drop tablespace if exists ${name}`);
        await cleanup.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
        mounted.release();
      },
    };
  } finally {
    await admin.end();
  }
}

/** Bytes free on the filesystem of `dir`. */
const freeBytes = (dir: string): number => {
  const s = fs.statfsSync(dir);
  return s.bavail * s.bsize;
};

/**
 * The API as `npm run server` runs it (`env` added to this process's), in a process of its own: a
 * server that stops answering cannot stop the test. `listening` resolves once it listens.
 */
function serverProcess(env: NodeJS.ProcessEnv): { child: ChildProcess; listening: Promise<Api> } {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: { ...process.env, API_PORT: '0', PASSWORD_HASH_COST: '1024', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise<Api>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(apiClient(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, listening };
}

/** `request`, or a failure once `ms` have passed without an answer. */
function answered<T>(request: Promise<T>, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([request, late]).finally(() => clearTimeout(timer));
}

/** Text that compresses badly, so that each task takes its size on disk. */
const incompressible = (length: number): string =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('requests still running when the database closes (a shutdown) are answered 503 with JSON, not logged as failures', async () => {
  const server = await startTestServer();
  const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    await server.store.close();
    expectError(
      await server.api('GET', `/tasks/${cora.claims.user_id}`, { token: cora.access }),
      503,
      'storage_unavailable',
    );
    expect(failures).not.toHaveBeenCalled();
  } finally {
    failures.mockRestore();
    await server.stop();
  }
});

test('a full disk answers 503 with JSON, loses nothing acknowledged, and serves again once space is back, without a restart', async () => {
  const small = await smallDiskServer();
  if ('skipped' in small) {
    console.log(`full-disk test skipped: ${small.skipped}`);
    return;
  }
  const server = await startServer({
    port: 0,
    ...small.options,
    allowList: TEST_ALLOW_LIST,
    passwordHashCost: 1024,
  });
  const filler = path.join(small.disk, 'filler');
  try {
    const api = apiClient(server.url);
    const cora = await signIn(api, SEED_ACCOUNTS.consultant.email);
    const free = () => {
      const s = fs.statfsSync(small.disk);
      return s.bavail * s.bsize;
    };
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, free() - 256 * 1024)));
    const acknowledged: number[] = [];
    let refused: { status: number; body: unknown } | null = null;
    for (let i = 0; i < 400 && !refused; i += 1) {
      const res = await api('POST', `/tasks/${cora.claims.user_id}`, {
        token: cora.access,
        body: task({ title: `fill ${i}`, body: incompressible(100_000) }),
      });
      if (res.status === 201) acknowledged.push(res.body.id);
      else refused = res;
    }
    expect(refused).not.toBeNull();
    expectError(refused as never, 503, 'storage_unavailable');
    // reads still work on a full disk
    expect((await api('GET', `/tasks/${cora.claims.user_id}`, { token: cora.access })).status).toBe(200);

    fs.rmSync(filler);
    const after = await api('POST', `/tasks/${cora.claims.user_id}`, {
      token: cora.access,
      body: task({ title: 'after the disk was freed' }),
    });
    expect(after.status).toBe(201);
    const stored = new Set(
      (await api('GET', `/tasks/${cora.claims.user_id}`, { token: cora.access })).body.map(
        (t: { id: number }) => t.id,
      ),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.has(after.body.id)).toBe(true);
  } finally {
    await server.close();
    fs.rmSync(filler, { force: true });
    await small.release();
  }
});

test('on a fresh embedded database, a full disk answers 503 with JSON, never hangs, serves reads and sign-in, loses nothing acknowledged, and takes writes again once space is back, without a restart', async () => {
  if (TEST_ENGINE !== 'pglite') {
    console.log(
      "fresh-database full-disk test: runs in the embedded engine suite (it fills the write-ahead log's disk)",
    );
    return;
  }
  const mounted = mountSmallDisk(process.getuid?.() ?? 0, process.getgid?.() ?? 0, '96m');
  if ('skipped' in mounted) {
    console.log(`fresh-database full-disk test skipped: ${mounted.skipped}`);
    return;
  }
  // the server in a process of its own: one that stops answering fails the test instead of hanging it
  const { child, listening } = serverProcess({ DATA_DIR: path.join(mounted.dir, 'data') });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const filler = path.join(mounted.dir, 'filler');
  try {
    const api = await answered(listening, 30_000);
    const cora = await answered(signIn(api, SEED_ACCOUNTS.consultant.email));
    const mine = `/tasks/${cora.claims.user_id}`;
    // something else takes the disk but 8 MiB: less than PostgreSQL needs for a new WAL segment
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(mounted.dir) - 8 * 1024 * 1024)));
    const acknowledged: number[] = [];
    let refused: { status: number; body: unknown; text: string } | null = null;
    for (let i = 0; i < 200 && !refused; i += 1) {
      const res = await answered(
        api('POST', mine, {
          token: cora.access,
          body: task({ title: `fill ${i}`, body: incompressible(200_000) }),
        }),
      );
      if (res.status === 201) acknowledged.push(res.body.id);
      else refused = res;
    }
    expect(refused).not.toBeNull();
    expectError(refused as never, 503, 'storage_unavailable');
    // reads and sign-in are still served
    expect((await answered(api('GET', mine, { token: cora.access }))).status).toBe(200);
    await answered(signIn(api, SEED_ACCOUNTS.board.email));

    fs.rmSync(filler);
    const after = await answered(
      api('POST', mine, { token: cora.access, body: task({ title: 'after the disk was freed' }) }),
    );
    expect(after.status).toBe(201);
    const stored = new Set(
      (await answered(api('GET', mine, { token: cora.access }))).body.map((t: { id: number }) => t.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.has(after.body.id)).toBe(true);
  } finally {
    child.kill('SIGKILL');
    await exited;
    fs.rmSync(filler, { force: true });
    mounted.release();
  }
});

describe('two API processes on one PostgreSQL server', () => {
  const children: ChildProcess[] = [];
  let database: { url: string; drop(): Promise<void> } | null = null;
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database?.drop();
  });

  function launch(dir: string): Promise<Api> {
    const { child, listening } = serverProcess({
      DATA_DIR: dir,
      DATABASE_URL: database!.url,
      JWT_SECRET: 'a-secret-shared-by-both-processes-of-this-test',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    });
    children.push(child);
    return listening;
  }

  test('a task created through one is read through the other, and failed sign-ins on both count together', async () => {
    if (TEST_ENGINE !== 'postgres') {
      console.log(
        'two-process test: runs in the PostgreSQL server suite (the embedded engine belongs to one process)',
      );
      return;
    }
    database = await freshServerDatabase();
    const [one, two] = await Promise.all([
      launch(fs.mkdtempSync(path.join(os.tmpdir(), 'api-one-'))),
      launch(fs.mkdtempSync(path.join(os.tmpdir(), 'api-two-'))),
    ]);
    const cora = await signIn(one, SEED_ACCOUNTS.consultant.email);
    const created = await one('POST', `/tasks/${cora.claims.user_id}`, {
      token: cora.access,
      body: task({ title: 'Written through one' }),
    });
    expect(created.status).toBe(201);
    // the session opened on one is valid on two; the task written by one is read by two
    const read = await two('GET', `/tasks/${cora.claims.user_id}`, { token: cora.access });
    expect(read.body.map((t: { id: number }) => t.id)).toContain(created.body.id);

    const email = SEED_ACCOUNTS.board.email;
    expectError(await one('POST', '/token/', { body: { email, password: 'Wrong#1a' } }), 401);
    expectError(await two('POST', '/token/', { body: { email, password: 'Wrong#1a' } }), 401);
    expectError(await one('POST', '/token/', { body: { email, password: 'Wrong#1a' } }), 401);
    expectError(
      await two('POST', '/token/', { body: { email, password: SEED_PASSWORD } }),
      429,
      'too_many_attempts',
    );
  });
});

describe('the embedded engine serves one process', () => {
  test('a second engine on the same data directory is refused, saying what to do; once the first closes it opens', async () => {
    if (TEST_ENGINE === 'postgres') return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-claim-'));
    const dataDir = embeddedDataDir(dir);
    try {
      const first = await Store.open({ databaseUrl: null, dataDir });
      await expect(Store.open({ databaseUrl: null, dataDir })).rejects.toThrow(
        /is open in another process \(pid \d+, this one\).*one API process.*DATABASE_URL/,
      );
      await first.close();
      const second = await Store.open({ databaseUrl: null, dataDir });
      await second.close();
      // a claim left by a process that no longer runs (killed with -9) is taken over
      fs.writeFileSync(`${dataDir}.lock`, '2147483646');
      const third = await Store.open({ databaseUrl: null, dataDir });
      await third.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
