import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, navLinks, type Client, type Company, type Rate, type User } from '@app/shared';
import { todayIn } from '@app/shared/days';
import {
  companyOfUser,
  currentNotice,
  held,
  location,
  networkError,
  northwind,
  openRowAction,
  project,
  refuse,
  renderCompanyApp,
  resetState,
  serve,
  sent,
  sessionOf,
} from './helpers';

const path = `/company/rates/${encodeId(3)}`;

const acme: Client = {
  id: 51,
  name: 'Acme',
  address: '',
  vat_id: '',
  payment_terms_days: 30,
  notes: '',
  archived: false,
  created_at: '2026-01-05T09:00:00Z',
};
const initech: Client = { ...acme, id: 53, name: 'Initech', archived: true };

const ann: User = {
  id: 41,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  contact: '0700000041',
  is_active: true,
  date_joined: '2025-02-01T08:00:00Z',
  department: 20,
  company: 3,
  role: 'employee',
};

/** The projects' names the server knows. */
const PROJECT_NAMES: Record<number, string> = { 31: 'Audit', 32: 'Payroll' };

/** A rate of Northwind as GET /rates answers it, its places named: a company rate unless said. */
const rate = (id: number, hourly: number, more: Partial<Rate> = {}): Rate => ({
  id,
  level: 'company',
  client: null,
  project: null,
  user: null,
  hourly_rate: hourly,
  from: '2026-01-01',
  set_at: '2026-01-01T09:00:00Z',
  set_by_name: 'Rita Rep',
  client_name: [acme, initech].find((client) => client.id === more.client)?.name ?? null,
  project_name: more.project ? (PROJECT_NAMES[more.project] ?? null) : null,
  user_name: more.user === ann.id ? 'Ann Lee' : null,
  ...more,
});

/** The server's rates: the writes change them, the list reads them. */
let stored: Rate[] = [];
/** Northwind as the server keeps it (its currency changes). */
let company: Company = northwind;

beforeEach(() => {
  resetState();
  company = northwind;
  stored = [
    rate(61, 15000, { level: 'consultant_project', project: 31, user: 41 }),
    rate(62, 12000, { level: 'project', project: 31, from: '2026-03-01' }),
    rate(63, 11000, { level: 'client', client: 51 }),
    rate(64, 10000, { level: 'consultant', user: 41 }),
    rate(65, 9000),
  ];
  serve('GET /rates/{companyId}', () => [...stored]);
  serve('GET /clients/{companyId}', () => [acme, initech]);
  serve('GET /projects/{companyId}', () =>
    Object.entries(PROJECT_NAMES).map(([id, name]) => project(Number(id), name)),
  );
  serve('GET /employees/{departmentOrCompanyId}', () => [ann]);
  serve('GET /get_company/{user_id}', () => companyOfUser(company));
});

/** The texts of each row of the table named `label`: its header cell, then its other cells but the actions. */
function tableRows(label: string): string[][] {
  const table = screen.getByRole('table', { name: label });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [
        ...within(row).queryAllByRole('rowheader'),
        ...within(row)
          .queryAllByRole('cell')
          .filter((cell) => cell.hasAttribute('data-label')),
      ].map((cell) => cell.textContent ?? ''),
    );
}

