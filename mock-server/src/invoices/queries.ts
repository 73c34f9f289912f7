/** Reading invoices: a company's list, one with its lines, and whose hours a week's invoice holds. */
import { sql } from 'drizzle-orm';
import type { Invoice, InvoiceLine, InvoiceSummary } from '@app/contract';
import { rowsOf, type Repo } from '../db/repo';
import { notFound } from '../kernel/errors';

export type InvoiceRow = Omit<Invoice, 'lines' | 'client_name'> & { company: number; client_name: string };

const day = (column: string) => sql.raw(`to_char(i."${column}", 'YYYY-MM-DD') as "${column}"`);

const columns = sql`i.id, i.company, i.client, c.name as client_name, i.status, i.number, ${day('period_from')},
  ${day('period_to')}, ${day('issued_on')}, ${day('due_on')}, ${day('paid_on')}, i.currency, i.subtotal, i.tax,
  i.total, i.created_at, i.group_by, i.tax_rate, i.notes, i.void_reason`;

const toInvoice = (r: InvoiceRow): InvoiceRow => ({
  ...r,
  id: Number(r.id),
  company: Number(r.company),
  client: Number(r.client),
  subtotal: Number(r.subtotal),
  tax: Number(r.tax),
  total: Number(r.total),
  tax_rate: Number(r.tax_rate),
  created_at: new Date(r.created_at).toISOString(),
});

/** Invoice `id` (404 when there is none); inside a write `lock` locks it until the write ends. */
export async function invoiceById(db: Repo, id: number, lock?: 'update'): Promise<InvoiceRow> {
  const [row] = rowsOf<InvoiceRow>(
    await db.q.execute(sql`select ${columns} from invoices i join clients c on c.id = i.client
      where i.id = ${id}::int ${lock ? sql`for update of i` : sql``}`),
  );
  if (!row) throw notFound(`Invoice ${id} not found`);
  return toInvoice(row);
}

/** The lines of invoice `id`, in their order. */
export async function linesOf(db: Repo, id: number): Promise<InvoiceLine[]> {
  return rowsOf<InvoiceLine>(
    await db.q.execute(sql`select id, kind, description, project, "user", minutes, hourly_rate, amount
      from invoice_lines where invoice = ${id}::int order by position, id`),
  ).map((l) => ({
    id: Number(l.id),
    kind: l.kind,
    description: l.description,
    project: l.project === null ? null : Number(l.project),
    user: l.user === null ? null : Number(l.user),
    minutes: Number(l.minutes),
    hourly_rate: l.hourly_rate === null ? null : Number(l.hourly_rate),
    amount: Number(l.amount),
  }));
}

const summaryOf = ({
  company: _c,
  group_by: _g,
  tax_rate: _t,
  notes: _n,
  void_reason: _v,
  ...s
}: InvoiceRow) => s satisfies InvoiceSummary;

/** A company's invoices, newest first. */
export async function invoicesOf(db: Repo, companyId: number): Promise<InvoiceSummary[]> {
  return rowsOf<InvoiceRow>(
    await db.q.execute(sql`select ${columns} from invoices i join clients c on c.id = i.client
      where i.company = ${companyId}::int order by i.created_at desc, i.id desc`),
  ).map((r) => summaryOf(toInvoice(r)));
}

/** An invoice as the API shows it: with its lines. */
export const invoiceView = async (db: Repo, invoice: InvoiceRow): Promise<Invoice> => {
  const { company: _company, ...shown } = invoice;
  return { ...shown, lines: await linesOf(db, invoice.id) };
};

/** How an invoice is named in a refusal: its number, or 'draft N'. */
export const invoiceName = (i: { id: number; number: string | null }) =>
  i.number ? `invoice ${i.number}` : `draft invoice ${i.id}`;

/** The invoice (not void) that holds hours of `userId` in the days `from` to `to`, if any. */
export async function invoiceHolding(
  db: Repo,
  userId: number,
  from: string,
  to: string,
): Promise<{ id: number; number: string | null } | undefined> {
  const [row] = rowsOf<{ id: number; number: string | null }>(
    await db.q.execute(sql`select i.id, i.number from invoice_tasks it join invoices i on i.id = it.invoice
      where it."user" = ${userId}::int and it.day between ${from}::date and ${to}::date
      order by i.id limit 1`),
  );
  return row ? { id: Number(row.id), number: row.number } : undefined;
}
