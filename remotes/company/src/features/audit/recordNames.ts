import type { AuditEvent } from '@app/shared';
import { valueText } from './eventWords';

/** The fields an event keeps as the id of another record, and the kind of record each names. */
const NAMED_FIELDS: Readonly<Record<string, string>> = {
  department: 'department',
  project: 'project',
  client: 'client',
  company: 'company',
  user: 'person',
  admin: 'person',
};

/**
 * How a field's value of `event` reads: a record named by its id reads as the event's names say
 * (as it was named when the event was written, by the server); any other value, or an id the names
 * lack, as itself.
 */
export function fieldValueText(event: AuditEvent, field: string, value: unknown): string {
  const kind = NAMED_FIELDS[field];
  const name = kind && typeof value === 'number' ? event.names?.[`${kind}:${value}`] : undefined;
  return name ?? valueText(value);
}

/** The name of the record `event` is about, as it was named then; undefined when it has none. */
export const recordName = (event: AuditEvent): string | undefined =>
  event.entity.id === null ? undefined : event.names?.[`${event.entity.type}:${event.entity.id}`];
