/**
 * Where the representative's one-year report by client with its amounts (GET /reports/{company},
 * the money budget's report) spends its time, without a load generator: the plans of the money's
 * statements (EXPLAIN ANALYZE), the sums alone (hoursReport with the money) and whole requests through the app
 * (in-process, one at a time), all hours and approved weeks only. On the bench's data (load.ts
 * `fill`, then `addMoney`):
 *   npx tsx bench/profileMoney.ts <dataDir> [--build] [--plans]
 * --build fills a new database first (500 consultants, 200,000 tasks, the money); --plans prints
 * the plans.
 */
import { sql } from 'drizzle-orm';
import { openSession } from '../src/auth/sessions';
import { rowsOf } from '../src/db/repo';
import { dayKeyOfIsoDate } from '../src/kernel/time';
import { hoursReport } from '../src/reports/queries';
import { openStore, startServer } from '../src/server';
import { resolveOptions } from '../src/config';
import { addMoney, fill, REP_EMAIL } from './load';
import { statementsOf, time } from './profiling';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: profileMoney.ts <dataDir> [--build] [--plans]');
  if (process.argv.includes('--build')) {
    await fill({ dataDir, databaseUrl: null });
    const store = await openStore(resolveOptions({ dataDir, databaseUrl: null, seed: 'empty' }));
    await addMoney(store, new Date()).finally(() => store.close());
  }
  const server = await startServer({
    dataDir,
    databaseUrl: null,
    port: 0,
    seed: 'empty',
    allowList: [REP_EMAIL],
  });
  try {
    const { store, app } = server;
    const rep = (await store.db.userByEmail(REP_EMAIL))!;
    const company = (await store.db.companies.get(rep.company!))!;
    const zone = company.time_zone ?? store.defaultTimeZone;
    const tokens = await openSession(store, rep, server.options, new Date());
    const headers = { authorization: `Bearer ${tokens.access}` };
    const today = new Date();
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    for (const approved of [false, true]) {
      const query = {
        company: company.id,
        from: dayKeyOfIsoDate(iso(yearAgo))!,
        to: dayKeyOfIsoDate(iso(today))!,
        groupBy: 'client' as const,
        department: null,
        project: null,
        consultant: null,
        approvedOnly: approved,
        money: true,
      };
      const label = approved ? 'approved weeks' : 'all hours';
      if (process.argv.includes('--plans')) {
        const statements = await statementsOf(store.db.q, zone, (repo) => hoursReport(repo, query));
        for (const statement of statements) {
          const plan = rowsOf<{ 'QUERY PLAN': string }>(
            await store.db.q.execute(sql`explain (analyze, buffers) ${statement}`),
          );
          console.log(`--- ${label}`);
          console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
        }
      }
      await time(`hoursReport with money (${label})`, () => hoursReport(store.db, query));
      const url = `/api/v1/reports/${company.id}?from=${iso(yearAgo)}&to=${iso(today)}&group_by=client${approved ? '&status=approved' : ''}`;
      await time(`GET /reports/{company} by client (${label}, inject)`, async () => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      });
    }
  } finally {
    await server.close();
  }
}

void main();
