/**
 * Recording the audit trail: every write calls `recordEvent` for each record it changed, inside its
 * own transaction, so the event and the change commit together or not at all (an event that cannot
 * be written rolls the write back). An event carries only the fields that changed, before and after,
 * never a secret (AUDIT_SECRET_FIELDS); who, from where and in which request come from the
 * transaction's origin. Pruning by a company's retention is the one path that deletes events, and
 * it records itself.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AuditAction, AuditActor, AuditEntity } from '@app/contract';
import { AUDIT_SECRET_FIELDS } from '@app/contract/audit';
import { rowsOf } from '../db/repo';
import type { UserRecord } from '../db/records';
import type { Store, Tx } from '../db/store';

type Fields = Record<string, unknown>;

export interface NewEvent {
  entity: AuditEntity;
  entityId: number | null;
  action: AuditAction;
  company: number | null;
  /** the department of the person it is about, when there is one */
  department?: number | null;
  /** the person it is about (a task's or a week's consultant, the person changed, the account signing in) */
  subject?: number | null;
  before?: Fields | null;
  after?: Fields | null;
  reason?: string | null;
  /** who, when not the transaction's origin (a sign-in names the account it was for) */
  actor?: AuditActor;
}

const SECRETS = new Set(AUDIT_SECRET_FIELDS);

/**
 * An event's body taken from the record's own row when the event is written, instead of sent
 * again: a task's or draft's new body (up to the body limit) then crosses to the database once,
 * with its row. For a row the write has just inserted or updated and leaves as it is.
 */
class FromRow {
  constructor(readonly value: SQL) {}
}

/** The body of the task or draft `id`, as its row holds it when the event is written. */
export const bodyFromRow = (table: 'tasks' | 'drafts', id: number) =>
  new FromRow(sql`(select body from ${sql.identifier(table)} where id = ${id}::int)`);

/** An event's place: the company, department and person of the person it is about. */
export const about = (person: Pick<UserRecord, 'id' | 'company' | 'department'>) => ({
  company: person.company,
  department: person.department,
  subject: person.id,
});

/** `fields` without its secrets and its id (the event names the record already). */
function shown(fields: Fields | null | undefined): Fields | null {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).filter(([k]) => !SECRETS.has(k) && k !== 'id'));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An event's fields as jsonb. */
const asJsonb = (fields: Fields): SQL => sql`${JSON.stringify(fields)}::jsonb`;

/**
 * One side of an event as it is stored: its fields as jsonb, and its body (a task's or draft's
 * rich text, given or taken from the row) as text beside them (migration 0037), so that a body
 * taken from the row is copied as the row stores it instead of rebuilt into a JSON value.
 */
function stored(fields: Fields | null): [json: SQL, body: SQL] {
  if (fields === null) return [sql`null::jsonb`, sql`null::text`];
  const { body, ...rest } = fields;
  if (body instanceof FromRow) return [asJsonb(rest), body.value];
  if (typeof body === 'string') return [asJsonb(rest), sql`${body}::text`];
  return [asJsonb(fields), sql`null::text`];
}

/**
 * The fields that differ between `before` and `after` (a field of only one of them counts), as the
 * event's before and after; secrets left out.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SECRETS.has(key) || key === 'id' || same(before[key], after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return Object.keys(a).length === 0 ? null : { before: b, after: a };
}

/** Appends one event to the audit trail, in the write's transaction, at `at` (server time). */
export const recordEvent = (tx: Tx, at: Date, event: NewEvent): void => recordEvents(tx, at, [event]);

/** The insert of events, each row as `recordEvents` makes it. */
const EVENT_INSERT = sql`insert into audit_events (at, actor_id, actor_email, actor_role, company,
  department, subject, entity, entity_id, action, before, before_body, after, after_body, reason,
  client_address, request_id) values`;

/**
 * Appends events to the audit trail in the order given, in the write's transaction, at `at`: queued
 * and written when the write ends, with its other appended rows (`Tx.appendLater`; an import's
 * thousands in inserts of many rows each).
 */
