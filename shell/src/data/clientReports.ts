/**
 * The pages' reports of remote releases they refused (built for other versions of what they
 * share): read by the platform admin in Settings. Sent by the area that refused one
 * (../federation/refusedReleases).
 */
import { callEndpoint, type ClientReport } from '@app/shared';
import { queryKeys, useApiQuery } from '@app/shared/query';

export const listClientReports = () => callEndpoint('GET /client_reports');

/** Every report, newest first. */
export const useClientReports = () =>
  useApiQuery<ClientReport[]>(queryKeys.clientReports(), listClientReports);
