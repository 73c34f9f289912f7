import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, type Client, type Project, type ProjectBudget } from '@app/shared';
import {
  currentNotice,
  companyOfUser,
  northwind,
  project,
  renderCompanyApp,
  resetState,
  serve,
  serveOnce,
  sent,
  refuse,
  networkError,
  rowHeaders,
} from './helpers';

const path = `/admin/projects/${encodeId(3)}`;

/** A client of Northwind as GET /clients answers it. */
const client = (id: number, name: string, more: Partial<Client> = {}): Client => ({
  id,
  name,
  address: '',
  vat_id: '',
  payment_terms_days: 30,
  notes: '',
  archived: false,
  created_at: '2026-01-05T09:00:00Z',
  ...more,
});

/** The client and billable cells of the project named `name` (the row's actions cell left out). */
const cells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .slice(0, 2)
    .map((cell) => cell.textContent);

/** The server's projects: the writes change them, the list reads them. */
let stored: Project[] = [];
/** The server's budgets of them, used to date. */
let budgets: ProjectBudget[] = [];

/** A budget of project `id` as GET /project_budgets answers it. */
const budget = (project: number, name: string, more: Partial<ProjectBudget>): ProjectBudget => ({
  project,
  name,
  kind: 'minutes',
  limit: 2400,
  used: 0,
  left: 2400,
  level: 'within',
  currency: null,
  ...more,
});
const acme = client(51, 'Acme');
const globex = client(52, 'Globex');
const initech = client(53, 'Initech', { archived: true });

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  stored = [project(31, 'Audit')];
  budgets = [];
  serve('GET /projects/{companyId}', () => [...stored]);
  serve('GET /project_budgets/{companyId}', () => [...budgets]);
  serve('GET /clients/{companyId}', () => [acme, globex, initech]);
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
});

