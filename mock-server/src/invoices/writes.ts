/**
 * Everything written about an invoice, each write with its audit event.
 *
 * A draft claims its tasks: the billable minutes of approved weeks on the client's projects in its
 * period that no other invoice (not void) holds. The approved weeks it reads are locked (shared)
 * first, so a week's reopening waits for the draft, or the draft sees the week open; each task is
 * claimed once (invoice_tasks' key: a draft made at the same time finds it taken and leaves it).
 * While an invoice holds a week's hours the week cannot be reopened (`ensureWeekNotInvoiced`):
 * its tasks cannot change, so an issued invoice's numbers stay true. Issuing locks the company's
 * row and takes its next number (gapless: the number and the invoice commit together); voiding
 * keeps the number and frees the hours.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@app/contract/days';
import { amountOf } from '@app/contract/money';
import type { CompanyRecord } from '../db/records';
import { rowsOf } from '../db/repo';
import type { Tx } from '../db/store';
import { recordEvent } from '../audit';
import { clientById } from '../clients';
import { conflict, invalid } from '../kernel/errors';
import { dayKeyOfIsoDate, daysBetween } from '../kernel/time';
import { rateBook, rateFor } from '../rates';
import { invoiceById, invoiceHolding, invoiceName, type InvoiceRow } from './queries';
import { INVOICE_MAX_DAYS, type InvoiceInputData, type InvoicePatchData } from './schemas';

/** A task a draft bills. */
interface BilledTask {
  id: number;
  user: number;
  user_name: string;
  project: number;
  project_name: string;
  client: number;
  title: string;
  minutes: number;
  day: string;
}

interface NewLine {
  description: string;
  project: number | null;
  user: number | null;
  minutes: number;
  hourly_rate: number;
  amount: number;
  tasks: BilledTask[];
}

/** Tax on `subtotal` at `rate` hundredths of a percent, rounded once, half away from zero. */
export function taxOf(subtotal: number, rate: number): number {
  const magnitude = (BigInt(Math.abs(subtotal)) * BigInt(rate) + 5000n) / 10000n;
  return Number(subtotal < 0 ? -magnitude : magnitude);
}

/** 409 naming the invoice when it is no draft. */
function ensureDraft(invoice: InvoiceRow, doing: string): void {
  if (invoice.status !== 'draft')
    throw conflict(
      'invoice_not_draft',
      `${invoiceName(invoice)} is ${invoice.status}: only a draft can be ${doing}`,
    );
}

/** Recomputes a draft's subtotal, tax and total from its lines: one read, one write. */
async function retotal(tx: Tx, id: number): Promise<void> {
  const [row] = rowsOf<{ subtotal: string; tax_rate: number }>(
    await tx.q
      .execute(sql`select coalesce((select sum(amount) from invoice_lines where invoice = i.id), 0)::bigint
        as subtotal, i.tax_rate from invoices i where i.id = ${id}::int`),
  );
  const subtotal = Number(row!.subtotal);
  const tax = taxOf(subtotal, Number(row!.tax_rate));
  await tx.q.execute(sql`update invoices set subtotal = ${subtotal}::bigint, tax = ${tax}::bigint,
    total = ${subtotal + tax}::bigint where id = ${id}::int`);
}

/** The lines of `tasks` grouped as asked, a line per group and rate. */
function linesOf(
  tasks: BilledTask[],
  groupBy: InvoiceInputData['group_by'],
  rates: (t: BilledTask) => number,
) {
  const lines = new Map<string, NewLine>();
  for (const task of tasks) {
    const rate = rates(task);
    const group =
      groupBy === 'project'
        ? { key: `p${task.project}`, description: task.project_name, project: task.project, user: null }
        : groupBy === 'consultant'
          ? { key: `u${task.user}`, description: task.user_name, project: null, user: task.user }
          : {
              key: `t${task.id}`,
              description: `${task.title} (${task.project_name}, ${task.user_name}, ${task.day})`,
              project: task.project,
              user: task.user,
            };
    const key = `${group.key}:${rate}`;
    const line = lines.get(key) ?? { ...group, minutes: 0, hourly_rate: rate, amount: 0, tasks: [] };
    line.minutes += task.minutes;
    line.tasks.push(task);
    lines.set(key, line);
  }
  const list = [...lines.values()];
  // each line rounded once
  for (const line of list) line.amount = amountOf(line.minutes, line.hourly_rate);
  return list.sort(
    (a, b) =>
      a.description.localeCompare(b.description) || a.hourly_rate - b.hourly_rate || a.minutes - b.minutes,
  );
}

