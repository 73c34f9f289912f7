/**
 * @app/shared/query: server state through TanStack Query. A separate entry of @app/shared so the
 * login page, which loads @app/shared, does not load TanStack Query (it comes with the signed-in
 * area), and with it the icons of the signed-in area (./signedInIcons).
 */
import './signedInIcons';
export { ApiFailure, createQueryClient, queryClient, shouldRetry } from './queryClient';
export { AFFECTED, queryKeys, type QueryKey, type Resource } from './keys';
export { unwrap, useApiQuery, type ApiQuery } from './useApiQuery';
export {
  addRow,
  invalidateAffected,
  replaceRow,
  useApiMutation,
  useDeleteRow,
  type ApiMutation,
  type ApiMutationOptions,
  type WriteOutcome,
} from './useApiMutation';
// one data module per domain: its endpoint functions, its reads and its writes
export * from '../data/tasks';
export * from '../data/companies';
export * from '../data/departments';
export * from '../data/people';
export * from '../data/projects';
export * from '../data/logs';
export * from '../data/performance';
export * from '../data/reports';
export * from '../data/drafts';
export * from '../data/weeks';
export { QueryProvider } from './QueryProvider';
export { useQueryClient } from '@tanstack/react-query';
export {
  BadLinkRedirect,
  PageUnavailable,
  ReadFailed,
  unavailableFor,
  type ReadFailedProps,
  type Unavailable,
} from './ReadFailed';
