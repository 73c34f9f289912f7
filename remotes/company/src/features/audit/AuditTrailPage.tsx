import { useId, useState, type ReactNode } from 'react';
import { type AuditEvent, Button, Icon, notify, Spinner, todayIsoDate } from '@app/shared';
import { useActor } from '@app/shared/policy';
import { AUDIT_TEXTS, maySetAuditRetention } from '@app/shared/audit';
import { downloadAuditCsv, useAuditEvents, type AuditFilters } from '@app/shared/audit';
import { AuditFilterForm } from './AuditFilterForm';
import { CompanyPage } from '../parts';
import { AUDIT_STYLE } from './auditStyles';
import { EventChanges } from './EventChanges';
import { recordName } from './recordNames';
import { eventWords } from './eventWords';
import { EventsView } from './EventsView';
import { RetentionSetting } from './RetentionSetting';

export interface AuditTrailPageProps {
  companyId: number;
  /** the page's header (the company area's, with the company's name) */
  heading: ReactNode;
}

const NO_FILTERS: AuditFilters = {};

/**
 * A company's audit trail: its events newest first (when, in the company's time zone; who; what was
 * done; to which record), each opening on its changes field by field with the reason and where it
 * came from; filters applied with a button; older events page by page; the filtered events as a
 * CSV file. The retention ('Keep events') for those who may set it.
 */
export function AuditTrailPage({ companyId, heading }: AuditTrailPageProps) {
  const actor = useActor();
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <CompanyPage companyId={companyId} className="au-page" css={AUDIT_STYLE}>
      {(company) => (
        <>
          {heading}
          {company?.time_zone && <p className="au-zone">{AUDIT_TEXTS.timesIn(company.time_zone)}</p>}
          {actor && maySetAuditRetention(actor, companyId) && <RetentionSetting companyId={companyId} />}
          <AuditFilterForm onApply={setFilters} />
          {company ? (
            <Events companyId={companyId} filters={filters} zone={company.time_zone} />
          ) : (
            <Spinner label={AUDIT_TEXTS.loading} />
          )}
        </>
      )}
    </CompanyPage>
  );
}

interface EventsProps {
  companyId: number;
  filters: AuditFilters;
  /** the company's time zone (none: the browser's) */
  zone: string | undefined;
}

function Events({ companyId, filters, zone }: EventsProps) {
  const read = useAuditEvents(companyId, filters);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    const done = await downloadAuditCsv(companyId, filters, `audit-trail-${todayIsoDate()}.csv`);
    setExporting(false);
    if (!done) notify({ ...AUDIT_TEXTS.exportFailed, mode: 'error' });
  };

  return (
    <>
      <div className="au-export">
        <Button contain outline loading={exporting} onClick={() => void exportCsv()}>
          <Icon name="download" size={18} />
          {AUDIT_TEXTS.export}
        </Button>
      </div>
      <EventsView read={read} empty={AUDIT_TEXTS.none} listClass="au-events" itemClass="au-event">
        {(event) => <EventRow event={event} zone={zone} />}
      </EventsView>
    </>
  );
}

/** An event's row: when, who, what and which record; it opens on (and closes) its changes. */
function EventRow({ event, zone }: { event: AuditEvent; zone: string | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const words = eventWords(event, zone, recordName(event));
  return (
    <>
      <button
        id={`${id}-summary`}
        type="button"
        className="au-event-summary"
        aria-expanded={open}
        aria-controls={open ? `${id}-changes` : undefined}
        onClick={() => setOpen(!open)}
      >
        <time className="au-when" dateTime={event.at}>
          {words.when}
        </time>{' '}
        <span className="au-who">
          {words.who}
          {words.role && <span className="au-role"> ({words.role})</span>}
        </span>{' '}
        <span className="au-action">{words.action}</span> <span className="au-record">{words.record}</span>
      </button>
      {open && (
        <div id={`${id}-changes`} className="au-event-details">
          <EventChanges event={event} labelledBy={`${id}-summary`} />
        </div>
      )}
    </>
  );
}
