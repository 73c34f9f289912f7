import { useActor } from '@app/shared/policy';
import { readsAuditEventsOf, type AuditPlace } from '@app/shared/audit';
// the hook alone: the weeks' entry would bring the date library to pages that show only a History button

export type { AuditPlace };

/** One record whose events are shown ('History'). */
export interface AuditRecord extends AuditPlace {
  /** its id (a week's events name its consultant: her user id) */
  id: number;
  /** a week's Monday: of her week events, those whose week_start, before or after, is this day */
  weekStart?: string;
}

/**
 * Whether the signed-in user reads the events of records at `place` (readsAuditEventsOf, the
 * server's scope asked of one record): a History action shows only where she does. Null (the
 * place is not known yet) reads none.
 */
export function useMayReadHistory(place: AuditPlace | null): boolean {
  const actor = useActor();
  return !!actor && !!place && readsAuditEventsOf(actor, place);
}
