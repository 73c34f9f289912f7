/**
 * @app/shared/days: the day rule of the contract (@app/contract/days) for browser code. An entry of
 * its own, shared at run time like every @app/shared entry, so luxon under it is loaded once, and
 * only by the pages that count days (never by the login page, which loads @app/shared's main entry).
 */
export * from '@app/contract/days';
