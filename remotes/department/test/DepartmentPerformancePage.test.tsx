import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeNumericId, encodeId, type PerformanceRow } from '@app/shared';
import {
  renderDepartmentApp,
  resetState,
  sessionUser,
  serve,
  sent,
  rowHeaders,
  networkError,
} from './helpers';

const totals = (minutes: number, count: number) => ({ total_duration: minutes, task_count: count });
const row = (id: number, name: string, day: number, week: number, month: number): PerformanceRow => ({
  id,
  name,
  email: `${id}@example.com`,
  contact: '0700',
  department: 'Engineering',
  department_id: 20,
  daily_tasks: totals(day, 1),
  weekly_tasks: totals(week, 2),
  monthly_tasks: totals(month, 3),
  previous_month_tasks: totals(0, 0),
  weekly_target: 0,
});
const ROWS = [
  row(31, 'Ada Lovelace', 30, 400, 900),
  row(32, 'Alan Turing', 200, 300, 1000),
  row(33, 'Grace Hopper', 90, 500, 100),
];
const path = `/department/users/${encodeId(20)}`;

beforeEach(() => {
  resetState();
  jest.resetAllMocks();
  serve('GET /task_grouping_by_department/{departmentId}', () => [...ROWS]);
  serve('GET /departments/{companyId}', () => []);
});

describe("a department's performance", () => {
  it('lists name, daily, weekly and monthly totals, by name first', async () => {
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']));
    await waitFor(() => expect(sent('GET /task_grouping_by_department/{departmentId}')).toContainEqual([20]));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['NAME', 'DAILY', 'WEEKLY', 'MONTHLY']);
    expect(screen.getByText('3 HRs 20 Mins · 1 Task')).toBeInTheDocument();
  });

  it('flags in the weekly cell a consultant whose week so far is under its target, and no one at or over it', async () => {
    serve('GET /task_grouping_by_department/{departmentId}', () => [
      { ...ROWS[0], weekly_target: 480 },
      { ...ROWS[1], weekly_target: 300 },
      { ...ROWS[2], weekly_target: 0 },
    ]);
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));
    const ada = screen.getByRole('row', { name: /Ada Lovelace/ });
    const weekly = within(ada).getByRole('cell', { name: /^6 HRs 40 Mins · 2 Tasks/ });
    expect(within(weekly).getByText('Under target')).toBeVisible();
    expect(weekly).toHaveAccessibleName(
      '6 HRs 40 Mins · 2 Tasks Under target: 6 HRs 40 Mins of 8 HRs 0 Mins',
    );
    expect(within(weekly).getByTitle('Under target: 6 HRs 40 Mins of 8 HRs 0 Mins')).toBeInTheDocument();
    // Alan: 300 of 300, at target
    expect(within(screen.getByRole('row', { name: /Alan Turing/ })).queryByText('Under target')).toBeNull();
    expect(screen.getAllByText('Under target')).toHaveLength(1);
  });

  it('sorts by Day, Week and Month (most first) and by Name', async () => {
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));
    const sort = screen.getByLabelText('Sort by');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Name',
      'Day',
      'Week',
      'Month',
    ]);
    await userEvent.selectOptions(sort, 'Day');
    expect(rowHeaders()).toEqual(['Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
    await userEvent.selectOptions(sort, 'Week');
    expect(rowHeaders()).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    await userEvent.selectOptions(sort, 'Month');
    expect(rowHeaders()).toEqual(['Alan Turing', 'Ada Lovelace', 'Grace Hopper']);
  });

  it("searches by name, case-insensitively ('search for consultants')", async () => {
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));
    await userEvent.type(screen.getByLabelText('search for consultants'), 'GRACE');
    await waitFor(() => expect(rowHeaders()).toEqual(['Grace Hopper']));
    await userEvent.clear(screen.getByLabelText('search for consultants'));
    await userEvent.type(screen.getByLabelText('search for consultants'), 'nobody');
    expect(await screen.findByText(/^No consultants found/)).toBeInTheDocument();
  });

  it("opens a consultant's tasks with the row as navigation state", async () => {
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    const [pathname, state] = screen.getByRole('status', { name: 'location' }).textContent!.split('|');
    expect(pathname).toMatch(/^\/employee\//);
    expect(decodeNumericId(pathname.split('/')[2])).toBe(32);
    expect(JSON.parse(state)).toMatchObject({ id: 32, name: 'Alan Turing' });
  });

  it("opens a consultant's week from her row's 'Week', with her name", async () => {
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Grace Hopper' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Week']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Week' }));
    const [pathname, state] = screen.getByRole('status', { name: 'location' }).textContent!.split('|');
    expect(pathname).toMatch(/^\/employee\/week\//);
    expect(decodeNumericId(pathname.split('/')[3])).toBe(33);
    expect(JSON.parse(state)).toEqual({ name: 'Grace Hopper' });
  });

  it('with the server down shows that it cannot be reached, never zero hours, and heals by itself', async () => {
    let down = true;
    serve('GET /task_grouping_by_department/{departmentId}', () => (down ? networkError() : [...ROWS]));
    serve('GET /departments/{companyId}', () => (down ? networkError() : []));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the figures read again
    await waitFor(() => expect(rowHeaders()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});