export function recordEvents(tx: Tx, at: Date, events: readonly NewEvent[]): void {
  const { address, requestId } = tx.origin;
  const moment = at.toISOString();
  tx.appendLater(
    EVENT_INSERT,
    events.map((event) => {
      const actor = event.actor ?? tx.origin.actor;
      const [before, beforeBody] = stored(shown(event.before));
      const [after, afterBody] = stored(shown(event.after));
      return sql`(${moment}::timestamptz, ${actor.id}::int, ${actor.email}, ${actor.role},
      ${event.company}::int, ${event.department ?? null}::int, ${event.subject ?? null}::int,
      ${event.entity}, ${event.entityId}::int, ${event.action},
      ${before}, ${beforeBody}, ${after}, ${afterBody},
      ${event.reason ?? null}, ${address}, ${requestId})`;
    }),
  );
}

/**
 * Records an edit of a record: one event with the fields that changed, none when nothing did
 * (an edit that sets what was already there changed nothing).
 */
export function recordChange(
  tx: Tx,
  at: Date,
  event: Omit<NewEvent, 'before' | 'after'>,
  before: Fields,
  after: Fields,
  /** the body, when it changed, taken from the row just written */
  fromRow: { body?: FromRow } = {},
): void {
  const changed = changedFields(before, after);
  if (!changed) return;
  const taken = Object.entries(fromRow).filter(([key]) => key in changed.after);
  recordEvent(tx, at, { ...event, ...changed, after: { ...changed.after, ...Object.fromEntries(taken) } });
}

/** A company's retention in days (null: its events are kept forever). */
export async function retentionOf(tx: Pick<Tx, 'q'>, companyId: number): Promise<number | null> {
  const [row] = rowsOf<{ days: number | null }>(
    await tx.q.execute(sql`select audit_retention_days as days from companies where id = ${companyId}::int`),
  );
  return row?.days ?? null;
}

/**
 * Deletes company `companyId`'s events older than its retention at `now` (the one path that may:
 * the database refuses every other DELETE) and records how many it removed, when it removed any.
 */
export async function pruneEvents(tx: Tx, companyId: number, now: Date): Promise<number> {
  const days = await retentionOf(tx, companyId);
  if (days === null) return 0;
  const before = new Date(now.getTime() - days * 86_400_000);
  await tx.q.execute(sql`select set_config('app.audit_pruning', 'on', true)`);
  const removed = rowsOf<{ n: number }>(
    await tx.q.execute(sql`with gone as (delete from audit_events
        where company = ${companyId}::int and at < ${before.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`),
  )[0].n;
  await tx.q.execute(sql`select set_config('app.audit_pruning', 'off', true)`);
  if (removed > 0)
    recordEvent(tx, now, {
      entity: 'audit',
      entityId: companyId,
      action: 'pruned',
      company: companyId,
      after: { removed, older_than: before.toISOString() },
    });
  return removed;
}

/** Sets a company's retention (null: forever), records the change and prunes by it at once. */
export async function setRetention(tx: Tx, companyId: number, days: number | null, now: Date): Promise<void> {
  const was = await retentionOf(tx, companyId);
  await tx.q.execute(
    sql`update companies set audit_retention_days = ${days}::int where id = ${companyId}::int`,
  );
  recordChange(
    tx,
    now,
    { entity: 'audit', entityId: companyId, action: 'retention_changed', company: companyId },
    { retention_days: was },
    { retention_days: days },
  );
  await pruneEvents(tx, companyId, now);
}

/** The companies that keep their events for a limited time (the hourly pruning goes through them). */
export async function companiesWithRetention(tx: Pick<Tx, 'q'>): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.q.execute(sql`select id from companies where audit_retention_days is not null order by id`),
  ).map((r) => r.id);
}

/** How often the server prunes the companies that keep their events for a limited time. */
export const PRUNE_INTERVAL_MS = 3_600_000;

/** Prunes every company with a retention, each in its own write. */
export async function pruneAllCompanies(store: Store, now: Date): Promise<void> {
  for (const companyId of await companiesWithRetention(store.db))
    await store.write((tx) => pruneEvents(tx, companyId, now));
}
