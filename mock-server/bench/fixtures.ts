/**
 * Bulk rows for the benchmarks, written with one SQL statement each (generate_series) inside one
 * transaction, daily totals included, so the figures measure reads and writes, not the filling.
 */
import { sql } from 'drizzle-orm';
import type { Store } from '../src/db/store';
import { recomputeTotals } from '../src/db/totals';

// what the benchmark needs of the server besides the rows: a store on a data directory, the demo seed
export { resolveOptions } from '../src/config';
export { liveProjectsOfCompany } from '../src/projects/queries';
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
    // the totals, as every task write keeps them (days in the company's zone)
    const result = await tx.q.execute(sql`select company from users where id = ${user}`);
    const company = (result as unknown as { rows: { company: number | null }[] }).rows[0]?.company;
    if (company != null) await recomputeTotals(tx, [company]);
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