/** A new draft of `company` for `input.client` and its period; its hours claimed. */
export async function createDraft(
  tx: Tx,
  company: CompanyRecord,
  input: InvoiceInputData,
  now: Date,
): Promise<number> {
  if (input.from > input.to) throw invalid('to', 'to must not be before from');
  if (daysBetween(dayKeyOfIsoDate(input.from)!, dayKeyOfIsoDate(input.to)!) > INVOICE_MAX_DAYS)
    throw invalid('to', `to must be at most ${INVOICE_MAX_DAYS} days after from (both counted)`);
  const client = await clientById(tx.db, input.client, 'share').catch(() => undefined);
  if (!client || client.company !== company.id)
    throw invalid('client', 'client must be a client of this company');
  if (client.archived) throw invalid('client', `client '${client.name}' is archived: restore it first`);

  // the approved weeks of the period, locked (shared) before their hours are read
  await tx.q.execute(sql`select 1 from week_states w join users u on u.id = w."user"
    where u.company = ${company.id}::int and w.status = 'approved'
      and w.week_start between date_trunc('week', ${input.from}::date)::date and ${input.to}::date
    for share of w`);
  const candidates = rowsOf<BilledTask>(
    await tx.q.execute(sql`select t.id, t."user", trim(u.first_name || ' ' || u.last_name) as user_name,
        t.project, p.name as project_name, p.client, t.title, t.duration as minutes, to_char(d.day, 'YYYY-MM-DD') as day
      from tasks t
      join users u on u.id = t."user"
      join projects p on p.id = t.project
      cross join lateral (select coalesce(t.worked_on, (t.created_at at time zone ${company.time_zone})::date) as day) d
      where u.company = ${company.id}::int and p.client = ${client.id}::int and coalesce(t.billable, p.billable)
        and d.day between ${input.from}::date and ${input.to}::date
        and not exists (select 1 from invoice_tasks it where it.task = t.id)
        and exists (select 1 from week_states w where w."user" = t."user"
          and w.week_start = date_trunc('week', d.day)::date and w.status = 'approved')
      order by d.day, t.id`),
  ).map((t) => ({
    ...t,
    id: Number(t.id),
    user: Number(t.user),
    project: Number(t.project),
    minutes: Number(t.minutes),
  }));

  const [made] = rowsOf<{ id: number }>(
    await tx.q
      .execute(sql`insert into invoices (company, client, status, period_from, period_to, group_by, currency,
        tax_rate, notes, due_on, created_at)
      values (${company.id}::int, ${client.id}::int, 'draft', ${input.from}::date, ${input.to}::date, ${input.group_by},
        ${company.currency}, ${input.tax_rate ?? company.tax_rate}::int, ${input.notes ?? ''},
        ${input.due_on ?? null}::date, ${now.toISOString()}::timestamptz)
      returning id`),
  );
  const id = Number(made!.id);
  // claimed once: a draft made at the same time waits for this one's commit, then finds them taken
  const claimed = new Set(
    candidates.length === 0
      ? []
      : rowsOf<{ task: number }>(
          await tx.q.execute(sql`insert into invoice_tasks (task, invoice, "user", day)
            select t.id, ${id}::int, t.u, t.d::date from unnest(${`{${candidates.map((c) => c.id).join(',')}}`}::int[],
              ${`{${candidates.map((c) => c.user).join(',')}}`}::int[],
              ${`{${candidates.map((c) => c.day).join(',')}}`}::text[]) as t(id, u, d)
            on conflict (task) do nothing returning task`),
        ).map((r) => Number(r.task)),
  );
  const tasks = candidates.filter((t) => claimed.has(t.id));
  const book = await rateBook(tx.db, company.id);
  const lines = linesOf(
    tasks,
    input.group_by,
    (t) => rateFor(book, t.user, t.project, t.client, dayKeyOfIsoDate(t.day)!) ?? 0,
  );
  // every line in one statement, and each task pointed at its line in the same one (a statement a
  // line made an invoice of thousands of lines thousands of round trips)
  if (lines.length > 0) {
    const rows = lines.map((line, i) => ({
      position: i + 1,
      description: line.description,
      project: line.project,
      user: line.user,
      minutes: line.minutes,
      hourly_rate: line.hourly_rate,
      amount: line.amount,
    }));
    const owners = lines.flatMap((line, i) => line.tasks.map((t) => ({ task: t.id, position: i + 1 })));
    await tx.q.execute(sql`with made as (
        insert into invoice_lines (invoice, position, kind, description, project, "user", minutes, hourly_rate, amount)
        select ${id}::int, r.position, 'hours', r.description, r.project, r."user", r.minutes, r.hourly_rate, r.amount
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(position int, description text, project int,
          "user" int, minutes bigint, hourly_rate bigint, amount bigint)
        returning id, position)
      update invoice_tasks it set line = made.id
      from made, jsonb_to_recordset(${JSON.stringify(owners)}::jsonb) as o(task int, position int)
      where o.position = made.position and it.task = o.task`);
  }
  await retotal(tx, id);
  const invoice = await invoiceById(tx.db, id);
  recordEvent(tx, now, {
    entity: 'invoice',
    entityId: id,
    action: 'created',
    company: company.id,
    after: {
      client: client.id,
      period_from: input.from,
      period_to: input.to,
      group_by: input.group_by,
      lines: lines.length,
      tasks: tasks.length,
      total: invoice.total,
    },
  });
  return id;
}

