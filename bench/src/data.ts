/**
 * The data directories the benchmark's mock server runs on (embedded PostgreSQL):
 * - `demo`: the demo seed, what a newcomer sees (Lighthouse, sizes, the federation journey);
 * - `bulk`: the demo seed plus 10,000 tasks created today for the demo consultant and 100,000 log
 *   entries for their company (the interaction timings and the logs page).
 */
import path from 'node:path';
import {
  SEED_ACCOUNTS,
  addLogs,
  addTasks,
  liveProjectsOfCompany,
  openStore,
  resolveOptions,
} from 'mock-server/bench/fixtures';

export const BULK_TASKS = 10_000;
export const BULK_LOGS = 100_000;

export async function writeDemoData(dir: string): Promise<string> {
  const dataDir = path.join(dir, 'demo');
  const store = await openStore(resolveOptions({ dataDir, seed: 'demo' }));
  await store.close();
  return dataDir;
}

export async function writeBulkData(dir: string): Promise<string> {
  const dataDir = path.join(dir, 'bulk');
  const store = await openStore(resolveOptions({ dataDir, seed: 'demo' }));
  try {
    const now = new Date();
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const consultant = (await store.db.userByEmail(SEED_ACCOUNTS.consultant.email))!;
    const projects = (await liveProjectsOfCompany(store.db, consultant.company!)).map((p) => p.id);
    // all created earlier today, so the task list's default range (today) shows every one
    await addTasks(store, consultant.id, projects, BULK_TASKS, today, new Date(now.getTime() - 1000));
    await addLogs(store, consultant.company!, consultant.email, BULK_LOGS);
  } finally {
    await store.close();
  }
  return dataDir;
}
