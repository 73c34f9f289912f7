/** The JSON file store: durability across restarts, compaction, torn journal tails, corrupt files. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StoreCorruptError, journalPath, listJournals } from '../src/store/files';
import type { TaskRecord } from '../src/store/records';
import { Store, type Tx } from '../src/store/store';

let dir: string;
let file: string;
/** Stores a test left open on purpose (as if the process had died) are closed at teardown. */
let opened: Store[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-store-test-'));
  file = path.join(dir, 'db.json');
});
afterEach(async () => {
  await Promise.allSettled(opened.map((s) => s.close()));
  opened = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

const seedOneCompany = (tx: Tx) => {
  tx.put('companies', { id: tx.nextId(), name: 'Seeded Co', admin: 0, is_active: true, created_at: '2025-01-01T00:00:00.000Z' });
};

async function open(options: Partial<Parameters<typeof Store.open>[0]> = {}): Promise<Store> {
  const store = await Store.open({ file, seed: seedOneCompany, log: () => {}, ...options });
  opened.push(store);
  return store;
}

const addTask = (store: Store, title: string) =>
  store.write((tx) => {
    const rec: TaskRecord = { id: tx.nextId(), user: 99, title, body: 'b', duration: 5, project: null, created_at: new Date().toISOString(), updated_at: null };
    tx.put('tasks', rec);
    return rec;
  });

test('a missing file is created from the seed; the seed runs only then', async () => {
  const store = await open();
  expect(store.created).toBe(true);
  expect([...store.db.companies.values()].map((c) => c.name)).toEqual(['Seeded Co']);
  await store.close();
  const again = await open({ seed: () => { throw new Error('must not seed twice'); } });
  expect(again.created).toBe(false);
  expect(again.db.companies.size).toBe(1);
  await again.close();
});

test('acknowledged writes survive a process that never closes the store (journal replay)', async () => {
  const store = await open();
  const written = await Promise.all(Array.from({ length: 50 }, (_, i) => addTask(store, `t${i}`)));
  // no close(): as if the process had been killed right after the acknowledgements
  const reopened = await open();
  expect(reopened.db.tasks.size).toBe(50);
  for (const t of written) expect(reopened.db.tasks.get(t.id)?.title).toBe(t.title);
  expect(reopened.db.seq).toBeGreaterThanOrEqual(Math.max(...written.map((t) => t.id)));
  // new ids continue the sequence
  const next = await addTask(reopened, 'after');
  expect(next.id).toBeGreaterThan(Math.max(...written.map((t) => t.id)));
  await reopened.close();
});

test('concurrent writes are grouped into few fsyncs and keep their order', async () => {
  const store = await open();
  const appendSpy = jest.spyOn(Object.getPrototypeOf((store as unknown as { journal: object }).journal), 'append');
  await Promise.all(Array.from({ length: 200 }, (_, i) => addTask(store, `g${i}`)));
  expect(appendSpy.mock.calls.length).toBeLessThan(50);
  appendSpy.mockRestore();
  const ids = (await fs.promises.readFile(journalPath(file, 1), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).ops[0].rec.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  await store.close();
});

test('a write that throws changes nothing', async () => {
  const store = await open();
  await expect(
    store.write((tx) => {
      tx.put('companies', { id: tx.nextId(), name: 'Half', admin: 0, is_active: true, created_at: '' });
      throw new Error('validation failed');
    }),
  ).rejects.toThrow('validation failed');
  expect([...store.db.companies.values()].map((c) => c.name)).toEqual(['Seeded Co']);
  await store.close();
});

test('compaction folds the journal into the snapshot, also while writes keep coming', async () => {
  const store = await open({ compactAfterBytes: 4096 });
  const writes: Promise<TaskRecord>[] = [];
  for (let i = 0; i < 300; i += 1) writes.push(addTask(store, `c${i}`));
  const done = await Promise.all(writes);
  await store.compact();
  await store.flush();
  const generations = await listJournals(file);
  expect(generations.length).toBe(1);
  const snapshot = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  expect(snapshot.journal).toBe(generations[0]);
  const reopened = await open();
  expect(reopened.db.tasks.size).toBe(300);
  for (const t of done) expect(reopened.db.tasks.has(t.id)).toBe(true);
  await reopened.close();
});

test('a snapshot with many records per table reads back whole', async () => {
  const store = await open();
  await store.write((tx) => {
    for (let i = 0; i < 12_345; i += 1) {
      tx.put('tasks', { id: tx.nextId(), user: 1 + (i % 7), title: `t${i}`, body: 'b', duration: 1 + (i % 50), project: null, created_at: new Date(2025, 5, 1 + (i % 28)).toISOString(), updated_at: null });
    }
  });
  await store.close();
  const reopened = await open();
  expect(reopened.db.tasks.size).toBe(12_345);
  expect(reopened.db.tasksOfUser(3).length).toBe(store.db.tasksOfUser(3).length);
  expect(reopened.db.dayTotalsOf(3)).toEqual(store.db.dayTotalsOf(3));
});

test('close() compacts: the snapshot alone holds everything and the journal is empty', async () => {
  const store = await open();
  await addTask(store, 'kept');
  await store.close();
  const snapshot = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  expect(snapshot.tasks.map((t: TaskRecord) => t.title)).toEqual(['kept']);
  const [gen] = await listJournals(file);
  expect(fs.statSync(journalPath(file, gen)).size).toBe(0);
  await expect(store.write(() => 1)).rejects.toMatchObject({ status: 503 });
});

test('a torn last journal line is ignored, and the store keeps working', async () => {
  const store = await open();
  await addTask(store, 'whole');
  const journal = journalPath(file, 1);
  fs.appendFileSync(journal, '{"seq":99,"ops":[{"t":"put","table":"tasks","rec":{"id":99,"us');
  const reopened = await open();
  expect([...reopened.db.tasks.values()].map((t) => t.title)).toEqual(['whole']);
  await addTask(reopened, 'after torn');
  await reopened.close();
  const third = await open();
  expect([...third.db.tasks.values()].map((t) => t.title).sort()).toEqual(['after torn', 'whole']);
  await third.close();
});

test('an unreadable line in the middle of the journal refuses to start and leaves the files alone', async () => {
  const store = await open();
  await addTask(store, 'one');
  const journal = journalPath(file, 1);
  fs.appendFileSync(journal, 'garbage\n');
  await addTask(store, 'two');
  const before = fs.readFileSync(journal, 'utf8');
  await expect(open()).rejects.toThrow(StoreCorruptError);
  await expect(open()).rejects.toThrow(journal);
  expect(fs.readFileSync(journal, 'utf8')).toBe(before);
});

test.each([
  ['not JSON', '{"format":"task-tracker-mock-db", "seq": '],
  ['another JSON document', '{"hello":"world"}'],
  ['a table missing', '{"format":"task-tracker-mock-db","version":1,"seq":1,"journal":1,"written_at":"x","users":[]}'],
])('a corrupt snapshot (%s) refuses to start, naming the file, without touching it', async (_what, content) => {
  fs.writeFileSync(file, content);
  const error = await open().catch((e: Error) => e);
  expect(error).toBeInstanceOf(StoreCorruptError);
  expect((error as Error).message).toContain(file);
  expect(fs.readFileSync(file, 'utf8')).toBe(content);
  expect(fs.readdirSync(dir)).toEqual(['db.json']);
});

test('a journal left without its snapshot (data file deleted to reset) is not replayed', async () => {
  const store = await open();
  await addTask(store, 'old data');
  fs.rmSync(file);
  const fresh = await open();
  expect(fresh.created).toBe(true);
  expect(fresh.db.tasks.size).toBe(0);
  await fresh.close();
});
