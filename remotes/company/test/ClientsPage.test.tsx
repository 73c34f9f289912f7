import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, navLinks, type Client, type ClientPatch } from '@app/shared';
import {
  currentNotice,
  fillFields,
  held,
  location,
  networkError,
  northwind,
  openRowAction,
  refuse,
  renderCompanyApp,
  resetState,
  rowHeaders,
  serve,
  sent,
  sessionOf,
} from './helpers';

const path = `/company/clients/${encodeId(3)}`;

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

/** The server's clients: the writes change them, the list reads them. */
let stored: Client[] = [];

/** PATCH /client/{id} as the server does it: the fields sent change, the others stay. */
const patchStored = (id: number, patch: ClientPatch) => {
  stored = stored.map((row) => (row.id === id ? { ...row, ...patch } : row));
  return stored.find((row) => row.id === id)!;
};

/** The cells of the client named `name` after its name (its actions cell left out). */
const cells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent);

beforeEach(() => {
  resetState();
  stored = [
    client(51, 'Globex', { vat_id: 'NO999888777', payment_terms_days: 14 }),
    client(52, 'Acme', { address: 'Main St 1\n0150 Oslo', notes: 'Invoices by mail' }),
    client(53, 'Initech', { archived: true, payment_terms_days: 1 }),
  ];
  serve('GET /clients/{companyId}', () => [...stored]);
});

