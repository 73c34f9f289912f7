/**
 * @app/shared/imports: the 'Import hours' page (a company's hours from another tracker's CSV
 * export: checked, mapped, then imported) and the import's rules and words. Its own entry: only
 * the import page loads it (with its data module), so the login page and the other pages do not.
 */
export * from '../../imports';
export { ImportHoursPage, type ImportHoursPageProps } from './ImportHoursPage';
export { importHours, useImportHours, type ImportCall } from '../../data/imports';
