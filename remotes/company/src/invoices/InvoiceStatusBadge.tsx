import type { InvoiceStatus } from '@app/shared';
import { INVOICE_TEXTS } from '@app/shared/money';

/** An invoice's state as a pill: its word always shown, its colour by state from the theme's tokens. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`co-invoice-state co-invoice-state--${status}`}>{INVOICE_TEXTS.statuses[status]}</span>
  );
}
