/**
 * The API against its own document, as an outside fuzzer reads it: for every operation, requests
 * generated from the document's schemas (valid values, the bounds of each, and deliberately
 * invalid ones: wrong types, values past a bound, unknown fields, no token), sent to a real server
 * on the engine under test. Every answer is below 500, its status is one the operation documents,
 * and a refusal is the documented error body. One server for the file; the calls are made with the
 * representative's read-write personal access token, which keeps working whatever the calls do
 * (a token changes no credential and ends no session).
 */
import fc from 'fast-check';
import { API_TOKEN_PATTERN } from '@app/contract/tokens';
import { expectOk, seedIds, signInEveryone, startTestServer, type Json, type TestServer } from './helpers';

type Schema = Json;

let server: TestServer;
let token: string;
let document: Json;
let knownIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const who = await signInEveryone(server.api);
  const ids = await seedIds(server.api, who);
  const made = expectOk(
    await server.api('POST', '/api_tokens', {
      token: who.rep.access,
      body: {
        name: 'Fuzzer',
        scope: 'read-write',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    201,
  );
  token = made.token;
  expect(token).toMatch(API_TOKEN_PATTERN);
  knownIds = [
    ids.northwind,
    ids.globex,
    ids.engineering,
    ids.cora,
    ids.engineer.id,
    Object.values(ids.projects)[0],
    made.id,
  ];
  document = await (await fetch(`${server.url}/openapi.json`)).json();
});
afterAll(() => server.stop());

const MAX_INT = 2147483647;
const resolve = (schema: Schema): Schema =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;

/** Values a schema takes, its bounds among them. */
function valid(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw) ?? {};
  if (schema.anyOf)
    return fc.oneof(...schema.anyOf.map((s: Schema) => (s.not ? fc.constant(undefined) : valid(s))));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.integer({ min, max }),
        ...(min <= 1 && max >= 1 ? [fc.constantFrom(...knownIds)] : []),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      return fc
        .record(Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, valid(p)])), {
          requiredKeys: [...required].filter((k) => k in properties),
        })
        .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
    }
    case 'string': {
      if (schema.format === 'date')
        return fc.oneof(
          fc.constantFrom('1900-01-01', '2999-12-31', '2026-11-20'),
          fc
            .date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
        );
      if (schema.format === 'email') return fc.emailAddress().map((e) => e.slice(0, schema.maxLength ?? 254));
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, 300);
      return fc.oneof(
        fc.string({ minLength, maxLength, unit: 'grapheme' }),
        fc.constant('x'.repeat(maxLength)),
        fc.constant('💥'.repeat(Math.max(minLength, 1))),
      );
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Values a schema refuses: past its bounds, of another type, a day that is none. */
function invalid(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw) ?? {};
  const other = fc.constantFrom<unknown>(null, true, 'text', 1e308, -1, 2 ** 53, [], {}, '\u0000', '💥💥💥');
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        other,
        fc.constantFrom((schema.maximum ?? MAX_INT) + 1, (schema.minimum ?? 0) - 1, 1.5, MAX_INT + 1),
      );
    case 'string':
      return fc.oneof(
        other,
        schema.format === 'date'
          ? fc.constantFrom('9999-12-31', '0000-01-01', '0999-01-01', '2026-02-30', '2026-1-1', '')
          : fc.constant('y'.repeat((schema.maxLength ?? 1000) + 1)),
      );
    default:
      return other;
  }
}

/** A query string's value as it would be sent (a list or an object is sent as its text). */
const asQueryValue = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  contentType?: string;
  withToken: boolean;
}

