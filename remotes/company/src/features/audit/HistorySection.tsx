import { useId, useState } from 'react';
import { Button } from '@app/shared';
import { AUDIT_TEXTS } from '@app/shared/audit';
import { useMayReadHistory, type AuditRecord } from './access';
import { RecordHistory } from './onDemand';

/** Apart from what a dialog shows above it, as a dialog's other sections are. */
const SECTION_CSS = '.au-history{margin-top:20px;padding-top:16px;border-top:1px solid var(--tt-border)}';

export interface HistorySectionProps {
  record: AuditRecord;
  /** what the record is called ('History of {what}') */
  what: string;
}

/**
 * 'History of {what}' inside a dialog (a dialog opened over another would fight it for the
 * keyboard): a button that shows the record's events below it, and hides them again. Nothing for
 * a viewer who may not read them.
 */
export function HistorySection({ record, what }: HistorySectionProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const allowed = useMayReadHistory(record);
  if (!allowed) return null;
  return (
    <div className="au-history">
      <style href="au-history" precedence="default">
        {SECTION_CSS}
      </style>
      <Button
        contain
        outline
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen(!open)}
      >
        {AUDIT_TEXTS.historyOf(what)}
      </Button>
      {open && (
        <div id={regionId}>
          <RecordHistory record={record} />
        </div>
      )}
    </div>
  );
}