describe('clients page', () => {
  it('lists the clients still offered by name, with VAT id, payment terms and state; the archived on demand', async () => {
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('table', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Clients/ })).toHaveTextContent('2');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NAME',
      'VAT ID',
      'PAYMENT TERMS',
      'STATE',
      'ACTIONS',
    ]);
    expect(rowHeaders()).toEqual(['Acme', 'Globex']);
    expect(cells('Globex')).toEqual(['NO999888777', '14 days', 'Active']);

    await userEvent.click(screen.getByRole('switch', { name: 'Show archived clients' }));
    expect(rowHeaders()).toEqual(['Acme', 'Globex', 'Initech']);
    expect(cells('Initech')).toEqual(['', '1 day', 'Archived']);
  });

  it('adds a client after checking its fields; the form sends what was typed', async () => {
    serve('POST /clients/{companyId}', (_company, input) => {
      stored.push(client(54, input.name, { ...input, created_at: '2026-02-01T10:00:00Z' }));
      return stored[stored.length - 1];
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add client' });
    expect(within(dialog).getByLabelText('Payment terms (days)')).toHaveValue('30');

    // no name: said at the field and in a notice, nothing sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(currentNotice()).toBe('Empty fields: A client needs a name');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('A client needs a name');

    await fillFields(dialog, { Name: 'Umbrella', 'Payment terms (days)': '400' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(currentNotice()).toBe('Invalid payment terms: Payment terms are whole days, from 0 to 365');
    expect(within(dialog).getByLabelText('Payment terms (days)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST /clients/{companyId}')).toEqual([]);

    await fillFields(dialog, {
      Address: 'Raccoon Rd 5{Enter}1234 Raccoon City',
      'VAT id': 'US123',
      'Payment terms (days)': '45',
      Notes: 'Net 45',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await waitFor(() =>
      expect(sent('POST /clients/{companyId}')).toEqual([
        [
          3,
          {
            name: 'Umbrella',
            address: 'Raccoon Rd 5\n1234 Raccoon City',
            vat_id: 'US123',
            payment_terms_days: 45,
            notes: 'Net 45',
          },
        ],
      ]),
    );
    expect(await screen.findByRole('rowheader', { name: 'Umbrella' })).toBeInTheDocument();
    expect(currentNotice()).toBe('Client saved: The list shows it');
    expect(screen.queryByRole('dialog', { name: 'Add client' })).not.toBeInTheDocument();
  });

  it("says the server's reason when another client has the name (409) and keeps the dialog", async () => {
    serve('POST /clients/{companyId}', () =>
      refuse(409, {
        error: 'duplicate_name',
        detail: "Another client of this company is named 'Acme' (id 52)",
      }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add client' });
    await fillFields(dialog, { Name: 'acme' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        "Client not saved: Another client of this company is named 'Acme' (id 52)",
      ),
    );
    expect(within(dialog).getByText(/Another client of this company is named 'Acme'/)).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('acme');
  });

  it('edits a client: the PATCH holds only the fields changed; nothing changed sends nothing', async () => {
    serve('PATCH /client/{id}', patchStored);
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Acme', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit client' });
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Main St 1\n0150 Oslo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');
    expect(sent('PATCH /client/{id}')).toEqual([]);

    await fillFields(dialog, { 'VAT id': 'NO123456789', 'Payment terms (days)': '10' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent('PATCH /client/{id}')).toEqual([[52, { vat_id: 'NO123456789', payment_terms_days: 10 }]]),
    );
    await waitFor(() => expect(cells('Acme')).toEqual(['NO123456789', '10 days', 'Active']));
    expect(screen.queryByRole('dialog', { name: 'Edit client' })).not.toBeInTheDocument();
  });

  it('archives a client (it leaves the list) and restores it from the archived ones', async () => {
    serve('PATCH /client/{id}', patchStored);
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Globex', 'Archive');
    await waitFor(() => expect(sent('PATCH /client/{id}')).toEqual([[51, { archived: true }]]));
    await waitFor(() => expect(rowHeaders()).toEqual(['Acme']));
    expect(currentNotice()).toBe('Client archived: Projects and rates no longer offer it');

    await userEvent.click(screen.getByRole('switch', { name: 'Show archived clients' }));
    expect(cells('Globex')).toEqual(['NO999888777', '14 days', 'Archived']);
    await openRowAction('Initech', 'Restore');
    await waitFor(() => expect(sent('PATCH /client/{id}').at(-1)).toEqual([53, { archived: false }]));
    await waitFor(() => expect(cells('Initech')).toEqual(['', '1 day', 'Active']));
    expect(currentNotice()).toBe('Client restored: Projects and rates offer it again');
  });

  it('deletes a client nothing names after the confirmation', async () => {
    serve('DELETE /client/{id}', (id) => {
      stored = stored.filter((row) => row.id !== id);
      return { deleted: id };
    });
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Globex', 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['Acme']));
    expect(sent('DELETE /client/{id}')).toEqual([[51]]);
    expect(currentNotice()).toBe('Client deleted: It is gone from the list');
  });

  it("a client projects name is not deleted (409): the server's reason is said and Archive offered", async () => {
    const reason = "2 project(s), deleted ones too, name 'Acme': archive it instead";
    serve('DELETE /client/{id}', () => refuse(409, { error: 'client_in_use', detail: reason }));
    serve('PATCH /client/{id}', patchStored);
    renderCompanyApp(path, 'company_admin');
    await openRowAction('Acme', 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client in use' });
    expect(dialog).toHaveTextContent(reason);
    // the client is back in the list, its Archive still offered there too
    expect(rowHeaders()).toEqual(['Acme', 'Globex']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(sent('PATCH /client/{id}')).toEqual([[52, { archived: true }]]));
    await waitFor(() => expect(rowHeaders()).toEqual(['Globex']));
    expect(screen.queryByRole('dialog', { name: 'Client in use' })).not.toBeInTheDocument();
  });

  it('says it is loading the clients until they come, with no table yet', async () => {
    const list = held<Client[]>();
    serve('GET /clients/{companyId}', () => list.response);
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('status', { name: 'Loading the clients' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No clients yet')).not.toBeInTheDocument();
    list.release([...stored]);
    expect(await screen.findByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the clients' })).not.toBeInTheDocument();
  });

  it("says 'No clients yet' when the company has none", async () => {
    stored = [];
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add client' })).toBeInTheDocument();
  });
});

describe('who reads and who manages the clients', () => {
  it('a board member reads them and their details, with no action that changes them', async () => {
    renderCompanyApp(path, 'company_member');
    expect(await screen.findByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Details']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Client details' });
    expect(dialog).toHaveTextContent('Main St 1');
    expect(dialog).toHaveTextContent('Invoices by mail');
    expect(dialog).toHaveTextContent('30 days');
  });

  it('the platform admin reads them from the company pages, with no action that changes them', async () => {
    renderCompanyApp(path, 'admin', northwind);
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Details']);
  });

  it('the representative and the board members have the Clients entry; consultants and leads do not', () => {
    const entries = (role: Parameters<typeof sessionOf>[0]) =>
      navLinks(sessionOf(role), { companyId: 3, departmentId: 20 }).map((link) => link.label);
    expect(entries('company_admin')).toContain('Clients');
    expect(entries('company_member')).toContain('Clients');
    expect(entries('department_admin')).not.toContain('Clients');
    expect(entries('employee')).not.toContain('Clients');
  });

  it.each(['employee', 'department_admin'] as const)('%s is sent to "/" and reads nothing', async (role) => {
    renderCompanyApp(path, role);
    await waitFor(() => expect(location().path).toBe('/'));
    expect(sent('GET /clients/{companyId}')).toEqual([]);
  });
});

describe('a read that fails', () => {
  it('refused (403): the page is not theirs, with no Add button and never "No clients yet"', async () => {
    serve('GET /clients/{companyId}', () => refuse(403));
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    expect(screen.queryByText('No clients yet')).not.toBeInTheDocument();
  });

  it('a server failure (500) says so with a retry that heals', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    serve('GET /clients/{companyId}', () => (failing ? refuse(500) : [...stored]));
    renderCompanyApp(path, 'company_admin');
    expect(
      await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText('No clients yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['Acme', 'Globex']));
    expect(screen.queryByRole('alert', { name: 'Could not load this' })).not.toBeInTheDocument();
    warn.mockRestore();
  }, 20_000);

  it('with the server down says it cannot be reached, never "No clients yet", and heals by itself', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = true;
    serve('GET /clients/{companyId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No clients yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    await waitFor(() => expect(rowHeaders()).toEqual(['Acme', 'Globex']), { timeout: 15_000 });
    warn.mockRestore();
  }, 40_000);
});
