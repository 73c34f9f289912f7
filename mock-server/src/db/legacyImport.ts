/**
 * A data file of the old JSON store (`db.json` with its journals `db.json.journal.N`) is imported
 * once, at the first start on a new database, so nobody who ran the product loses their data.
 * The snapshot is read, the journals' whole-record changes are applied on top (a torn last line
 * is skipped, as the old store did), and every record goes in with its id in one transaction.
 * The files are then renamed `*.imported`, never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TableName, Tables } from './records';
import type { Tx } from './store';

/** Parents before children, so each record's references exist when it is inserted. */
const ORDER: readonly TableName[] = [
  'users',
  'companies',
  'departments',
  'projects',
  'tasks',
  'drafts',
  'logs',
  'sessions',
];

type Op = { t: 'put'; table: TableName; rec: { id: number } } | { t: 'del'; table: TableName; id: number };

export function legacyFiles(dataFile: string): string[] {
  if (!fs.existsSync(dataFile)) return [];
  const prefix = `${path.basename(dataFile)}.journal.`;
  const journals = fs
    .readdirSync(path.dirname(dataFile))
    .filter((n) => n.startsWith(prefix) && /^\d+$/.test(n.slice(prefix.length)))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map((n) => path.join(path.dirname(dataFile), n));
  return [dataFile, ...journals];
}

export class LegacyImportError extends Error {}

/** The old store's state: snapshot plus journals. Throws with the file's name when it is unreadable. */
function readLegacy(dataFile: string): {
  tables: Map<TableName, Map<number, { id: number }>>;
  seq: number;
} {
  let snapshot: Record<string, unknown>;
  try {
    snapshot = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new LegacyImportError(
      `${dataFile} (data of the old store) cannot be read, so it was not imported; the file is left as it is: ${(error as Error).message}`,
    );
  }
  if (snapshot.format !== 'task-tracker-mock-db')
    throw new LegacyImportError(`${dataFile} is not a data file of the old store; move it away to start`);
  const tables = new Map<TableName, Map<number, { id: number }>>();
  for (const name of ORDER) {
    const rows = (snapshot[name] as { id: number }[] | undefined) ?? [];
    tables.set(name, new Map(rows.map((r) => [r.id, r])));
  }
  let seq = Number(snapshot.seq) || 0;
  for (const journal of legacyFiles(dataFile).slice(1)) {
    for (const line of fs.readFileSync(journal, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let entry: { seq: number; ops: Op[] };
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // a torn last line: that write was never acknowledged
      }
      seq = Math.max(seq, entry.seq);
      for (const op of entry.ops) {
        const table = tables.get(op.table);
        if (!table) continue;
        if (op.t === 'put') table.set(op.rec.id, op.rec);
        else table.delete(op.id);
      }
    }
  }
  return { tables, seq };
}

/** Writes the old store's records into the (empty) database; returns how many. */
export async function importLegacy(tx: Tx, dataFile: string): Promise<number> {
  const { tables, seq } = readLegacy(dataFile);
  let count = 0;
  let maxId = seq;
  for (const name of ORDER) {
    for (const rec of tables.get(name)!.values()) {
      // the old store had no time zones: its days were the server's
      const record = name === 'companies' ? { time_zone: tx.defaultTimeZone, ...rec } : rec;
      await tx.insert(name, record as Tables[typeof name]);
      maxId = Math.max(maxId, rec.id);
      count += 1;
    }
  }
  await tx.q.execute(sql`select setval('entity_id_seq', ${Math.max(maxId, 1)})`);
  return count;
}

/** After a committed import: the old files keep their content under another name. */
export function retireLegacy(dataFile: string): void {
  for (const file of legacyFiles(dataFile)) fs.renameSync(file, `${file}.imported`);
}
