/** Display rules of spec section 9: dates, durations, table text, sorting, searching, CSV. */
export * from './text';
export * from './dates';
export * from './cells';
export * from './durations';
export * from './lists';
export * from './csv';
export * from './download';
