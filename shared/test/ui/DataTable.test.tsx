import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore as createStore } from '../../src/state/hooks';
import { decodeId } from '../../src/ids/codec';
import { userAtom } from '../../src/state/atoms';
import { DataTable, type Column } from '../../src/ui';
import { renderInApp, sessionUser } from './helpers';

interface CompanyRow {
  id: number;
  name: string;
  admin_email: string;
  admin_contact: string;
  is_active: boolean;
  created_at: string;
}

const acme: CompanyRow = {
  id: 1,
  name: 'Acme',
  admin_email: 'rep@acme.test',
  admin_contact: '0711000000',
  is_active: true,
  created_at: '2025-03-05T14:07:09',
};
const globex: CompanyRow = { ...acme, id: 2, name: 'Globex', admin_email: 'rep@globex.test' };

const columns: Column<CompanyRow>[] = [{ key: 'name' }, { key: 'admin_email' }, { key: 'admin_contact' }];
const allActions = { view: true, info: jest.fn(), edit: jest.fn(), delete: jest.fn(), move: jest.fn() };

async function menuItemsFor(rowLabel: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${rowLabel}` }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('DataTable', () => {
  it('is a real table with upper-case column labels and the spec renames', () => {
    renderInApp(
      <DataTable
        label="Companies"
        role="admin"
        rows={[{ ...acme, project_name: 'Audit' }]}
        columns={[
          { key: 'name' },
          { key: 'admin_email' },
          { key: 'admin_contact' },
          { key: 'created_at' },
          { key: 'project_name' },
          { key: 'is_active', label: 'Status', render: (row) => (row.is_active ? 'on' : 'off') },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Companies' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['NAME', 'EMAIL', 'CONTACT', 'DATE', 'PROJECT', 'Status']);
    expect(within(table).getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(within(table).getByText('March 05 2025, 2:07:09 pm')).toBeInTheDocument();
    expect(within(table).getByText('on')).toBeInTheDocument();
  });

  it('cuts long text at 60 characters unless the column has no limit', () => {
    const long = 'x'.repeat(80);
    renderInApp(
      <DataTable
        label="Tasks"
        rows={[{ id: 1, title: long, body: long }]}
        columns={[{ key: 'title' }, { key: 'body', noLimit: true }]}
      />,
    );
    expect(screen.getByText(`${'x'.repeat(57)}...`)).toBeInTheDocument();
    expect(screen.getByText(long)).toBeInTheDocument();
  });

  it('shows other date columns as relative time', () => {
    const joined = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    renderInApp(
      <DataTable
        label="People"
        rows={[{ id: 1, email: 'a@b.c', date_joined: joined }]}
        columns={[{ key: 'email' }, { key: 'date_joined' }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'DATE JOINED' })).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });

  it.each([
    ['employee', ['View', 'Details']],
    ['department_admin', ['View', 'Details']],
    ['company_admin', ['View', 'Details', 'Edit', 'Move', 'Delete']],
  ] as const)('offers %s the actions %j', async (role, expected) => {
    renderInApp(
      <DataTable
        label="Companies"
        role={role}
        rows={[acme]}
        columns={columns}
        actions={allActions}
        redirect="/x"
      />,
    );
    expect(await menuItemsFor('Acme')).toEqual(expected);
  });

  it('lets the owner of a local list edit and delete it (cache mode)', async () => {
    renderInApp(
      <DataTable
        label="Todos"
        role="employee"
        cacheMode
        rows={[{ id: 1, title: 'Call Ada' }]}
        columns={[{ key: 'title' }]}
        actions={{ edit: jest.fn(), delete: jest.fn() }}
      />,
    );
    expect(await menuItemsFor('Call Ada')).toEqual(['Edit', 'Delete']);
  });

  it('lets a page grant or withhold move beyond the role table', async () => {
    const { rerender } = renderInApp(
      <DataTable
        label="Consultants"
        role="department_admin"
        allowMove
        rows={[acme]}
        columns={columns}
        actions={{ move: jest.fn() }}
      />,
    );
    expect(await menuItemsFor('Acme')).toEqual(['Move']);
    rerender(
      <DataTable
        label="Consultants"
        role="company_admin"
        allowMove={false}
        rows={[acme]}
        columns={columns}
        actions={{ move: jest.fn() }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Actions for Acme' })).not.toBeInTheDocument();
  });

  it('has no menu button for a viewer who may do nothing', () => {
    renderInApp(
      <DataTable
        label="Companies"
        role="employee"
        rows={[acme]}
        columns={columns}
        actions={{ edit: jest.fn() }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Actions for Acme' })).not.toBeInTheDocument();
  });

  it('runs the chosen action with the row', async () => {
    const actions = { info: jest.fn(), edit: jest.fn(), move: jest.fn() };
    renderInApp(
      <DataTable
        label="Companies"
        role="company_admin"
        rows={[acme, globex]}
        columns={columns}
        actions={actions}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Globex' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(actions.edit).toHaveBeenCalledWith(globex);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move' }));
    expect(actions.move).toHaveBeenCalledWith(acme);
  });

  it("offers a page's own action after Details, for any role, and runs it with the row", async () => {
    const actions = { info: jest.fn(), extra: { label: 'History', icon: 'logs' as const, run: jest.fn() } };
    renderInApp(
      <DataTable
        label="Companies"
        role="employee"
        rows={[acme, globex]}
        columns={columns}
        actions={actions}
      />,
    );
    expect(await menuItemsFor('Globex')).toEqual(['Details', 'History']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'History' }));
    expect(actions.extra.run).toHaveBeenCalledWith(globex);
    expect(actions.info).not.toHaveBeenCalled();
  });

  it("names a page's own action by each row when its words depend on the row", async () => {
    const run = jest.fn();
    const label = (row: CompanyRow) => (row.is_active ? 'Deactivate' : 'Activate');
    renderInApp(
      <DataTable
        label="Companies"
        role="admin"
        rows={[acme, { ...globex, is_active: false }]}
        columns={columns}
        actions={{ extra: { label, icon: 'archive', run } }}
      />,
    );
    expect(await menuItemsFor('Acme')).toEqual(['Deactivate']);
    await userEvent.keyboard('{Escape}');
    expect(await menuItemsFor('Globex')).toEqual(['Activate']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Activate' }));
    expect(run).toHaveBeenCalledWith({ ...globex, is_active: false });
  });

  it('deletes only after the delete confirmation', async () => {
    const actions = { delete: jest.fn() };
    renderInApp(
      <DataTable label="Companies" role="admin" rows={[acme]} columns={columns} actions={actions} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(actions.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'confirm delete' }));
    expect(actions.delete).toHaveBeenCalledWith(acme);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works the row menu by keyboard: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderInApp(
      <DataTable
        label="Companies"
        role="company_admin"
        rows={[acme]}
        columns={columns}
        actions={allActions}
        redirect="/x"
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for Acme' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions for Acme' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the row menu on a click elsewhere', async () => {
    renderInApp(
      <DataTable
        label="Companies"
        role="admin"
        rows={[acme]}
        columns={columns}
        actions={allActions}
        redirect="/x"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    await userEvent.click(screen.getByRole('rowheader', { name: 'Acme' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('view navigates to the redirect path plus the encrypted id, with the row as state', async () => {
    renderInApp(
      <DataTable
        label="Companies"
        role="admin"
        rows={[acme]}
        columns={columns}
        actions={{ view: true }}
        redirect="/admin/company"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    const [pathname, state] = (screen.getByRole('status', { name: 'location' }).textContent ?? '').split('|');
    const segments = pathname.split('/');
    expect(segments.slice(0, 3).join('/')).toBe('/admin/company');
    expect(segments).toHaveLength(4);
    expect(decodeId(segments[3])).toBe('1');
    expect(JSON.parse(state)).toEqual(acme);
  });

  it('view without a redirect shows the body through onShowBody', async () => {
    const onShowBody = jest.fn();
    const task = { id: 9, title: 'Audit', body: 'Checked the ledgers' };
    renderInApp(
      <DataTable
        label="Tasks"
        role="employee"
        rows={[task]}
        columns={[{ key: 'title' }]}
        actions={{ view: true }}
        onShowBody={onShowBody}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(onShowBody).toHaveBeenCalledWith(task);
  });

  it('has an ACTIVE switch for roles that may toggle it, calling the handler with (id, next) and re-syncing', async () => {
    const onToggleActive = jest.fn();
    const { rerender } = renderInApp(
      <DataTable
        label="Companies"
        role="company_admin"
        rows={[acme]}
        columns={columns}
        onToggleActive={onToggleActive}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'ACTIVE' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Active: Acme' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(onToggleActive).toHaveBeenCalledWith(1, false);
    expect(toggle).not.toBeChecked();
    const withActive = (is_active: boolean) => (
      <DataTable
        label="Companies"
        role="company_admin"
        rows={[{ ...acme, is_active }]}
        columns={columns}
        onToggleActive={onToggleActive}
      />
    );
    rerender(withActive(false));
    expect(screen.getByRole('switch', { name: 'Active: Acme' })).not.toBeChecked();
    rerender(withActive(true));
    expect(screen.getByRole('switch', { name: 'Active: Acme' })).toBeChecked();
  });

  it('has no ACTIVE switch for roles that may not toggle it', () => {
    renderInApp(
      <DataTable
        label="Companies"
        role="employee"
        rows={[acme]}
        columns={columns}
        onToggleActive={jest.fn()}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'ACTIVE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the empty message, or "No results found" by default', () => {
    const { rerender } = renderInApp(
      <DataTable label="Tasks" rows={[]} columns={[{ key: 'title' }]} emptyMessage="No Tasks found" />,
    );
    expect(screen.getByRole('cell', { name: 'No Tasks found' })).toBeInTheDocument();
    rerender(<DataTable label="Tasks" rows={[]} columns={[{ key: 'title' }]} />);
    expect(screen.getByRole('cell', { name: 'No results found' })).toBeInTheDocument();
  });

  it('shows a loading row while loading', () => {
    renderInApp(<DataTable label="Tasks" rows={[]} columns={[{ key: 'title' }]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('uses the signed-in user role when none is given', async () => {
    const store = createStore();
    store.set(userAtom, sessionUser('company_admin'));
    renderInApp(
      <DataTable label="Companies" rows={[acme]} columns={columns} actions={{ edit: jest.fn() }} />,
      { store },
    );
    expect(await menuItemsFor('Acme')).toEqual(['Edit']);
  });

  it('scrolling the container moves the rendered window', () => {
    const rows = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, title: `Task ${index + 1}` }));
    renderInApp(<DataTable label="Tasks" rows={rows} columns={[{ key: 'title' }]} />);
    expect(screen.getByRole('rowheader', { name: 'Task 1' })).toBeInTheDocument();
    fireEvent.scroll(screen.getByRole('region', { name: 'Tasks' }), { target: { scrollTop: 52 * 300 } });
    expect(screen.queryByRole('rowheader', { name: 'Task 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Task 301' })).toBeInTheDocument();
  });
});

describe('DataTable on every screen', () => {
  it('an empty table keeps its ACTIONS header, visibly', () => {
    renderInApp(
      <DataTable label="Companies" role="admin" rows={[]} columns={columns} actions={allActions} />,
    );
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['NAME', 'EMAIL', 'CONTACT', 'ACTIONS']);
    expect(within(table).getByRole('columnheader', { name: 'ACTIONS' })).not.toHaveClass('tt-sr-only');
    expect(within(table).getByText('No results found')).toBeInTheDocument();
  });

  it('on phones each row is a card: the identifying column and the actions first, every field under its label', () => {
    renderInApp(
      <DataTable
        label="Consultants"
        role="admin"
        rows={[acme]}
        columns={[{ key: 'admin_email' }, { key: 'name', identifies: true }]}
        actions={allActions}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Acme' })).toHaveClass('tt-col-id');
    expect(screen.getByRole('columnheader', { name: 'NAME' })).toHaveClass('tt-col-id');
    expect(screen.getByRole('button', { name: 'Actions for Acme' }).closest('td')).toHaveClass(
      'tt-col-actions',
    );
    // each field carries its column's label, which a phone shows beside the value
    expect(screen.getByRole('rowheader')).toHaveAttribute('data-label', 'EMAIL');
    expect(screen.getByRole('cell', { name: 'Acme' })).toHaveAttribute('data-label', 'NAME');
    // the table brings its own styles (it loads after sign-in): under 768 px a row is a grid (a
    // card) with the identifying cell and the actions on its first line, labels from data-label
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    const phone = css.slice(css.indexOf('@media (max-width: 767.98px){'));
    expect(phone).toMatch(/tr\.tt-row\{display:grid/);
    expect(phone).toMatch(/\.tt-col-id\{[^}]*grid-row:1;grid-column:1/);
    expect(phone).toMatch(/\.tt-col-actions\{[^}]*grid-row:1;grid-column:2/);
    expect(phone).toMatch(/::before\{content:attr\(data-label\)/);
    expect(phone).not.toMatch(/position:sticky/);
  });

  it('the row menu opens in the document body, where no sticky header or pinned cell covers it', async () => {
    renderInApp(
      <DataTable label="Companies" role="admin" rows={[acme]} columns={columns} actions={allActions} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    const menu = screen.getByRole('menu');
    expect(menu.parentElement).toBe(document.body);
    expect(menu.closest('table')).toBeNull();
  });

  it('a text cut at 60 characters is not cut again by CSS: a cell wraps to two lines', () => {
    const long = 'A very long company name that goes on and on beyond sixty characters for sure';
    renderInApp(
      <DataTable label="Companies" role="admin" rows={[{ ...acme, name: long }]} columns={columns} />,
    );
    const cell = screen.getByRole('rowheader');
    expect(cell).toHaveTextContent(`${long.slice(0, 57)}...`);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).not.toMatch(/tbody th\{[^}]*text-overflow:ellipsis/);
    expect(css).toMatch(/\.tt-cell\{[^}]*-webkit-line-clamp:2/);
  });

  it('onRowClick: a click on the row opens it, a click on its menu button does not', async () => {
    const opened = jest.fn();
    renderInApp(
      <DataTable
        label="Companies"
        role="admin"
        rows={[acme]}
        columns={columns}
        actions={allActions}
        onRowClick={opened}
      />,
    );
    await userEvent.click(screen.getByRole('cell', { name: 'rep@acme.test' }));
    expect(opened).toHaveBeenCalledWith(acme);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
