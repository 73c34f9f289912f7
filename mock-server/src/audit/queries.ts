/**
 * Reading the audit trail: the events of a company a caller's scope lets them see, filtered,
 * newest first, one page at a time (the cursor is the id of the last event of the page before), or
 * in batches for the CSV export, which never holds the whole trail in memory.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity, AuditEvent, AuditPage, AuditQuery, Role } from '@app/contract';
import type { AuditScope } from '@app/contract/audit';
import { addDays, startOfDayIn } from '@app/contract/days';
import { rowsOf, type Repo } from '../db/repo';
import type { JsonText } from '../db/records';

/** The query's filters (AuditQuery's, names included). */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit' | 'format'>;

interface EventRow {
  id: number | string | bigint;
  at: Date | string;
  actor_id: number | null;
  actor_email: string;
  actor_role: Role | null;
  company: number | null;
  department: number | null;
  entity: AuditEntity;
  entity_id: number | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  names: Record<string, string>;
  reason: string | null;
  client_address: string | null;
  request_id: string | null;
}

const toEvent = (r: EventRow): AuditEvent => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actor: { id: r.actor_id, email: r.actor_email, role: r.actor_role },
  company: r.company,
  department: r.department,
  entity: { type: r.entity, id: r.entity_id },
  action: r.action,
  before: r.before,
  after: r.after,
  names: r.names,
  reason: r.reason,
  client_address: r.client_address,
  request_id: r.request_id,
});

const entityList = (entities: readonly AuditEntity[]) =>
  sql.join(
    entities.map((e) => sql`${e}`),
    sql`, `,
  );

/** Whether `filters` name days (from, to): days of the company's calendar, counted in its zone. */
export const namesDays = (filters: AuditFilters): boolean =>
  filters.from !== undefined || filters.to !== undefined;

/**
 * The condition of a company's events that `scope` lets its caller see and `filters` asks for;
 * days are counted in the company's zone `zone` (null: the filters name none).
 */
export function eventsWhere(
  companyId: number,
  scope: AuditScope,
  filters: AuditFilters,
  zone: string | null,
): SQL {
  // the first instant of `day` in the company's zone
  const start = (day: string) => {
    if (zone === null) throw new Error("days are counted in the company's zone");
    return new Date(startOfDayIn(day, zone)).toISOString();
  };
  const parts: SQL[] = [sql`company = ${companyId}::int`];
  // a move out of a department belongs to its trail too: the event is filed under the department
  // the person moved to, and names the one she left in `before`
  if (scope.kind === 'department')
    parts.push(sql`(department = ${scope.department}::int or (entity = 'person' and action = 'moved'
      and before->>'department' = ${String(scope.department)})) and entity in (${entityList(scope.entities)})`);
  if (scope.kind === 'own')
    parts.push(sql`subject = ${scope.subject}::int and entity in (${entityList(scope.entities)})`);
  if (filters.from) parts.push(sql`at >= ${start(filters.from)}::timestamptz`);
  if (filters.to) parts.push(sql`at < ${start(addDays(filters.to, 1))}::timestamptz`);
  if (filters.actor !== undefined) parts.push(sql`actor_id = ${filters.actor}::int`);
  // a name as the company's people are named now, or an email, whatever its case
  if (filters.actor_name !== undefined)
    parts.push(sql`(lower(actor_email) = lower(${filters.actor_name})
      or actor_id in (${peopleNamed(companyId, filters.actor_name)}))`);
  if (filters.record_name !== undefined)
    parts.push(sql`(subject in (${peopleNamed(companyId, filters.record_name)})
      or (entity = 'project' and entity_id in (select id from projects
        where company = ${companyId}::int and lower(name) = lower(${filters.record_name})))
      or (entity = 'department' and entity_id in (select id from departments
        where company = ${companyId}::int and lower(name) = lower(${filters.record_name}))))`);
  if (filters.entity !== undefined) parts.push(sql`entity = ${filters.entity}`);
  if (filters.entity_id !== undefined) parts.push(sql`entity_id = ${filters.entity_id}::int`);
  if (filters.action !== undefined) parts.push(sql`action = ${filters.action}`);
  return sql.join(parts, sql` and `);
}

/** The ids of company `companyId`'s people whose full name is `name` (any case, spaces trimmed). */
const peopleNamed = (companyId: number, name: string): SQL =>
  sql`select id from users where company = ${companyId}::int
    and lower(trim(first_name || ' ' || last_name)) = lower(trim(${name}))`;

// the id as stored (int8: a string or a bigint by engine, read with Number): a cast under the same
// name would be what `order by id` sorts, past the index; each side with its body (audit_side,
// migration 0037); the names as they were then, read from the trail (audit_event_names, migration 0033)
const COLUMNS = sql`id, at, actor_id, actor_email, actor_role, company, department, entity,
  entity_id, action, audit_side(before, before_body) as before, audit_side(after, after_body) as after,
  audit_event_names(company, id, entity, entity_id, before, after) as names,
  reason, client_address, request_id`;

/** Up to `limit` events matching `where`, newest first, older than event `before` when given. */
async function eventsBefore(
  db: Repo,
  where: SQL,
  limit: number,
  before: number | null,
): Promise<AuditEvent[]> {
  const older = before === null ? sql`` : sql`and id < ${before}::int8`;
  return rowsOf<EventRow>(
    await db.q.execute(sql`select ${COLUMNS} from audit_events where ${where} ${older}
      order by id desc limit ${limit}::int`),
  ).map(toEvent);
}

/**
 * One page of company `companyId`'s events matching `where` and the cursor of the next (older) one,
 * null on the last page: the API's JSON text, written by the database in one value (a row per event
 * costs more to pass than the query) by audit_events_page (migration 0019), given the page's events
 * and the next one. The company is read in the same statement: undefined when there is none.
 */
export async function eventsPage(
  db: Repo,
  companyId: number,
  where: SQL,
  limit: number,
  cursor: string | undefined,
): Promise<JsonText<AuditPage> | undefined> {
  const older = cursor === undefined ? sql`` : sql`and id < ${cursor}::int8`;
  const [found] = rowsOf<{ page: JsonText<AuditPage> }>(
    await db.q.execute(sql`select audit_events_page(array(
        select e from audit_events e where ${where} ${older} order by id desc limit ${limit + 1}::int
      ), ${limit}::int) as page
      from companies where id = ${companyId}::int`),
  );
  return found?.page;
}

/** Every event matching `where`, newest first, `batch` at a time (the CSV export). */
export async function* eventBatches(db: Repo, where: SQL, batch = 500): AsyncGenerator<AuditEvent[]> {
  let before: number | null = null;
  for (;;) {
    const events = await eventsBefore(db, where, batch, before);
    if (events.length > 0) yield events;
    if (events.length < batch) return;
    before = events[events.length - 1].id;
  }
}
