/**
 * File primitives of the store: durable atomic replacement of the snapshot, the append-only
 * journal files beside it (`<dataFile>.journal.<generation>`), and reading them back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Op } from './records';

/** The data file (or a journal of it) cannot be read; the server must not start on it. */
export class StoreCorruptError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `Refusing to start: ${file} is not a readable data file (${reason}). ` +
        'It was left untouched; repair it, move it away, or point DATA_FILE at another file.',
    );
    this.name = 'StoreCorruptError';
  }
}

/** Makes a directory entry change (create, rename, unlink) durable. */
export async function fsyncDir(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    // Some platforms cannot fsync a directory; the rename itself is still atomic there.
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/** Replaces `file` with `chunks`: temp file, fsync, rename over, fsync the directory. */
export async function writeFileAtomic(file: string, chunks: readonly string[]): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  const handle = await fs.promises.open(tmp, 'w', 0o600);
  try {
    let batch: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      batch.push(chunk);
      size += chunk.length;
      if (size >= 4 * 1024 * 1024) {
        await handle.write(batch.join(''));
        batch = [];
        size = 0;
      }
    }
    if (batch.length) await handle.write(batch.join(''));
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.promises.rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  await fs.promises.rename(tmp, file);
  await fsyncDir(path.dirname(file));
}

export const journalPath = (dataFile: string, generation: number): string => `${dataFile}.journal.${generation}`;

/** Generations of the journal files present beside `dataFile`, ascending. */
export async function listJournals(dataFile: string): Promise<number[]> {
  const prefix = `${path.basename(dataFile)}.journal.`;
  const names = await fs.promises.readdir(path.dirname(dataFile));
  return names
    .filter((n) => n.startsWith(prefix) && /^\d+$/.test(n.slice(prefix.length)))
    .map((n) => Number(n.slice(prefix.length)))
    .sort((a, b) => a - b);
}

/** One journal line: the changes of one acknowledged write and the sequence after it. */
export interface JournalEntry {
  seq: number;
  ops: Op[];
}

const isEntry = (value: unknown): value is JournalEntry =>
  !!value &&
  typeof value === 'object' &&
  Number.isInteger((value as JournalEntry).seq) &&
  Array.isArray((value as JournalEntry).ops) &&
  (value as JournalEntry).ops.every((op) => op && (op.t === 'put' || op.t === 'del') && typeof op.table === 'string');

/**
 * Reads a journal. Unreadable lines at the very end are a torn append (the process was killed
 * while writing) and are dropped; an unreadable line followed by readable ones is corruption.
 */
export async function readJournal(file: string): Promise<{ entries: JournalEntry[]; tornLines: number; bytes: number }> {
  const text = await fs.promises.readFile(file, 'utf8');
  const lines = text.split('\n');
  const entries: JournalEntry[] = [];
  let firstBad = -1;
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = undefined;
    }
    if (isEntry(parsed)) {
      if (firstBad >= 0) throw new StoreCorruptError(file, `journal line ${firstBad + 1} is unreadable`);
      entries.push(parsed);
    } else if (firstBad < 0) {
      firstBad = index;
    }
  });
  const tornLines = firstBad < 0 ? 0 : lines.slice(firstBad).filter((l) => l.trim()).length;
  return { entries, tornLines, bytes: Buffer.byteLength(text) };
}

/** An open journal file, appended to and flushed to disk as one unit per call. */
export class JournalFile {
  private constructor(
    readonly file: string,
    private readonly handle: fs.promises.FileHandle,
  ) {}

  static async open(file: string): Promise<JournalFile> {
    const handle = await fs.promises.open(file, 'a', 0o600);
    await fsyncDir(path.dirname(file));
    return new JournalFile(file, handle);
  }

  /** Resolves once `data` is on disk. */
  async append(data: string): Promise<void> {
    await this.handle.write(data);
    await this.handle.datasync();
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
