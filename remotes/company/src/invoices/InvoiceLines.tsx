import { useMemo } from 'react';
import {
  DataTable,
  EmptyState,
  type Column,
  type Invoice,
  type InvoiceLine,
  type RowActions,
} from '@app/shared';
import { INVOICE_TEXTS, formatMoney, percentText } from '@app/shared/money';
import { lineHours, lineRate } from './invoiceWords';

interface InvoiceLinesProps {
  invoice: Invoice;
  /** present when the viewer removes lines (the representative, on a draft) */
  onRemove?: (line: InvoiceLine) => void;
}

/**
 * An invoice's lines (description, hours, hourly rate, amount; a fixed line has neither hours nor
 * rate) and its totals: the subtotal, the tax at its rate, the total, in the invoice's currency.
 * On phones each line is a card, as every company table.
 */
export function InvoiceLines({ invoice, onRemove }: InvoiceLinesProps) {
  const { currency } = invoice;
  const columns = useMemo<Column<InvoiceLine>[]>(
    () => [
      { key: 'description', label: INVOICE_TEXTS.description.toUpperCase(), kind: 'text', noLimit: true },
      { key: 'minutes', label: INVOICE_TEXTS.hours.toUpperCase(), render: lineHours },
      {
        key: 'hourly_rate',
        label: INVOICE_TEXTS.rate.toUpperCase(),
        render: (line) => lineRate(line, currency),
      },
      {
        key: 'amount',
        label: INVOICE_TEXTS.amount.toUpperCase(),
        render: (line) => formatMoney(line.amount, currency),
      },
    ],
    [currency],
  );
  const actions = useMemo<RowActions<InvoiceLine> | undefined>(
    () =>
      onRemove ? { extra: { label: INVOICE_TEXTS.removeLine, icon: 'delete', run: onRemove } } : undefined,
    [onRemove],
  );
  return (
    <>
      <h2 className="co-invoice-heading">{INVOICE_TEXTS.lines}</h2>
      {invoice.lines.length === 0 ? (
        <EmptyState message={INVOICE_TEXTS.noLines} />
      ) : (
        <DataTable
          label={INVOICE_TEXTS.lines}
          rows={invoice.lines}
          columns={columns}
          actions={actions}
          rowLabel={(line) => line.description}
        />
      )}
      <dl className="co-invoice-totals">
        <div>
          <dt>{INVOICE_TEXTS.subtotal}</dt>
          <dd>{formatMoney(invoice.subtotal, currency)}</dd>
        </div>
        <div>
          <dt>{INVOICE_TEXTS.taxAt(percentText(invoice.tax_rate))}</dt>
          <dd>{formatMoney(invoice.tax, currency)}</dd>
        </div>
        <div className="co-invoice-total">
          <dt>{INVOICE_TEXTS.total}</dt>
          <dd>{formatMoney(invoice.total, currency)}</dd>
        </div>
      </dl>
    </>
  );
}
