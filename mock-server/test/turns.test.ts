/** The embedded engine's turns (src/db/turns.ts), on a stand-in for PGlite that records what it runs. */
import type { PGlite } from '@electric-sql/pglite';
import { takingTurns } from '../src/db/turns';

function standIn() {
  const log: string[] = [];
  let inside = 0;
  const client = {
    ready: true,
    async query(text: string) {
      inside += 1;
      log.push(`start ${text}${inside > 1 ? ' (while another runs)' : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside -= 1;
      log.push(`end ${text}`);
      // what came in on the sockets while the statement ran: handled at the loop's next turn
      if (text === 'a') setImmediate(() => log.push('a request read meanwhile'));
      if (text === 'fails') throw new Error('refused by the database');
      return { rows: [{ text }] };
    },
    async transaction(fn: (tx: unknown) => Promise<unknown>) {
      return this.query(`transaction ${String(await fn(null))}`);
    },
    close() {
      return this === client ? 'closed' : 'wrong this';
    },
  };
  return { client, log };
}

test('statements run one at a time, in the order they were issued, a transaction as one', async () => {
  const { client, log } = standIn();
  const turns = takingTurns(client as unknown as PGlite);
  await Promise.all([turns.query('x'), turns.transaction(async () => 'y'), turns.query('z')]);
  expect(log).toEqual(['start x', 'end x', 'start transaction y', 'end transaction y', 'start z', 'end z']);
});

test('between two statements the process first handles what came in meanwhile', async () => {
  const { client, log } = standIn();
  const turns = takingTurns(client as unknown as PGlite);
  await Promise.all([turns.query('a'), turns.query('b')]);
  expect(log).toEqual(['start a', 'end a', 'a request read meanwhile', 'start b', 'end b']);
});

test('a failing statement is refused to its caller only; the next ones still run', async () => {
  const { client, log } = standIn();
  const turns = takingTurns(client as unknown as PGlite);
  const results = await Promise.allSettled([turns.query('fails'), turns.query('next')]);
  expect(results[0]).toMatchObject({ status: 'rejected', reason: new Error('refused by the database') });
  expect(results[1]).toEqual({ status: 'fulfilled', value: { rows: [{ text: 'next' }] } });
  expect(log).toEqual(['start fails', 'end fails', 'start next', 'end next']);
});

test('everything else of the engine is passed through as it is', () => {
  const { client } = standIn();
  const turns = takingTurns(client as unknown as PGlite) as unknown as typeof client;
  expect(turns.ready).toBe(true);
  expect(turns.close()).toBe('closed');
});
