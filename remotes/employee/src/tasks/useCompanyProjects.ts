import { getCompanyOfUser, listProjects, useSessionUser, type ApiResult, type Project } from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';

/**
 * The projects a task of `employeeId` may be attached to: those of the signed-in user's company,
 * or, for the platform admin (who has none), of the employee's company. Loaded only when `enabled`.
 */
export function useCompanyProjects(employeeId: number | null, enabled: boolean): Project[] {
  const companyId = useSessionUser()?.company ?? null;
  const load = enabled && employeeId !== null ? () => projectsFor(companyId, employeeId) : null;
  const key =
    companyId !== null ? queryKeys.projects(companyId) : queryKeys.projectsOfEmployee(employeeId ?? 0);
  return useApiList(key, load).items;
}

async function projectsFor(companyId: number | null, employeeId: number): Promise<ApiResult<Project[]>> {
  if (companyId !== null) return listProjects(companyId);
  const company = await getCompanyOfUser(employeeId);
  return company.ok
    ? listProjects(company.data.id)
    : { ok: false, status: company.status, error: company.error };
}
