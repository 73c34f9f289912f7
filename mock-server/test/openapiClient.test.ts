/**
 * The published document drives a client other than ours: openapi-client-axios reads
 * /api/v1/openapi.json, builds its calls from the document's operations alone (their ids, paths,
 * parameters), and with a personal access token in the document's bearer scheme reads a
 * consultant's tasks and writes one. A read token's write is refused as the document says (403).
 */
import { OpenAPIClientAxios, type Document } from 'openapi-client-axios';
import { serverPerTest, type Actors, type Json, type TestServer } from './helpers';

let server: TestServer;
let who: Actors;
serverPerTest((seeded) => ({ server, who } = seeded));

/** A token of Cora's with `scope`, made through the API as Settings makes it. */
async function coraToken(scope: 'read' | 'read-write'): Promise<string> {
  const made = await server.api('POST', '/api_tokens', {
    token: who.cora.access,
    body: { name: `client ${scope}`, scope, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(made.status).toBe(201);
  return (made.body as Json).token;
}

/** A client of the document as served, calling the server with `token` in its bearer scheme. */
async function clientWith(token: string) {
  const definition = (await (await fetch(`${server.url}/openapi.json`)).json()) as Document;
  const api = new OpenAPIClientAxios({
    definition,
    axiosConfigDefaults: {
      baseURL: server.url,
      headers: { Authorization: `Bearer ${token}` },
      // answers are values: a refusal is checked, not thrown
      validateStatus: () => true,
    },
  });
  return api.init();
}

test("a generic client, from the document alone, reads and writes a consultant's tasks with a personal token", async () => {
  const client = await clientWith(await coraToken('read-write'));
  const userId = who.cora.claims.user_id as number;

  const before = await client.getTasksUserId({ userId });
  expect(before.status).toBe(200);
  expect(Array.isArray(before.data)).toBe(true);

  const created = await client.postTasksUserId(
    { userId },
    { title: 'Written by another tool', body: '<p>through the published document</p>', duration: 25 },
  );
  expect(created.status).toBe(201);
  expect(created.data).toMatchObject({ title: 'Written by another tool', duration: 25, user: userId });

  const after = await client.getTasksUserId({ userId });
  expect((after.data as Json[]).map((t) => t.id)).toContain(created.data.id);
  expect(after.data).toHaveLength((before.data as Json[]).length + 1);
});

test("a read token's write is refused, as the document's 403 says", async () => {
  const client = await clientWith(await coraToken('read'));
  const userId = who.cora.claims.user_id as number;
  expect((await client.getTasksUserId({ userId })).status).toBe(200);
  const refused = await client.postTasksUserId({ userId }, { title: 'No', body: '<p>no</p>', duration: 5 });
  expect(refused.status).toBe(403);
  expect(refused.data).toMatchObject({ error: 'forbidden' });
});
