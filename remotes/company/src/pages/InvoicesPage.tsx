import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  DataTable,
  EmptyState,
  PAGE_ROLES,
  Spinner,
  encodeId,
  type Column,
  type InvoiceSummary,
} from '@app/shared';
import { todayIn } from '@app/shared/days';
import {
  COMPANY_MONEY_DEFAULTS,
  INVOICE_TEXTS,
  formatMoney,
  useClients,
  useInvoices,
} from '@app/shared/money';
import { may, useActor } from '@app/shared/policy';
import { ReadFailed, useCompany } from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { InvoiceSettingsDialog } from '../invoices/InvoiceSettingsDialog';
import { InvoiceStatusBadge } from '../invoices/InvoiceStatusBadge';
import { NewInvoiceDialog } from '../invoices/NewInvoiceDialog';
import { periodText, shortDay } from '../invoices/invoiceWords';

/** The page of invoice `invoiceId` of company `companyId`. */
export const invoicePath = (companyId: number, invoiceId: number) =>
  `/company/invoices/${encodeId(companyId)}/${encodeId(invoiceId)}`;

/**
 * /company/invoices/{id}: the company's invoices, newest first (number or 'Draft', client, period,
 * total in the invoice's currency, state, due and paid days), each opening its own page; for those
 * who see money (the platform admin, the representative, the board members). The representative
 * makes a new draft ('New invoice') and sets the company's invoicing settings.
 */
export function InvoicesPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.invoices}>
      {(companyId) => <Invoices companyId={companyId} />}
    </CompanyRoute>
  );
}

function Invoices({ companyId }: { companyId: number }) {
  const actor = useActor();
  const manager = !!actor && may.manageMoney(actor, companyId);
  const navigate = useNavigate();
  const company = useCompany(companyId);
  const read = useInvoices(companyId);
  // the clients are offered by the new invoice's dialog only: read for the one who makes invoices
  const clients = useClients(companyId, manager);
  const [creating, setCreating] = useState(false);
  const [settings, setSettings] = useState(false);

  const columns = useMemo<Column<InvoiceSummary>[]>(
    () => [
      {
        key: 'number',
        label: INVOICE_TEXTS.number.toUpperCase(),
        render: (invoice) => (
          <Link to={invoicePath(companyId, invoice.id)} aria-label={INVOICE_TEXTS.invoiceName(invoice)}>
            {invoice.number ?? INVOICE_TEXTS.draft}
          </Link>
        ),
      },
      { key: 'client_name', label: INVOICE_TEXTS.client.toUpperCase(), kind: 'text' },
      { key: 'period', label: INVOICE_TEXTS.period.toUpperCase(), render: periodText },
      {
        key: 'total',
        label: INVOICE_TEXTS.total.toUpperCase(),
        render: (invoice) => formatMoney(invoice.total, invoice.currency),
      },
      {
        key: 'status',
        label: INVOICE_TEXTS.state.toUpperCase(),
        render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
      },
      {
        key: 'due_on',
        label: INVOICE_TEXTS.due.toUpperCase(),
        render: (invoice) => (invoice.due_on ? shortDay(invoice.due_on) : ''),
      },
      {
        key: 'paid_on',
        label: INVOICE_TEXTS.paid.toUpperCase(),
        render: (invoice) => (invoice.paid_on ? shortDay(invoice.paid_on) : ''),
      },
    ],
    [companyId],
  );

  // the invoices refused (403), unknown (404) or not answered for: said in place of the list (never
  // 'No invoices yet'), with a retry and no New invoice button
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  // the company (its day, its tax rate, its settings) is needed by the one who makes invoices only
  if (manager && company.failedStatus !== null && !company.data)
    return <ReadFailed status={company.failedStatus} onRetry={company.reload} />;

  const invoices = read.data;
  // a number once given makes the numbering gapless from there: the next number is set no more
  const numberingStarted = !!invoices?.some((invoice) => invoice.number !== null);
  const offered = (clients.data ?? [])
    .filter((client) => !client.archived)
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title={INVOICE_TEXTS.invoices}
        count={invoices?.length}
        onAdd={manager && company.data && clients.data ? () => setCreating(true) : undefined}
        addLabel={INVOICE_TEXTS.newInvoice}
      />
      {manager && company.data && (
        <div className="tt-toolbar co-toolbar">
          <Button outline contain onClick={() => setSettings(true)}>
            {INVOICE_TEXTS.settings}
          </Button>
        </div>
      )}
      {manager && clients.failedStatus !== null && !clients.data && (
        <ReadFailed part status={clients.failedStatus} onRetry={clients.reload} />
      )}
      {!invoices ? (
        <Spinner label={INVOICE_TEXTS.loadingInvoices} />
      ) : invoices.length === 0 ? (
        <EmptyState message={INVOICE_TEXTS.noInvoices} />
      ) : (
        <DataTable
          label={INVOICE_TEXTS.invoices}
          rows={invoices}
          columns={columns}
          rowLabel={INVOICE_TEXTS.invoiceName}
        />
      )}
      {creating && company.data && (
        <NewInvoiceDialog
          companyId={companyId}
          clients={offered}
          today={todayIn(company.data.time_zone)}
          taxRate={company.data.tax_rate ?? COMPANY_MONEY_DEFAULTS.tax_rate}
          onClose={() => setCreating(false)}
          // the new draft opens on its own page, where its lines are seen and changed
          onCreated={(invoice) => navigate(invoicePath(companyId, invoice.id))}
        />
      )}
      {settings && company.data && (
        <InvoiceSettingsDialog
          company={company.data}
          numberingStarted={numberingStarted}
          onClose={() => setSettings(false)}
        />
      )}
    </section>
  );
}
