/**
 * @app/shared/audit: the audit trail's vocabulary (@app/contract/audit: who reads which events, the
 * retention rule, the screens' words) and its calls (the events, their CSV export, the retention).
 * The company remote's audit trail reads it; the login page and the pages without the audit trail
 * do not load it.
 */
export * from '@app/contract/audit';
export * from './data/audit';
