import { useSessionUser, type HoursReport, type HoursReportQuery, type ReportGroupBy } from '@app/shared';
import { useCompanies, useCompanyOfUser, useReport } from '@app/shared/query';

/**
 * The company a report is about: the signed-in user's own, or for the platform admin one of the
 * list. A company the user cannot read fails with the server's status (403/404).
 */
export function useReportCompany(companyId: number) {
  const user = useSessionUser();
  const own = user !== null && user.role !== 'admin';
  const mine = useCompanyOfUser(own ? user.user_id : null);
  const all = useCompanies(!own && !!user);
  if (own)
    return {
      ...mine,
      data: mine.data?.id === companyId ? mine.data : null,
      failedStatus: mine.data && mine.data.id !== companyId ? 403 : mine.failedStatus,
    };
  const found = all.data?.find((company) => company.id === companyId) ?? null;
  return { ...all, data: found, failedStatus: all.data && !found ? 404 : all.failedStatus };
}

export interface FilterChoice {
  id: number;
  name: string;
}

/** The groups of a report that can be chosen as a filter (the 'No project' group cannot). */
const choicesOf = (report: HoursReport | null): FilterChoice[] =>
  (report?.rows ?? [])
    .filter((row): row is typeof row & { key: number } => typeof row.key === 'number')
    .map(({ key, name }) => ({ id: key, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The choices of each filter the scope offers (null where it offers none): the departments,
 * projects and consultants with hours in the range under the other filters, read from the reports
 * themselves, so nobody is offered, or shown, anything the server would not report to them.
 */
export function useFilterChoices(
  companyId: number,
  asked: HoursReportQuery | null,
  groups: readonly ReportGroupBy[],
): Record<'department' | 'project' | 'consultant', FilterChoice[] | null> {
  const grouped = (group: ReportGroupBy, without: 'department' | 'project' | 'consultant') =>
    asked && groups.includes(group) ? { ...asked, group_by: group, [without]: undefined } : null;
  const departments = useReport(companyId, grouped('department', 'department'));
  const projects = useReport(companyId, grouped('project', 'project'));
  const consultants = useReport(companyId, grouped('consultant', 'consultant'));
  return {
    department: groups.includes('department') ? choicesOf(departments.data) : null,
    project: choicesOf(projects.data),
    consultant: groups.includes('consultant') ? choicesOf(consultants.data) : null,
  };
}
