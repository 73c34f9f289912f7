import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { HttpResponse, http } from 'msw';
import { departmentAtom, todayIsoDate, type AuditEvent, type AuditPage, type Company } from '@app/shared';
import { AuditTrail } from '../../src/features/audit';
import { momentInWords } from '@app/shared/days';
import { UserDetailsDialog } from '../../src/features';
import {
  API_URL,
  catchDownloads,
  currentNotice,
  engineering,
  northwind,
  project,
  refuse,
  renderRemoteApp,
  resetState,
  sent,
  serve,
  server,
  store,
} from '@app/shared/testing';

/** An event of Northwind's trail: the representative renaming task 12, unless told otherwise. */
function event(id: number, fields: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    at: '2026-03-05T13:07:09Z',
    actor: { id: 4, email: 'representative@example.com', role: 'company_admin' },
    company: 3,
    department: engineering.id,
    entity: { type: 'task', id: 12 },
    action: 'updated',
    before: { title: 'Draft plan', duration: 30 },
    after: { title: 'Final plan', duration: 45, project: 7 },
    names: { 'project:7': 'Website' },
    reason: null,
    client_address: '10.0.0.7',
    request_id: 'req-81',
    ...fields,
  };
}

const RENAMED = event(2);
const SIGNED_IN = event(1, {
  at: '2026-03-04T07:00:00Z',
  actor: { id: 21, email: 'ada@example.com', role: 'employee' },
  entity: { type: 'session', id: 5 },
  action: 'signed_in',
  before: null,
  after: null,
  client_address: null,
  request_id: null,
});

const page = (events: AuditEvent[], next_cursor: string | null = null): AuditPage => ({
  events,
  next_cursor,
});

/** The page as the company remote mounts it, for Northwind, under the remote's own heading. */
function AuditApp() {
  return <AuditTrail companyId={northwind.id} heading={<h1>Audit trail</h1>} />;
}

/** A table's rows as the text of their cells (headers included). */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent));

/** The queries the trail was asked, in order (an unfiltered first page has none). */
const asked = () => sent('GET /audit/{companyId}').map(([, query]) => query ?? {});

afterEach(() => {
  Settings.defaultZone = 'system';
});

beforeEach(() => {
  resetState();
  serve('GET /audit/{companyId}', () => page([RENAMED, SIGNED_IN]));
  serve('GET /audit_retention/{companyId}', () => ({ days: null }));
  serve('GET /projects/{companyId}', () => [project(7, 'Website')]);
  serve('GET /departments/{companyId}', () => [engineering]);
});

describe('a rich-text body in the changes', () => {
  it('reads as its text, never markup, the words removed and added marked', async () => {
    const edited = event(3, {
      before: {
        body: '<p>Wrote the <strong>first</strong> draft</p><ol><li data-list="bullet"><span class="ql-ui"></span>one</li></ol>',
      },
      after: {
        body: '<p>Wrote the final draft</p><ol><li data-list="bullet"><span class="ql-ui"></span>one</li></ol>',
      },
    });
    serve('GET /audit/{companyId}', () => page([edited]));
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const [row] = within(await screen.findByRole('list')).getAllByRole('button');
    await userEvent.click(row);
    const changes = screen.getByRole('table', { name: row.textContent! });
    expect(cells(changes)).toEqual([
      ['Field', 'Before', 'After'],
      ['Body', 'Wrote the first draft one', 'Wrote the final draft one'],
    ]);
    expect(changes.querySelector('del')).toHaveTextContent(/^first$/);
    expect(changes.querySelector('ins')).toHaveTextContent(/^final$/);
    expect(changes.innerHTML).not.toContain('&lt;');
  });
});

describe('a week in the trail', () => {
  it('is named by its days, not by the id of its consultant', async () => {
    const approved = event(4, {
      entity: { type: 'week', id: 16 },
      action: 'approved',
      before: { week_start: '2026-11-16', status: 'submitted' },
      after: { week_start: '2026-11-16', status: 'approved' },
    });
    serve('GET /audit/{companyId}', () => page([approved]));
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const [row] = within(await screen.findByRole('list')).getAllByRole('button');
    expect(row).toHaveTextContent(/approved week of Nov 16 – Nov 22, 2026$/);
    expect(row).not.toHaveTextContent('week 16');
  });
});

