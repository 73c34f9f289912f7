import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  decodeNumericId,
  encodeId,
  navLinks,
  type Client,
  type Company,
  type Invoice,
  type InvoiceLine,
  type InvoicePatch,
  type InvoiceSummary,
} from '@app/shared';
import { addDays, monthOf, todayIn } from '@app/shared/days';
import {
  catchDownloads,
  companyOfUser,
  currentNotice,
  fillFields,
  held,
  location,
  northwind,
  openRowAction,
  refuse,
  renderCompanyApp,
  resetState,
  serve,
  sent,
  sessionOf,
} from './helpers';

const listPath = `/company/invoices/${encodeId(3)}`;
const invoicePath = (id: number) => `${listPath}/${encodeId(id)}`;
/** A path with its encrypted ids read back ('/company/invoices/3/72'): they differ on every encoding. */
const plainPath = (path: string | null) =>
  path
    ?.split('/')
    .map((part) => (part.length > 20 ? String(decodeNumericId(part)) : part))
    .join('/');

const acme: Client = {
  id: 51,
  name: 'Acme',
  address: 'Main St 1\n0150 Oslo',
  vat_id: 'NO999888777',
  payment_terms_days: 14,
  notes: '',
  archived: false,
  created_at: '2026-01-05T09:00:00Z',
};
const globex: Client = { ...acme, id: 52, name: 'Globex' };
const initech: Client = { ...acme, id: 53, name: 'Initech', archived: true };

/** A line of hours: `minutes` at `rate` minor units an hour, its amount rounded half up. */
const hoursLine = (id: number, description: string, minutes: number, rate: number): InvoiceLine => ({
  id,
  kind: 'hours',
  description,
  project: 31,
  user: null,
  minutes,
  hourly_rate: rate,
  amount: Math.floor((minutes * rate + 30) / 60),
});

/** An invoice with its totals counted from its lines at its tax rate, as the server keeps them. */
function counted(invoice: Invoice): Invoice {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = Math.round((subtotal * invoice.tax_rate) / 10_000);
  return { ...invoice, subtotal, tax, total: subtotal + tax };
}

/** An invoice of Northwind for Acme over January 2026: a draft with one line of hours unless said. */
const invoice = (id: number, more: Partial<Invoice> = {}): Invoice =>
  counted({
    id,
    client: 51,
    client_name: 'Acme',
    status: 'draft',
    number: null,
    period_from: '2026-01-01',
    period_to: '2026-01-31',
    issued_on: null,
    due_on: null,
    paid_on: null,
    currency: 'EUR',
    subtotal: 0,
    tax: 0,
    total: 0,
    created_at: '2026-02-02T09:00:00Z',
    group_by: 'project',
    tax_rate: 2500,
    notes: '',
    void_reason: null,
    lines: [hoursLine(801, 'Audit', 450, 12000)],
    ...more,
  });

/** An invoice as its list shows it. */
const summaryOf = ({
  group_by,
  tax_rate,
  notes,
  void_reason,
  lines,
  ...summary
}: Invoice): InvoiceSummary => {
  void [group_by, tax_rate, notes, void_reason, lines];
  return summary;
};

/** The server's invoices, newest first: the writes change them, the reads read them. */
let stored: Invoice[] = [];
/** Northwind as the server keeps it, with its invoicing settings. */
let company: Company = northwind;

const find = (id: number) => stored.find((row) => row.id === id)!;
const save = (changed: Invoice) => {
  stored = stored.map((row) => (row.id === changed.id ? counted(changed) : row));
  return find(changed.id);
};

/** The id of the next line a patch adds. */
let nextLineId = 900;
/** PATCH /invoice/{id} as the server does it on a draft: lines removed and added, the rest as sent. */
function patchDraft(id: number, { remove_lines = [], add_lines = [], ...rest }: InvoicePatch) {
  const current = find(id);
  const kept = current.lines.filter((line) => !remove_lines.includes(line.id));
  const added = add_lines.map((line): InvoiceLine => ({
    id: nextLineId++,
    kind: 'fixed',
    description: line.description,
    project: null,
    user: null,
    minutes: 0,
    hourly_rate: null,
    amount: line.amount,
  }));
  return save({ ...current, ...rest, lines: [...kept, ...added] });
}

