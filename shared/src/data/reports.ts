/** Reports: the endpoint function and the read of a company's hours report (read-only). */
import { callEndpoint, type HoursReport, type HoursReportQuery } from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';

/** Hours grouped by project, consultant, department or day for an inclusive range of days. */
export const getReport = (companyId: number, query: HoursReportQuery) =>
  callEndpoint('GET /reports/{companyId}', { params: { companyId }, query });

/** The report of `companyId` for a query; null asks nothing (a custom range that cannot be asked for). */
export const useReport = (companyId: number, query: HoursReportQuery | null) =>
  useApiQuery<HoursReport>(
    queryKeys.reports(companyId, JSON.stringify(query)),
    query ? () => getReport(companyId, query) : null,
  );
