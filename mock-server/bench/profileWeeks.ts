/**
 * Where one GET /timesheets/{company}?week= (the weeks of the company's consultants) spends its
 * time, without a load generator: the plans of its statements (EXPLAIN ANALYZE), the statements
 * timed one by one, and whole requests through the app (in-process, one at a time) beside a
 * consultant's week and auth alone. On the bench's data (load.ts `fill`), this week:
 *   npx tsx bench/profileWeeks.ts <dataDir> [--build] [--url postgres://... | --server] [--requests] [--rounds N]
 * --build fills a new database first (500 consultants, 200,000 tasks); --url measures on that
 * PostgreSQL server instead of the embedded engine, and --server on a throwaway cluster (filled
 * first, stopped at the end); --requests times the whole requests only (to compare two versions
 * run one after the other); --rounds repeats the timings (default 2). The performance rows
 * (GET /grouped_tasks) are timed beside them: they read the same targets.
 */
import { start as startThrowawayPostgres } from '@app/scripts/throwaway-postgres';
import { sql } from 'drizzle-orm';
import { todayIn, weekOf } from '@app/contract/days';
import { openSession } from '../src/auth/sessions';
import { startServer } from '../src/server';
import { companyTargetRows } from '../src/targets';
import { companyWeeks, daysOfWeek } from '../src/weeks/queries';
import { CONSULTANTS, fill, REP_EMAIL } from './load';
import { statementsOf } from './profiling';

const RUNS = Number(process.env.PROFILE_RUNS || 40);

/**
 * Median and 90th percentile in ms of `runs` calls of `fn`, after 3 unmeasured ones: elapsed time,
 * and the process's CPU time (the embedded engine runs on the process's own thread), which other
 * work on a shared machine disturbs much less.
 */
async function time(label: string, fn: () => Promise<unknown> | unknown, runs = RUNS): Promise<void> {
  for (let i = 0; i < 3; i += 1) await fn();
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const used = process.cpuUsage();
    await fn();
    const { user, system } = process.cpuUsage(used);
    ms.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }
  const at = (values: number[], q: number) =>
    values
      .sort((a, b) => a - b)
      [Math.min(values.length - 1, Math.floor(q * values.length))].toFixed(2)
      .padStart(7);
  console.log(
    `${label.padEnd(58)} median ${at(ms, 0.5)} ms   p90 ${at(ms, 0.9)} ms   CPU median ${at(cpu, 0.5)} ms   p90 ${at(cpu, 0.9)} ms`,
  );
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : null;
};

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir)
    throw new Error(
      'usage: profileWeeks.ts <dataDir> [--build] [--url postgres://... | --server] [--requests] [--rounds N]',
    );
  const cluster = process.argv.includes('--server') ? await startThrowawayPostgres() : null;
  if (cluster && 'skipped' in cluster) throw new Error(`no PostgreSQL server: ${cluster.skipped}`);
  try {
    const databaseUrl = cluster ? cluster.url : argument('--url');
    if (cluster || process.argv.includes('--build')) await fill({ dataDir, databaseUrl });
    await measure(dataDir, databaseUrl, Number(argument('--rounds') ?? 2));
  } finally {
    cluster?.stop();
  }
}

async function measure(dataDir: string, databaseUrl: string | null, rounds: number): Promise<void> {
  const server = await startServer({ dataDir, databaseUrl, port: 0, seed: 'empty', allowList: [REP_EMAIL] });
  try {
    const { store, app } = server;
    const db = store.db.q;
    const rep = (await store.db.userByEmail(REP_EMAIL))!;
    const company = (await store.db.companies.get(rep.company!))!;
    const tokens = await openSession(store, rep, server.options, new Date());
    const sid = Number(JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString()).sid);
    const headers = { authorization: `Bearer ${tokens.access}` };
    const [consultant] = (
      (await db.execute(sql`select id from users where company = ${company.id}::int and role = 'employee'
        order by id limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const week = weekOf(todayIn(company.time_zone ?? store.defaultTimeZone)).from;
    const days = daysOfWeek(week);
    console.log(
      `${databaseUrl ? 'PostgreSQL server' : 'embedded (PGlite)'}: ${CONSULTANTS} consultants, week of ${week}`,
    );
    const get = async (url: string, status = 200) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      if (res.statusCode !== status) throw new Error(`${url}: status ${res.statusCode}`);
    };
    const requests = async () => {
      await time('GET /timesheets/{company}?week= (inject)', () =>
        get(`/timesheets/${company.id}?week=${week}`),
      );
      await time("GET /timesheet/{user}?week= (inject, a consultant's week)", () =>
        get(`/timesheet/${consultant.id}?week=${week}`),
      );
      await time('auth and a refusal only (GET /timesheets/999999: 404)', () =>
        get(`/timesheets/999999?week=${week}`, 404),
      );
      await time('GET /grouped_tasks/{company} (the performance rows)', () =>
        get(`/grouped_tasks/${company.id}`),
      );
    };
    if (process.argv.includes('--requests')) {
      console.log('\n-- whole requests through the app (inject, one at a time)');
      for (let round = 0; round < rounds; round += 1) await requests();
      return;
    }

    const statements = await statementsOf(db, store.defaultTimeZone, (repo) =>
      companyWeeks(repo, company.id, null, week, null),
    );
    console.log(
      `\n-- plans of companyWeeks (${statements.length} statement(s); a PL/pgSQL function's own plan is not shown by its call's)`,
    );
    for (const statement of statements) {
      const plan = await db.execute(sql`explain (analyze, buffers) ${statement}`);
      console.log(
        (plan as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join('\n'),
      );
    }

    for (let round = 0; round < rounds; round += 1) {
      console.log(`\n-- one at a time (round ${round + 1} of ${rounds})`);
      await time('sessionWithUser (auth: one statement)', () => store.db.sessionWithUser(sid));
      await time('companies.get (the company read alone: the weeks read it)', () =>
        store.db.companies.get(company.id),
      );
      for (const [i, statement] of statements.entries())
        await time(`companyWeeks: statement ${i + 1} alone`, () => db.execute(statement));
      await time('  of which the targets: company_target_rows alone', () =>
        db.execute(sql`select * from ${companyTargetRows(company.id, days[0], days[6])}`),
      );
      await time('  of which the rows: company_weeks alone', () =>
        db.execute(sql`select company_weeks(${company.id}::int, null, ${week}::date, null, '')`),
      );
      await time('companyWeeks (its statements and the process work)', () =>
        companyWeeks(store.db, company.id, null, week, null),
      );
      await time('select 1 (a statement round trip)', () => db.execute(sql`select 1`));
      await requests();
    }
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
