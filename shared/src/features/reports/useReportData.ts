import { queryKeys, useApiQuery } from '@app/shared/query';
import type { Company, HoursReportQuery } from '@app/contract';
import {
  getCompanyOfUser,
  getReport,
  listCompanies,
  listDepartments,
  listEmployees,
  listProjects,
} from '../../api/endpoints';
import { useSessionUser } from '../../state/hooks';

/**
 * The company a report is about: the signed-in user's own, or for the platform admin one of the
 * list. A company the user cannot read fails with the server's status (403/404).
 */
export function useReportCompany(companyId: number) {
  const user = useSessionUser();
  const own = user !== null && user.role !== 'admin';
  const mine = useApiQuery<Company>(
    queryKeys.companyOfUser(user?.user_id ?? 0),
    own ? () => getCompanyOfUser(user.user_id) : null,
  );
  const all = useApiQuery<Company[]>(queryKeys.companies(), own || !user ? null : listCompanies);
  if (own)
    return {
      ...mine,
      data: mine.data?.id === companyId ? mine.data : null,
      failedStatus: mine.data && mine.data.id !== companyId ? 403 : mine.failedStatus,
    };
  const found = all.data?.find((company) => company.id === companyId) ?? null;
  return { ...all, data: found, failedStatus: all.data && !found ? 404 : all.failedStatus };
}

/** Every company, for the platform admin's choice. */
export const useCompanies = () => useApiQuery<Company[]>(queryKeys.companies(), listCompanies);

/** The report for a query; null asks nothing (a custom range that cannot be asked for). */
export function useReport(companyId: number, query: HoursReportQuery | null) {
  return useApiQuery(
    queryKeys.reports(companyId, JSON.stringify(query)),
    query ? () => getReport(companyId, query) : null,
  );
}

export interface FilterChoice {
  id: number;
  name: string;
}

/** The choices of the filters a scope offers (null where it offers none). */
export function useFilterChoices(
  companyId: number,
  { departments, consultantsOf }: { departments: boolean; consultantsOf: number | null },
) {
  const departmentList = useApiQuery(
    queryKeys.departments(companyId),
    departments ? () => listDepartments(companyId) : null,
  );
  const consultantList = useApiQuery(
    queryKeys.employees(consultantsOf ?? 0),
    consultantsOf !== null ? () => listEmployees(consultantsOf) : null,
  );
  const projectList = useApiQuery(queryKeys.projects(companyId), () => listProjects(companyId));
  const choices = <T>(list: T[] | null, choice: (item: T) => FilterChoice): FilterChoice[] =>
    (list ?? []).map(choice).sort((a, b) => a.name.localeCompare(b.name));
  return {
    departments: departments ? choices(departmentList.data, ({ id, name }) => ({ id, name })) : null,
    consultants:
      consultantsOf !== null
        ? choices(consultantList.data, (user) => ({
            id: user.id,
            name: `${user.first_name} ${user.last_name}`,
          }))
        : null,
    projects: choices(projectList.data, ({ id, name }) => ({ id, name })),
  };
}