describe('rates page', () => {
  it('shows the rates grouped by level, most specific first, each place named, in the company currency', async () => {
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('table', { name: 'A consultant on a project' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'A consultant on a project',
      'A project',
      'A client',
      'A consultant',
      'The company',
    ]);
    await waitFor(() =>
      expect(tableRows('A consultant on a project')).toEqual([
        ['Audit', 'Ann Lee', '€150.00', 'Thu, Jan 1, 2026', 'Rita Rep'],
      ]),
    );
    expect(tableRows('A project')).toEqual([['Audit', '€120.00', 'Sun, Mar 1, 2026', 'Rita Rep']]);
    expect(tableRows('A client')).toEqual([['Acme', '€110.00', 'Thu, Jan 1, 2026', 'Rita Rep']]);
    expect(tableRows('A consultant')).toEqual([['Ann Lee', '€100.00', 'Thu, Jan 1, 2026', 'Rita Rep']]);
    expect(tableRows('The company')).toEqual([['€90.00', 'Thu, Jan 1, 2026', 'Rita Rep']]);
    expect(
      within(screen.getByRole('table', { name: 'A project' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['PROJECT', 'HOURLY RATE', 'FROM', 'SET BY', 'ACTIONS']);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it("adds a rate typed as '1,234.50': 123450 minor units from today, for the project chosen", async () => {
    serve('POST /rates/{companyId}', (_company, input) => {
      const { level, client = null, project: chosen = null, user = null, hourly_rate, from } = input;
      stored.push(rate(66, hourly_rate, { level, client, project: chosen, user, from }));
      return stored[stored.length - 1];
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rate' });
    const today = todayIn(northwind.time_zone);
    expect(within(dialog).getByLabelText('From')).toHaveValue(today);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Applies to' }), 'A project');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), 'Payroll');
    await userEvent.type(within(dialog).getByLabelText('Hourly rate (EUR)'), '1,234.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    await waitFor(() =>
      expect(sent('POST /rates/{companyId}')).toEqual([
        [3, { level: 'project', project: 32, hourly_rate: 123450, from: today }],
      ]),
    );
    expect(currentNotice()).toBe('Rate saved: It applies from its first day on');
    expect(screen.queryByRole('dialog', { name: 'Add rate' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(tableRows('A project')).toContainEqual(['Payroll', '€1,234.50', expect.any(String), 'Rita Rep']),
    );
  });

  it('asks for the places the level names, and only those', async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rate' });
    const level = within(dialog).getByRole('combobox', { name: 'Applies to' });
    const places = () =>
      ['Client', 'Project', 'Consultant'].filter((name) => within(dialog).queryByRole('combobox', { name }));
    expect(level).toHaveValue('company');
    expect(places()).toEqual([]);
    await userEvent.selectOptions(level, 'A consultant on a project');
    expect(places()).toEqual(['Project', 'Consultant']);
    await userEvent.selectOptions(level, 'A client');
    expect(places()).toEqual(['Client']);
    // an archived client is offered no more
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Client' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a client', 'Acme']);
    await userEvent.selectOptions(level, 'A consultant');
    expect(places()).toEqual(['Consultant']);
    expect(within(dialog).getByRole('option', { name: 'Ann Lee' })).toBeInTheDocument();
    await userEvent.selectOptions(level, 'The company');
    expect(places()).toEqual([]);
  });

  it('refuses a place not chosen, and an amount it cannot read, before sending', async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rate' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Applies to' }), 'A project');
    await userEvent.type(within(dialog).getByLabelText('Hourly rate (EUR)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(currentNotice()).toBe('Empty fields: Choose the project the rate applies to');
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveAccessibleDescription(
      'Choose the project the rate applies to',
    );

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), 'Audit');
    const amount = within(dialog).getByLabelText('Hourly rate (EUR)');
    for (const typed of ['ten', '1.2.3,4', '-5', '3.14159']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
      expect(currentNotice()).toBe('Invalid amount: Enter an amount such as 120.50');
      expect(amount).toHaveAccessibleDescription('Enter an amount such as 120.50');
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(currentNotice()).toBe('Invalid amount: An hourly rate is at most €1,000,000.00');
    expect(sent('POST /rates/{companyId}')).toEqual([]);
  });

  it("keeps the dialog with the server's reason when it refuses the rate", async () => {
    serve('POST /rates/{companyId}', () =>
      refuse(400, {
        error: 'invalid',
        field: 'project',
        detail: 'project must be a project of this company',
      }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add rate' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Applies to' }), 'A project');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), 'Audit');
    await userEvent.type(within(dialog).getByLabelText('Hourly rate (EUR)'), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Rate not saved: The project was refused: project must be a project of this company',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a rate after the confirmation', async () => {
    serve('DELETE /rate/{id}', (id) => {
      stored = stored.filter((row) => row.id !== id);
      return { deleted: id };
    });
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('table', { name: 'The company' });
    await openRowAction('The company from Thu, Jan 1, 2026', 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'The company' })).not.toBeInTheDocument());
    expect(sent('DELETE /rate/{id}')).toEqual([[65]]);
    expect(currentNotice()).toBe('Rate deleted: The rate before it applies again');
  });

  it("changes the currency; the server's reason when the company has rates (409)", async () => {
    serve(
      'PATCH /company/{id}',
      () =>
        refuse(409, {
          error: 'currency_in_use',
          detail: 'The company has 5 rate(s) in its currency: delete them before choosing another currency',
        }),
      (_id, patch) => {
        company = { ...company, ...patch };
        return company;
      },
    );
    renderCompanyApp(path, 'company_admin');
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    const save = screen.getByRole('button', { name: 'Save currency' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(select, 'USD');
    await userEvent.click(save);
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Currency not saved: The company has 5 rate(s) in its currency: delete them before choosing another currency',
      ),
    );
    expect(tableRows('The company')).toEqual([['€90.00', 'Thu, Jan 1, 2026', 'Rita Rep']]);

    await userEvent.click(save);
    await waitFor(() => expect(currentNotice()).toBe('Currency saved: Rates are set in it from now on'));
    expect(sent('PATCH /company/{id}')).toEqual([
      [3, { currency: 'USD' }],
      [3, { currency: 'USD' }],
    ]);
    // the company read again: its amounts in its new currency
    await waitFor(() =>
      expect(tableRows('The company')).toEqual([['$90.00', 'Thu, Jan 1, 2026', 'Rita Rep']]),
    );
  });

  it('says it is loading the rates until they come', async () => {
    const list = held<Rate[]>();
    serve('GET /rates/{companyId}', () => list.response);
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('status', { name: 'Loading the rates' })).toBeInTheDocument();
    expect(screen.queryByText(/No rates yet/)).not.toBeInTheDocument();
    list.release([...stored]);
    expect(await screen.findByRole('table', { name: 'The company' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the rates' })).not.toBeInTheDocument();
  });

  it('says "No rates yet" when the company has none', async () => {
    stored = [];
    renderCompanyApp(path, 'company_admin');
    expect(
      await screen.findByText('No rates yet: hours are billed at no rate until one is set'),
    ).toBeInTheDocument();
  });
});

describe('who sees the rates', () => {
  it("a board member sees the rates and the currency without any action; each rate's places by name, though she reads no projects", async () => {
    renderCompanyApp(path, 'company_member');
    expect(await screen.findByRole('table', { name: 'A client' })).toBeInTheDocument();
    expect(screen.getByText(/Currency:/)).toHaveTextContent('Currency: EUR – Euro');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'ACTIONS' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(tableRows('A client')).toEqual([['Acme', '€110.00', 'Thu, Jan 1, 2026', 'Rita Rep']]),
    );
    expect(tableRows('A consultant on a project')).toEqual([
      ['Audit', 'Ann Lee', '€150.00', 'Thu, Jan 1, 2026', 'Rita Rep'],
    ]);
    expect(sent('GET /projects/{companyId}')).toEqual([]);
    expect(sent('GET /employees/{departmentOrCompanyId}')).toEqual([]);
  });

  it('the platform admin sees them from the company pages without any action', async () => {
    serve('GET /companies', () => [northwind]);
    renderCompanyApp(path, 'admin', northwind);
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(within(nav).getByRole('link', { name: 'Rates' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('table', { name: 'The company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('consultants and department leads never see the Rates entry; the others do', () => {
    const entries = (role: Parameters<typeof sessionOf>[0]) =>
      navLinks(sessionOf(role), { companyId: 3, departmentId: 20 }).map((link) => link.label);
    expect(entries('employee')).not.toContain('Rates');
    expect(entries('department_admin')).not.toContain('Rates');
    expect(entries('company_admin')).toContain('Rates');
    expect(entries('company_member')).toContain('Rates');
  });

  it.each(['employee', 'department_admin'] as const)('%s is sent to "/" and reads no rate', async (role) => {
    renderCompanyApp(path, role);
    await waitFor(() => expect(location().path).toBe('/'));
    expect(sent('GET /rates/{companyId}')).toEqual([]);
  });
});

describe('a read of the rates that fails', () => {
  it('refused (403): the page is not theirs, never "No rates yet"', async () => {
    serve('GET /rates/{companyId}', () => refuse(403));
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.queryByText(/No rates yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rate' })).not.toBeInTheDocument();
  });

  it('a server failure (500) says so with a retry that heals', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    serve('GET /rates/{companyId}', () => (failing ? refuse(500) : [...stored]));
    renderCompanyApp(path, 'company_admin');
    expect(
      await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/No rates yet/)).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The company' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Could not load this' })).not.toBeInTheDocument();
    warn.mockRestore();
  }, 20_000);

  it('with the server down says it cannot be reached, never "No rates yet", and heals by itself', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = true;
    serve('GET /rates/{companyId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText(/No rates yet/)).not.toBeInTheDocument();
    down = false;
    expect(
      await screen.findByRole('table', { name: 'The company' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    warn.mockRestore();
  }, 40_000);
});
