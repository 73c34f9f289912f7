/**
 * Bulk rows for the benchmarks, written with one SQL statement each (generate_series) inside one
 * transaction, daily totals included, so the figures measure reads and writes, not the filling.
 */
import { sql } from 'drizzle-orm';
import type { Store } from '../src/db/store';
import { dayKeyOf } from '../src/time';

// what the benchmark needs of the server besides the rows: a store on a data directory, the demo seed
export { resolveOptions } from '../src/config';
export { openStore } from '../src/server';
export { SEED_ACCOUNTS } from '../src/seed';

/** `count` tasks for `user`, spread evenly from `from` to `to`, projects taken in turn, and their daily totals. */
export async function addTasks(
  store: Store,
  user: number,
  projects: number[],
  count: number,
  from: Date,
  to: Date,
): Promise<void> {
  const spanSeconds = Math.max(1, (to.getTime() - from.getTime()) / 1000);
  const projectOf = projects.length
    ? sql`(${sql.raw(`array[${projects.join(',')}]`)})[1 + i % ${projects.length}]`
    : sql`null`;
  await store.write(async (tx) => {
    await tx.q.execute(sql`
      insert into tasks ("user", title, body, duration, project, created_at)
      select ${user}, 'Bulk task ' || lpad(i::text, 6, '0'), '<p>Work item ' || i || ' for the <strong>bench</strong></p>',
        1 + (i % 180), ${projectOf}, ${from}::timestamptz + make_interval(secs => (i::float8 / ${count}) * ${spanSeconds})
      from generate_series(0, ${count - 1}) as i`);
    // the days' totals, as every task write keeps them (days in the server's zone: yyyymmdd)
    const days = new Map<number, { minutes: number; count: number }>();
    for (let i = 0; i < count; i += 1) {
      const at = new Date(from.getTime() + (i / count) * spanSeconds * 1000);
      const key = dayKeyOf(at);
      const totals = days.get(key) ?? { minutes: 0, count: 0 };
      totals.minutes += 1 + (i % 180);
      totals.count += 1;
      days.set(key, totals);
    }
    for (const [day, totals] of days) {
      await tx.q.execute(sql`
        insert into daily_totals ("user", day, minutes, task_count) values (${user}, ${day}, ${totals.minutes}, ${totals.count})
        on conflict ("user", day) do update set minutes = daily_totals.minutes + excluded.minutes, task_count = daily_totals.task_count + excluded.task_count`);
      await tx.q.execute(sql`
        insert into monthly_totals ("user", month, minutes, task_count) values (${user}, ${Math.floor(day / 100)}, ${totals.minutes}, ${totals.count})
        on conflict ("user", month) do update set minutes = monthly_totals.minutes + excluded.minutes, task_count = monthly_totals.task_count + excluded.task_count`);
    }
  });
}

/** `count` task-log entries for `company`, one a second up to now. */
export async function addLogs(store: Store, company: number, email: string, count: number): Promise<void> {
  const now = new Date();
  await store.write(async (tx) => {
    await tx.q.execute(sql`
      insert into logs (company, created_at, email, action)
      select ${company}, ${now}::timestamptz - make_interval(secs => ${count} - i), ${email}, 'Created task Bulk task ' || i
      from generate_series(0, ${count - 1}) as i`);
  });
}
