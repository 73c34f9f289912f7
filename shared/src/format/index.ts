/**
 * Display rules: dates, durations, table text, sorting, searching. The CSV writer is an entry of its
 * own (@app/shared/csv), loaded with the exports that need it, not with the login page.
 */
export * from './text';
export * from './dates';
export * from './cells';
export * from './durations';
export * from './lists';
export * from './download';
