/**
 * How values cross between the process and the embedded engine (PGlite), set once when it opens.
 */
import { types } from '@electric-sql/pglite';
import type { Query } from './statements';

/** Text from this many characters on goes to the engine as its UTF-8 bytes (below it, as text). */
const LARGE_VALUE_CHARS = 8192;

/** jsonb's binary input: a version byte (1), then the JSON text in UTF-8. */
const JSONB_VERSION = Buffer.from([1]);

/**
 * Large text, json and jsonb parameters (a rich body, its audit event) are handed over in
 * PostgreSQL's binary format, which for these types is the UTF-8 text itself: encoded once,
 * natively. As text, PGlite counts a value's UTF-8 bytes one character at a time in JavaScript,
 * twice, then encodes it, on the engine's only thread, while no other statement runs.
 * PostgreSQL receives the same values (it checks their encoding either way).
 */
export const LARGE_VALUES_AS_BYTES = Object.fromEntries(
  [types.TEXT, types.JSON, types.JSONB].map((type) => {
    // anything else (a short string, a Date, an object for json) as PGlite itself serializes it
    const serialize = types.serializers[type];
    const prefix = type === types.JSONB ? JSONB_VERSION : null;
    return [
      type,
      (value: unknown) =>
        typeof value === 'string' && value.length >= LARGE_VALUE_CHARS
          ? asBytes(value, prefix)
          : serialize(value),
    ];
  }),
) as Record<number, (value: unknown) => string>;

/** The text's UTF-8 bytes (after `prefix`), which PGlite sends as a binary parameter. */
function asBytes(text: string, prefix: Buffer | null): string {
  const bytes = Buffer.from(text, 'utf8');
  // PGlite types a serializer as returning text; a byte array is what it sends in binary
  return (prefix ? Buffer.concat([prefix, bytes]) : bytes) as unknown as string;
}

/** The types read back as PostgreSQL writes them, as Drizzle asks of every statement. */
const AS_WRITTEN = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asWritten = (value: string) => value;

export const PARSERS_AS_WRITTEN: Record<number, (value: string) => string> = Object.fromEntries(
  AS_WRITTEN.map((type) => [type, asWritten]),
);

const PROBE = '2026-01-02 03:04:05+00';

/**
 * A statement's own parsers are dropped when they only ask what the engine already does (its
 * types among AS_WRITTEN, read as written): PGlite merges a statement's parsers into a copy of
 * all of its own (one a type, arrays included) before reading the rows, and Drizzle sends them
 * with every statement. Any other parser is kept and applied.
 */
export const withoutRepeatedParsers =
  (query: Query): Query =>
  (text, params, options) => {
    const parsers = (options as { parsers?: Record<string, (value: string) => unknown> } | undefined)
      ?.parsers;
    if (!parsers) return query(text, params, options);
    const repeated = Object.entries(parsers).every(
      ([type, parse]) => PARSERS_AS_WRITTEN[Number(type)] !== undefined && parse(PROBE) === PROBE,
    );
    return query(text, params, repeated ? { ...(options as object), parsers: undefined } : options);
  };