describe('a person in the trail', () => {
  it('is named as she was named when the event was written (the event says), not by her id', async () => {
    const moved = event(5, {
      entity: { type: 'person', id: 41 },
      action: 'moved',
      before: { department: 8 },
      after: { department: 8 },
      names: { 'person:41': 'Cora Consultant', 'department:8': 'Design' },
    });
    serve('GET /audit/{companyId}', () => page([moved]));
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/person Cora Consultant$/);
    // the names come with the event: no list of people is read for them
    expect(sent('GET /employees/{departmentOrCompanyId}')).toEqual([]);
  });
});

describe("a company's audit trail", () => {
  it('lists the events newest first, in the company’s time zone (named: the viewer’s clocks differ), each opening on its changes', async () => {
    Settings.defaultZone = 'America/New_York';
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const events = await screen.findByRole('list');
    const rows = within(events).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${momentInWords(RENAMED.at, northwind.time_zone)} (${northwind.time_zone} time) representative@example.com (representative) updated task 12`,
      `${momentInWords(SIGNED_IN.at, northwind.time_zone)} (${northwind.time_zone} time) ada@example.com (consultant) signed in session 5`,
    ]);
    // 13:07 UTC is 14:07 in Oslo in March
    expect(rows[0]).toHaveTextContent('Mar 5, 2026, 2:07:09 PM');
    expect(screen.getByText('Times in Europe/Oslo')).toBeInTheDocument();
    expect(sent('GET /audit/{companyId}')).toEqual([[northwind.id]]);

    expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(rows[0]);
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('table', { name: rows[0].textContent! });
    expect(cells(changes)).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', 'Draft plan', 'Final plan'],
      ['Duration', '30', '45'],
      // a field only one side has is absent on the other; a project by its name
      ['Project', '—', 'Website'],
    ]);
    expect(screen.getByText('From 10.0.0.7, request req-81')).toBeInTheDocument();

    // an event that changed no field says so
    await userEvent.click(rows[1]);
    expect(screen.getByText('No fields recorded')).toBeInTheDocument();
    await userEvent.click(rows[0]);
    expect(screen.queryByRole('table', { name: rows[0].textContent! })).not.toBeInTheDocument();
  });

  it('names the records an event keeps by id as they were named then (a department deleted since, a project renamed since); an id its names lack stays its id', async () => {
    const moved = event(3, {
      entity: { type: 'person', id: 41 },
      action: 'moved',
      before: { department: 99 },
      after: { department: engineering.id },
      names: { 'department:99': 'Old team', [`department:${engineering.id}`]: 'Platform' },
    });
    const retitled = event(4, {
      before: { project: 7 },
      after: { project: 8 },
      names: { 'project:7': 'Website (old)' },
    });
    serve('GET /audit/{companyId}', () => page([moved, retitled]));
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const rows = within(await screen.findByRole('list')).getAllByRole('button');
    await userEvent.click(rows[0]);
    expect(cells(screen.getByRole('table', { name: rows[0].textContent! }))).toEqual([
      ['Field', 'Before', 'After'],
      // not the names of now (the lists say Engineering and Website)
      ['Department', 'Old team', 'Platform'],
    ]);
    await userEvent.click(rows[1]);
    expect(cells(screen.getByRole('table', { name: rows[1].textContent! }))).toEqual([
      ['Field', 'Before', 'After'],
      ['Project', 'Website (old)', '8'],
    ]);
    expect(sent('GET /departments/{companyId}')).toEqual([]);
    expect(sent('GET /projects/{companyId}')).toEqual([]);
  });

  it('asks for the events of the filters once they are applied', async () => {
    renderRemoteApp(AuditApp, '/', 'company_admin');
    await screen.findByRole('list');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.type(within(filters).getByLabelText('From'), '2026-03-01');
    await userEvent.type(within(filters).getByLabelText('To'), '2026-03-31');
    await userEvent.selectOptions(within(filters).getByLabelText('Record'), 'task');
    await userEvent.type(within(filters).getByLabelText('Record (name or id)'), '12');
    await userEvent.selectOptions(within(filters).getByLabelText('Action'), 'updated');
    await userEvent.type(within(filters).getByLabelText('Actor (name, email or id)'), '4');
    // typing asks for nothing
    expect(asked()).toEqual([{}]);
    serve('GET /audit/{companyId}', () => page([RENAMED]));
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(asked()).toEqual([
        {},
        { from: '2026-03-01', to: '2026-03-31', entity: 'task', entity_id: 12, action: 'updated', actor: 4 },
      ]),
    );
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(1));
  });

  it('asks for the record and the actor by name when a name is typed', async () => {
    renderRemoteApp(AuditApp, '/', 'company_admin');
    await screen.findByRole('list');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.type(within(filters).getByLabelText('Record (name or id)'), 'Cora Consultant');
    await userEvent.type(within(filters).getByLabelText('Actor (name, email or id)'), 'rep@example.com');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(asked()).toEqual([{}, { record_name: 'Cora Consultant', actor_name: 'rep@example.com' }]),
    );
  });

  it("shows older events by the cursor of the page before, until there are none ('Show older events')", async () => {
    const OLDER = event(0, { at: '2026-03-01T08:00:00Z', action: 'created', before: null });
    serve('GET /audit/{companyId}', (_company, query) =>
      query?.cursor ? page([OLDER]) : page([RENAMED, SIGNED_IN], '41'),
    );
    renderRemoteApp(AuditApp, '/', 'company_admin');
    await screen.findByRole('list');
    await userEvent.click(screen.getByRole('button', { name: 'Show older events' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(3));
    // the test server reads a query's digits as a number
    expect(asked()).toEqual([{}, { cursor: 41 }]);
    expect(within(screen.getByRole('list')).getAllByRole('button')[2]).toHaveTextContent('created task 12');
    expect(screen.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
  });

  it("says when no event matches, and never says so of a read that failed: it offers 'Try again'", async () => {
    serve('GET /audit/{companyId}', () => page([]));
    const { unmount } = renderRemoteApp(AuditApp, '/', 'company_admin');
    expect(await screen.findByText('No events match')).toBeVisible();
    unmount();

    serve('GET /audit/{companyId}', () => refuse(500));
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const failure = await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 });
    expect(screen.queryByText('No events match')).not.toBeInTheDocument();
    serve('GET /audit/{companyId}', () => page([RENAMED]));
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('says which filter the server refused', async () => {
    renderRemoteApp(AuditApp, '/', 'company_admin');
    await screen.findByRole('list');
    serve('GET /audit/{companyId}', () =>
      refuse(400, { error: 'invalid', detail: 'must not be before from', field: 'to' }),
    );
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.type(within(filters).getByLabelText('Actor (name, email or id)'), '4');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Filters refused: The to was refused: must not be before from',
    );
    expect(screen.queryByText('No events match')).not.toBeInTheDocument();
  });

  it('downloads the filtered events as the server’s CSV, sent with the session', async () => {
    const csv = 'id,at,actor_email\r\n2,2026-03-05T13:07:09Z,representative@example.com\r\n';
    const seen: { query: string; auth: string | null; accept: string | null }[] = [];
    server.use(
      http.get(`${API_URL}/audit/:companyId`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('format') !== 'csv') return undefined;
        seen.push({
          query: url.search,
          auth: request.headers.get('Authorization'),
          accept: request.headers.get('Accept'),
        });
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { downloads, restore } = catchDownloads();
    renderRemoteApp(AuditApp, '/', 'company_admin');
    await screen.findByRole('list');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Record'), 'task');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(seen).toEqual([{ query: '?entity=task&format=csv', auth: 'Bearer a', accept: 'text/csv' }]);
    expect(downloads[0].name).toBe(`audit-trail-${todayIsoDate()}.csv`);
    expect(await downloads[0].text()).toBe(csv);
    restore();
  });

  it('says when the export could not be made', async () => {
    server.use(
      http.get(`${API_URL}/audit/:companyId`, ({ request }) =>
        new URL(request.url).searchParams.get('format') === 'csv'
          ? new HttpResponse(null, { status: 500 })
          : undefined,
      ),
    );
    renderRemoteApp(AuditApp, '/', 'company_admin');
    await screen.findByRole('list');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(currentNotice()).toBe('Not exported: Something went wrong, please try again'));
  });
});

describe("the trail's retention ('Keep events')", () => {
  it('is set by the representative: a shorter time is confirmed first, then saved', async () => {
    serve('PATCH /audit_retention/{companyId}', (_company, body) => body);
    renderRemoteApp(AuditApp, '/', 'company_admin');
    const keep = await screen.findByLabelText('Keep events');
    expect(keep).toHaveValue('');
    expect(
      within(keep)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Forever', '30 days', '90 days', '365 days', '730 days', '3650 days']);
    const save = screen.getByRole('button', { name: 'Save retention' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(keep, '90');
    await userEvent.click(save);
    const confirm = screen.getByRole('dialog', { name: 'Remove older events?' });
    expect(confirm).toHaveTextContent('Events older than 90 days are removed for good');
    expect(sent('PATCH /audit_retention/{companyId}')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove older events' }));
    await waitFor(() => expect(sent('PATCH /audit_retention/{companyId}')).toEqual([[3, { days: 90 }]]));
    await waitFor(() =>
      expect(currentNotice()).toBe('Retention saved: Older events are removed from now on'),
    );
  });

  it('keeping events longer needs no confirmation; a refusal says so', async () => {
    serve('GET /audit_retention/{companyId}', () => ({ days: 45 }));
    serve('PATCH /audit_retention/{companyId}', () => refuse(403));
    serve('GET /companies', (): Company[] => [northwind]);
    renderRemoteApp(AuditApp, '/', 'admin');
    const keep = await screen.findByLabelText('Keep events');
    // a retention set elsewhere is offered as it is
    expect(keep).toHaveValue('45');
    await userEvent.selectOptions(keep, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sent('PATCH /audit_retention/{companyId}')).toEqual([[3, { days: null }]]));
    await waitFor(() => expect(currentNotice()).toBe('Not saved: Something went wrong, please try again'));
  });

  it('is not offered to a reader who may not set it', async () => {
    store.set(departmentAtom, engineering);
    renderRemoteApp(AuditApp, '/', 'department_admin');
    await screen.findByRole('list');
    expect(screen.queryByLabelText('Keep events')).not.toBeInTheDocument();
    expect(sent('GET /audit_retention/{companyId}')).toEqual([]);
  });
});

describe("a consultant's history in 'User details'", () => {
  const ada = { id: 21, role: 'employee' as const, company: 3, department: engineering.id };
  const Details = () => (
    <UserDetailsDialog
      person={{ name: 'Ada Lovelace', email: 'ada@example.com', contact: '0700000021' }}
      consultant={ada}
      onClose={() => undefined}
    />
  );

  beforeEach(() => serve('GET /targets/{userId}', () => []));

  it('shows her record’s changes to the representative, in place', async () => {
    serve('GET /audit/{companyId}', () =>
      page([
        event(7, {
          entity: { type: 'person', id: 21 },
          before: { department: 20 },
          after: { department: 22 },
          reason: 'Team change',
        }),
      ]),
    );
    renderRemoteApp(Details, '/', 'company_admin');
    const open = await screen.findByRole('button', { name: 'History of Ada Lovelace' });
    expect(sent('GET /audit/{companyId}')).toEqual([]);
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const changes = await screen.findByRole('table', { name: /representative@example.com/ });
    expect(cells(changes)).toEqual([
      ['Field', 'Before', 'After'],
      ['Department', '20', '22'],
    ]);
    expect(screen.getByText('Team change')).toBeInTheDocument();
    expect(sent('GET /audit/{companyId}')).toEqual([[3, { entity: 'person', entity_id: 21 }]]);
  });

  it("is not offered to a board member, who reads no company's trail", async () => {
    renderRemoteApp(Details, '/', 'company_member');
    await screen.findByRole('dialog', { name: 'User details' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
  });
});
