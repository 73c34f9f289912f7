/**
 * The data files the benchmark's mock server runs on, written through the store's own API:
 * - `demo`: the demo seed, what a newcomer sees (Lighthouse, sizes, the federation journey);
 * - `bulk`: the demo seed plus 10,000 tasks created today for the demo consultant and 100,000 log
 *   entries for their company (the interaction timings and the logs page).
 */
import path from 'node:path';
import { putLog, putNewTask } from '../../mock-server/src/entities';
import { SEED_ACCOUNTS, demoSeed } from '../../mock-server/src/seed';
import { Store, type Tx } from '../../mock-server/src/store/store';

export const BULK_TASKS = 10_000;
export const BULK_LOGS = 100_000;

async function writeFile(file: string, seed: (tx: Tx) => Promise<void>): Promise<void> {
  const store = await Store.open({ file, seed, compactAfterBytes: Number.MAX_SAFE_INTEGER, log: () => undefined });
  await store.close();
}

function projectsOf(tx: Tx, company: number): number[] {
  return tx.ops.flatMap((op) => (op.t === 'put' && op.table === 'projects' && (op.rec as { company: number }).company === company ? [(op.rec as { id: number }).id] : []));
}

function findUser(tx: Tx, email: string): { id: number; company: number | null } {
  for (const op of tx.ops) {
    if (op.t === 'put' && op.table === 'users' && (op.rec as { email: string }).email === email) {
      return op.rec as { id: number; company: number | null };
    }
  }
  throw new Error(`seed has no ${email}`);
}

export async function writeDemoData(dir: string): Promise<string> {
  const file = path.join(dir, 'demo.json');
  await writeFile(file, (tx) => demoSeed(tx, new Date()));
  return file;
}

export async function writeBulkData(dir: string): Promise<string> {
  const file = path.join(dir, 'bulk.json');
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const dayMs = Math.max(1, now.getTime() - today.getTime() - 1000);
  await writeFile(file, async (tx) => {
    await demoSeed(tx, now);
    const consultant = findUser(tx, SEED_ACCOUNTS.consultant.email);
    const company = consultant.company as number;
    const projects = projectsOf(tx, company);
    for (let i = 0; i < BULK_TASKS; i += 1) {
      // all created earlier today, so the task list's default range (today) shows every one
      const at = new Date(today.getTime() + Math.floor((i / BULK_TASKS) * dayMs));
      putNewTask(
        tx,
        { user: consultant.id, title: `Bulk task ${String(i).padStart(5, '0')}`, body: `<p>Work item ${i} for the <strong>bench</strong></p>`, duration: 1 + (i % 180), project: projects[i % projects.length] },
        at,
      );
    }
    for (let i = 0; i < BULK_LOGS; i += 1) {
      putLog(tx, company, SEED_ACCOUNTS.consultant.email, `Created task Bulk task ${i}`, new Date(now.getTime() - (BULK_LOGS - i) * 1000));
    }
  });
  return file;
}
