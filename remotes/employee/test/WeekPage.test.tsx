import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { encodeId, type AuditEvent, type Draft, type Timesheet, type WeekStatus } from '@app/shared';
import { addDays, todayIn, weekOf } from '@app/shared/days';
import { weekRangeLabel } from '@app/shared/weeks';
import {
  currentNotice,
  networkError,
  companyOfUser,
  northwind,
  project,
  refuse,
  renderEmployeeApp,
  resetState,
  sent,
  serve,
  sessionUser,
} from './helpers';

// the editor is Quill (tested on its own); a plain text box stands in for it
jest.mock('../src/richText/LazyRichText', () => jest.requireActual('./plainEditor').withPlainEditor());

const CONSULTANT = 41;
const ZONE = 'Europe/Berlin';
/** A week already over (two weeks back), named by its Monday. */
const WEEK = weekOf(todayIn(ZONE, Date.now() - 14 * 86_400_000)).from;
const day = (offset: number) => {
  const [y, m, d] = WEEK.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
const weekPath = `/employee/week/${encodeId(CONSULTANT)}?week=${WEEK}`;

function timesheet(status: WeekStatus, history: Timesheet['history'] = []): Timesheet {
  return {
    user: CONSULTANT,
    week_start: WEEK,
    status,
    total_duration: 600,
    target_duration: 2400,
    days: Array.from({ length: 7 }, (_, i) => ({
      day: day(i),
      total_duration: [270, 0, 300, 0, 30, 0, 0][i],
      target_duration: i < 5 ? 480 : 0,
      holiday: null,
    })),
    rows: [
      { project: 5, project_name: 'Apollo', days: { [day(0)]: 240, [day(2)]: 300 } },
      { project: null, project_name: null, days: { [day(0)]: 30, [day(4)]: 30 } },
    ],
    history,
  };
}

afterEach(() => {
  Settings.defaultZone = 'system';
});

beforeEach(() => {
  resetState();
  serve('GET /get_company/{user_id}', () => companyOfUser({ ...northwind, time_zone: ZONE }));
  serve('GET /projects/{companyId}', () => [project(5, 'Apollo')]);
});

describe("a consultant's week", () => {
  it('shows minutes by project and day against the targets, and the consultant submits it', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('open'));
    serve('POST /timesheet/{userId}/submit', () =>
      timesheet('submitted', [
        {
          status: 'submitted',
          at: '2026-11-20T09:00:00Z',
          by: CONSULTANT,
          by_name: 'Cora Consultant',
          comment: null,
        },
      ]),
    );
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    const grid = await screen.findByRole('table', { name: 'Minutes by project and day' });
    const apollo = within(grid).getByRole('row', { name: /^Apollo/ });
    expect(
      within(apollo)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4 HRs 0 Mins', '—', '5 HRs 0 Mins', '—', '—', '—', '—', '9 HRs 0 Mins']);
    expect(within(grid).getByRole('row', { name: /^No project/ })).toBeInTheDocument();
    expect(within(grid).getByRole('row', { name: /^Target/ })).toHaveTextContent('40 HRs 0 Mins');
    expect(screen.getByText(/^Week: 10 HRs 0 Mins of 40 HRs 0 Mins target/)).toHaveTextContent(
      '(-30 HRs 0 Mins)',
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
    // no manager's action for the consultant
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit week' }));
    await waitFor(() =>
      expect(sent('POST /timesheet/{userId}/submit')).toEqual([[CONSULTANT, { week: WEEK }]]),
    );
    await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Week submitted', mode: 'success' }));
  });

  it('adds a draft to an open day: the form starts on that day and sends it', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('rejected'));
    serve('POST /drafts/{userId}', (_user, input) => ({
      id: 70,
      ...input,
      project: input.project ?? null,
      project_name: null,
      created_at: new Date().toISOString(),
      worked_on: input.worked_on ?? day(2),
      user: CONSULTANT,
      published: false,
      copied_from: null,
    }));
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    const grid = await screen.findByRole('table', { name: 'Minutes by project and day' });
    const [, , wednesday] = within(grid).getAllByRole('button', { name: /^Add a draft for/ });
    await userEvent.click(wednesday);
    const dialog = screen.getByRole('dialog', { name: 'Add draft' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue(day(2));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Forgotten call');
    await userEvent.type(within(dialog).getByLabelText('Body'), '<p>with the client</p>');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(sent('POST /drafts/{userId}')).toEqual([
        [CONSULTANT, expect.objectContaining({ title: 'Forgotten call', duration: 25, worked_on: day(2) })],
      ]),
    );
  });

  it('a submitted week takes no drafts, and the consultant may withdraw it', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('submitted'));
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await screen.findByRole('table', { name: 'Minutes by project and day' });
    expect(screen.queryByRole('button', { name: /^Add a draft for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit week' })).not.toBeInTheDocument();
  });
});

describe('Copy last week', () => {
  const lastWeek = (offset: number) => day(offset - 7);
  const task = (id: number, title: string, offset: number, duration: number, project: number | null) => ({
    id,
    title,
    body: `<p>${title}</p>`,
    duration,
    project,
    project_name: project ? 'Apollo' : null,
    created_at: `${lastWeek(offset)}T10:00:00Z`,
    worked_on: lastWeek(offset),
    user: CONSULTANT,
    billable: null,
  });

  it('says when her drafts cannot be read (tasks copied before are then not marked), and heals on Try again', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('open'));
    serve('GET /tasks/{userId}', () => [task(11, 'Standup', 0, 15, 5)]);
    let down = true;
    serve('GET /drafts/{userId}', () =>
      down ? networkError() : [{ ...task(111, 'Standup', 7, 15, 5), published: false, copied_from: 11 }],
    );
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy last week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your drafts could not be read, so tasks copied before are not marked');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Standup/ })).toBeDisabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("makes drafts of last week's chosen tasks on the same weekdays: durations typed, or copied when asked", async () => {
    serve('GET /timesheet/{userId}', () => timesheet('open'));
    serve('GET /tasks/{userId}', () => [
      task(11, 'Standup', 0, 15, 5),
      task(12, 'Client review', 3, 90, null),
      // not last week's
      { ...task(13, 'Older', 0, 60, null), worked_on: day(-14) },
    ]);
    // her drafts: what the copies made
    let drafts: Draft[] = [];
    serve('GET /drafts/{userId}', () => drafts);
    serve('POST /draft_copies/{userId}', (_user, body) => {
      const made = body.tasks.map((t) => ({
        ...task(100 + t.task, 'Copied', 7, t.duration, null),
        published: false,
        copied_from: t.task,
      }));
      drafts = [...drafts, ...made];
      return made;
    });
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy last week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    expect(await within(dialog).findByText('Standup')).toBeInTheDocument();
    expect(within(dialog).getByText('Client review')).toBeInTheDocument();
    expect(within(dialog).queryByText('Older')).not.toBeInTheDocument();
    // without durations, each chosen task needs one typed
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy 2 tasks' }));
    expect(currentNotice()).toMatchObject({ title: 'Duration required', mode: 'error' });
    expect(sent('POST /draft_copies/{userId}')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Duration of Standup (minutes)'), '20');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Client review/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy 1 task' }));
    await waitFor(() =>
      expect(sent('POST /draft_copies/{userId}')).toEqual([
        [CONSULTANT, { week: WEEK, tasks: [{ task: 11, duration: 20 }] }],
      ]),
    );
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Drafts added',
        body: '1 draft added from last week',
        mode: 'success',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Copy last week' })).not.toBeInTheDocument();

    // copied once, never twice: Standup is in her drafts; 'Copy durations' fills in last week's
    await userEvent.click(screen.getByRole('button', { name: 'Copy last week' }));
    const again = await screen.findByRole('dialog', { name: 'Copy last week' });
    await waitFor(() => expect(within(again).getByRole('checkbox', { name: /Standup/ })).toBeDisabled());
    expect(within(again).getByRole('checkbox', { name: /Standup/ })).not.toBeChecked();
    expect(within(again).getByText('Copied already: it is in your drafts')).toBeInTheDocument();
    await userEvent.click(await within(again).findByRole('switch', { name: 'Copy durations' }));
    expect(within(again).getByLabelText('Duration of Client review (minutes)')).toHaveValue(90);
    await userEvent.click(within(again).getByRole('button', { name: 'Copy 1 task' }));
    await waitFor(() =>
      expect(sent('POST /draft_copies/{userId}')[1]).toEqual([
        CONSULTANT,
        { week: WEEK, tasks: [{ task: 12, duration: 90 }] },
      ]),
    );
  });

  it('says how many the server skipped as copied already (another tab copied them meanwhile)', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('open'));
    serve('GET /tasks/{userId}', () => [
      task(11, 'Standup', 0, 15, 5),
      task(12, 'Client review', 3, 90, null),
    ]);
    serve('GET /drafts/{userId}', () => []);
    // the other tab copied Standup first: only Client review is made here
    serve('POST /draft_copies/{userId}', () => [
      { ...task(112, 'Client review', 7, 90, null), published: false, copied_from: 12 },
    ]);
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy last week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Copy durations' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy 2 tasks' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Drafts added',
        body: '1 draft added from last week; 1 task copied already',
        mode: 'success',
      }),
    );
  });

  it('says when the week took the copies no more, keeping what was chosen', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('open'));
    serve('GET /tasks/{userId}', () => [task(11, 'Standup', 0, 15, 5)]);
    serve('POST /draft_copies/{userId}', () =>
      refuse(409, {
        error: 'week_locked',
        detail: 'locked',
        field: 'week',
        ...{ week: WEEK, status: 'approved' },
      }),
    );
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy last week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Copy durations' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy 1 task' }));
    await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Week locked', mode: 'error' }));
    // the dialog stays, with what was chosen
    expect(within(dialog).getByLabelText('Duration of Standup (minutes)')).toHaveValue(15);
  });

  it("says when last week has no task, and when last week's tasks cannot be read", async () => {
    serve('GET /timesheet/{userId}', () => timesheet('open'));
    let reachable = false;
    serve('GET /tasks/{userId}', () => (reachable ? [] : networkError()));
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy last week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    expect(
      await within(dialog).findByText('Cannot reach the server', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Last week has no tasks to copy')).not.toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: /try again/i }));
    expect(await within(dialog).findByText('Last week has no tasks to copy')).toBeInTheDocument();
  });

  it('shows a holiday under its day', async () => {
    serve('GET /timesheet/{userId}', () => {
      const week = timesheet('open');
      week.days[2] = { ...week.days[2], target_duration: 0, holiday: 'Founders day' };
      return week;
    });
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    const grid = await screen.findByRole('table', { name: 'Minutes by project and day' });
    expect(within(grid).getByText('Founders day')).toBeInTheDocument();
  });
});

