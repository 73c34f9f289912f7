/**
 * The suites' databases, lent from one test's server to the next (./enginePool.ts), on both
 * engines: the next server finds the seed as it was, whatever the last one wrote, with the seed's
 * ids; a database whose schema a test changed is never lent again; embedded, a store that closed
 * its engine gets a lost connection for anything it still sends.
 */
import { sql } from 'drizzle-orm';
import { SEED_ACCOUNTS } from '../src/seed';
import { signIn, startTestServer, TEST_ENGINE, type TestServer } from './helpers';

const embeddedTest = TEST_ENGINE === 'pglite' ? test : test.skip;

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function counts(server: TestServer) {
  const [row] = rows<Record<string, number>>(
    await server.store.engineDb.execute(sql`
      select (select count(*)::int from tasks) as tasks,
             (select count(*)::int from audit_events) as events,
             (select count(*)::int from sessions) as sessions,
             (select count(*)::int from companies) as companies`),
  );
  return row;
}

const nextEntityId = async (server: TestServer) =>
  rows<{ id: number }>(
    await server.store.engineDb.execute(sql`select nextval('entity_id_seq')::int as id`),
  )[0].id;

describe('databases lent from one server to the next', () => {
  test('the next server finds the seed as it was: rows, the audit trail, sessions and sequences', async () => {
    const first = await startTestServer();
    const seed = await counts(first);
    const firstId = await nextEntityId(first);
    // writes of every kind: a session, a project (an audit event), tasks deleted
    const rep = await signIn(first.api, SEED_ACCOUNTS.representative.email);
    const made = await first.api('POST', `/projects/${rep.claims.company}`, {
      body: { name: 'Lent project' },
      token: rep.access,
    });
    expect(made.status).toBe(201);
    await first.store.engineDb.execute(sql`delete from tasks`);
    expect(await counts(first)).not.toEqual(seed);
    await first.stop();

    const second = await startTestServer();
    try {
      expect(await counts(second)).toEqual(seed);
      expect(await nextEntityId(second)).toBe(firstId);
    } finally {
      await second.stop();
    }
  });

  embeddedTest(
    "a store that closed its engine gets a lost connection (503) for what it still sends, not the next test's data",
    async () => {
      const server = await startTestServer();
      const db = server.store.engineDb;
      await server.stop();
      const failed = await db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string }; code?: string },
      );
      expect(failed?.cause?.code ?? failed?.code).toBe('57P01');
    },
  );

  test('a database whose schema a test changed is not lent again', async () => {
    const first = await startTestServer();
    await first.store.engineDb.execute(sql`alter table tasks add column lent_probe int`);
    await first.stop();
    const second = await startTestServer();
    try {
      const columns = rows<{ name: string }>(
        await second.store.engineDb.execute(
          sql`select column_name as name from information_schema.columns where table_name = 'tasks'`,
        ),
      ).map((c) => c.name);
      expect(columns).not.toContain('lent_probe');
    } finally {
      await second.stop();
    }
  });
});
