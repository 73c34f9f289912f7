import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, tasksAtom, type Draft, type LocalTask } from '@app/shared';
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
  held,
  networkError,
  rowHeaders,
} from './helpers';

// the editor is Quill (tested on its own); a plain text box stands in for it
jest.mock('../src/richText/LazyRichText', () => jest.requireActual('./plainEditor').withPlainEditor());

const ME = 41;
const now = new Date().toISOString();
const draft = (id: number, title: string, duration: number): Draft => ({
  id,
  title,
  body: `<p>${title}</p>`,
  duration,
  project: null,
  project_name: null,
  created_at: now,
  worked_on: now.slice(0, 10),
  user: ME,
  published: false,
  copied_from: null,
});
const SERVER: Draft[] = [draft(101, 'Server one', 60), draft(102, 'Server two', 30)];
const local = (id: number, title: string, owner?: number): LocalTask & { owner?: number } => ({
  id,
  title,
  body: `<p>${title}</p>`,
  duration: 15,
  project: null,
  project_name: null,
  created_at: now,
  ...(owner === undefined ? {} : { owner }),
});

const draftsPath = `/employee/saved_tasks/${encodeId(ME)}`;

async function publish() {
  await userEvent.click(screen.getByRole('button', { name: 'Publish tasks' }));
  const dialog = screen.getByRole('dialog', { name: 'publish Confirmation' });
  expect(dialog).toHaveTextContent('Are you sure you want to publish these tasks');
  await userEvent.click(within(dialog).getByRole('button', { name: 'confirm publish' }));
}

/** The server's drafts: what GET answers, and what the writes of a test change. */
let stored: Draft[] = [];

beforeEach(() => {
  resetState();
  jest.resetAllMocks();
  stored = [...SERVER];
  serve('GET /drafts/{userId}', () => [...stored]);
  serve('GET /projects/{companyId}', () => []);
  serve('GET /tasks/{userId}', () => []);
});

