/**
 * The task list counts the company's days: with a fixed "now" and a company in Auckland, far from
 * the zone the tests run in, today is Auckland's today, and its total is the work of Auckland's day.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { encodeId, type Company, type CompanyOfUser, type Task } from '@app/shared';
import { dayOf } from '@app/shared/days';
import {
  held,
  companyOfUser,
  northwind,
  renderEmployeeApp,
  resetState,
  rowHeaders,
  serve,
  sessionUser,
  location,
} from './helpers';

const CONSULTANT = 41;
const tasksPath = `/employee/${encodeId(CONSULTANT)}`;
/** 12:30 UTC on Wednesday 25 November 2026: 01:30 on Thursday 26 November in Auckland (UTC+13). */
const NOW = new Date('2026-11-25T12:30:00Z');
const AUCKLAND: Company = { ...northwind, time_zone: 'Pacific/Auckland' };

const task = (id: number, title: string, created_at: string, duration: number): Task => ({
  id,
  title,
  body: '<p>body</p>',
  duration,
  project: null,
  project_name: null,
  created_at,
  // the server answers each task's day: here created_at's day in the company's zone
  worked_on: dayOf(created_at, 'Pacific/Auckland')!,
  user: CONSULTANT,
  billable: null,
});

const TASKS: Task[] = [
  task(1, 'Early standup', '2026-11-25T11:10:00Z', 60), // Auckland: Thursday 26th, 00:10
  task(2, 'Client call', '2026-11-25T12:00:00Z', 45), // Auckland: Thursday 26th, 01:00
  task(3, 'Evening review', '2026-11-25T10:30:00Z', 120), // Auckland: Wednesday 25th, 23:30
  task(4, 'Morning mail', '2026-11-25T02:00:00Z', 30), // Auckland: Wednesday 25th, 15:00
];

beforeEach(() => {
  resetState();
  // only the clock is fixed: timers, promises and the network run as usual
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  serve('GET /tasks/{userId}', () => [...TASKS]);
  serve('GET /projects/{companyId}', () => []);
});

afterEach(() => jest.useRealTimers());

describe("the task list's days", () => {
  it("counts today's tasks of the company's day, not of the browser's", async () => {
    serve('GET /get_company/{user_id}', () => companyOfUser(AUCKLAND));
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toEqual(['Client call', 'Early standup']));
    expect(screen.getByText('Total working hours: 1 hour and 45 minutes')).toBeInTheDocument();
    expect(screen.getByText('Days in Pacific/Auckland')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-26');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-26');
  });

  it("shows the days of a link in the company's zone", async () => {
    serve('GET /get_company/{user_id}', () => companyOfUser(AUCKLAND));
    renderEmployeeApp(`${tasksPath}?from=2026-11-25&to=2026-11-25`, {
      user: sessionUser('employee', CONSULTANT),
    });
    await waitFor(() => expect(rowHeaders()).toEqual(['Evening review', 'Morning mail']));
    expect(screen.getByText('Total working hours: 2 hours and 30 minutes')).toBeInTheDocument();
    expect(location().search).toBe('?from=2026-11-25&to=2026-11-25');
  });

  it('shows no day and no tasks until the company’s zone is known', async () => {
    const company = held<CompanyOfUser>();
    serve('GET /get_company/{user_id}', () => company.response);
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    const from = await screen.findByLabelText('From');
    expect(from).toHaveValue('');
    expect(from).toBeDisabled();
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.queryByText(/^Days in/)).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Loading…');
    await act(async () => company.release(companyOfUser(AUCKLAND)));
    await waitFor(() => expect(rowHeaders()).toEqual(['Client call', 'Early standup']));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-26');
    expect(screen.getByLabelText('From')).toBeEnabled();
    expect(screen.getByText('Days in Pacific/Auckland')).toBeInTheDocument();
  });

  it("moves to the company's next day when its day ends, the page left open", async () => {
    let reads = 0;
    serve('GET /get_company/{user_id}', () => {
      reads += 1;
      const now = companyOfUser(AUCKLAND);
      // the first answer's day ends a second from now; the next answers are of the next day
      return reads === 1
        ? { ...now, today_ends_at: new Date(NOW.getTime() + 1000).toISOString() }
        : { ...now, today: '2026-11-27', today_ends_at: '2026-11-27T11:00:00.000Z' };
    });
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toEqual(['Client call', 'Early standup']));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-26');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-11-27'), { timeout: 5000 });
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');
    await waitFor(() => expect(rowHeaders()).toEqual([]));
    expect(reads).toBe(2);
  });
});
