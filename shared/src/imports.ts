/**
 * @app/shared/imports: the import's vocabulary (@app/contract/imports: the formats and their
 * columns, the file's limits, who may import, the page's words) and its calls (the import and the
 * company's floor). The company remote's import page reads it; no other page loads it.
 */
export * from '@app/contract/imports';
export * from './data/imports';
