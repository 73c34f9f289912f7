/**
 * The embedded engine on a thread of its own (src/db/thread.ts, threadHost.ts): what the server's
 * thread gets back is what PGlite answered there (rows, errors with their SQLSTATE and fields), a
 * transaction is committed or rolled back as a whole with nothing run inside it from outside, a
 * stopped engine fails every later statement as a lost connection instead of leaving it waiting, an
 * answer that cannot cross back is answered as its error, and PGlite's files that could not be
 * read are read again by the next engine opened.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openEngine, type Engine } from '../src/db/engine';
import { openEngineThread, type Answer } from '../src/db/thread';
import { answerOn } from '../src/db/threadAnswers';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('in memory', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine({ dataDir: null });
    await engine.db.execute(sql`create table thread_probe (id int primary key, body text not null)`);
  });
  afterAll(() => engine.close());
  beforeEach(() => engine.db.execute(sql`delete from thread_probe`));

  const count = async () =>
    Number(
      rows<{ n: number }>(await engine.db.execute(sql`select count(*)::int as n from thread_probe`))[0].n,
    );

  test("a refused statement's error keeps PGlite's SQLSTATE and fields", async () => {
    await engine.db.execute(sql`insert into thread_probe values (1, 'a')`);
    const refused = await engine.db.execute(sql`insert into thread_probe values (1, 'b')`).then(
      () => null,
      (error: unknown) => error as Error & { cause?: Record<string, unknown> },
    );
    expect(refused).not.toBeNull();
    // Drizzle wraps the driver's error as its cause
    expect(refused!.cause ?? refused).toMatchObject({
      code: '23505',
      constraint: 'thread_probe_pkey',
      message: expect.stringContaining('duplicate key'),
    });
  });

  test('a transaction is committed whole; one whose work throws is rolled back whole, its error passed on', async () => {
    await engine.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'a')`);
      await tx.execute(sql`insert into thread_probe values (2, 'b')`);
    });
    const thrown = new Error('the write changed its mind');
    await expect(
      engine.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'c')`);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await count()).toBe(2);
  });

  test('a statement sent outside an open transaction runs after it ends, never inside it', async () => {
    let outside: Promise<number> | null = null;
    await expect(
      engine.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'uncommitted')`);
        // inside the transaction it would count the uncommitted row
        outside = count();
        await tx.execute(sql`insert into thread_probe values (2, 'uncommitted')`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outside!).toBe(0);
  });

  test('transactions sent at once run one after the other, each whole', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        engine.db.transaction(async (tx) => {
          const [{ n }] = rows<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from thread_probe`),
          );
          await tx.execute(sql`insert into thread_probe values (${Number(n) + 1}, ${`round ${i}`})`);
        }),
      ),
    );
    // read-then-write in each: interleaved, two would have read the same count and collided
    expect(await count()).toBe(20);
  });

  test('large and non-ASCII values cross both ways intact', async () => {
    const body = `<p>${'Grüße, 東京 🎉 '.repeat(100_000)}</p>`;
    await engine.db.execute(sql`insert into thread_probe values (1, ${body})`);
    const [row] = rows<{ body: string; chars: number }>(
      await engine.db.execute(sql`select body, char_length(body) as chars from thread_probe where id = 1`),
    );
    expect(row.body).toBe(body);
    expect(Number(row.chars)).toBe([...body].length);
  });

  test('a copy of its files opens as another engine with the same rows', async () => {
    await engine.db.execute(sql`insert into thread_probe values (7, 'copied')`);
    const copy = await openEngine({ loadDataDir: await engine.dump!() });
    try {
      expect(rows(await copy.db.execute(sql`select id, body from thread_probe`))).toEqual([
        { id: 7, body: 'copied' },
      ]);
    } finally {
      await copy.close();
    }
  });
});

test('on disk: what was written is there when the engine opens again', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-thread-'));
  try {
    const first = await openEngine({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const again = await openEngine({ dataDir });
    try {
      expect(rows(await again.db.execute(sql`select note from kept`))).toEqual([{ note: 'still here' }]);
    } finally {
      await again.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a value that cannot cross to the engine is refused at once, and the engine goes on', async () => {
  const thread = await openEngineThread({ dataDir: null });
  try {
    await expect(thread.query('select $1::text as v', [() => 'a function'])).rejects.toThrow(
      /could not be cloned/,
    );
    await expect(thread.query('select $1::text as v', ['text'])).resolves.toMatchObject({
      rows: [{ v: 'text' }],
    });
  } finally {
    await thread.close();
  }
});

test('once the engine has stopped, a statement fails at once as a lost connection (57P01), never waits', async () => {
  const thread = await openEngineThread({ dataDir: null });
  const sent = thread.query('select 1 as one');
  await thread.close();
  // what was sent before it stopped was answered
  await expect(sent).resolves.toMatchObject({ rows: [{ one: 1 }] });
  await expect(thread.query('select 1')).rejects.toMatchObject({ code: '57P01' });
  await expect(thread.transaction(() => Promise.resolve())).rejects.toMatchObject({ code: '57P01' });
});

test("PGlite's files that cannot be read fail that opening only: the next one reads them again", async () => {
  // a module of its own, whose compiled engine no other test has cached yet
  let open!: typeof openEngineThread;
  jest.isolateModules(() => {
    ({ openEngineThread: open } = jest.requireActual<typeof import('../src/db/thread')>('../src/db/thread'));
  });
  const readFile = jest
    .spyOn(fs.promises, 'readFile')
    .mockRejectedValueOnce(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }));
  try {
    await expect(open({ dataDir: null })).rejects.toThrow(/EMFILE/);
  } finally {
    readFile.mockRestore();
  }
  const thread = await open({ dataDir: null });
  try {
    await expect(thread.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  } finally {
    await thread.close();
  }
});

test("an answer the engine's thread cannot send back is answered as its error: nothing waits for it", async () => {
  const { port1, port2 } = new MessageChannel();
  const answer = answerOn(port1);
  const received: Answer[] = [];
  const three = new Promise<void>((resolve) =>
    port2.on('message', (message: Answer) => {
      received.push(message);
      if (received.length === 3) resolve();
    }),
  );
  try {
    await answer(1, Promise.resolve({ rows: [{ v: () => 'a function' }] }));
    await answer(2, Promise.reject(Object.assign(new Error('refused'), { code: '42501', detail: 'why' })));
    await answer(3, Promise.resolve({ rows: [{ v: 'text' }] }));
    await three;
    expect(received).toEqual([
      { id: 1, error: expect.objectContaining({ message: expect.stringMatching(/could not be cloned/) }) },
      { id: 2, error: { message: 'refused', code: '42501', detail: 'why' } },
      { id: 3, result: { rows: [{ v: 'text' }] } },
    ]);
  } finally {
    port1.close();
    port2.close();
  }
});
