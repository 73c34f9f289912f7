/**
 * The JSON file store: an in-memory Database made durable by a snapshot file plus an append-only
 * journal beside it.
 *
 * - `write(fn)` runs `fn` synchronously against the current state, collecting changes in a Tx;
 *   the changes are applied in memory and appended to the journal as one line, and the returned
 *   promise resolves only after that line has been fsynced. Routes answer after it resolves, so
 *   an acknowledged write survives a kill at any moment.
 * - Writes queue up while a flush is in progress and are flushed together: one write + one
 *   fdatasync for the whole group (group commit). Journal order is the order writes were applied.
 * - `compact()` folds the journal into a new snapshot: it switches appends to a new journal
 *   generation, serialises the state at that instant, writes the snapshot atomically (temp,
 *   fsync, rename, fsync dir), then deletes the older journals. Entries carry whole records
 *   ("put"/"del"), so replaying a journal over a snapshot that already contains some of its
 *   entries gives the same state: every crash point is safe.
 * - At start-up a missing file is created from the seed; a corrupt snapshot or journal refuses
 *   to start (the files are left untouched); a torn last journal line is dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Database } from './database';
import {
  JournalFile,
  StoreCorruptError,
  fsyncDir,
  journalPath,
  listJournals,
  readJournal,
  writeFileAtomic,
} from './files';
import type { Op, TableName, Tables } from './records';
import { storageUnavailable } from '../errors';

/** The changes of one write, collected while its function runs. */
export class Tx {
  readonly ops: Op[] = [];

  constructor(readonly db: Database) {}

  nextId(): number {
    return this.db.nextId();
  }

  put<K extends TableName>(table: K, rec: Tables[K]): void {
    this.ops.push({ t: 'put', table, rec } as Op);
  }

  remove(table: TableName, id: number): void {
    this.ops.push({ t: 'del', table, id });
  }
}

export interface StoreOptions {
  file: string;
  /** Fills a fresh database when the file does not exist. */
  seed: (tx: Tx) => Promise<void> | void;
  /** Journal size (bytes) above which a compaction starts. */
  compactAfterBytes?: number;
  log?: (message: string) => void;
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Store {
  private pending: string[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  private paused = false;
  private closed = false;
  private failure: Error | null = null;
  private journalBytes = 0;

  private constructor(
    readonly db: Database,
    readonly file: string,
    private journal: JournalFile,
    private generation: number,
    private readonly compactAfterBytes: number,
    private readonly log: (message: string) => void,
    /** true when this start created the file from the seed */
    readonly created: boolean,
  ) {}

  static async open(options: StoreOptions): Promise<Store> {
    const file = path.resolve(options.file);
    const log = options.log ?? ((m: string) => console.warn(m));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });

    let text: string | null = null;
    try {
      text = await fs.promises.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }

    let db: Database;
    let generation: number;
    const created = text === null;
    if (text === null) {
      // A journal without its snapshot belongs to a deleted data file: it must not be replayed.
      for (const gen of await listJournals(file)) {
        log(`mock-server: removing ${journalPath(file, gen)} (its data file is gone)`);
        await fs.promises.rm(journalPath(file, gen), { force: true });
      }
      db = new Database();
      const tx = new Tx(db);
      await options.seed(tx);
      for (const op of tx.ops) db.apply(op);
      generation = 1;
      await writeFileAtomic(file, db.serialize(generation, new Date().toISOString()));
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new StoreCorruptError(file, `invalid JSON: ${(error as Error).message}`);
      }
      text = null;
      try {
        db = Database.fromSnapshot(parsed);
      } catch (error) {
        throw new StoreCorruptError(file, (error as Error).message);
      }
      generation = (parsed as { journal: number }).journal;
      const journals = await listJournals(file);
      let replayedBytes = 0;
      for (const gen of journals.filter((g) => g >= generation)) {
        const { entries, tornLines, bytes } = await readJournal(journalPath(file, gen));
        if (tornLines) log(`mock-server: ignoring ${tornLines} torn line(s) at the end of ${journalPath(file, gen)}`);
        for (const entry of entries) {
          for (const op of entry.ops) db.apply(op);
          db.seq = Math.max(db.seq, entry.seq);
        }
        replayedBytes += bytes;
      }
      const newest = journals.length ? Math.max(generation, journals[journals.length - 1]) : generation;
      if (replayedBytes > 0) {
        // Fold what was replayed into a fresh snapshot so appends start on a clean journal.
        generation = newest + 1;
        await writeFileAtomic(file, db.serialize(generation, new Date().toISOString()));
      }
      for (const gen of journals.filter((g) => g < generation)) await fs.promises.rm(journalPath(file, gen), { force: true });
      await fsyncDir(path.dirname(file));
    }