/** Changes a draft: lines dropped (their hours free again) or added, notes, due day, tax rate. */
export async function updateDraft(tx: Tx, id: number, patch: InvoicePatchData, now: Date): Promise<void> {
  const current = await invoiceById(tx.db, id, 'update');
  ensureDraft(current, 'changed');
  if (patch.remove_lines?.length) {
    const ids = [...new Set(patch.remove_lines)];
    const removed = rowsOf<{ id: number }>(
      await tx.q.execute(sql`delete from invoice_lines where invoice = ${id}::int
        and id = any(${`{${ids.join(',')}}`}::int[]) returning id`),
    );
    if (removed.length !== ids.length)
      throw invalid('remove_lines', 'remove_lines must name lines of this invoice');
  }
  if (patch.add_lines?.length) {
    const [row] = rowsOf<{ last: number }>(
      await tx.q.execute(
        sql`select coalesce(max(position), 0)::int as last from invoice_lines where invoice = ${id}::int`,
      ),
    );
    let position = Number(row?.last ?? 0);
    for (const line of patch.add_lines) {
      position += 1;
      await tx.q.execute(sql`insert into invoice_lines (invoice, position, kind, description, amount)
        values (${id}::int, ${position}::int, 'fixed', ${line.description}, ${line.amount}::bigint)`);
    }
  }
  await tx.q.execute(sql`update invoices set
      notes = ${patch.notes ?? current.notes},
      due_on = ${patch.due_on === undefined ? current.due_on : patch.due_on}::date,
      tax_rate = ${patch.tax_rate ?? current.tax_rate}::int
    where id = ${id}::int`);
  await retotal(tx, id);
  const next = await invoiceById(tx.db, id);
  recordEvent(tx, now, {
    entity: 'invoice',
    entityId: id,
    action: 'updated',
    company: current.company,
    before: {
      notes: current.notes,
      due_on: current.due_on,
      tax_rate: current.tax_rate,
      total: current.total,
    },
    after: {
      notes: next.notes,
      due_on: next.due_on,
      tax_rate: next.tax_rate,
      total: next.total,
      ...(patch.remove_lines?.length && { removed_lines: patch.remove_lines }),
      ...(patch.add_lines?.length && { added_lines: patch.add_lines.length }),
    },
  });
}

/** Deletes a draft; its hours are free again. */
export async function deleteDraft(tx: Tx, id: number, now: Date): Promise<InvoiceRow> {
  const current = await invoiceById(tx.db, id, 'update');
  ensureDraft(current, 'deleted');
  await tx.q.execute(sql`delete from invoices where id = ${id}::int`);
  recordEvent(tx, now, {
    entity: 'invoice',
    entityId: id,
    action: 'deleted',
    company: current.company,
    before: {
      client: current.client,
      period_from: current.period_from,
      period_to: current.period_to,
      total: current.total,
    },
  });
  return current;
}

/**
 * Issues a draft: the company's next number (its row locked: two issues at once get two numbers,
 * in turn, no gap), the issue day (today in the company's zone unless given) and the due day (as
 * set, else the issue day plus the client's payment terms). From now on its lines never change.
 */
