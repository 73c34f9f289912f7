/**
 * Everything written about a person: adding one (the one flow behind every "add user" call),
 * changing one (a consultant moved to another department takes their totals along) and removing
 * one (with their tasks, drafts, sessions and totals).
 */
import { hashPassword } from '../auth';
import type { Repo } from '../db/repo';
import type { UserRecord } from '../db/records';
import type { Changes, Tx } from '../db/store';
import { moveConsultantTotals } from '../db/totals';
import { duplicateEmail } from '../kernel/errors';
import { found, type AppContext } from '../kernel/route';
import type { NewPersonData } from './schemas';

type NewPersonFields = Omit<UserRecord, 'id' | 'date_joined' | 'is_active'> & { is_active?: boolean };
export type Placement = Pick<UserRecord, 'role' | 'company' | 'department'>;

/** Emails are unique regardless of case (the database's unique index has the last word). */
export async function ensureEmailFree(db: Repo, email: string, exceptUserId?: number): Promise<void> {
  const holder = await db.userByEmail(email);
  if (holder && holder.id !== exceptUserId) throw duplicateEmail();
}

/** Stores a new person (their password already hashed), joined `now`. */
export async function insertPerson(tx: Tx, fields: NewPersonFields, now: Date): Promise<UserRecord> {
  await ensureEmailFree(tx.db, fields.email);
  return tx.insert('users', {
    email: fields.email.trim().toLowerCase(),
    first_name: fields.first_name,
    last_name: fields.last_name,
    contact: fields.contact,
    password_hash: fields.password_hash,
    is_active: fields.is_active ?? true,
    date_joined: now.toISOString(),
    role: fields.role,
    company: fields.company,
    department: fields.department,
  });
}

/**
 * Hashes the password (slow, so outside the transaction) and stores the person. `recheck` runs
 * again inside the transaction (e.g. the department still exists).
 */
export async function createPerson(
  { store, options }: AppContext,
  input: NewPersonData,
  placement: Placement,
  recheck: (db: Repo) => Promise<unknown> = async () => undefined,
): Promise<UserRecord> {
  await ensureEmailFree(store.db, input.email);
  const password_hash = await hashPassword(input.password, options.passwordHashCost);
  const now = options.now();
  return store.write(async (tx) => {
    await recheck(tx.db);
    return insertPerson(
      tx,
      {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        contact: input.contact,
        password_hash,
        ...placement,
      },
      now,
    );
  });
}

/**
 * Sets `changes` on person `id` (only those fields: a concurrent change of the others is kept); a
 * move to another department moves their totals too. Undefined when the person is gone.
 */
export async function updatePerson(
  tx: Tx,
  id: number,
  changes: Changes<'users'>,
): Promise<UserRecord | undefined> {
  if (changes.department !== undefined)
    await moveConsultantTotals(tx, id, { department: changes.department });
  return tx.update('users', id, changes);
}

/**
 * Removes a person with their tasks, drafts, sessions and daily totals (the foreign keys
 * cascade), their hours taken out of their company's totals; task-log entries stay: they are the
 * company's.
 */
export async function removePerson(tx: Tx, user: UserRecord): Promise<void> {
  await moveConsultantTotals(tx, user.id, null);
  await tx.remove('users', user.id);
}

/**
 * A new person of company `companyId` without a department (a board member, or a department lead
 * not leading one yet): the company is read-locked until they are stored, so it cannot be deleted
 * meanwhile (404 if it was).
 */
export const createCompanyPerson = (
  ctx: AppContext,
  input: NewPersonData,
  companyId: number,
  role: 'company_member' | 'department_admin',
): Promise<UserRecord> =>
  createPerson(ctx, input, { role, company: companyId, department: null }, async (db) =>
    found(await db.companies.get(companyId, { lock: 'share' }), 'company', companyId),
  );
