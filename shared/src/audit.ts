/**
 * The audit trail's vocabulary (@app/contract/audit) for browser code: who reads which events, the
 * retention rule and the screens' words. Read by the audit trail's entry (@app/shared/audit), which
 * carries it: the login page and the pages without the audit trail do not.
 */
export * from '@app/contract/audit';
