import type { AuditEvent } from '@app/shared';
import { momentInZoneWords, weekRangeLabel } from '@app/shared/days';
import { AUDIT_ACTION_LABELS, AUDIT_TEXTS } from '@app/shared/audit';

/**
 * How an event reads in a list: when (on the company's clocks, named where they are not the
 * viewer's), who, what was done, to what.
 */
export interface EventWords {
  when: string;
  who: string;
  /** the actor's role, when a signed-in user acted */
  role: string | null;
  action: string;
  record: string;
}

export function eventWords(
  event: AuditEvent,
  zone: string | null | undefined,
  /** the name of the record the event is about, as it was then, when it has one (recordName) */
  name?: string,
): EventWords {
  return {
    when: momentInZoneWords(event.at, zone) ?? event.at,
    who: event.actor.email,
    role: event.actor.role ? AUDIT_TEXTS.roles[event.actor.role] : null,
    action: AUDIT_ACTION_LABELS[event.action] ?? event.action,
    record: recordWords(event, name),
  };
}

/** A field's value as text: text as written, anything else as JSON; none at all as AUDIT_TEXTS.absent. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return AUDIT_TEXTS.absent;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every field of either side, those of `before` first, each once. */
export function changedFieldNames(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}

/**
 * What an event is about, in words: a week by its days ('week of Nov 16 – Nov 22, 2026', never the
 * id of its consultant, which names the record), a named record (a person, a project…) by its name
 * then, anything else by its type and id.
 */
function recordWords(event: AuditEvent, name: string | undefined): string {
  const weekStart = event.after?.week_start ?? event.before?.week_start;
  if (event.entity.type === 'week' && typeof weekStart === 'string')
    return `week of ${weekRangeLabel(weekStart)}`;
  if (name) return `${event.entity.type} ${name}`;
  return AUDIT_TEXTS.record(event.entity.type, event.entity.id);
}