    const journal = await JournalFile.open(journalPath(file, generation));
    return new Store(db, file, journal, generation, options.compactAfterBytes ?? 64 * 1024 * 1024, log, created);
  }

  /**
   * Runs `fn` against the current state; if it returns without throwing, its changes are applied
   * and the promise resolves once they are durable. If it throws, nothing changes.
   */
  write<T>(fn: (tx: Tx) => T): Promise<T> {
    if (this.failure) return Promise.reject(storageUnavailable(`The data file cannot be written: ${this.failure.message}`));
    if (this.closed) return Promise.reject(storageUnavailable('The server is shutting down'));
    let result: T;
    const tx = new Tx(this.db);
    try {
      result = fn(tx);
    } catch (error) {
      return Promise.reject(error);
    }
    if (tx.ops.length === 0) return Promise.resolve(result);
    for (const op of tx.ops) this.db.apply(op);
    const line = `${JSON.stringify({ seq: this.db.seq, ops: tx.ops })}\n`;
    return new Promise<T>((resolve, reject) => {
      this.pending.push(line);
      this.waiters.push({ resolve: () => resolve(result), reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.flushing || this.paused || this.pending.length === 0) return;
    this.flushing = this.flushLoop().finally(() => {
      this.flushing = null;
      this.kick();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length && !this.paused && !this.failure) {
      const data = this.pending.join('');
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await this.journal.append(data);
      } catch (error) {
        this.failure = error as Error;
        this.log(`mock-server: journal write failed, refusing further writes: ${this.failure.message}`);
        const refusal = storageUnavailable(`The data file cannot be written: ${this.failure.message}`);
        for (const w of [...waiters, ...this.waiters]) w.reject(refusal);
        this.pending = [];
        this.waiters = [];
        return;
      }
      this.journalBytes += Buffer.byteLength(data);
      for (const w of waiters) w.resolve();
    }
    if (this.journalBytes >= this.compactAfterBytes && !this.compacting && !this.closed) {
      this.compact().catch((error: Error) => this.log(`mock-server: compaction failed: ${error.message}`));
    }
  }

  /** Resolves when every write accepted so far is durable. */
  async flush(): Promise<void> {
    while (this.flushing || (this.pending.length && !this.paused && !this.failure)) {
      this.kick();
      await this.flushing;
    }
  }

  /** Folds the journal into a new snapshot (see the module comment). */
  compact(): Promise<void> {
    if (!this.compacting) {
      this.compacting = this.compactNow().finally(() => {
        this.compacting = null;
      });
    }
    return this.compacting;
  }

  private async compactNow(): Promise<void> {
    if (this.failure) return;
    let chunks: string[];
    let previous: JournalFile;
    const generation = this.generation + 1;
    this.paused = true;
    try {
      await this.flushing;
      const next = await JournalFile.open(journalPath(this.file, generation));
      // Synchronous from here: the snapshot is the state after exactly the writes applied so far;
      // writes still pending go to the new journal, where replaying them again is harmless.
      chunks = this.db.serialize(generation, new Date().toISOString());
      previous = this.journal;
      this.journal = next;
      this.generation = generation;
      this.journalBytes = 0;
    } finally {
      this.paused = false;
      this.kick();
    }
    await previous.close();
    await writeFileAtomic(this.file, chunks);
    for (const gen of await listJournals(this.file)) {
      if (gen < generation) await fs.promises.rm(journalPath(this.file, gen), { force: true });
    }
    await fsyncDir(path.dirname(this.file));
  }

  /** Flushes, compacts if anything was journaled, and closes. Further writes are refused. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
    await this.compacting;
    if (this.journalBytes > 0 && !this.failure) await this.compact();
    await this.journal.close();
  }
}