export async function issueInvoice(
  tx: Tx,
  companyId: number,
  id: number,
  issuedOn: string | undefined,
  now: Date,
): Promise<void> {
  const [company] = rowsOf<{ prefix: string; next: number; zone: string | null }>(
    await tx.q.execute(sql`select invoice_prefix as prefix, invoice_next_number as next, time_zone as zone
      from companies where id = ${companyId}::int for update`),
  );
  const current = await invoiceById(tx.db, id, 'update');
  ensureDraft(current, 'issued');
  const [lines] = rowsOf<{ n: number }>(
    await tx.q.execute(sql`select count(*)::int as n from invoice_lines where invoice = ${id}::int`),
  );
  if (Number(lines?.n ?? 0) === 0)
    throw conflict('invoice_empty', `${invoiceName(current)} has no lines: there is nothing to issue`);
  const day = issuedOn ?? todayIn(company!.zone ?? tx.defaultTimeZone, now);
  const client = await clientById(tx.db, current.client);
  const due = current.due_on ?? addDays(day, client.payment_terms_days);
  if (due < day) throw invalid('due_on', `due_on (${due}) must not be before the issue day (${day})`);
  const next = Number(company!.next);
  const number = `${company!.prefix}${String(next).padStart(4, '0')}`;
  await tx.q.execute(sql`update invoices set status = 'issued', number = ${number}, issued_on = ${day}::date,
    due_on = ${due}::date where id = ${id}::int`);
  await tx.q.execute(
    sql`update companies set invoice_next_number = ${next + 1}::int where id = ${companyId}::int`,
  );
  recordEvent(tx, now, {
    entity: 'invoice',
    entityId: id,
    action: 'issued',
    company: companyId,
    before: { status: 'draft' },
    after: { status: 'issued', number, issued_on: day, due_on: due, total: current.total },
  });
}

/** Voids an issued invoice: its number kept, shown as void, its hours free again. */
export async function voidInvoice(tx: Tx, id: number, reason: string, now: Date): Promise<void> {
  const current = await invoiceById(tx.db, id, 'update');
  if (current.status !== 'issued')
    throw conflict(
      'invoice_state',
      `${invoiceName(current)} is ${current.status}: only an issued invoice can be voided`,
    );
  await tx.q.execute(sql`update invoices set status = 'void', void_reason = ${reason} where id = ${id}::int`);
  await tx.q.execute(sql`delete from invoice_tasks where invoice = ${id}::int`);
  recordEvent(tx, now, {
    entity: 'invoice',
    entityId: id,
    action: 'voided',
    company: current.company,
    before: { status: current.status },
    after: { status: 'void', number: current.number },
    reason,
  });
}

/** Marks an issued invoice paid on `paidOn` (not before its issue day). */
export async function markPaid(tx: Tx, id: number, paidOn: string, now: Date): Promise<void> {
  const current = await invoiceById(tx.db, id, 'update');
  if (current.status !== 'issued')
    throw conflict(
      'invoice_state',
      `${invoiceName(current)} is ${current.status}: only an issued invoice can be marked paid`,
    );
  if (paidOn < current.issued_on!)
    throw invalid('paid_on', `paid_on must not be before the issue day (${current.issued_on})`);
  await tx.q.execute(
    sql`update invoices set status = 'paid', paid_on = ${paidOn}::date where id = ${id}::int`,
  );
  recordEvent(tx, now, {
    entity: 'invoice',
    entityId: id,
    action: 'paid',
    company: current.company,
    before: { status: current.status },
    after: { status: 'paid', paid_on: paidOn },
  });
}

/**
 * A week whose hours an invoice (a draft, or one issued and not void) holds is not reopened: 409
 * naming the invoice. Called with the week's row locked, as a draft locks the weeks it reads.
 */
export async function ensureWeekNotInvoiced(tx: Tx, userId: number, weekStart: string): Promise<void> {
  const holding = await invoiceHolding(tx.db, userId, weekStart, addDays(weekStart, 6));
  if (holding)
    throw conflict(
      'week_invoiced',
      `The week of ${weekStart} is billed by ${invoiceName(holding)}: ${
        holding.number ? 'void it' : 'drop its lines or delete the draft'
      } before reopening the week`,
    );
}

/**
 * A task an invoice (a draft, or one issued and not void) bills keeps its billable mark: 409
 * naming the invoice. Called with the task's week row locked for update, which a new draft reads
 * for share: a draft made meanwhile either sees the new mark or holds the task first.
 */
export async function ensureTaskNotInvoiced(tx: Tx, taskId: number): Promise<void> {
  const [holding] = rowsOf<{ id: number; number: string | null }>(
    await tx.q.execute(sql`select i.id, i.number from invoice_tasks it join invoices i on i.id = it.invoice
      where it.task = ${taskId}::int`),
  );
  if (holding)
    throw conflict(
      'task_invoiced',
      `Task ${taskId} is billed by ${invoiceName({ id: Number(holding.id), number: holding.number })}: ${
        holding.number ? 'void it' : 'drop its line or delete the draft'
      } before marking it otherwise`,
    );
}
