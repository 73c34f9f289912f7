/**
 * Hours imported from another tracker's CSV export: the endpoint function (the file sent as it is,
 * text/csv), the company's import floor (read and set) and the write, a dry run (every row checked, nothing written) or the import itself,
 * whose success makes the company's tasks, their totals, its projects and its trail stale
 * (AFFECTED.imports).
 *
 * Not part of @app/shared/query like the other data modules: only the import's entry
 * (@app/shared/imports) reads it, so it loads with that page, and it takes the query entry by name
 * (one cache and one ApiFailure for the whole product).
 */
import { callEndpoint, type ImportFloor, type ImportQuery, type ImportResult } from '@app/shared';
import { queryKeys, useApiMutation, useApiQuery } from '@app/shared/query';

/** A large file takes the server seconds to read and check: more than a usual call's 15 s may pass. */
const IMPORT_TIMEOUT_MS = 180_000;

/**
 * Sends `file` (a CSV file's text or bytes, or a workbook's bytes, as content type `type` says) to
 * company `companyId`'s import with `query`'s options.
 */
export const importHours = (
  companyId: number,
  query: ImportQuery,
  file: string | ArrayBuffer,
  type = 'text/csv',
) =>
  callEndpoint('POST /imports/{companyId}', {
    params: { companyId },
    query,
    body: file,
    bodyType: type,
    timeout: IMPORT_TIMEOUT_MS,
  });

/** One call of the import: its options and the file (its bytes as chosen, or its text) with its content type. */
export interface ImportCall {
  query: ImportQuery;
  file: string | ArrayBuffer;
  /** text/csv unless given (a workbook's: IMPORT_XLSX_TYPE) */
  type?: string;
}

/**
 * Checks (query.dry_run) or imports a file into company `companyId`. A dry run changes nothing;
 * an import that landed has every read of tasks, totals, projects and events read again.
 */
export const useImportHours = (companyId: number) =>
  useApiMutation<ImportCall, ImportResult>({
    request: ({ query, file, type }) => importHours(companyId, query, file, type),
    affects: ({ query }) => (query.dry_run ? null : queryKeys.imports(companyId)),
  });

/** The earliest day company `companyId`'s imports reach back to. */
export const useImportFloor = (companyId: number) =>
  useApiQuery(queryKeys.importFloor(companyId), () =>
    callEndpoint('GET /import_floor/{companyId}', { params: { companyId } }),
  );

/** Sets the earliest day company `companyId`'s imports reach back to; the floor is read again. */
export const useSetImportFloor = (companyId: number) =>
  useApiMutation<ImportFloor, ImportFloor>({
    request: (body) => callEndpoint('PATCH /import_floor/{companyId}', { params: { companyId }, body }),
    affects: queryKeys.importFloor(companyId),
  });
