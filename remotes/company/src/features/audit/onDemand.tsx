import { componentOnDemand } from '@app/shared/areas';

// each fetched when first shown, with what it brings (the date library, the events' reads and
// styles): a page that only offers a History action does not load them

/** The audit trail's page (AuditTrailPage), in place with a loading state and a retry. */
export const AuditTrail = componentOnDemand('page', () =>
  import(/* webpackChunkName: "audit-trail" */ './AuditTrailPage').then((module) => module.AuditTrailPage),
);

/** 'History of {what}': the events of one record in a dialog (HistoryDialog). */
export const HistoryDialog = componentOnDemand('dialog', () =>
  import(/* webpackChunkName: "audit-history" */ './HistoryDialog').then((module) => module.HistoryDialog),
);

/** The events of one record, in place (RecordHistory). */
export const RecordHistory = componentOnDemand('history', () =>
  import(/* webpackChunkName: "audit-history" */ './RecordHistory').then((module) => module.RecordHistory),
);
