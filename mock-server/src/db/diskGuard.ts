/**
 * The embedded engine on a full disk. PostgreSQL writes its WAL into 16 MiB segment files, and it
 * creates the next one (writing it whole) inside a critical section: when the disk cannot hold it,
 * that is a PANIC ("could not write to file pg_wal/xlogtemp"). A PostgreSQL server restarts the
 * backend and recovers; PGlite runs in this process, where the PANIC's abort does not stop the
 * WebAssembly, which then spins on the engine's thread: no statement is answered again and
 * freeing space does not help. A full relation file, by contrast, is a plain error (the write is
 * refused, 503, and nothing else is hurt).
 *
 * So a statement is handed to PGlite only when PostgreSQL cannot need a WAL segment the disk has no
 * room for: either its WAL fits in what is left of the current segment, or the disk has room for a
 * new segment besides what the statement adds to the tables. Otherwise it is refused as a full disk
 * (SQLSTATE 53100, answered 503) and the engine stays usable: reads go on, and writes land again
 * as soon as there is space, without a restart.
 *
 * Beside the data directory a reserve file holds room for one segment and one statement. When
 * something else fills the disk, it is deleted to give PostgreSQL that room for a small statement
 * only (a sign-in, a small write; a large one is refused), so reads and sign-in still go on however
 * far the WAL had come; it is written again once the disk has room for it and a segment.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eachStatement, type Query } from './statements';

/**
 * A statement adds to the tables, and to the WAL, at most twice the bytes of the values it is given
 * (a row, its TOAST chunks and the slack of their pages; an upsert is given its values twice).
 */
const VALUE_GROWTH = 2;

/**
 * What a statement adds besides its values, to the tables and to the WAL alike: totals, task-log
 * and session rows, the index pages they split, full-page images of the pages it touches first
 * after a checkpoint, and its commit record.
 */
const STATEMENT_ALLOWANCE = 1024 * 1024;

/**
 * The largest statement the reserve is given up for: a sign-in, a small write. A large write (a
 * task with a long body) never takes it, so it stays for them whatever the writes before used.
 */
const SMALL_STATEMENT_BYTES = 64 * 1024;

/** The bytes of a statement's text and values. */
function statementBytes(text: string, params: unknown[] = []): number {
  let bytes = Buffer.byteLength(text);
  for (const value of params)
    bytes +=
      typeof value === 'string'
        ? Buffer.byteLength(value)
        : ArrayBuffer.isView(value)
          ? value.byteLength
          : String(value).length;
  return bytes;
}

/**
 * A statement that only reads: a SELECT (or a WITH of SELECTs) that neither locks rows, nor calls
 * one of the functions that write (our PL/pgSQL writers, the id sequence, advisory locks). Such a
 * statement writes no WAL that could need a new segment, so it is always admitted: reads go on
 * on a full disk, however little is left of the current segment.
 */
const READS = /^\s*(select|with)\b/i;
const WRITES =
  /\b(insert|update|delete|merge|nextval|setval|task_totals|login_attempt|pg_advisory\w*)\b|\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i;
export const onlyReads = (text: string): boolean => READS.test(text) && !WRITES.test(text);

/** Refused for want of space: the driver error the query layer wraps (code 53100: disk_full). */
function diskFull(): Error {
  return Object.assign(new Error('could not write: no space left on device for the write-ahead log'), {
    code: '53100',
  });
}

class DiskGuard {
  private held = false;

  constructor(
    private readonly dataDir: string,
    private readonly reserveFile: string,
    private readonly segmentBytes: number,
  ) {
    this.held = fs.statSync(reserveFile, { throwIfNoEntry: false })?.size === this.reserveBytes;
  }

  /** Room for a new WAL segment and one statement's allowance. */
  private get reserveBytes(): number {
    return this.segmentBytes + STATEMENT_ALLOWANCE;
  }

  private free(): number {
    const { bavail, bsize } = fs.statfsSync(this.dataDir);
    return bavail * bsize;
  }

  /**
   * Resolves when a statement of `bytes` may run, or throws a full disk. `runway` reads what is left
   * of the current WAL segment (asked only when the disk is nearly full).
   */
  async admit(bytes: number, runway: () => Promise<number>): Promise<void> {
    const growth = VALUE_GROWTH * bytes + STATEMENT_ALLOWANCE;
    let free = this.free();
    // the reserve is written again once the disk also has room for a segment and a statement
    if (!this.held && free >= this.reserveBytes + this.segmentBytes + STATEMENT_ALLOWANCE) {
      this.hold();
      free = this.free();
    }
    if (free >= this.segmentBytes + growth) return;
    if ((await runway()) >= growth) return;
    if (this.held && bytes <= SMALL_STATEMENT_BYTES) {
      fs.rmSync(this.reserveFile, { force: true });
      this.held = false;
      if (this.free() >= this.segmentBytes + growth) return;
    }
    throw diskFull();
  }

  private hold(): void {
    try {
      fs.writeFileSync(this.reserveFile, Buffer.alloc(this.reserveBytes), { mode: 0o600 });
      this.held = true;
    } catch {
      // filled meanwhile by something else: tried again at the next statement
      fs.rmSync(this.reserveFile, { force: true });
    }
  }
}

/** What is left of the current WAL segment, in bytes. */
const runwayOf = (query: Query, segmentBytes: number) => async () => {
  const { rows } = await query(
    `select ($1::bigint - (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint % $1::bigint)::int as runway`,
    [segmentBytes],
  );
  return (rows[0] as { runway: number }).runway;
};

/**
 * `client` (whose files are in `dataDir`) with every statement, alone or in a transaction, first
 * admitted by the disk guard.
 */
export async function guardingDisk(client: PGlite, dataDir: string): Promise<PGlite> {
  const { rows } = await client.query<{ bytes: number }>(
    `select setting::int as bytes from pg_settings where name = 'wal_segment_size'`,
  );
  const segmentBytes = rows[0].bytes;
  const guard = new DiskGuard(
    dataDir,
    path.join(path.dirname(dataDir), `${path.basename(dataDir)}.reserve`),
    segmentBytes,
  );
  return eachStatement(client, (query) => {
    const runway = runwayOf(query, segmentBytes);
    return async (text, params, options) => {
      if (!onlyReads(text)) await guard.admit(statementBytes(text, params), runway);
      return query(text, params, options);
    };
  });
}