describe('the drafts page', () => {
  it("lists the server's drafts and this user's local ones with their total time", async () => {
    store.set(tasksAtom, [local(1, 'Mine on device', ME), local(2, 'Someone else', 99)]);
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Task(s)' })).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two', 'Mine on device']));
    expect(screen.getByText('Total: 1 hour and 45 minutes')).toBeInTheDocument();
    expect(screen.getAllByText('On this device only')).toHaveLength(1);
  });

  it("shows what the '/tests' page generated, claiming it for the signed-in user", async () => {
    serve('GET /drafts/{userId}', () => []);
    store.set(tasksAtom, [local(1, 'Sample task 1'), local(2, 'Sample task 2')]);
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toEqual(['Sample task 1', 'Sample task 2']));
    expect(store.get(tasksAtom).map((t) => (t as { owner?: number }).owner)).toEqual([ME, ME]);
  });

  it('with the server down shows that it cannot be reached, never an empty list, and heals by itself', async () => {
    let down = true;
    serve('GET /drafts/{userId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    const alert = await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Nothing is lost');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add draft' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the drafts are read again
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two']), { timeout: 15_000 });
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);

  it("a server failure (500) offers 'Try again', which reads again", async () => {
    serveOnce(
      'GET /drafts/{userId}',
      () => refuse(500),
      () => refuse(500),
      () => refuse(500),
    );
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    const alert = await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 });
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two']));
  }, 40_000);

  it("sends anyone but the owner to '/'", () => {
    renderEmployeeApp(`/employee/saved_tasks/${encodeId(77)}`, { user: sessionUser('employee', ME) });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/');
  });

  it('saves the local drafts on the server, then publishes exactly the drafts shown in one call', async () => {
    store.set(tasksAtom, [local(1, 'Local one', ME)]);
    serve('POST /drafts/{userId}', (user, input) => {
      stored.push({ ...draft(103, input.title, input.duration), ...input, user });
      return stored[stored.length - 1];
    });
    serve('PATCH /drafts/{userId}', (_user, { drafts }) => {
      stored = stored.filter((d) => !drafts?.includes(d.id));
      return { published: 3, refused: [] };
    });
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));
    await publish();
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Publish success',
        body: 'Your tasks have been published',
      }),
    );
    expect(sent('POST /drafts/{userId}')).toEqual([
      [ME, { title: 'Local one', body: '<p>Local one</p>', duration: 15, project: null }],
    ]);
    expect(sent('PATCH /drafts/{userId}')).toEqual([[ME, { drafts: [101, 102, 103] }]]);
    // no task is posted by the browser: the server makes them from the drafts
    expect(sent('POST /tasks/{userId}')).toEqual([]);
    expect(store.get(tasksAtom)).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: /^Tasks/ })).toBeInTheDocument();
    await waitFor(() => expect(sent('GET /tasks/{userId}')).toContainEqual([ME]));
  });

  it('publishes only the drafts chosen, each shown with its day', async () => {
    stored = [draft(101, 'Server one', 60), { ...draft(102, 'Server two', 30), worked_on: '2026-11-17' }];
    serve('PATCH /drafts/{userId}', () => ({ published: 1, refused: [] }));
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    expect(screen.getByRole('row', { name: /Server two/ })).toHaveTextContent('Tue, Nov 17, 2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Publish Server one' }));
    await publish();
    await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Publish success' }));
    expect(sent('PATCH /drafts/{userId}')).toEqual([[ME, { drafts: [102] }]]);
  });

  it('names each draft kept because its week is locked, in words, and stays on the page', async () => {
    stored = [
      draft(101, 'Server one', 60),
      { ...draft(102, 'In the approved week', 30), worked_on: '2026-11-17' },
    ];
    serve('PATCH /drafts/{userId}', () => {
      stored = stored.filter((d) => d.id !== 101);
      return {
        published: 1,
        refused: [
          {
            draft: 102,
            worked_on: '2026-11-17',
            week: '2026-11-16',
            status: 'approved',
            error: 'week_locked',
            detail: 'The week of 2026-11-16 is approved: nothing in it can change until it is reopened',
          },
        ],
      };
    });
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await publish();
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Some drafts not published',
        body: '1 task published; 1 draft kept: its week is locked',
        mode: 'error',
      }),
    );
    expect(await screen.findByText(/Kept as drafts/)).toBeInTheDocument();
    expect(screen.getByText(/^In the approved week \(Tue, Nov 17, 2026\)/)).toHaveTextContent(
      'The week of Nov 16 – Nov 22, 2026 is approved: nothing in it can change until it is reopened',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pending Task(s)' })).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders()).toEqual(['In the approved week']));
  });

  it("says why the server refused a draft's edit: the locked week in words, not 'Please try again'", async () => {
    serve('PATCH /draft/{draftId}', () =>
      refuse(409, {
        error: 'week_locked',
        detail: 'The week of 2026-11-16 is approved: nothing in it can change until it is reopened',
        field: 'week',
        ...{ week: '2026-11-16', status: 'approved' },
      }),
    );
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Server one' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('dialog', { name: 'Edit task' });
    const duration = within(form).getByLabelText('Duration (minutes)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Week locked',
        body: 'The week of Nov 16 – Nov 22, 2026 is approved: nothing in it can change until it is reopened',
        mode: 'error',
      }),
    );
  });

  it("says 'Publish failed' when the server refuses, stays on the page and loses nothing", async () => {
    serveOnce('PATCH /drafts/{userId}', () => refuse(500));
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await publish();
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Publish failed',
        body: 'Please try again',
        mode: 'error',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pending Task(s)' })).toBeInTheDocument();
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two']));

    // the retry lists the same drafts: the server publishes each one once, whatever ran before
    serve('PATCH /drafts/{userId}', () => ({ published: 2, refused: [] }));
    await publish();
    await waitFor(() => expect(currentNotice()).toMatchObject({ title: 'Publish success' }));
    expect(sent('PATCH /drafts/{userId}')).toEqual([
      [ME, { drafts: [101, 102] }],
      [ME, { drafts: [101, 102] }],
    ]);
  });

  it("stops at a local draft the server refuses with 'Upload Error', keeping it and publishing nothing", async () => {
    store.set(tasksAtom, [local(1, 'Local one', ME), local(2, 'Local two', ME)]);
    serveOnce(
      'POST /drafts/{userId}',
      (user, input) => {
        stored.push({ ...draft(103, input.title, input.duration), ...input, user });
        return stored[stored.length - 1];
      },
      () => refuse(500),
    );
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(4));
    await publish();
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({
        title: 'Upload Error',
        body: 'please try again',
        mode: 'error',
      }),
    );
    expect(sent('PATCH /drafts/{userId}')).toEqual([]);
    // the one saved is a server draft now, off this device's list; the refused one stays here
    expect(store.get(tasksAtom).map((t) => t.title)).toEqual(['Local two']);
  });

  it('edits a server draft and a local one', async () => {
    store.set(tasksAtom, [local(1, 'Local one', ME)]);
    serve('PATCH /draft/{draftId}', (id, input) => {
      const saved = { ...draft(id, 'x', 1), ...input };
      stored = stored.map((d) => (d.id === id ? saved : d));
      return saved;
    });
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Server two' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit task' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Server two, edited');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent('PATCH /draft/{draftId}')).toContainEqual([
        102,
        expect.objectContaining({ title: 'Server two, edited' }),
      ]),
    );
    await waitFor(() => expect(rowHeaders()).toContain('Server two, edited'));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Local one' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit task' });
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.get(tasksAtom)[0]).toMatchObject({ title: 'Local one', duration: 150 }));
    expect(currentNotice()).toMatchObject({ title: 'Task updated successfully' });
  });

  it('deletes a server draft at once and restores it when the server refuses', async () => {
    const deletion = held();
    serve('DELETE /draft/{draftId}', () => deletion.response);
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Server one' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    expect(rowHeaders()).toEqual(['Server two']);
    await waitFor(() => expect(sent('DELETE /draft/{draftId}')).toContainEqual([101]));
    await act(async () => deletion.release(networkError()));
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two']));
  });

  it('adds a draft with the task form: saved on the server, it joins the list and the total', async () => {
    serve('POST /drafts/{userId}', (user, input) => {
      stored.push({ ...draft(103, input.title, input.duration), ...input, user });
      return stored[stored.length - 1];
    });
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Add draft' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Plan sprint');
    await userEvent.type(within(dialog).getByLabelText('Body'), '<p>goals</p>');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add draft' })).not.toBeInTheDocument());
    expect(sent('POST /drafts/{userId}')).toEqual([
      [ME, { title: 'Plan sprint', body: '<p>goals</p>', duration: 45, project: null }],
    ]);
    expect(currentNotice()).toMatchObject({ title: 'Draft saved', mode: 'success' });
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two', 'Plan sprint']));
    expect(screen.getByText('Total: 2 hours and 15 minutes')).toBeInTheDocument();
    expect(screen.queryByText('On this device only')).not.toBeInTheDocument();
    expect(store.get(tasksAtom)).toEqual([]);
  });

  it('adds a draft the server refuses to this browser, listed with the others, losing nothing', async () => {
    serve('POST /drafts/{userId}', () => refuse(500));
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Add draft' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Plan sprint');
    await userEvent.type(within(dialog).getByLabelText('Body'), '<p>goals</p>');
    await userEvent.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(currentNotice()).toMatchObject({ title: 'Draft kept on this device', mode: 'error' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Add draft' })).not.toBeInTheDocument();
    expect(store.get(tasksAtom)).toEqual([
      expect.objectContaining({
        title: 'Plan sprint',
        body: '<p>goals</p>',
        duration: 45,
        project: null,
        project_name: null,
        owner: ME,
      }),
    ]);
    await waitFor(() => expect(rowHeaders()).toEqual(['Server one', 'Server two', 'Plan sprint']));
    expect(screen.getAllByText('On this device only')).toHaveLength(1);
  });

  it('views a draft in the task details', async () => {
    renderEmployeeApp(draftsPath, { user: sessionUser('employee', ME) });
    await waitFor(() => expect(rowHeaders()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Server one' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Task details' });
    expect(await within(dialog).findByText('Server one', { selector: 'p' })).toBeInTheDocument();
  });
});
