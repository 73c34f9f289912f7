import { useState } from 'react';
import { Button, Icon } from '@app/shared';
import { AUDIT_TEXTS } from '@app/shared/audit';
import { useMayReadHistory, type AuditRecord } from './access';
import { HistoryDialog } from './onDemand';

export interface HistoryButtonProps {
  record: AuditRecord;
  /** what the record is called ('History of {what}') */
  what: string;
}

/** 'History': opens the dialog of the record's events; nothing for a viewer who may not read them. */
export function HistoryButton({ record, what }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const allowed = useMayReadHistory(record);
  if (!allowed) return null;
  return (
    <>
      <Button contain outline aria-label={AUDIT_TEXTS.historyOf(what)} onClick={() => setOpen(true)}>
        <Icon name="logs" size={18} />
        {AUDIT_TEXTS.history}
      </Button>
      {open && <HistoryDialog record={record} what={what} onClose={() => setOpen(false)} />}
    </>
  );
}
