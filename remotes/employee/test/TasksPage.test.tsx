import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeNumericId, encodeId, tasksAtom, type AuditEvent, type Task } from '@app/shared';
import {
  currentNotice,
  renderEmployeeApp,
  resetState,
  sessionUser,
  store,
  serve,
  serveOnce,
  sent,
  refuse,
  networkError,
  held,
  catchDownloads,
  openRowAction,
  rowHeaders,
  location,
  companyOfUser,
  northwind,
  project,
} from './helpers';

// the editor is Quill (tested on its own); a plain text box stands in for it
jest.mock('../src/richText/LazyRichText', () => jest.requireActual('./plainEditor').withPlainEditor());

const CONSULTANT = 41;
const today = new Date();
/** `days` before today at `hour` o'clock, local time, as ISO. */
const at = (days: number, hour = 10) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - days, hour).toISOString();
const dayBefore = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).toLocaleDateString(
  'en-CA',
);
const todayIso = today.toLocaleDateString('en-CA');

function task(id: number, fields: Partial<Task>): Task {
  const created = fields.created_at ?? at(0);
  return {
    id,
    title: `Task ${id}`,
    body: '<p>body</p>',
    duration: 30,
    project: null,
    project_name: null,
    created_at: created,
    // the server answers the work day: created_at's day in the company's zone, this test's own
    worked_on: new Date(created).toLocaleDateString('en-CA'),
    user: CONSULTANT,
    billable: null,
    ...fields,
  };
}

const TASKS: Task[] = [
  task(1, {
    title: 'Write report',
    duration: 90,
    project: 5,
    project_name: 'Apollo',
    body: '<p>quarterly <strong>numbers</strong></p>',
  }),
  task(2, { title: 'Call client', duration: 45, project: 6, project_name: 'Borealis' }),
  task(3, { title: 'Archive mail', duration: 200, created_at: at(1) }),
  task(4, {
    title: 'Old plain task',
    body: 'see https://example.com\n- one\n- two',
    created_at: '2025-01-10T09:00:00Z',
  }),
];

const tasksPath = `/employee/${encodeId(CONSULTANT)}`;

/** The server's task list: what GET answers, and what the writes of a test change. */
let stored: Task[] = [];