function callsOf(path: string, method: string, operation: Json): fc.Arbitrary<Call> {
  const parameters: Json[] = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const idArb = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(1, MAX_INT, MAX_INT + 1, 0, -1, 'abc', '1e3', 99999999999),
    },
  );
  const content = operation.requestBody?.content ?? {};
  const [contentType, media] = (Object.entries(content)[0] ?? [undefined, undefined]) as [
    string | undefined,
    Json,
  ];
  const bodySchema = media?.schema;
  const bodyArb: fc.Arbitrary<unknown> = bodySchema
    ? fc.oneof(
        { weight: 3, arbitrary: valid(bodySchema) },
        {
          weight: 2,
          arbitrary: fc.oneof(
            invalid(bodySchema),
            // one field made invalid, or a field the call does not take
            ...(resolve(bodySchema).type === 'object' || resolve(bodySchema).anyOf
              ? [
                  valid(bodySchema).chain((value) =>
                    fc.oneof(
                      fc.constant({ ...(value as object), bogus: 1 }),
                      fc.constant({}),
                      ...Object.entries(
                        (resolve(bodySchema).properties ??
                          resolve(bodySchema).anyOf?.find((s: Schema) => s.properties)?.properties ??
                          {}) as Record<string, Schema>,
                      ).map(([name, p]) => invalid(p).map((bad) => ({ ...(value as object), [name]: bad }))),
                    ),
                  ),
                ]
              : []),
          ),
        },
      )
    : fc.constant(undefined);
  return fc
    .record({
      ids: fc.tuple(...pathParams.map(() => idArb)),
      query: fc.tuple(
        ...queryParams.map((p) =>
          fc.oneof(
            {
              weight: p.required ? 4 : 2,
              arbitrary: valid(p.schema).map((v) => (v === undefined ? undefined : asQueryValue(v))),
            },
            { weight: p.required ? 0 : 2, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: invalid(p.schema).map(asQueryValue) },
          ),
        ),
      ),
      body: bodyArb,
      withToken: fc.oneof(
        { weight: 9, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    })
    .map(({ ids, query, body, withToken }) => {
      let filled = path;
      pathParams.forEach(
        (p, i) => (filled = filled.replace(`{${p.name}}`, encodeURIComponent(String(ids[i])))),
      );
      const q: Record<string, string> = {};
      queryParams.forEach((p, i) => {
        if (query[i] !== undefined) q[p.name] = query[i] as string;
      });
      return {
        method: method.toUpperCase(),
        path: filled,
        query: q,
        body:
          contentType === 'text/csv' || contentType === 'text/plain'
            ? typeof body === 'string'
              ? body
              : JSON.stringify(body ?? '')
            : body,
        contentType,
        withToken,
      };
    });
}

async function send(call: Call): Promise<{ status: number; body: Json; text: string }> {
  const qs = new URLSearchParams(call.query).toString();
  const headers: Record<string, string> = {};
  if (call.withToken) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (call.body !== undefined) {
    headers['content-type'] = call.contentType ?? 'application/json';
    body =
      typeof call.body === 'string' && call.contentType !== 'application/json'
        ? call.body
        : JSON.stringify(call.body);
  }
  const res = await fetch(`${server.url}${call.path}${qs ? `?${qs}` : ''}`, {
    method: call.method,
    headers,
    body,
  });
  const text = await res.text();
  let parsed: Json;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

/** Every operation of the document, as [path, method, operation]. */
const operations = (): [string, string, Json][] =>
  Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Json>).map(
      ([method, op]) => [path, method, op] as [string, string, Json],
    ),
  );

test('every operation, with generated valid, boundary and invalid requests: no 5xx, only documented answers', async () => {
  const undocumented: string[] = [];
  for (const [path, method, operation] of operations()) {
    // the document itself and the health check take nothing to fuzz, and signing out is the session's
    await fc.assert(
      fc.asyncProperty(callsOf(path, method, operation), async (call) => {
        const res = await send(call);
        const documented = Object.keys(operation.responses);
        const where = `${call.method} ${call.path}?${new URLSearchParams(call.query)} ${JSON.stringify(call.body)?.slice(0, 200)}`;
        if (res.status >= 500 || !documented.includes(String(res.status))) {
          undocumented.push(`${where} -> ${res.status} ${res.text.slice(0, 200)}`);
          return;
        }
        if (
          res.status >= 400 &&
          !(typeof res.body?.error === 'string' && typeof res.body?.detail === 'string')
        )
          undocumented.push(`${where} -> ${res.status} without an error body: ${res.text.slice(0, 200)}`);
      }),
      { numRuns: 12, seed: Number(process.env.FUZZ_SEED ?? 20261129) },
    );
  }
  expect(undocumented).toEqual([]);
});