describe('projects page', () => {
  it('lists the projects by name with their client and whether they are billable; the admin only views them', async () => {
    stored = [
      project(31, 'Audit'),
      project(32, 'Payroll', { client: 51, billable: false }),
      project(33, 'Archive scan', { client: 53 }),
    ];
    renderCompanyApp(path, 'admin', northwind);
    expect(await screen.findByRole('rowheader', { name: 'Audit' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NAME',
      'CLIENT',
      'BILLABLE',
      'BUDGET',
    ]);
    expect(cells('Audit')).toEqual(['No client', 'Billable']);
    await waitFor(() => expect(cells('Payroll')).toEqual(['Acme', 'Not billable']));
    expect(cells('Archive scan')).toEqual(['Initech (archived)', 'Billable']);
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it('adds a project of 4 characters or more, billable and without a client unless chosen', async () => {
    serve('POST /projects/{companyId}', (_company, { name, client = null, billable = true }) => {
      stored.push(project(32, name, { client, billable }));
      return stored[stored.length - 1];
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'Pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(currentNotice()).toBe('Invalid name: project name must have more than 4 characters');
    await waitFor(() => expect(sent('POST /projects/{companyId}')).toHaveLength(0));

    await userEvent.type(within(dialog).getByLabelText('Project name'), 'roll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(await screen.findByRole('rowheader', { name: 'Payroll' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('POST /projects/{companyId}')).toContainEqual([
        3,
        { name: 'Payroll', client: null, billable: true },
      ]),
    );
    expect(currentNotice()).toBe('Project uploaded successfully: The project has been added');
    expect(screen.queryByRole('dialog', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it('adds a project billed to a client still offered, or not billable; an archived client is not offered', async () => {
    serve('POST /projects/{companyId}', (_company, { name, client = null, billable = true }) => {
      stored.push(project(32, name, { client, billable }));
      return stored[stored.length - 1];
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    const select = within(dialog).getByRole('combobox', { name: 'Client' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No client', 'Acme', 'Globex']),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Billable' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'Payroll');
    await userEvent.selectOptions(select, 'Globex');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Billable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() =>
      expect(sent('POST /projects/{companyId}')).toEqual([
        [3, { name: 'Payroll', client: 52, billable: false }],
      ]),
    );
    await screen.findByRole('rowheader', { name: 'Payroll' });
    expect(cells('Payroll')).toEqual(['Globex', 'Not billable']);
  });

  it("says 'Failed to upload project' and keeps the name when the server refuses", async () => {
    serve('POST /projects/{companyId}', () => refuse(400));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'Payroll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(currentNotice()).toBe('Failed to upload project: Please try again'));
    expect(within(dialog).getByLabelText('Project name')).toHaveValue('Payroll');
  });

  it("says the server's reason when another project has the name (409), and keeps the name", async () => {
    serve('POST /projects/{companyId}', () =>
      refuse(409, {
        error: 'duplicate_name',
        detail: "Another project of this company is named 'Payroll' (id 12)",
      }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'payroll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        "Failed to upload project: Another project of this company is named 'Payroll' (id 12)",
      ),
    );
    expect(within(dialog).getByLabelText('Project name')).toHaveValue('payroll');
  });

  it("renames a project; the same name is 'Nothing to change', a failure 'Failed to update project'", async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');

    serveOnce('PATCH /project/{id}', () => refuse(500));
    await userEvent.type(within(dialog).getByLabelText('Project name'), ' 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentNotice()).toBe('Failed to update project: Please try again'));

    serveOnce('PATCH /project/{id}', (id, patch) => {
      stored = stored.map((row) => (row.id === id ? { ...row, ...patch } : row));
      return stored.find((row) => row.id === id)!;
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('rowheader', { name: 'Audit 2025' })).toBeInTheDocument();
    // a rename sends the name alone (PATCH is partial)
    await waitFor(() => expect(sent('PATCH /project/{id}').at(-1)).toEqual([31, { name: 'Audit 2025' }]));
    expect(currentNotice()).toBe('Project updated successfully: The project has been updated');
  });

  it('sends only the fields changed: a client set and billing stopped, never the name', async () => {
    serve('PATCH /project/{id}', (id, patch) => {
      stored = stored.map((row) => (row.id === id ? { ...row, ...patch } : row));
      return stored.find((row) => row.id === id)!;
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit project' });
    const select = within(dialog).getByRole('combobox', { name: 'Client' });
    expect(select).toHaveValue('');
    await within(select).findByRole('option', { name: 'Acme' });
    await userEvent.selectOptions(select, 'Acme');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Billable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH /project/{id}')).toEqual([[31, { client: 51, billable: false }]]));
    await waitFor(() => expect(cells('Audit')).toEqual(['Acme', 'Not billable']));
  });

  it("keeps an archived client its project names, and takes it away as 'No client'", async () => {
    stored = [project(31, 'Audit', { client: 53 })];
    serve('PATCH /project/{id}', (id, patch) => {
      stored = stored.map((row) => (row.id === id ? { ...row, ...patch } : row));
      return stored.find((row) => row.id === id)!;
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit project' });
    const select = within(dialog).getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(select).toHaveDisplayValue('Initech (archived)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');
    await userEvent.selectOptions(select, 'No client');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH /project/{id}')).toEqual([[31, { client: null }]]));
  });

  it('deletes a project after the confirmation', async () => {
    serve('DELETE /project/{id}', (id) => {
      stored = stored.filter((project) => project.id !== id);
      return { deleted: id };
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await waitFor(() => expect(sent('DELETE /project/{id}')).toContainEqual([31]));
  });

  it('puts a project back with "Delete failed" when the server refuses the delete', async () => {
    serve('DELETE /project/{id}', () => refuse(500));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    await waitFor(() => expect(currentNotice()).toMatch(/^Delete failed/));
    expect(await screen.findByRole('rowheader', { name: 'Audit' })).toBeInTheDocument();
  });

  it('shows each budget as used to date: a bar, the use in words, what is left or how far over, flagged near and over', async () => {
    stored = [
      project(31, 'Audit'),
      project(32, 'Payroll'),
      project(33, 'Archive scan'),
      project(34, 'Intranet'),
    ];
    budgets = [
      budget(31, 'Audit', { used: 1800, left: 600 }),
      budget(32, 'Payroll', { used: 2100, left: 300, level: 'near' }),
      budget(33, 'Archive scan', {
        kind: 'amount',
        limit: 500000,
        used: 612550,
        left: -112550,
        level: 'over',
        currency: 'EUR',
      }),
    ];
    renderCompanyApp(path, 'company_admin');
    const audit = await screen.findByRole('meter', { name: 'Budget of Audit' });
    expect(audit).toHaveAttribute('aria-valuenow', '1800');
    expect(audit).toHaveAttribute('aria-valuemax', '2400');
    expect(audit).toHaveAttribute('aria-valuetext', '30 h of 40 h (75 %)');
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Audit')).toHaveTextContent('30 h of 40 h (75 %) · 10 h left');
    expect(row('Audit')).not.toHaveTextContent(/Nearly spent|Over budget/);
    expect(row('Payroll')).toHaveTextContent('35 h of 40 h (87 %) · 5 h left · Nearly spent');
    expect(row('Archive scan')).toHaveTextContent(
      '€6,125.50 of €5,000.00 (122 %) · €1,125.50 over · Over budget',
    );
    // past its budget the bar is full, not wider
    expect(screen.getByRole('meter', { name: 'Budget of Archive scan' })).toHaveAttribute(
      'aria-valuenow',
      '500000',
    );
    expect(row('Intranet')).toHaveTextContent('No budget');
  });

  it('says when the budgets cannot be read, and reads them again on Try again', async () => {
    let down = true;
    serve('GET /project_budgets/{companyId}', () =>
      down ? refuse(500) : [budget(31, 'Audit', { used: 600, left: 1800 })],
    );
    renderCompanyApp(path, 'company_admin');
    const alert = await screen.findByRole('alert');
    // never 'No budget' for budgets not read
    expect(screen.getByRole('rowheader', { name: 'Audit' }).closest('tr')).not.toHaveTextContent('No budget');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: 'Budget of Audit' })).toBeInTheDocument();
  });

  it('sets a budget in hours (sent as minutes), changes it to money, and removes it; a bad one is refused before sending', async () => {
    // as the server: a budget of one kind removes the other
    serve('PATCH /project/{id}', (id, patch) => {
      const other =
        patch.budget_minutes != null
          ? { budget_amount: null }
          : patch.budget_amount != null
            ? { budget_minutes: null }
            : {};
      stored = stored.map((row) => (row.id === id ? { ...row, ...other, ...patch } : row));
      return stored.find((row) => row.id === id)!;
    });
    renderCompanyApp(path, 'company_admin');
    const edit = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
      return screen.getByRole('dialog', { name: 'Edit project' });
    };
    let dialog = await edit();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Budget' }), 'In hours');
    await userEvent.type(within(dialog).getByLabelText('Budget (hours)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe(
      'Invalid budget: A budget in hours is a number of hours above 0, such as 40 or 12.5',
    );
    await userEvent.clear(within(dialog).getByLabelText('Budget (hours)'));
    await userEvent.type(within(dialog).getByLabelText('Budget (hours)'), '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH /project/{id}')).toEqual([[31, { budget_minutes: 750 }]]));

    dialog = await edit();
    expect(within(dialog).getByLabelText('Budget (hours)')).toHaveValue('12.5');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Budget' }), 'In money');
    await userEvent.clear(within(dialog).getByLabelText('Budget (EUR)'));
    await userEvent.type(within(dialog).getByLabelText('Budget (EUR)'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH /project/{id}')).toContainEqual([31, { budget_amount: 500000 }]));

    dialog = await edit();
    expect(within(dialog).getByLabelText('Budget (EUR)')).toHaveValue('5000.00');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Budget' }), 'No budget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH /project/{id}')).toContainEqual([31, { budget_amount: null }]));
  });

  it('with the server down shows that it cannot be reached, never 0 projects, and heals by itself', async () => {
    let down = true;
    serve('GET /projects/{companyId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    await waitFor(() => expect(rowHeaders()).toEqual(['Audit']), { timeout: 15_000 });
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});

describe('pages that are not the viewer’s', () => {
  it('a refused read (403) says the page is not theirs, offers the way back, and shows no Add button', async () => {
    serve('GET /projects/{companyId}', () => refuse(403));
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your pages' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an id that does not exist (404) says so', async () => {
    serve('GET /projects/{companyId}', () => refuse(404));
    renderCompanyApp(path, 'admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it("another company's page is not the representative's, before any read", async () => {
    renderCompanyApp(`/admin/projects/${encodeId(77)}`, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    await waitFor(() => expect(sent('GET /projects/{companyId}')).toHaveLength(0));
  });

  it('a tampered id goes back with a word: "Invalid link"', async () => {
    renderCompanyApp('/admin/projects/U2FsdGVkX1tampered', 'company_admin');
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Invalid link: The address was damaged, so it could not be opened; you are back on your own page.',
      ),
    );
    await waitFor(() => expect(sent('GET /projects/{companyId}')).toHaveLength(0));
  });
});
