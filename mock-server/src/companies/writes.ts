/**
 * Everything written about a company: created with its representative, changed (name, state,
 * zone, representative), removed with everything in it. Each runs inside one write with the
 * company and the people it attaches or detaches locked, so of two changes at once the second
 * sees the first's; each records its audit event.
 */
import { sql } from 'drizzle-orm';
import { COMPANY_MONEY_DEFAULTS } from '@app/contract/money';
import { rowsOf, type Repo } from '../db/repo';
import type { CompanyRecord, UserRecord } from '../db/records';
import type { Changes, Tx } from '../db/store';
import { recomputeTotals } from '../db/totals';
import { recordChange, recordEvent } from '../audit';
import { conflict, invalid } from '../kernel/errors';
import { found } from '../kernel/route';
import { companyById } from './queries';
import type { CompanyPatchData, NewCompanyData } from './schemas';

/**
 * A company_admin not attached to any company yet, or 400 naming `admin`. The caller has locked
 * the person's row first (`Tx.lock`), so they stay free until it commits.
 */
async function freeRepresentative(db: Repo, adminId: number): Promise<UserRecord> {
  const admin = await db.users.get(adminId);
  if (!admin || admin.role !== 'company_admin')
    throw invalid('admin', 'admin must be the id of a company representative (role company_admin)');
  if (admin.company !== null) throw invalid('admin', 'admin already represents a company');
  return admin;
}

/** `zone` if the database knows it too (its zone names are those days are counted with), or 400 naming `time_zone`. */
async function knownZone(tx: Tx, zone: string): Promise<string> {
  const result = await tx.q.execute(
    sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  if (!rowsOf<{ known: boolean }>(result)[0].known)
    throw invalid('time_zone', `time_zone ${zone} is not known to the database`);
  return zone;
}

/** What a company's audit events show of it. */
const companyFacts = ({ name, admin, is_active, time_zone, currency, ...invoicing }: CompanyRecord) => ({
  name,
  admin,
  is_active,
  time_zone,
  currency,
  invoice_prefix: invoicing.invoice_prefix,
  invoice_next_number: invoicing.invoice_next_number,
  tax_rate: invoicing.tax_rate,
  address: invoicing.address,
  locale: invoicing.locale,
});

/** A new company represented by `input.admin`, who must still be free. */
export async function insertCompany(tx: Tx, input: NewCompanyData, now: Date): Promise<CompanyRecord> {
  await tx.lock('users', [input.admin]);
  const admin = await freeRepresentative(tx.db, input.admin);
  const created = await tx.insert('companies', {
    name: input.name,
    admin: admin.id,
    is_active: true,
    created_at: now.toISOString(),
    time_zone: await knownZone(tx, input.time_zone ?? tx.defaultTimeZone),
    ...COMPANY_MONEY_DEFAULTS,
  });
  await tx.update('users', admin.id, { company: created.id });
  recordEvent(tx, now, {
    entity: 'company',
    entityId: created.id,
    action: 'created',
    company: created.id,
    after: companyFacts(created),
  });
  return created;
}

/**
 * Changes of name, state, zone or representative. The new representative must still be free;
 * the previous one keeps their account, detached. A new zone recounts every total of the
 * company in it (one definition of a day per company). 404 when the company is gone.
 */
export async function updateCompany(
  tx: Tx,
  id: number,
  patch: CompanyPatchData,
  at: Date,
): Promise<CompanyRecord> {
  const current = await companyById(tx.db, id, { lock: 'update' });
  const changes: Changes<'companies'> = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.is_active !== undefined && { is_active: patch.is_active }),
    ...(patch.currency !== undefined && { currency: patch.currency }),
    ...(patch.invoice_prefix !== undefined && { invoice_prefix: patch.invoice_prefix }),
    ...(patch.tax_rate !== undefined && { tax_rate: patch.tax_rate }),
    ...(patch.address !== undefined && { address: patch.address }),
    ...(patch.locale !== undefined && { locale: patch.locale }),
  };
  if (patch.invoice_next_number !== undefined && patch.invoice_next_number !== current.invoice_next_number) {
    await ensureNothingIssued(tx, id);
    changes.invoice_next_number = patch.invoice_next_number;
  }
  if (patch.admin !== undefined && patch.admin !== current.admin) {
    await tx.lock('users', [current.admin, patch.admin]);
    const admin = await freeRepresentative(tx.db, patch.admin);
    const previous = await tx.db.users.get(current.admin);
    if (previous?.company === current.id) await tx.update('users', previous.id, { company: null });
    await tx.update('users', admin.id, { company: current.id });
    changes.admin = admin.id;
  }
  if (patch.currency !== undefined && patch.currency !== current.currency) await ensureNoRates(tx, id);
  const newZone = patch.time_zone !== undefined && patch.time_zone !== current.time_zone;
  if (newZone) changes.time_zone = await knownZone(tx, patch.time_zone!);
  const next = found(await tx.update('companies', current.id, changes), 'company', current.id);
  if (newZone) await recomputeTotals(tx, [current.id]);
  const event = { entity: 'company', entityId: id, company: id } as const;
  const action =
    current.is_active === next.is_active ? 'updated' : next.is_active ? 'activated' : 'deactivated';
  recordChange(tx, at, { ...event, action }, companyFacts(current), companyFacts(next));
  return next;
}

/**
 * A company's currency changes only while it has no rate: amounts already set in one currency are
 * never read in another. (A rate is written with the company's row locked FOR SHARE, which the
 * patch holds FOR UPDATE: the two never pass each other.)
 */
async function ensureNoRates(tx: Tx, companyId: number): Promise<void> {
  const [row] = rowsOf<{ n: number }>(
    await tx.q.execute(sql`select count(*)::int as n from rates where company = ${companyId}::int`),
  );
  if (Number(row?.n ?? 0) > 0)
    throw conflict(
      'currency_in_use',
      `The company has ${row!.n} rate(s) in its currency: delete them before choosing another currency`,
    );
}

/**
 * The next invoice number is set only before the first invoice is issued: numbers are gapless
 * and never reused. (An issue locks the company's row FOR UPDATE, as this patch does.)
 */
async function ensureNothingIssued(tx: Tx, companyId: number): Promise<void> {
  const [row] = rowsOf<{ n: number }>(
    await tx.q.execute(
      sql`select count(*)::int as n from invoices where company = ${companyId}::int and number is not null`,
    ),
  );
  if (Number(row?.n ?? 0) > 0)
    throw conflict(
      'numbering_started',
      `The company has issued ${row!.n} invoice(s): their numbers go on without a gap and cannot be set again`,
    );
}

/**
 * Removes a company and everything in it: people (with their tasks, drafts, sessions and
 * totals), departments, projects, logs, its totals (the foreign keys cascade). 404 when it is gone.
 */
export async function removeCompany(tx: Tx, id: number, at: Date): Promise<void> {
  const gone = found(await tx.remove('companies', id), 'company', id);
  recordEvent(tx, at, {
    entity: 'company',
    entityId: id,
    action: 'deleted',
    company: id,
    before: companyFacts(gone),
  });
}
