import type { HoursReport, HoursReportQuery, ReportGroupBy } from '@app/shared';
import { useReport } from '@app/shared/query';

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