describe("a manager's decision", () => {
  it('rejects with a comment (required), approves, and says when someone decided first', async () => {
    serve('GET /timesheet/{userId}', () => timesheet('submitted'));
    serve('POST /timesheet/{userId}/reject', () => timesheet('rejected'));
    serve('POST /timesheet/{userId}/approve', () =>
      refuse(409, { error: 'week_state', detail: 'The week is approved' }),
    );
    renderEmployeeApp(weekPath, { user: sessionUser('department_admin', 7) });
    await screen.findByRole('table', { name: 'Minutes by project and day' });
    expect(screen.queryByRole('button', { name: 'Submit week' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject week' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(currentNotice()).toMatchObject({ title: 'Comment required', body: 'Please write a comment' });
    expect(sent('POST /timesheet/{userId}/reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Wednesday is missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent('POST /timesheet/{userId}/reject')).toEqual([
        [CONSULTANT, { week: WEEK, comment: 'Wednesday is missing' }],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({ title: 'Week changed meanwhile', mode: 'error' }),
    );
  });

  it('the representative reopens an approved week with a reason; the history says who decided', async () => {
    Settings.defaultZone = 'America/New_York';
    const history: Timesheet['history'] = [
      {
        status: 'submitted',
        at: '2026-11-20T09:00:00Z',
        by: CONSULTANT,
        by_name: 'Cora Consultant',
        comment: null,
      },
      { status: 'approved', at: '2026-11-21T09:00:00Z', by: 7, by_name: 'Dan Lead', comment: null },
    ];
    serve('GET /timesheet/{userId}', () => timesheet('approved', history));
    serve('POST /timesheet/{userId}/reopen', () => timesheet('open'));
    renderEmployeeApp(weekPath, { user: sessionUser('company_admin', 4) });
    await screen.findByRole('table', { name: 'Minutes by project and day' });
    // the last decision, and the history's last entry: on the company's clocks, named as such
    // (the viewer's clocks, New York's, show another time)
    expect(screen.getAllByText(/^Approved by Dan Lead on/)).toHaveLength(2);
    for (const line of screen.getAllByText(/^Approved by Dan Lead on/))
      expect(line).toHaveTextContent(
        'Approved by Dan Lead on Nov 21, 2026, 10:00:00 AM (Europe/Berlin time)',
      );
    expect(screen.getByText('History (2)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen week' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Client moved Tuesday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(sent('POST /timesheet/{userId}/reopen')).toEqual([
        [CONSULTANT, { week: WEEK, reason: 'Client moved Tuesday' }],
      ]),
    );
    await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Week reopened' }));
  });
});

it('says so when the week cannot be read, never an empty week', async () => {
  serve('GET /timesheet/{userId}', () => networkError());
  renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
  expect(await screen.findByText('Cannot reach the server', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Minutes by project and day' })).not.toBeInTheDocument();
  expect(screen.queryByText(/^Week: /)).not.toBeInTheDocument();
});

it("says so when the server cannot be reached at all (the company's day unread), never 'Loading the week' for ever, and heals", async () => {
  let down = true;
  serve('GET /get_company/{user_id}', () =>
    down ? networkError() : companyOfUser({ ...northwind, time_zone: ZONE }),
  );
  serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
  serve('GET /timesheet/{userId}', () => timesheet('open'));
  renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
  expect(await screen.findByText('Cannot reach the server', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('Loading the week')).not.toBeInTheDocument();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: /try again/i }));
  expect(await screen.findByRole('table', { name: 'Minutes by project and day' })).toBeInTheDocument();
});

describe("the week's history", () => {
  /** A week event of the consultant: its state changed, the week named by its Monday. */
  const weekEvent = (id: number, weekStart: string, after: string): AuditEvent => ({
    id,
    at: '2026-03-05T13:07:09Z',
    actor: { id: CONSULTANT, email: 'cora@example.com', role: 'employee' },
    company: northwind.id,
    department: 20,
    entity: { type: 'week', id: CONSULTANT },
    action: 'submitted',
    before: { status: 'open' },
    after: { week_start: weekStart, status: after },
    names: {},
    reason: null,
    client_address: null,
    request_id: null,
  });

  it("lists the events of the consultant's weeks that are this week's", async () => {
    serve('GET /timesheet/{userId}', () => timesheet('submitted'));
    serve('GET /audit/{companyId}', () => ({
      events: [weekEvent(9, addDays(WEEK, 7), 'approved'), weekEvent(8, WEEK, 'submitted')],
      next_cursor: null,
    }));
    renderEmployeeApp(weekPath, { user: sessionUser('employee', CONSULTANT) });
    await screen.findByRole('table', { name: 'Minutes by project and day' });
    await userEvent.click(await screen.findByRole('button', { name: `History of ${weekRangeLabel(WEEK)}` }));
    const dialog = await screen.findByRole('dialog', { name: `History of ${weekRangeLabel(WEEK)}` });
    const [changes, ...others] = await within(dialog).findAllByRole('table');
    expect(others).toEqual([]);
    expect(within(changes).getByRole('cell', { name: 'submitted' })).toBeInTheDocument();
    expect(within(changes).queryByRole('cell', { name: 'approved' })).not.toBeInTheDocument();
    expect(sent('GET /audit/{companyId}')).toEqual([
      [northwind.id, { entity: 'week', entity_id: CONSULTANT }],
    ]);
  });

  it("is not offered to a board member, who reads no company's trail", async () => {
    serve('GET /timesheet/{userId}', () => timesheet('submitted'));
    renderEmployeeApp(weekPath, { user: sessionUser('company_member', 2) });
    await screen.findByRole('table', { name: 'Minutes by project and day' });
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
  });
});
