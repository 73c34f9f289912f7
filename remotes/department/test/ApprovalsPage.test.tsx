import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeNumericId, encodeId, type TimesheetSummary } from '@app/shared';
import {
  currentNotice,
  networkError,
  companyOfUser,
  northwind,
  renderDepartmentApp,
  resetState,
  sent,
  serve,
  sessionUser,
} from './helpers';

const DEPARTMENT = 8;
const WEEK = '2026-11-16';
const path = `/department/approvals/${encodeId(DEPARTMENT)}?week=${WEEK}`;

const row = (
  user: number,
  name: string,
  status: TimesheetSummary['status'],
  total: number,
): TimesheetSummary => ({
  user,
  name,
  department: DEPARTMENT,
  department_name: 'Engineering',
  status,
  total_duration: total,
  target_duration: 2400,
});

let weeks: TimesheetSummary[] = [];
/** Weeks waiting in other weeks than the one shown, by Monday. */
let waitingElsewhere: string[] = [];

beforeEach(() => {
  resetState();
  weeks = [
    row(41, 'Cora Consultant', 'submitted', 2400),
    row(42, 'Eve Engineer', 'submitted', 2100),
    row(43, 'Finn Fixer', 'open', 0),
  ];
  serve('GET /get_company/{user_id}', () => companyOfUser({ ...northwind, time_zone: 'Europe/Berlin' }));
  serve('GET /timesheets/{companyId}', () => weeks);
  waitingElsewhere = [];
  serve('GET /waiting_weeks/{companyId}', () => {
    const here = weeks.filter((w) => w.status === 'submitted').map(() => WEEK);
    const all = [...here, ...waitingElsewhere].sort();
    return { waiting: all.length, oldest_week: all[0] ?? null };
  });
  serve('GET /holidays/{companyId}', () => []);
});

const decided = (status: TimesheetSummary['status']) => (user: number) => {
  weeks = weeks.map((w) => (w.user === user ? { ...w, status } : w));
  return {
    user,
    week_start: WEEK,
    status,
    total_duration: 0,
    target_duration: 2400,
    days: [],
    rows: [],
    history: [],
  };
};

it("lists the department's weeks with total, target, difference and state; counts those waiting", async () => {
  renderDepartmentApp(path, { user: sessionUser('department_admin', 7) });
  const table = await screen.findByRole('table', { name: 'Approvals' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  expect(sent('GET /timesheets/{companyId}')).toContainEqual([3, { week: WEEK, department: DEPARTMENT }]);
  expect(screen.getByText('Weeks waiting for a decision: 2')).toBeInTheDocument();
  const eve = within(table).getByRole('row', { name: /Eve Engineer/ });
  expect(eve).toHaveTextContent('-5 HRs 0 Mins');
  expect(eve).toHaveTextContent('Submitted');
  const href = within(table).getByRole('link', { name: 'Cora Consultant' }).getAttribute('href') ?? '';
  const [, id, week] = /^\/employee\/week\/([^?]+)\?week=(.+)$/.exec(href) ?? [];
  expect([decodeNumericId(decodeURIComponent(id)), week]).toEqual([41, WEEK]);
  // an open week has nothing to decide
  expect(within(within(table).getByRole('row', { name: /Finn Fixer/ })).queryByRole('button')).toBeNull();
});

it('counts every week waiting in her scope, whatever week is shown, and goes to the oldest', async () => {
  weeks = weeks.map((w) => ({ ...w, status: 'open' }));
  waitingElsewhere = ['2026-10-26', '2026-11-09'];
  renderDepartmentApp(path, { user: sessionUser('department_admin', 7) });
  expect(await screen.findByText('Weeks waiting for a decision: 2')).toBeInTheDocument();
  expect(sent('GET /waiting_weeks/{companyId}')).toContainEqual([3, { department: DEPARTMENT }]);
  expect(screen.getByRole('heading', { level: 1, name: /Approvals/ })).toHaveTextContent('2');
  await userEvent.click(
    screen.getByRole('button', { name: 'Go to the oldest waiting week (Oct 26 – Nov 1, 2026)' }),
  );
  await waitFor(() =>
    expect(sent('GET /timesheets/{companyId}')).toContainEqual([
      3,
      { week: '2026-10-26', department: DEPARTMENT },
    ]),
  );
  expect(screen.getByRole('heading', { name: 'Oct 26 – Nov 1, 2026' })).toBeInTheDocument();
  // on the oldest week, nothing older to go to
  expect(screen.queryByRole('button', { name: /Go to the oldest waiting week/ })).not.toBeInTheDocument();
});

it('approves one week, and rejects the selected ones with one comment', async () => {
  serve('POST /timesheet/{userId}/approve', decided('approved'));
  serve('POST /timesheet/{userId}/reject', decided('rejected'));
  renderDepartmentApp(path, { user: sessionUser('department_admin', 7) });
  const table = await screen.findByRole('table', { name: 'Approvals' });
  const cora = await within(table).findByRole('row', { name: /Cora Consultant/ });
  await userEvent.click(within(cora).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(sent('POST /timesheet/{userId}/approve')).toEqual([[41, { week: WEEK }]]));
  await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Week approved' }));
  await waitFor(() => expect(screen.getByText('Weeks waiting for a decision: 1')).toBeInTheDocument());

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select the week of Eve Engineer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject selected (1)' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject week' });
  await userEvent.type(within(dialog).getByLabelText('Comment'), 'Friday is missing');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() =>
    expect(sent('POST /timesheet/{userId}/reject')).toEqual([
      [42, { week: WEEK, comment: 'Friday is missing' }],
    ]),
  );
  await waitFor(() => expect(screen.getByText('Weeks waiting for a decision: 0')).toBeInTheDocument());
});

it('says so when the weeks cannot be read, never an empty list', async () => {
  serve('GET /timesheets/{companyId}', () => networkError());
  renderDepartmentApp(path, { user: sessionUser('department_admin', 7) });
  expect(await screen.findByText('Cannot reach the server', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(/Weeks waiting/)).not.toBeInTheDocument();
});

it('is the department lead’s: another role goes elsewhere', async () => {
  renderDepartmentApp(path, { user: sessionUser('employee', 41) });
  await waitFor(() => expect(screen.queryByRole('table', { name: 'Approvals' })).not.toBeInTheDocument());
  expect(sent('GET /timesheets/{companyId}')).toHaveLength(0);
});