beforeEach(() => {
  resetState();
  jest.resetAllMocks();
  stored = [...TASKS];
  // the fixtures' days are those of the zone the tests run in: the company counts its days there
  serve('GET /get_company/{user_id}', () =>
    companyOfUser({ ...northwind, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  );
  serve('GET /tasks/{userId}', () => [...stored]);
  serve('GET /projects/{companyId}', () => [project(5, 'Apollo'), project(6, 'Borealis')]);
});

describe('the task list', () => {
  it("shows today's tasks by default, with their total time, sorted by title", async () => {
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    expect(await screen.findByRole('heading', { level: 1, name: /^Tasks/ })).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client', 'Write report']));
    await waitFor(() => expect(sent('GET /tasks/{userId}')).toContainEqual([CONSULTANT]));
    expect(screen.getByText('Total working hours: 2 hours and 15 minutes')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['TITLE', 'DURATION', 'PROJECT']);
    expect(screen.getByText('1 HR 30 Mins')).toBeInTheDocument();
  });

  it('tells her which weeks were rejected, by whom and why, with a link to each', async () => {
    serve('GET /rejected_weeks/{userId}', () => [
      {
        week_start: '2026-11-16',
        comment: 'Wednesday is missing',
        by_name: 'Dan Lead',
        at: '2026-11-24T09:00:00Z',
      },
    ]);
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    const notice = await screen.findByRole('region', { name: 'A week was rejected' });
    expect(notice).toHaveTextContent('Nov 16 – Nov 22, 2026, rejected by Dan Lead: “Wednesday is missing”');
    const href = within(notice).getByRole('link', { name: 'Open the week' }).getAttribute('href') ?? '';
    const [, id, week] = /^\/employee\/week\/([^?]+)\?week=(.+)$/.exec(href) ?? [];
    expect([decodeNumericId(decodeURIComponent(id)), week]).toEqual([CONSULTANT, '2026-11-16']);
  });

  it('shows no rejected weeks to a manager reading her list (the notice is hers)', async () => {
    serve('GET /rejected_weeks/{userId}', () => [
      {
        week_start: '2026-11-16',
        comment: 'Wednesday is missing',
        by_name: 'Dan Lead',
        at: '2026-11-24T09:00:00Z',
      },
    ]);
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 3) });
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client', 'Write report']));
    expect(screen.queryByRole('region', { name: /rejected/ })).not.toBeInTheDocument();
    expect(sent('GET /rejected_weeks/{userId}')).toEqual([]);
  });

  it("is titled 'Tasks for {first name}' when opened from a user row", async () => {
    renderEmployeeApp(tasksPath, {
      user: sessionUser('company_admin', 2),
      state: { id: CONSULTANT, name: 'Grace Hopper' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^Tasks for Grace/ })).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
  });

  it('filters by an inclusive date range, searches title, body and project, and sorts', async () => {
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, dayBefore);
    await waitFor(() => expect(rowHeaders()).toEqual(['Archive mail', 'Call client', 'Write report']));
    expect(screen.getByText('Total working hours: 5 hours and 35 minutes')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Duration');
    expect(rowHeaders()).toEqual(['Archive mail', 'Write report', 'Call client']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Project');
    expect(rowHeaders()).toEqual(['Write report', 'Call client', 'Archive mail']);

    await userEvent.type(screen.getByLabelText('Search tasks'), 'NUMBERS');
    await waitFor(() => expect(rowHeaders()).toEqual(['Write report']));
    await userEvent.clear(screen.getByLabelText('Search tasks'));
    await userEvent.type(screen.getByLabelText('Search tasks'), 'borealis');
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client']));
  });

  it('keeps the date range and the search in the URL as they change', async () => {
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    expect(location().search).toBe('');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, dayBefore);
    await userEvent.type(screen.getByLabelText('Search tasks'), 'borealis');
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client']));
    const query = new URLSearchParams(location().search);
    expect(Object.fromEntries(query)).toEqual({ from: dayBefore, to: todayIso, q: 'borealis' });
    expect(location().path).toBe(tasksPath);
  });

  it('reads the date range and the search back from the URL (a reload or a shared link)', async () => {
    renderEmployeeApp(`${tasksPath}?from=${dayBefore}&to=${todayIso}&q=borealis`, {
      user: sessionUser('company_admin', 2),
      state: { id: CONSULTANT, name: 'Grace Hopper' },
    });
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client']));
    expect(screen.getByLabelText('From')).toHaveValue(dayBefore);
    expect(screen.getByLabelText('To')).toHaveValue(todayIso);
    expect(screen.getByLabelText('Search tasks')).toHaveValue('borealis');
    await userEvent.clear(screen.getByLabelText('Search tasks'));
    await waitFor(() => expect(rowHeaders()).toEqual(['Archive mail', 'Call client', 'Write report']));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      from: dayBefore,
      to: todayIso,
    });
    // the page opened from a user row keeps its title as the URL changes
    expect(screen.getByRole('heading', { level: 1, name: /^Tasks for Grace/ })).toBeInTheDocument();
  });

  it('an empty date in the URL is an open end of the range; an unreadable one is the default', async () => {
    renderEmployeeApp(`${tasksPath}?from=&to=someday`, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() =>
      expect(rowHeaders()).toEqual(['Archive mail', 'Call client', 'Old plain task', 'Write report']),
    );
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('To')).toHaveValue(todayIso);
  });

  it("says 'No Tasks found' when nothing matches", async () => {
    serve('GET /tasks/{userId}', () => []);
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    expect(await screen.findByText('No Tasks found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it("a company read that fails says so instead of loading for ever (its days are the company's)", async () => {
    serve('GET /get_company/{user_id}', () => refuse(500));
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    const alert = await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 });
    expect(screen.queryByText(/Total working hours/)).not.toBeInTheDocument();
    serve('GET /get_company/{user_id}', () =>
      companyOfUser({ ...northwind, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowHeaders().length).toBeGreaterThan(0));
  }, 40_000);

  it('with the server down shows that it cannot be reached, never zero hours, and heals by itself', async () => {
    let down = true;
    serve('GET /tasks/{userId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    const alert = await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Nothing is lost');
    expect(screen.queryByText('No Tasks found')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total working hours/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    await waitFor(() => expect(rowHeaders()).toHaveLength(2), { timeout: 15_000 });
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);

  it("a server failure (500) offers 'Try again', which reads again", async () => {
    serveOnce('GET /tasks/{userId}', () => refuse(500));
    serveOnce('GET /tasks/{userId}', () => refuse(500));
    serveOnce('GET /tasks/{userId}', () => refuse(500));
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    const alert = await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
  }, 40_000);

  it('shows a body as plain text before 2025-02-23 and as sanitised rich text after', async () => {
    serve('GET /tasks/{userId}', () => [
      ...TASKS,
      task(9, {
        title: 'Hostile',
        body: '<p>safe</p><img src="x" onerror="window.__hit=1"><script>window.__hit=1</script>',
      }),
    ]);
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await screen.findByText(/^Days in /); // the dates can be changed once the company's days are known
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await waitFor(() => expect(rowHeaders()).toContain('Old plain task'));

    await openRowAction('Old plain task', 'View');
    let dialog = screen.getByRole('dialog', { name: 'Task details' });
    expect(within(dialog).getByRole('link', { name: /https:\/\/example.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(dialog).getByText('- one')).toBeInTheDocument();
    // created 09:00 UTC on Friday 10 January 2025: that day in any zone from UTC-9 to UTC+14
    expect(within(dialog).getByText('Day worked').nextSibling).toHaveTextContent('Friday, January 10, 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'close' }));

    await openRowAction('Hostile', 'View');
    dialog = screen.getByRole('dialog', { name: 'Task details' });
    expect(await within(dialog).findByText('safe')).toBeInTheDocument();
    expect(dialog.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { __hit?: number }).__hit).toBeUndefined();
  });
});

describe('adding a task', () => {
  async function openAddForm() {
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    return screen.findByRole('dialog', { name: 'add task' });
  }

  async function fill(
    dialog: HTMLElement,
    { title, body, duration }: { title: string; body: string; duration: string },
  ) {
    await userEvent.type(within(dialog).getByLabelText('Title'), title);
    await userEvent.type(within(dialog).getByLabelText('Body'), body);
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), duration);
  }

  it('refuses empty fields, a title over 50 characters and a duration under 1 minute', async () => {
    const dialog = await openAddForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(currentNotice()).toMatchObject({
      title: 'Empty fields',
      body: 'empty fields detected',
      mode: 'error',
    });

    await fill(dialog, { title: 'Plan', body: '<p>x</p>', duration: '0.5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(currentNotice()).toMatchObject({
      title: 'Invalid Duration',
      body: 'Please provide the correct duration',
    });
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('maxLength', '50');
    await waitFor(() => expect(sent('POST /tasks/{userId}')).toHaveLength(0));
  });

  it('posts the task with a whole duration and no project, appends it and closes', async () => {
    serve('POST /tasks/{userId}', (_user, input) => {
      stored.push(task(20, { ...input, project_name: null }));
      return stored[stored.length - 1];
    });
    const dialog = await openAddForm();
    await fill(dialog, { title: 'Plan sprint', body: '<p>goals</p>', duration: '42.9' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(sent('POST /tasks/{userId}')).toContainEqual([
        CONSULTANT,
        {
          title: 'Plan sprint',
          body: '<p>goals</p>',
          duration: 42,
          project: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'add task' })).not.toBeInTheDocument());
    expect(rowHeaders()).toContain('Plan sprint');
    expect(currentNotice()).toMatchObject({
      title: 'Task uploaded successfully',
      body: 'New task has been added',
      mode: 'success',
    });
  });

  it('attaches the first project when the toggle is switched on', async () => {
    serve('POST /tasks/{userId}', (_user, input) => task(21, { ...input, project_name: 'Apollo' }));
    const dialog = await openAddForm();
    await fill(dialog, { title: 'Review', body: '<p>code</p>', duration: '15' });
    expect(within(dialog).queryByLabelText('Project')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attach a project' }));
    expect(within(dialog).getByLabelText('Project')).toHaveValue('5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Project'), 'Borealis');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attach a project' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attach a project' }));
    expect(within(dialog).getByLabelText('Project')).toHaveValue('6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(sent('POST /tasks/{userId}')).toContainEqual([
        CONSULTANT,
        expect.objectContaining({ project: 6 }),
      ]),
    );
  });

  it('marks a new task billable or not when it differs from its project, and sends the mark only then', async () => {
    serve('GET /projects/{companyId}', () => [
      project(5, 'Apollo'),
      project(6, 'Internal', { billable: false }),
    ]);
    serve('POST /tasks/{userId}', (_user, input) => task(24, { ...input, project_name: 'Apollo' }));
    const dialog = await openAddForm();
    await fill(dialog, { title: 'Review', body: '<p>code</p>', duration: '15' });
    // no project, no mark
    expect(within(dialog).queryByRole('switch', { name: 'Billable' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attach a project' }));
    const billable = within(dialog).getByRole('switch', { name: 'Billable' });
    // as its project: Apollo is billed
    expect(billable).toBeChecked();
    await userEvent.click(billable);
    expect(billable).not.toBeChecked();
    expect(within(dialog).getByText(/Not billed, though its project is\./)).toBeInTheDocument();
    // another project: the mark is taken as it is, against that project's default
    await userEvent.selectOptions(within(dialog).getByLabelText('Project'), 'Internal');
    expect(within(dialog).getByRole('switch', { name: 'Billable' })).not.toBeChecked();
    expect(within(dialog).queryByText(/though its project/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Billable' }));
    expect(within(dialog).getByText(/Billed, though its project is not\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(sent('POST /tasks/{userId}')).toContainEqual([
        CONSULTANT,
        expect.objectContaining({ project: 6, billable: true }),
      ]),
    );
  });

  it('sends no mark for a task as billed as its project', async () => {
    serve('POST /tasks/{userId}', (_user, input) => task(25, { ...input, project_name: 'Apollo' }));
    const dialog = await openAddForm();
    await fill(dialog, { title: 'Plain', body: '<p>p</p>', duration: '10' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attach a project' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Billable' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Billable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(sent('POST /tasks/{userId}')).toHaveLength(1));
    expect(sent('POST /tasks/{userId}')[0][1]).not.toHaveProperty('billable');
  });

  it("logs an earlier day: the day picker defaults to the company's today, sends the day picked, and the task is listed on that day", async () => {
    serve('POST /tasks/{userId}', (_user, input) => {
      const added = task(23, { ...input, project_name: null });
      stored = [added, ...stored];
      return added;
    });
    const dialog = await openAddForm();
    const day = within(dialog).getByLabelText('Day');
    expect(day).toHaveValue(todayIso);
    expect(day).toHaveAttribute('max', todayIso);
    await fill(dialog, { title: 'Forgot Friday', body: '<p>late entry</p>', duration: '50' });
    await userEvent.clear(day);
    await userEvent.type(day, dayBefore);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(sent('POST /tasks/{userId}')).toContainEqual([
        CONSULTANT,
        expect.objectContaining({ title: 'Forgot Friday', worked_on: dayBefore }),
      ]),
    );
    // today's list does not hold it; the day before's does
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client', 'Write report']));
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), dayBefore);
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), dayBefore);
    await waitFor(() => expect(rowHeaders()).toEqual(['Archive mail', 'Forgot Friday']));
  });

  it('refuses a day after today with its message, and sends no day when it is cleared', async () => {
    serve('POST /tasks/{userId}', (_user, input) => task(24, { ...input, project_name: null }));
    const dialog = await openAddForm();
    await fill(dialog, { title: 'Today', body: '<p>now</p>', duration: '5' });
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).toLocaleDateString(
      'en-CA',
    );
    const day = within(dialog).getByLabelText('Day');
    await userEvent.clear(day);
    await userEvent.type(day, tomorrow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Invalid day',
        body: 'The day cannot be in the future',
      }),
    );
    expect(sent('POST /tasks/{userId}')).toHaveLength(0);
    // a cleared day is today's: nothing is sent, the server takes its today
    await userEvent.clear(day);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(sent('POST /tasks/{userId}')).toHaveLength(1));
    expect(sent('POST /tasks/{userId}')[0][1]).not.toHaveProperty('worked_on');
  });

  it('keeps everything typed when the server refuses', async () => {
    serve('POST /tasks/{userId}', () => refuse(400));
    const dialog = await openAddForm();
    await fill(dialog, { title: 'Lost?', body: '<p>never</p>', duration: '10' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Failed to add task',
        body: 'Something went wrong, please try again',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'add task' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lost?');
    expect(within(dialog).getByLabelText('Body')).toHaveValue('<p>never</p>');
  });

  it('closing the dialog (Escape, outside click, close icon) loses nothing typed, until saved or cleared', async () => {
    serve('POST /tasks/{userId}', (_user, input) => task(22, { ...input, project_name: null }));
    let dialog = await openAddForm();
    await fill(dialog, { title: 'Half typed', body: '<p>long thought</p>', duration: '33' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'add task' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    dialog = screen.getByRole('dialog', { name: 'add task' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Half typed');
    expect(within(dialog).getByLabelText('Body')).toHaveValue('<p>long thought</p>');
    expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveValue(33);

    // an outside click closes it too (dialogs close on a backdrop click), and still keeps it
    await userEvent.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog', { name: 'add task' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    dialog = screen.getByRole('dialog', { name: 'add task' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Half typed');

    // 'Clear' empties it for good
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear form' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    dialog = screen.getByRole('dialog', { name: 'add task' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');

    // once saved, the next 'add task' starts empty
    await fill(dialog, { title: 'Saved one', body: '<p>b</p>', duration: '5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'add task' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(within(screen.getByRole('dialog', { name: 'add task' })).getByLabelText('Title')).toHaveValue('');
  });

  it('saves a draft on the server, or in this browser when the server refuses it', async () => {
    serveOnce('POST /drafts/{userId}', (_user, input) => ({
      ...task(30, input),
      published: false,
      copied_from: null,
    }));
    let dialog = await openAddForm();
    await fill(dialog, { title: 'Draft one', body: '<p>d1</p>', duration: '20' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Draft saved' }));
    expect(store.get(tasksAtom)).toEqual([]);

    serveOnce('POST /drafts/{userId}', () => networkError());
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    dialog = screen.getByRole('dialog', { name: 'add task' });
    await fill(dialog, { title: 'Draft two', body: '<p>d2</p>', duration: '25' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Attach a project' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({ title: 'Draft kept on this device', mode: 'error' }),
    );
    expect(store.get(tasksAtom)).toEqual([
      expect.objectContaining({
        title: 'Draft two',
        body: '<p>d2</p>',
        duration: 25,
        project: 5,
        project_name: 'Apollo',
        owner: CONSULTANT,
      }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'add task' })).not.toBeInTheDocument();
  });
});

describe('editing and deleting', () => {
  it('are offered to company_admin and admin, not to the consultant', async () => {
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Write report' }));
    // her own tasks' history is hers to read
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'History']);
  });

  it('edits a task as the company representative', async () => {
    serve('PATCH /task/{taskId}', (id, input) => {
      const saved = task(id, { ...input, project_name: 'Apollo' });
      stored = stored.map((row) => (row.id === id ? saved : row));
      return saved;
    });
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 2) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await openRowAction('Write report', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(dialog).getByLabelText('Project')).toHaveValue('5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toMatchObject({
      title: 'No changes detected',
      body: 'There is nothing to update',
    });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Write the report');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent('PATCH /task/{taskId}')).toContainEqual([
        1,
        {
          title: 'Write the report',
          body: TASKS[0].body,
          duration: 90,
          project: 5,
        },
      ]),
    );
    await waitFor(() => expect(rowHeaders()).toContain('Write the report'));
    expect(currentNotice()).toMatchObject({
      title: 'Task updated successfully',
      body: 'The task has been updated',
    });
  });

  it("moves a task to another day: the form shows the task's day and sends the new one", async () => {
    serve('PATCH /task/{taskId}', (id, input) => {
      const saved = task(id, { ...stored.find((row) => row.id === id), ...input });
      stored = stored.map((row) => (row.id === id ? saved : row));
      return saved;
    });
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 2) });
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client', 'Write report']));
    await openRowAction('Call client', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const day = within(dialog).getByLabelText('Day');
    expect(day).toHaveValue(todayIso);
    await userEvent.clear(day);
    await userEvent.type(day, dayBefore);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent('PATCH /task/{taskId}')).toContainEqual([
        2,
        expect.objectContaining({ worked_on: dayBefore }),
      ]),
    );
    // off today's list
    await waitFor(() => expect(rowHeaders()).toEqual(['Write report']));
  });

  it("reports 'Failed to update task' and keeps the form open", async () => {
    serve('PATCH /task/{taskId}', () => refuse(403));
    renderEmployeeApp(tasksPath, { user: sessionUser('admin', 1) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await openRowAction('Call client', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({ title: 'Failed to update task', body: 'Please try again' }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBeInTheDocument();
  });

  it('removes a task at once and puts it back when the server refuses', async () => {
    const deletion = held();
    serve('DELETE /task/{taskId}', () => deletion.response);
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 2) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await openRowAction('Call client', 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    expect(rowHeaders()).toEqual(['Write report']);
    await act(async () => deletion.release(refuse(500)));
    await waitFor(() => expect(rowHeaders()).toEqual(['Call client', 'Write report']));
    expect(currentNotice()).toMatchObject({ mode: 'error' });
  });
});

describe('links and export', () => {
  it("links the consultant's own drafts and todos", async () => {
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    const links = within(screen.getByRole('navigation', { name: 'My lists' }));
    expect(links.getByRole('link', { name: 'Pending Task(s)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/employee\/saved_tasks\//),
    );
    expect(links.getByRole('link', { name: 'Todos' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/employee\/todos\//),
    );
  });

  it('downloads the listed tasks as CSV', async () => {
    const { downloads, restore } = catchDownloads();
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(downloads).not.toHaveLength(0);
    const csv = await downloads[0].text();
    expect(csv.split('\r\n')[0]).toBe('DATE,TITLE,DURATION,PROJECT,BODY');
    expect(csv).toContain('Write report,90,Apollo,quarterly numbers');
    expect(csv).not.toContain('Archive mail');
    restore();
  });
});

describe("a task's history", () => {
  const renamed: AuditEvent = {
    id: 31,
    at: '2026-03-05T13:07:09Z',
    actor: { id: 2, email: 'representative@example.com', role: 'company_admin' },
    company: northwind.id,
    department: 20,
    entity: { type: 'task', id: 1 },
    action: 'updated',
    before: { title: 'Write draft', duration: 60 },
    after: { title: 'Write report', duration: 90 },
    names: {},
    reason: null,
    client_address: '10.0.0.7',
    request_id: 'req-9',
  };

  it("is a row's action that lists its events, each field's change before and after", async () => {
    serve('GET /audit/{companyId}', () => ({ events: [renamed], next_cursor: null }));
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 2) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await openRowAction('Write report', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'History of Write report' });
    const changes = await within(dialog).findByRole('table', { name: /representative@example.com/ });
    expect(
      within(changes)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', 'Write draft', 'Write report'],
      ['Duration', '60', '90'],
    ]);
    expect(within(dialog).getByText(/updated$/)).toBeInTheDocument();
    expect(sent('GET /audit/{companyId}')).toEqual([[northwind.id, { entity: 'task', entity_id: 1 }]]);
  });

  it('says when the task has none yet', async () => {
    serve('GET /audit/{companyId}', () => ({ events: [], next_cursor: null }));
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await openRowAction('Call client', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'History of Call client' });
    expect(await within(dialog).findByText('No recorded changes yet')).toBeVisible();
  });

  it('a failed read says so, never that there is none, and reads again on retry', async () => {
    serve('GET /audit/{companyId}', () => refuse(403));
    renderEmployeeApp(tasksPath, { user: sessionUser('employee', CONSULTANT) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await openRowAction('Call client', 'History');
    const dialog = await screen.findByRole('dialog', { name: 'History of Call client' });
    const failure = await within(dialog).findByRole('alert', { name: 'Could not load this' });
    expect(within(dialog).queryByText('No recorded changes yet')).not.toBeInTheDocument();
    serve('GET /audit/{companyId}', () => ({ events: [], next_cursor: null }));
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No recorded changes yet')).toBeVisible();
  });

  it("is not offered to a board member, who reads no company's trail", async () => {
    renderEmployeeApp(tasksPath, { user: sessionUser('company_member', 2) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Write report' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
  });
});

describe("the representative's billable marks", () => {
  const markServer = () =>
    serve('PATCH /task/{taskId}', (id, input) => {
      const saved = task(id, { ...stored.find((row) => row.id === id), ...input });
      stored = stored.map((row) => (row.id === id ? saved : row));
      return saved;
    });

  it('a switch per task with a project, on as its project bills it; turned, only the mark is sent', async () => {
    markServer();
    serve('GET /projects/{companyId}', () => [
      project(5, 'Apollo'),
      project(6, 'Borealis', { billable: false }),
    ]);
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 2) });
    const report = await screen.findByRole('switch', { name: 'Billable: Write report' });
    const call = screen.getByRole('switch', { name: 'Billable: Call client' });
    expect(report).toHaveAttribute('aria-checked', 'true');
    expect(call).toHaveAttribute('aria-checked', 'false');

    // marked otherwise than its project: the mark alone
    await userEvent.click(report);
    await waitFor(() => expect(sent('PATCH /task/{taskId}')).toEqual([[1, { billable: false }]]));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Billable: Write report' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(currentNotice()).toMatchObject({ title: 'Task marked', body: 'It is no longer billed' });
    // turned back: as its project again (no mark)
    await userEvent.click(screen.getByRole('switch', { name: 'Billable: Write report' }));
    await waitFor(() => expect(sent('PATCH /task/{taskId}')).toContainEqual([1, { billable: null }]));
    await userEvent.click(call);
    await waitFor(() => expect(sent('PATCH /task/{taskId}')).toContainEqual([2, { billable: true }]));
  });

  it("says the server's reason when an invoice bills the task, and the switch stays as it was", async () => {
    serve('PATCH /task/{taskId}', () =>
      refuse(409, {
        error: 'task_invoiced',
        detail: 'Task 1 is billed by invoice 2026-0001: void it before marking it otherwise',
      }),
    );
    renderEmployeeApp(tasksPath, { user: sessionUser('company_admin', 2) });
    await userEvent.click(await screen.findByRole('switch', { name: 'Billable: Write report' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Task not marked',
        body: 'Task 1 is billed by invoice 2026-0001: void it before marking it otherwise',
        mode: 'error',
      }),
    );
    expect(screen.getByRole('switch', { name: 'Billable: Write report' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('is not offered to the platform admin, a board member or the consultant', async () => {
    for (const user of [
      sessionUser('admin', 1),
      sessionUser('company_member', 7),
      sessionUser('employee', CONSULTANT),
    ]) {
      resetState();
      const { unmount } = renderEmployeeApp(tasksPath, { user });
      await waitFor(() => expect(rowHeaders()).toHaveLength(2));
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'BILLABLE' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
