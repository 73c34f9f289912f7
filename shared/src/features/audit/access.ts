import type { AuditEntity } from '@app/shared';
import { auditScope, type AuditScope } from '../../audit';
// the hook alone: the weeks' entry would bring the date library to pages that show only a History button
import { useActor } from '../weeks/useActor';

/** Where a record's events are kept and whom they are about: what decides who reads them. */
export interface AuditPlace {
  entity: AuditEntity;
  /** the company whose trail holds them */
  company: number;
  /** the person they are about: a task's or a week's consultant */
  subject?: number;
  /**
   * the department of the person they are about; left out where the page's own read already
   * answered for it (a week the server showed to a department's lead is of her department)
   */
  department?: number | null;
}

/** One record whose events are shown ('History'). */
export interface AuditRecord extends AuditPlace {
  /** its id (a week's events name its consultant: her user id) */
  id: number;
  /** a week's Monday: of her week events, those whose week_start, before or after, is this day */
  weekStart?: string;
}

/** Whether a reader of `scope` reads the events of `place`: the server's scope, asked of one record. */
function readsEventsOf(scope: AuditScope | null, place: AuditPlace): boolean {
  if (!scope) return false;
  switch (scope.kind) {
    case 'company':
      return true;
    case 'department':
      return (
        scope.entities.includes(place.entity) &&
        (place.department === undefined || place.department === scope.department)
      );
    case 'own':
      return scope.entities.includes(place.entity) && place.subject === scope.subject;
  }
}

/**
 * Whether the signed-in user reads the events of records at `place` (auditScope): a History action
 * shows only where it does. Null (the place is not known yet) reads none.
 */
export function useMayReadHistory(place: AuditPlace | null): boolean {
  const actor = useActor();
  return !!actor && !!place && readsEventsOf(auditScope(actor, place.company), place);
}
