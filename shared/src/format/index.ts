/**
 * Display rules: dates, durations, table text. The CSV writer (@app/shared/csv) and the lists'
 * sorting and searching (@app/shared/lists) are entries of their own, loaded with the pages that
 * need them, not with the login page.
 */
export * from './text';
export * from './dates';
export * from './cells';
export * from './durations';
export * from './download';
