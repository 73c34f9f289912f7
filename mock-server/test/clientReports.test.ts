/**
 * Releases refused by open pages, and pages older than the contract the server serves: a page
 * reports a remote release it refused (once per person, module and release; the newest 50 a
 * person kept; so many a person and an address in an hour), the platform admin alone reads the reports; a call naming a contract version the
 * server no longer serves gets 426, one naming its own (or none: other tools) is served. On the
 * engine under test.
 */
import contractPackage from '@app/contract/package.json';
import { CLIENT_REPORT_RATE, CLIENT_REPORTS_KEPT } from '@app/contract/releases';
import {
  expectError,
  expectOk,
  serverPerTest,
  signInEveryone,
  startTestServer,
  type Actors,
  type Json,
  type TestServer,
} from './helpers';

let server: TestServer;
let who: Actors;
serverPerTest((seeded) => ({ server, who } = seeded));

const report = (release = 'r-2', extra: Json = {}) => ({
  kind: 'version_skew',
  area: 'department',
  release,
  mismatches: ['@app/shared ^9.0.0 (this page has 0.1.0)'],
  offered: { '@app/shared': '0.1.0', '@app/contract': '0.1.0' },
  ...extra,
});
const send = (token: string, body: Json) => server.api('POST', '/client_reports', { token, body });
const list = async () =>
  expectOk(await server.api('GET', '/client_reports', { token: who.admin.access })) as Json[];

test('a page reports a refused release once; the admin reads who, where and what does not match', async () => {
  const made = expectOk(await send(who.lead.access, report()), 201);
  expect(made).toMatchObject({
    ...report(),
    user: who.lead.claims.user_id,
    user_email: who.lead.claims.email,
  });
  // the same release refused again by the same person adds nothing
  expectOk(await send(who.lead.access, report()), 201);
  expectOk(await send(who.cora.access, report()), 201);
  const reports = await list();
  expect(reports.map((r) => [r.user_email, r.release])).toEqual([
    [who.cora.claims.email, 'r-2'],
    [who.lead.claims.email, 'r-2'],
  ]);
  expect(reports[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test('only the platform admin reads them; a report needs a session and a well-formed body', async () => {
  for (const actor of [who.rep, who.board, who.lead, who.cora])
    expectError(await server.api('GET', '/client_reports', { token: actor.access }), 403);
  expectError(await server.api('POST', '/client_reports', { body: report() }), 401);
  expectError(await send(who.cora.access, report('r', { kind: 'crash' })), 400, 'invalid', 'kind');
  expectError(await send(who.cora.access, report('r', { area: 'shell' })), 400, 'invalid', 'area');
  expectError(await send(who.cora.access, report('')), 400, 'invalid', 'release');
  expectError(await send(who.cora.access, report('r', { mismatches: [] })), 400, 'invalid', 'mismatches');
  expectError(await send(who.cora.access, report('x'.repeat(101))), 400, 'invalid', 'release');
});

test(`a person keeps her newest ${CLIENT_REPORTS_KEPT} reports: nobody grows the table without bound`, async () => {
  for (let i = 0; i < CLIENT_REPORTS_KEPT + 5; i += 1)
    expectOk(await send(who.cora.access, report(`r-${i}`)), 201);
  const hers = (await list()).filter((r) => r.user_email === who.cora.claims.email);
  expect(hers).toHaveLength(CLIENT_REPORTS_KEPT);
  expect(hers[0].release).toBe(`r-${CLIENT_REPORTS_KEPT + 4}`);
});

test(`a person sends at most ${CLIENT_REPORT_RATE.perPerson} reports an hour, then 429 with the seconds to wait; others still report`, async () => {
  for (let i = 0; i < CLIENT_REPORT_RATE.perPerson; i += 1)
    expectOk(await send(who.cora.access, report(`flood-${i}`)), 201);
  const refused = await send(who.cora.access, report('one-more'));
  expectError(refused, 429, 'too_many_reports');
  expect(refused.body.retry_after).toBeGreaterThan(0);
  expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.retry_after);
  expect((await list()).some((r) => r.release === 'one-more')).toBe(false);
  expectOk(await send(who.lead.access, report('one-more')), 201);
});

test('one address sends at most its share over everyone, whoever signs in', async () => {
  const local = await startTestServer({
    clientReportRate: { perPerson: 5, perAddress: 8, windowSeconds: 3600 },
  });
  try {
    const people = await signInEveryone(local.api);
    const statuses: number[] = [];
    for (const [i, person] of [people.cora, people.lead, people.rep, people.board].entries())
      for (let n = 0; n < 3; n += 1)
        statuses.push(
          (await local.api('POST', '/client_reports', { token: person.access, body: report(`a-${i}-${n}`) }))
            .status,
        );
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
  } finally {
    await local.stop();
  }
});

test('two reports of the same release at once: one row, both answered', async () => {
  for (let round = 0; round < 20; round += 1) {
    const answers = await Promise.all([
      send(who.cora.access, report(`race-${round}`)),
      send(who.cora.access, report(`race-${round}`)),
    ]);
    for (const answer of answers) expectOk(answer, 201);
  }
  const hers = (await list()).filter((r) => r.user_email === who.cora.claims.email);
  expect(hers).toHaveLength(20);
});

test('a page built for a contract the server no longer serves gets 426; its own version and no version are served', async () => {
  const call = (version?: string) =>
    server.api('GET', `/tasks/${who.cora.claims.user_id}`, {
      token: who.cora.access,
      headers: version === undefined ? {} : { 'x-contract-version': version },
    });
  expectOk(await call());
  expectOk(await call(contractPackage.version));
  const [major, minor] = contractPackage.version.split('.').map(Number);
  expectOk(await call(`${major}.${minor}.99`));
  for (const old of [`${major}.${minor + 1}.0`, `${major + 1}.0.0`, '0.0.1', 'not-a-version']) {
    const refused = await call(old);
    expectError(refused, 426, 'client_outdated');
    expect(refused.body.detail).toContain('reload');
  }
});
