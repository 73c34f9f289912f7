/**
 * Everything written about a person: adding one (the one flow behind every "add user" call),
 * changing one (a consultant moved to another department takes their totals along) and removing
 * one (with their tasks, drafts, sessions and totals); each with its audit events.
 */
import { hashPassword } from '../auth';
import { about, recordChange, recordEvent } from '../audit';
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

/** What a person's audit events show of them (never the password's hash). */
const personFacts = ({ email, first_name, last_name, contact, role, company }: UserRecord) => ({
  email,
  first_name,
  last_name,
  contact,
  role,
  company,
});

/** Stores a new person (their password already hashed), joined `now`. */
export async function insertPerson(tx: Tx, fields: NewPersonFields, now: Date): Promise<UserRecord> {
  await ensureEmailFree(tx.db, fields.email);
  const person = await tx.insert('users', {
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
  recordEvent(tx, now, {
    entity: 'person',
    entityId: person.id,
    action: 'created',
    ...about(person),
    after: { ...personFacts(person), department: person.department, is_active: person.is_active },
  });
  return person;
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
 * move to another department moves their totals too. Undefined when the person is gone. Recorded as
 * up to four events: the details 'updated', 'moved' (department), 'activated' or 'deactivated',
 * and 'password_changed' (the fact only).
 */
export async function updatePerson(
  tx: Tx,
  id: number,
  changes: Changes<'users'>,
  at: Date,
): Promise<UserRecord | undefined> {
  const before = await tx.db.users.get(id);
  if (!before) return undefined;
  if (changes.department !== undefined)
    await moveConsultantTotals(tx, id, { department: changes.department });
  const after = await tx.update('users', id, changes);
  if (!after) return undefined;
  const event = { entity: 'person', entityId: id, ...about(after) } as const;
  recordChange(tx, at, { ...event, action: 'updated' }, personFacts(before), personFacts(after));
  recordChange(
    tx,
    at,
    { ...event, action: 'moved' },
    { department: before.department },
    { department: after.department },
  );
  if (before.is_active !== after.is_active)
    recordEvent(tx, at, {
      ...event,
      action: after.is_active ? 'activated' : 'deactivated',
      before: { is_active: before.is_active },
      after: { is_active: after.is_active },
    });
  if (changes.password_hash !== undefined) recordEvent(tx, at, { ...event, action: 'password_changed' });
  return after;
}

/**
 * Removes a person with their tasks, drafts, sessions and daily totals (the foreign keys
 * cascade), their hours taken out of their company's totals; task-log entries stay: they are the
 * company's.
 */
export async function removePerson(tx: Tx, user: UserRecord, at: Date): Promise<void> {
  await moveConsultantTotals(tx, user.id, null);
  await tx.remove('users', user.id);
  recordEvent(tx, at, {
    entity: 'person',
    entityId: user.id,
    action: 'deleted',
    ...about(user),
    before: { ...personFacts(user), department: user.department, is_active: user.is_active },
  });
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
