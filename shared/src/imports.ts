/**
 * The import's vocabulary (@app/contract/imports) for browser code: the formats and their columns,
 * the file's limits, who may import and the page's words. Read by the import's entry
 * (@app/shared/imports), which carries it: the login page and the other pages do not.
 */
export * from '@app/contract/imports';
