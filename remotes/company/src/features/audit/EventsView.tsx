import type { ReactNode } from 'react';
import { Button, EmptyState, Spinner, refusedFieldNotice, type AuditEvent } from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import { AUDIT_TEXTS } from '@app/shared/audit';
import type { AuditEvents } from '@app/shared/audit';

export interface EventsViewProps {
  read: AuditEvents;
  /** what it says when no event is shown */
  empty: string;
  /** a part of a dialog or of a page (see ReadFailed) */
  part?: boolean;
  /** the events shown of those read; all of them when left out */
  keep?: (event: AuditEvent) => boolean;
  /** the classes of the list and of its items */
  listClass: string;
  itemClass: string;
  /** an event, as an item of the list */
  children: (event: AuditEvent) => ReactNode;
}

/**
 * Events as read page by page: a loading state, then the list newest first (or what it says when
 * none), and 'Show older events' while older ones remain. A failed read is never shown as an empty
 * list: filters the server refused (400) say which, any other failure offers a retry (ReadFailed);
 * older events that could not be read say so below the list.
 */
export function EventsView({
  read,
  empty,
  part = false,
  keep,
  listClass,
  itemClass,
  children,
}: EventsViewProps) {
  if (read.failure?.status === 400) {
    const notice = refusedFieldNotice(AUDIT_TEXTS.filtersRefused, read.failure.error);
    return (
      <p className="tt-form-failure" role="alert">
        {notice.title}: {notice.body}
      </p>
    );
  }
  if (read.failure) return <ReadFailed part={part} status={read.failure.status} onRetry={read.reload} />;
  if (!read.events) return <Spinner label={AUDIT_TEXTS.loading} />;
  const shown = keep ? read.events.filter(keep) : read.events;
  return (
    <>
      {shown.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ol className={listClass}>
          {shown.map((event) => (
            <li key={event.id} className={itemClass}>
              {children(event)}
            </li>
          ))}
        </ol>
      )}
      {read.hasMore && (
        <div className="au-more">
          <Button contain outline loading={read.loadingMore} onClick={read.more}>
            {AUDIT_TEXTS.more}
          </Button>
          {read.moreFailure && <ReadFailed part status={read.moreFailure.status} onRetry={read.more} />}
        </div>
      )}
    </>
  );
}