const issued71 = () =>
  invoice(71, {
    status: 'issued',
    number: '2026-0007',
    issued_on: '2026-02-01',
    due_on: '2026-02-15',
    created_at: '2026-02-01T09:00:00Z',
  });
const draft72 = () => invoice(72, { client: 52, client_name: 'Globex', created_at: '2026-02-03T09:00:00Z' });
const paid70 = () =>
  invoice(70, {
    status: 'paid',
    number: '2026-0006',
    issued_on: '2026-01-02',
    due_on: '2026-01-16',
    paid_on: '2026-01-10',
    currency: 'USD',
    period_from: '2025-12-01',
    period_to: '2025-12-31',
    created_at: '2026-01-02T09:00:00Z',
  });

beforeEach(() => {
  resetState();
  company = {
    ...northwind,
    invoice_prefix: '2026-',
    invoice_next_number: 8,
    tax_rate: 1500,
    address: 'Harbour Rd 2\n0150 Oslo',
    locale: 'nb',
  };
  stored = [draft72(), issued71(), paid70()];
  serve('GET /invoices/{companyId}', () => stored.map(summaryOf));
  serve('GET /invoice/{id}', (id) => find(id) ?? refuse(404, { error: 'not_found', detail: 'No invoice' }));
  serve('GET /clients/{companyId}', () => [acme, globex, initech]);
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

/** The invoice's details and totals as label and value. */
function detail(label: string): string | null {
  const term = screen.queryAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

describe('invoices list', () => {
  it('lists the invoices newest first: number or Draft, client, period, total in its currency, state, due and paid days', async () => {
    renderCompanyApp(listPath, 'company_admin');
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Invoices/ })).toHaveTextContent('3');
    expect(
      within(screen.getByRole('table', { name: 'Invoices' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['NUMBER', 'CLIENT', 'PERIOD', 'TOTAL', 'STATE', 'DUE', 'PAID']);
    expect(tableRows('Invoices')).toEqual([
      ['Draft', 'Globex', 'Jan 1, 2026 – Jan 31, 2026', '€1,125.00', 'Draft', '', ''],
      ['2026-0007', 'Acme', 'Jan 1, 2026 – Jan 31, 2026', '€1,125.00', 'Issued', 'Feb 15, 2026', ''],
      [
        '2026-0006',
        'Acme',
        'Dec 1, 2025 – Dec 31, 2025',
        '$1,125.00',
        'Paid',
        'Jan 16, 2026',
        'Jan 10, 2026',
      ],
    ]);
    // each invoice opens its own page, by keyboard too (a link)
    expect(plainPath(screen.getByRole('link', { name: 'Draft invoice 72' }).getAttribute('href'))).toBe(
      '/company/invoices/3/72',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Invoice 2026-0007' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 2026-0007' })).toBeInTheDocument();
    expect(location().id).toBe('71');
  });

  it('says it is loading the invoices until they come', async () => {
    const list = held<InvoiceSummary[]>();
    serve('GET /invoices/{companyId}', () => list.response);
    renderCompanyApp(listPath, 'company_admin');
    expect(await screen.findByRole('status', { name: 'Loading the invoices' })).toBeInTheDocument();
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
    list.release(stored.map(summaryOf));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('says "No invoices yet" when the company has none', async () => {
    stored = [];
    renderCompanyApp(listPath, 'company_admin');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
  });

  it('a server failure (500) says so with a retry that heals, never "No invoices yet"', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    serve('GET /invoices/{companyId}', () => (failing ? refuse(500) : stored.map(summaryOf)));
    renderCompanyApp(listPath, 'company_admin');
    expect(
      await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Could not load this' })).not.toBeInTheDocument();
    warn.mockRestore();
  }, 20_000);

  it('refused (403): the page is not theirs', async () => {
    serve('GET /invoices/{companyId}', () => refuse(403));
    renderCompanyApp(listPath, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
  });
});

describe('a new invoice', () => {
  it("makes a draft of last month in the company's days for a client, the tax rate typed '25' sent as 2500; the draft opens", async () => {
    serve('POST /invoices/{companyId}', (_company, input) => {
      const client = [acme, globex].find((row) => row.id === input.client)!;
      const created = counted(
        invoice(73, {
          client: client.id,
          client_name: client.name,
          period_from: input.from,
          period_to: input.to,
          group_by: input.group_by,
          tax_rate: input.tax_rate ?? 1500,
          notes: input.notes ?? '',
          lines: [],
        }),
      );
      stored = [created, ...stored];
      return created;
    });
    renderCompanyApp(listPath, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'New invoice' });
    const lastMonth = monthOf(addDays(monthOf(todayIn(northwind.time_zone)).from, -1));
    expect(within(dialog).getByLabelText('From')).toHaveValue(lastMonth.from);
    expect(within(dialog).getByLabelText('To')).toHaveValue(lastMonth.to);
    // the company's default tax rate, as a percent
    expect(within(dialog).getByLabelText('Tax rate (%)')).toHaveValue('15');
    const client = within(dialog).getByRole('combobox', { name: 'Client' });
    // an archived client is offered no more
    expect(
      within(client)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a client', 'Acme', 'Globex']);
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Group hours by' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['By project', 'By consultant', 'By task']);

    await userEvent.selectOptions(client, 'Acme');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Group hours by' }),
      'By task',
    );
    await fillFields(dialog, { 'Tax rate (%)': '25', Notes: 'PO 4711' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(sent('POST /invoices/{companyId}')).toEqual([
        [
          3,
          {
            client: 51,
            from: lastMonth.from,
            to: lastMonth.to,
            group_by: 'task',
            tax_rate: 2500,
            notes: 'PO 4711',
          },
        ],
      ]),
    );
    expect(currentNotice()).toBe('Draft created: It holds the approved billable hours of its period');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft invoice 73' })).toBeInTheDocument();
    expect(location().id).toBe('73');
    // a draft without lines says so and how to go on
    expect(screen.getByText(/No lines: the period has no approved billable hours/)).toBeInTheDocument();
  });

  it('refuses a form without a client, a period backwards and a tax rate it cannot read, before sending', async () => {
    renderCompanyApp(listPath, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'New invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(currentNotice()).toBe('Empty fields: Choose the client to invoice');
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveAccessibleDescription(
      'Choose the client to invoice',
    );

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Globex');
    await fillFields(dialog, { From: '2026-02-10', To: '2026-02-01' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(currentNotice()).toMatch(/^Invalid period:/);
    expect(within(dialog).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    await fillFields(dialog, { To: '2026-02-28' });
    for (const typed of ['12.345', '-5', 'ten', '101']) {
      await fillFields(dialog, { 'Tax rate (%)': typed });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
      expect(currentNotice()).toMatch(/^Invalid tax rate:/);
    }
    expect(sent('POST /invoices/{companyId}')).toEqual([]);
  });

  it("keeps the dialog with the server's reason when it refuses the draft", async () => {
    serve('POST /invoices/{companyId}', () =>
      refuse(400, {
        error: 'invalid',
        field: 'client',
        detail: "client 'Acme' is archived: restore it first",
      }),
    );
    renderCompanyApp(listPath, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'New invoice' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        "Draft not created: The client was refused: client 'Acme' is archived: restore it first",
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a draft', () => {
  it('shows its lines (description, hours, rate, amount) and its subtotal, tax and total', async () => {
    stored = [
      invoice(72, { lines: [hoursLine(801, 'Audit', 450, 12000), hoursLine(802, 'Payroll', 100, 9000)] }),
    ];
    renderCompanyApp(invoicePath(72), 'company_admin');
    expect(await screen.findByRole('table', { name: 'Lines' })).toBeInTheDocument();
    expect(tableRows('Lines')).toEqual([
      ['Audit', '7.5', '€120.00', '€900.00'],
      ['Payroll', '1.67', '€90.00', '€150.00'],
    ]);
    expect(detail('Subtotal')).toBe('€1,050.00');
    expect(detail('Tax (25 %)')).toBe('€262.50');
    expect(detail('Total')).toBe('€1,312.50');
    expect(detail('State')).toBe('Draft');
    expect(detail('Client')).toBe('Acme');
    expect(detail('Due')).toBe("The issue day plus the client's payment terms");
  });

  it('removes a line after the confirmation: remove_lines names it', async () => {
    serve('PATCH /invoice/{id}', (id, patch) => patchDraft(id, patch));
    renderCompanyApp(invoicePath(72), 'company_admin');
    await screen.findByRole('table', { name: 'Lines' });
    await openRowAction('Audit', 'Remove line');
    const confirm = screen.getByRole('dialog', { name: 'Remove line' });
    expect(confirm).toHaveTextContent("'Audit' leaves the draft");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove line' }));
    await waitFor(() => expect(sent('PATCH /invoice/{id}')).toEqual([[72, { remove_lines: [801] }]]));
    expect(currentNotice()).toBe('Line removed: Its hours can go on another invoice');
    expect(
      await screen.findByText(/No lines: the period has no approved billable hours/),
    ).toBeInTheDocument();
    expect(detail('Total')).toBe('€0.00');
  });

  it("adds a fixed line typed '49.99': 4999 minor units; a negative one is a discount", async () => {
    serve('PATCH /invoice/{id}', (id, patch) => patchDraft(id, patch));
    renderCompanyApp(invoicePath(72), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add fixed line' }));
    const dialog = screen.getByRole('dialog', { name: 'Add fixed line' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(currentNotice()).toBe('Empty fields: A line needs a description');
    await fillFields(dialog, { Description: 'Travel', 'Amount (EUR)': '49.9.9' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(currentNotice()).toBe('Invalid amount: Enter an amount such as 120.50');
    expect(sent('PATCH /invoice/{id}')).toEqual([]);

    await fillFields(dialog, { 'Amount (EUR)': '49.99' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await waitFor(() =>
      expect(sent('PATCH /invoice/{id}')).toEqual([
        [72, { add_lines: [{ description: 'Travel', amount: 4999 }] }],
      ]),
    );
    expect(currentNotice()).toBe('Line added: The totals include it');
    await waitFor(() =>
      expect(tableRows('Lines')).toEqual([
        ['Audit', '7.5', '€120.00', '€900.00'],
        ['Travel', '', '', '€49.99'],
      ]),
    );
    expect(detail('Subtotal')).toBe('€949.99');

    await userEvent.click(screen.getByRole('button', { name: 'Add fixed line' }));
    const again = screen.getByRole('dialog', { name: 'Add fixed line' });
    await fillFields(again, { Description: 'Loyalty discount', 'Amount (EUR)': '-50' });
    await userEvent.click(within(again).getByRole('button', { name: 'Add line' }));
    await waitFor(() =>
      expect(sent('PATCH /invoice/{id}')[1]).toEqual([
        72,
        { add_lines: [{ description: 'Loyalty discount', amount: -5000 }] },
      ]),
    );
  });

  it('edits its notes, due day and tax rate: only what changed is sent', async () => {
    serve('PATCH /invoice/{id}', (id, patch) => patchDraft(id, patch));
    renderCompanyApp(invoicePath(72), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit draft' });
    expect(within(dialog).getByLabelText('Tax rate (%)')).toHaveValue('25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');

    await fillFields(dialog, { 'Tax rate (%)': '12,5', 'Due day': '2026-03-01', Notes: 'Thank you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(sent('PATCH /invoice/{id}')).toEqual([
        [72, { notes: 'Thank you', due_on: '2026-03-01', tax_rate: 1250 }],
      ]),
    );
    expect(await screen.findByText('Tax (12.5 %)')).toBeInTheDocument();
    expect(detail('Due')).toBe('Mar 1, 2026');
    expect(detail('Notes')).toBe('Thank you');

    // an emptied due day goes back to the issue day plus the client's terms
    await userEvent.click(screen.getByRole('button', { name: 'Edit draft' }));
    await fillFields(screen.getByRole('dialog', { name: 'Edit draft' }), { 'Due day': '' });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('PATCH /invoice/{id}')[1]).toEqual([72, { due_on: null }]));
  });

  it('issues after the confirmation and shows its number', async () => {
    serve('POST /invoice/{id}/issue', (id) =>
      save({
        ...find(id),
        status: 'issued',
        number: '2026-0008',
        issued_on: '2026-02-05',
        due_on: '2026-02-19',
      }),
    );
    renderCompanyApp(invoicePath(72), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const confirm = screen.getByRole('dialog', { name: 'Issue invoice' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(sent('POST /invoice/{id}/issue')).toEqual([[72, {}]]));
    expect(currentNotice()).toBe('Invoice issued: Its number is 2026-0008');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 2026-0008' })).toBeInTheDocument();
    expect(detail('State')).toBe('Issued');
    expect(detail('Due')).toBe('Feb 19, 2026');
    // an issued invoice is changed no more: it is voided or paid
    expect(screen.queryByRole('button', { name: 'Add fixed line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void' })).toBeInTheDocument();
  });

  it("says the server's reason when it refuses to issue (409)", async () => {
    serve('POST /invoice/{id}/issue', () =>
      refuse(409, {
        error: 'invoice_empty',
        detail: 'draft invoice 72 has no lines: there is nothing to issue',
      }),
    );
    renderCompanyApp(invoicePath(72), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Issue invoice' })).getByRole('button', { name: 'Issue' }),
    );
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Invoice not changed: draft invoice 72 has no lines: there is nothing to issue',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Draft invoice 72' })).toBeInTheDocument();
  });

  it('deletes the draft after the confirmation and goes back to the list', async () => {
    serve('DELETE /invoice/{id}', (id) => {
      stored = stored.filter((row) => row.id !== id);
      return { deleted: id };
    });
    renderCompanyApp(invoicePath(72), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete draft' })).getByRole('button', {
        name: 'Delete draft',
      }),
    );
    await waitFor(() => expect(sent('DELETE /invoice/{id}')).toEqual([[72]]));
    expect(currentNotice()).toBe('Draft deleted: Its hours can go on another invoice');
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(plainPath(location().path)).toBe('/company/invoices/3');
    expect(screen.queryByRole('link', { name: 'Draft invoice 72' })).not.toBeInTheDocument();
  });

  it('a draft deleted elsewhere: the refused change says why, and the page says it is gone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve('PATCH /invoice/{id}', () => refuse(404, { error: 'not_found', detail: 'No invoice 72' }));
    renderCompanyApp(invoicePath(72), 'company_admin');
    await screen.findByRole('table', { name: 'Lines' });
    // deleted in another tab
    stored = stored.filter((row) => row.id !== 72);
    await openRowAction('Audit', 'Remove line');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove line' })).getByRole('button', {
        name: 'Remove line',
      }),
    );
    await waitFor(() => expect(currentNotice()).toBe('Invoice not changed: No invoice 72'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it("a write refused because it is no draft any more (409) says the server's reason", async () => {
    serve('PATCH /invoice/{id}', () =>
      refuse(409, {
        error: 'invoice_not_draft',
        detail: 'invoice 2026-0008 is issued: only a draft can be changed',
      }),
    );
    renderCompanyApp(invoicePath(72), 'company_admin');
    await screen.findByRole('table', { name: 'Lines' });
    await openRowAction('Audit', 'Remove line');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove line' })).getByRole('button', {
        name: 'Remove line',
      }),
    );
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Invoice not changed: invoice 2026-0008 is issued: only a draft can be changed',
      ),
    );
  });
});

describe('an issued invoice', () => {
  it('is voided only with a reason', async () => {
    serve('POST /invoice/{id}/void', (id, { reason }) =>
      save({ ...find(id), status: 'void', void_reason: reason }),
    );
    renderCompanyApp(invoicePath(71), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(currentNotice()).toBe('Empty fields: Say why the invoice is voided');
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Say why the invoice is voided',
    );
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(sent('POST /invoice/{id}/void')).toEqual([]);

    await fillFields(dialog, { Reason: 'Billed to the wrong client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() =>
      expect(sent('POST /invoice/{id}/void')).toEqual([[71, { reason: 'Billed to the wrong client' }]]),
    );
    expect(currentNotice()).toBe('Invoice voided: It keeps its number; its hours are free again');
    await waitFor(() => expect(detail('State')).toBe('Void'));
    expect(detail('Why it was voided')).toBe('Billed to the wrong client');
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it("is marked paid on a day (the company's today at first); a day the server refuses is said", async () => {
    serve(
      'POST /invoice/{id}/paid',
      () =>
        refuse(400, {
          error: 'invalid',
          field: 'paid_on',
          detail: 'paid_on must not be before the issue day (2026-02-01)',
        }),
      (id, { paid_on }) => save({ ...find(id), status: 'paid', paid_on }),
    );
    renderCompanyApp(invoicePath(71), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark paid' });
    expect(within(dialog).getByLabelText('Paid on')).toHaveValue(todayIn(northwind.time_zone));
    await fillFields(dialog, { 'Paid on': '2026-01-20' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Invoice not changed: The paid on was refused: paid_on must not be before the issue day (2026-02-01)',
      ),
    );
    expect(within(dialog).getByLabelText('Paid on')).toHaveAttribute('aria-invalid', 'true');

    await fillFields(dialog, { 'Paid on': '2026-02-20' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(sent('POST /invoice/{id}/paid')).toEqual([
        [71, { paid_on: '2026-01-20' }],
        [71, { paid_on: '2026-02-20' }],
      ]),
    );
    expect(currentNotice()).toBe('Invoice paid: Its payment day is kept');
    await waitFor(() => expect(detail('Paid')).toBe('Feb 20, 2026'));
    expect(detail('State')).toBe('Paid');
  });

  it('downloads its PDF from /invoice/{id}/pdf, named by its number', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 invoice 2026-0007');
    serve(
      'GET /invoice/{id}/pdf',
      () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const { downloads, restore } = catchDownloads();
    renderCompanyApp(invoicePath(71), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(sent('GET /invoice/{id}/pdf')).toEqual([[71]]);
    expect(downloads[0].name).toBe('invoice-2026-0007.pdf');
    expect(await downloads[0].text()).toBe('%PDF-1.4 invoice 2026-0007');
    restore();
  });

  it('a PDF the server refuses is said in its words, and nothing is downloaded', async () => {
    serve('GET /invoice/{id}/pdf', () =>
      refuse(403, { error: 'forbidden', detail: "You may not read this company's invoices" }),
    );
    const { downloads, restore } = catchDownloads();
    renderCompanyApp(invoicePath(71), 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(currentNotice()).toBe("PDF not downloaded: You may not read this company's invoices"),
    );
    expect(downloads).toEqual([]);
    restore();
  });

  it('a read of the invoice that fails says so with a retry that heals', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    serve('GET /invoice/{id}', (id) => (failing ? refuse(500) : find(id)));
    renderCompanyApp(invoicePath(71), 'company_admin');
    expect(
      await screen.findByRole('alert', { name: 'Could not load this' }, { timeout: 10_000 }),
    ).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 2026-0007' })).toBeInTheDocument();
    warn.mockRestore();
  }, 20_000);
});

describe('invoicing settings', () => {
  it('sends only the settings changed, all at once; the tax rate as hundredths of a percent', async () => {
    serve('PATCH /company/{id}', (_id, patch) => {
      company = { ...company, ...patch };
      return company;
    });
    stored = [draft72()];
    renderCompanyApp(listPath, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Invoicing settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoicing settings' });
    expect(within(dialog).getByLabelText('Company address')).toHaveValue('Harbour Rd 2\n0150 Oslo');
    expect(within(dialog).getByLabelText('Invoice locale')).toHaveValue('nb');
    expect(within(dialog).getByLabelText('Number prefix')).toHaveValue('2026-');
    expect(within(dialog).getByLabelText('Next number')).toHaveValue('8');
    expect(within(dialog).getByLabelText('Next number')).toBeEnabled();
    expect(within(dialog).getByLabelText('Default tax rate (%)')).toHaveValue('15');

    await fillFields(dialog, { 'Invoice locale': 'not a locale!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(currentNotice()).toBe('Invalid locale: Enter a language tag such as en, de-DE or nb');

    await fillFields(dialog, {
      'Invoice locale': 'de-DE',
      'Number prefix': 'NW-',
      'Next number': '100',
      'Default tax rate (%)': '12.5',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(sent('PATCH /company/{id}')).toEqual([
        [3, { locale: 'de-DE', invoice_prefix: 'NW-', invoice_next_number: 100, tax_rate: 1250 }],
      ]),
    );
    expect(currentNotice()).toBe('Settings saved: New invoices use them');
    expect(screen.queryByRole('dialog', { name: 'Invoicing settings' })).not.toBeInTheDocument();
  });

  it('locks the next number once an invoice was issued, with the reason', async () => {
    serve('PATCH /company/{id}', (_id, patch) => ({ ...company, ...patch }));
    renderCompanyApp(listPath, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Invoicing settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoicing settings' });
    const next = within(dialog).getByLabelText('Next number');
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(
      'Invoices have been issued: their numbers go on without a gap, so the next number can no longer be set',
    );
    await fillFields(dialog, { 'Number prefix': '2027-' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent('PATCH /company/{id}')).toEqual([[3, { invoice_prefix: '2027-' }]]));
  });

  it('when the server refuses the next number (409 numbering_started), says its reason and locks it', async () => {
    serve(
      'PATCH /company/{id}',
      () =>
        refuse(409, {
          error: 'numbering_started',
          detail:
            'The company has issued 1 invoice(s): their numbers go on without a gap and cannot be set again',
        }),
      (_id, patch) => ({ ...company, ...patch }),
    );
    // the list shows drafts only: another tab issued one since
    stored = [draft72()];
    renderCompanyApp(listPath, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Invoicing settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoicing settings' });
    await fillFields(dialog, { 'Next number': '50', 'Default tax rate (%)': '20' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Settings not saved: The company has issued 1 invoice(s): their numbers go on without a gap and cannot be set again',
      ),
    );
    const next = within(dialog).getByLabelText('Next number');
    expect(next).toBeDisabled();
    expect(next).toHaveValue('8');
    expect(within(dialog).getByText(/The company has issued 1 invoice\(s\)/)).toBeVisible();
    // the other settings are saved without it
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(sent('PATCH /company/{id}')).toEqual([
        [3, { invoice_next_number: 50, tax_rate: 2000 }],
        [3, { tax_rate: 2000 }],
      ]),
    );
  });
});

describe('who sees the invoices', () => {
  it('a board member reads the list and an invoice without any action but its PDF', async () => {
    renderCompanyApp(listPath, 'company_member');
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invoicing settings' })).not.toBeInTheDocument();
    // the clients are read only by the one who makes invoices
    expect(sent('GET /clients/{companyId}')).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Draft invoice 72' }));
    expect(await screen.findByRole('table', { name: 'Lines' })).toBeInTheDocument();
    for (const name of ['Issue', 'Add fixed line', 'Edit draft', 'Delete draft', 'Void', 'Mark paid'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('the platform admin reads them from the company pages without any action', async () => {
    serve('GET /companies', () => [company]);
    renderCompanyApp(listPath, 'admin', northwind);
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Invoice 2026-0007' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 2026-0007' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('consultants and department leads never see the Invoices entry; the representative and board members do', () => {
    const entries = (role: Parameters<typeof sessionOf>[0]) =>
      navLinks(sessionOf(role), { companyId: 3, departmentId: 20 }).map((link) => link.label);
    expect(entries('employee')).not.toContain('Invoices');
    expect(entries('department_admin')).not.toContain('Invoices');
    expect(entries('company_admin')).toContain('Invoices');
    expect(entries('company_member')).toContain('Invoices');
  });

  it.each(['employee', 'department_admin'] as const)(
    '%s is sent to "/" and reads no invoice',
    async (role) => {
      renderCompanyApp(invoicePath(71), role);
      await waitFor(() => expect(location().path).toBe('/'));
      expect(sent('GET /invoice/{id}')).toEqual([]);
      expect(sent('GET /invoices/{companyId}')).toEqual([]);
    },
  );
});
