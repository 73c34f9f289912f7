/**
 * What the profiles of one request (profile.ts, profileWeeks.ts, profileMoney.ts) share: timing a
 * call, and keeping the statements a query function sends.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/engine';
import { Repo } from '../src/db/repo';

/** How many measured calls a timing makes (PROFILE_RUNS, default 40). */
export const RUNS = Number(process.env.PROFILE_RUNS || 40);

/** Median and 90th percentile in ms of `runs` calls of `fn`, after 3 unmeasured ones. */
export async function time(label: string, fn: () => Promise<unknown> | unknown, runs = RUNS): Promise<void> {
  for (let i = 0; i < 3; i += 1) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2);
  console.log(`${label.padEnd(58)} median ${at(0.5).padStart(7)} ms   p90 ${at(0.9).padStart(7)} ms`);
}

/** The statements `run` sends through a Repo, each run as it is and kept. */
export async function statementsOf(
  db: Db,
  zone: string,
  run: (repo: Repo) => Promise<unknown>,
): Promise<SQL[]> {
  const statements: SQL[] = [];
  const keeping = {
    execute: (query: SQL) => {
      statements.push(query);
      return db.execute(query);
    },
  } as unknown as Db;
  await run(new Repo(keeping, zone));
  return statements;
}
