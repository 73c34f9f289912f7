/**
 * How values cross between the process and the embedded engine (src/db/pgliteTypes.ts): what
 * Drizzle reads as written comes back as written with the statement's own parsers dropped, other
 * parsers still apply, and large values reach the engine intact.
 */
import { sql } from 'drizzle-orm';
import { openEngine, type Engine } from '../src/db/engine';
import { withoutRepeatedParsers } from '../src/db/pgliteTypes';
import type { Query } from '../src/db/statements';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A stand-in for the engine's query that records the options it is given. */
function recording() {
  const seen: unknown[] = [];
  const query: Query = async (_text, _params, options) => {
    seen.push(options);
    return { rows: [] };
  };
  return { query: withoutRepeatedParsers(query), seen };
}

test("Drizzle's parsers (dates, timestamps, intervals read as written) are dropped: the engine already reads them so", async () => {
  const { query, seen } = recording();
  const asWritten = (value: string) => value;
  await query('select 1', [], {
    rowMode: 'array',
    parsers: { 1184: asWritten, 1082: asWritten, 1182: asWritten },
  });
  expect(seen).toEqual([{ rowMode: 'array', parsers: undefined }]);
});

test('any other parser is kept: of another type, or one that does not read the value as written', async () => {
  const { query, seen } = recording();
  const toNumber = { parsers: { 23: (value: string) => Number(value) } };
  const toDate = { parsers: { 1184: (value: string) => new Date(value) } };
  await query('select 1', [], toNumber);
  await query('select 1', [], toDate);
  await query('select 1', [], { rowMode: 'object' });
  await query('select 1');
  expect(seen).toEqual([toNumber, toDate, { rowMode: 'object' }, undefined]);
});

describe('on the embedded engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine({ dataDir: null });
  });
  afterAll(() => engine.close());

  test('dates, timestamps and intervals, and arrays of them, come back as PostgreSQL writes them', async () => {
    const [row] = rows<Record<string, unknown>>(
      await engine.db.execute(sql`select '2026-11-27 06:30:00+00'::timestamptz as at,
        '2026-11-27'::date as day, '2026-11-27 06:30:00'::timestamp as moment, '90 minutes'::interval as span,
        array['2026-11-27'::date, '2026-11-28'::date] as days, 7::int as n`),
    );
    expect(row).toEqual({
      at: expect.stringMatching(/^2026-11-2[67] \d\d:\d0:00[+-]\d\d(:\d\d)?$/),
      day: '2026-11-27',
      moment: '2026-11-27 06:30:00',
      span: '01:30:00',
      days: '{2026-11-27,2026-11-28}',
      n: 7,
    });
  });

  test('a Date to text, and an object to json or jsonb, are written as PGlite writes them', async () => {
    const moment = new Date('2026-11-27T06:30:00Z');
    const [row] = rows<{ t: string; j: unknown; b: unknown }>(
      await engine.db.execute(
        sql`select ${moment}::text as t, ${{ n: 1 }}::json as j, ${{ n: 2 }}::jsonb as b`,
      ),
    );
    expect(row).toEqual({ t: '2026-11-27T06:30:00.000Z', j: { n: 1 }, b: { n: 2 } });
  });

  test('text, json and jsonb of every size, with characters of every UTF-8 width, are stored as sent', async () => {
    const piece = 'a é 日 🚀 "q" \\ ';
    for (const length of [10, 8191, 8192, 200_000]) {
      const text = piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
      const [row] = rows<{ t: string; j: unknown; b: unknown; bytes: number }>(
        await engine.db.execute(sql`select ${text}::text as t, ${JSON.stringify({ text })}::json as j,
          ${JSON.stringify({ text })}::jsonb as b, octet_length(${text}::text) as bytes`),
      );
      expect(row.t).toBe(text);
      expect(row.j).toEqual({ text });
      expect(row.b).toEqual({ text });
      expect(row.bytes).toBe(Buffer.byteLength(text));
    }
  });
});
