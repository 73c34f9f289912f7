import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, todosAtom } from '@app/shared';
import { currentNotice, renderEmployeeApp, resetState, sessionUser, store, rowHeaders } from './helpers';

const ME = 41;
const todosPath = `/employee/todos/${encodeId(ME)}`;

beforeEach(resetState);

describe('the todos page', () => {
  it("starts empty with 'No results found'", async () => {
    renderEmployeeApp(todosPath, { user: sessionUser('employee', ME) });
    expect(await screen.findByRole('heading', { level: 1, name: /^Todos/ })).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it("adds a todo ('Todo saved'), kept in this browser for this user only", async () => {
    store.set(todosAtom, [{ id: 1, title: 'Not mine', owner: 99 }]);
    renderEmployeeApp(todosPath, { user: sessionUser('employee', ME) });
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add todo' }));
    const dialog = screen.getByRole('dialog', { name: 'Add todo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save todo' }));
    expect(currentNotice()).toMatchObject({ title: 'Empty fields', mode: 'error' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Book the venue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save todo' }));
    expect(currentNotice()).toMatchObject({
      title: 'Todo saved',
      body: 'The activity has been saved on your machine',
      mode: 'success',
    });
    expect(rowHeaders()).toEqual(['Book the venue']);
    expect(JSON.parse(localStorage.getItem('TASKTRACKER_TODOS') ?? '[]')).toEqual([
      { id: 1, title: 'Not mine', owner: 99 },
      { id: 2, title: 'Book the venue', owner: ME },
    ]);
  });

  it("views, edits ('Todo updated', unchanged refused) and deletes a todo", async () => {
    store.set(todosAtom, [{ id: 1, title: 'Call the bank', owner: ME }]);
    renderEmployeeApp(todosPath, { user: sessionUser('employee', ME) });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Call the bank' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    const view = screen.getByRole('dialog', { name: 'Todo' });
    expect(within(view).getByText('Call the bank')).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Call the bank' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit todo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toMatchObject({ title: 'No changes detected' });
    await userEvent.type(within(dialog).getByLabelText('Title'), ' at nine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toMatchObject({
      title: 'Todo updated',
      body: 'The activity has been updated successfully',
    });
    expect(rowHeaders()).toEqual(['Call the bank at nine']);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Call the bank at nine' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'confirm delete' }));
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(store.get(todosAtom)).toEqual([]);
  });

  it("shows the todos generated on '/tests' to the first user who opens the list", () => {
    store.set(todosAtom, [
      { id: 1, title: 'Sample todo 1' },
      { id: 2, title: 'Sample todo 2' },
    ]);
    renderEmployeeApp(todosPath, { user: sessionUser('employee', ME) });
    expect(rowHeaders()).toEqual(['Sample todo 1', 'Sample todo 2']);
    expect(store.get(todosAtom)).toEqual([
      { id: 1, title: 'Sample todo 1', owner: ME },
      { id: 2, title: 'Sample todo 2', owner: ME },
    ]);
  });

  it("sends other users and roles to '/'", () => {
    renderEmployeeApp(`/employee/todos/${encodeId(7)}`, { user: sessionUser('employee', ME) });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/');
  });
});
