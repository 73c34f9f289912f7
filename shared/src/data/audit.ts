/**
 * The audit trail: the endpoint functions, the read of a company's events one page at a time
 * (newest first; 'Show older events' asks for the next page by the cursor of the one before), the
 * CSV export of a query, and the company's retention, whose change invalidates the events too
 * (AFFECTED.auditRetention: a shorter retention prunes them).
 *
 * Not part of @app/shared/query like the other data modules: only the audit trail's entry
 * (@app/shared/audit) carries it, so it loads with that entry, and it takes the query entry by name
 * (one cache and one ApiFailure for the whole product).
 */
import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  apiRequest,
  callEndpoint,
  downloadFile,
  endpointRequest,
  type ApiError,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
  type AuditRetention,
} from '@app/shared';
import { ApiFailure, queryKeys, unwrap, useApiMutation, useApiQuery } from '@app/shared/query';

/** What narrows the events of a company: everything of AuditQuery but the paging and the format. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit' | 'format'>;

export const listAuditEvents = (companyId: number, query: AuditQuery) =>
  callEndpoint('GET /audit/{companyId}', { params: { companyId }, query });
export const getAuditRetention = (companyId: number) =>
  callEndpoint('GET /audit_retention/{companyId}', { params: { companyId } });
export const setAuditRetention = (companyId: number, body: AuditRetention) =>
  callEndpoint('PATCH /audit_retention/{companyId}', { params: { companyId }, body });

/** Every event of `filters` as the server's CSV file (its text), sent with the session like every call. */
export const exportAuditEvents = (companyId: number, filters: AuditFilters) =>
  apiRequest<string>({
    ...endpointRequest('GET /audit/{companyId}', {
      params: { companyId },
      query: { ...filters, format: 'csv' },
    }),
    file: 'text/csv',
  });

/** Downloads every event of `filters` as `fileName`; resolves to whether the file came. */
export async function downloadAuditCsv(
  companyId: number,
  filters: AuditFilters,
  fileName: string,
): Promise<boolean> {
  const result = await exportAuditEvents(companyId, filters);
  if (!result.ok) return false;
  downloadFile(new Blob([result.data], { type: 'text/csv;charset=utf-8' }), fileName);
  return true;
}

/** A failed read: its status (0: no answer) and the server's error body (a 400 names the field). */
export interface AuditFailure {
  status: number;
  error: ApiError | null;
}

const failureOf = (error: unknown): AuditFailure =>
  error instanceof ApiFailure ? { status: error.status, error: error.error } : { status: 0, error: null };

export interface AuditEvents {
  /** The events read so far, newest first; null before the first answer or when it failed. */
  events: AuditEvent[] | null;
  /** Why the first page could not be read; null when it was (or nothing failed). */
  failure: AuditFailure | null;
  /** Reads again. */
  reload: () => void;
  /** Whether older events remain: the last page's next_cursor is not null. */
  hasMore: boolean;
  /** Reads the next (older) page. */
  more: () => void;
  loadingMore: boolean;
  /** Why the last 'more' failed; null when it did not. */
  moreFailure: AuditFailure | null;
}

/** The events of company `companyId` that match `filters`, newest first, one page after another. */
export function useAuditEvents(companyId: number, filters: AuditFilters): AuditEvents {
  const read = useInfiniteQuery({
    queryKey: queryKeys.audit(companyId, JSON.stringify(filters)),
    queryFn: ({ pageParam }): Promise<AuditPage> =>
      unwrap(() => listAuditEvents(companyId, { ...filters, cursor: pageParam ?? undefined })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
  const { refetch, fetchNextPage } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return {
    events: read.data ? read.data.pages.flatMap((page) => page.events) : null,
    failure: read.error && !read.data ? failureOf(read.error) : null,
    reload,
    hasMore: read.hasNextPage,
    more,
    loadingMore: read.isFetchingNextPage,
    moreFailure: read.isFetchNextPageError ? failureOf(read.error) : null,
  };
}

/** How long company `companyId` keeps its events. */
export const useAuditRetention = (companyId: number) =>
  useApiQuery<AuditRetention>(queryKeys.auditRetention(companyId), () => getAuditRetention(companyId));

/** Sets the retention of company `companyId`; the retention and the events are read again. */
export const useSetAuditRetention = (companyId: number) =>
  useApiMutation<AuditRetention, AuditRetention>({
    request: (body) => setAuditRetention(companyId, body),
    affects: queryKeys.auditRetention(companyId),
  });
