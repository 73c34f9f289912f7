/**
 * The 'Import hours' page (a company's hours from another tracker's CSV export: checked, mapped,
 * then imported) and the import's rules and words. Only the import page loads it.
 */
export * from '@app/shared/imports';
export { ImportHoursPage, type ImportHoursPageProps } from './ImportHoursPage';
export { importHours, useImportHours, type ImportCall } from '@app/shared/imports';
