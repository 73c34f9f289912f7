import { Modal } from '@app/shared';
import { AUDIT_TEXTS } from '@app/shared/audit';
import type { AuditRecord } from './access';
import { RecordHistory } from './RecordHistory';

export interface HistoryDialogProps {
  record: AuditRecord;
  /** what the record is called, in the dialog's title ('History of {what}') */
  what: string;
  onClose: () => void;
}

/** 'History of {what}': the events of one record with their changes field by field. */
export function HistoryDialog({ record, what, onClose }: HistoryDialogProps) {
  return (
    <Modal title={AUDIT_TEXTS.historyOf(what)} onClose={onClose} className="au-dialog">
      <RecordHistory record={record} />
    </Modal>
  );
}
