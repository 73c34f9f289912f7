import { useId, useMemo } from 'react';
import { Spinner, type AuditEvent } from '@app/shared';
import { ReadFailed, useCompany } from '@app/shared/query';
import { AUDIT_TEXTS } from '@app/shared/audit';
import { useAuditEvents } from '@app/shared/audit';
import type { AuditRecord } from './access';
import { AUDIT_STYLE } from './auditStyles';
import { EventChanges } from './EventChanges';
import { recordName } from './recordNames';
import { eventWords } from './eventWords';
import { EventsView } from './EventsView';

/** Whether a week event is about the week of Monday `weekStart` (its week_start, before or after). */
const ofWeek = (weekStart: string) => (event: AuditEvent) =>
  event.before?.week_start === weekStart || event.after?.week_start === weekStart;

/**
 * The events of one record, newest first, each with who did what when (in the company's time zone)
 * and its changes field by field; of a week's, those of that week. A part of a dialog: a failure
 * says this part could not be read, with a retry.
 */
export function RecordHistory({ record }: { record: AuditRecord }) {
  const company = useCompany(record.company);
  const filters = useMemo(
    () => ({ entity: record.entity, entity_id: record.id }),
    [record.entity, record.id],
  );
  const read = useAuditEvents(record.company, filters);
  const keep = useMemo(() => (record.weekStart ? ofWeek(record.weekStart) : undefined), [record.weekStart]);
  return (
    <>
      <style href={AUDIT_STYLE.href} precedence="default">
        {AUDIT_STYLE.text}
      </style>
      {company.failedStatus !== null && !company.data ? (
        <ReadFailed part status={company.failedStatus} onRetry={company.reload} />
      ) : !company.data ? (
        <Spinner label={AUDIT_TEXTS.loading} />
      ) : (
        <EventsView
          read={read}
          empty={AUDIT_TEXTS.noHistory}
          part
          keep={keep}
          listClass="au-entries"
          itemClass="au-entry"
        >
          {(event) => <HistoryEntry event={event} zone={company.data?.time_zone} />}
        </EventsView>
      )}
    </>
  );
}

/** One event of a record: when, who (and as what) and what was done, then its changes. */
function HistoryEntry({ event, zone }: { event: AuditEvent; zone: string | undefined }) {
  const id = useId();
  const words = eventWords(event, zone, recordName(event));
  return (
    <>
      <p id={id} className="au-entry-title">
        <time dateTime={event.at}>{words.when}</time> · {words.who}
        {words.role && <span className="au-role"> ({words.role})</span>} {words.action}
      </p>
      <EventChanges event={event} labelledBy={id} />
    </>
  );
}
