/** Invoices: drafts of approved billable hours, issued with gapless numbers, voided, paid; their PDF. */
export { invoiceRoutes } from './routes';
export { ensureTaskNotInvoiced, ensureWeekNotInvoiced } from './writes';
