/**
 * The audit trail (exposed as company/Audit): the company's page (loaded when opened), a record's
 * 'History' (a button and its dialog, the dialog alone for a row's action, or a section inside
 * another dialog), who may read a record's history, and the trail's words and rules. The employee
 * area shows a task's history through federation; what it shows loads only when shown.
 */
export * from '@app/shared/audit';
export { useMayReadHistory, type AuditPlace, type AuditRecord } from './access';
export type { AuditTrailPageProps } from './AuditTrailPage';
export type { HistoryDialogProps } from './HistoryDialog';
export { HistoryButton, type HistoryButtonProps } from './HistoryButton';
export { HistorySection, type HistorySectionProps } from './HistorySection';
export { AuditTrail, HistoryDialog } from './onDemand';
