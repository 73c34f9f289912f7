import { useSessionUser, type Project } from '@app/shared';
import { useProjects, useProjectsOfEmployee } from '@app/shared/query';

const NO_PROJECTS: Project[] = [];

/**
 * The projects a task of `employeeId` may be attached to: those of the signed-in user's company,
 * or, for the platform admin (who has none), of the employee's company. Loaded only when `enabled`.
 */
export function useCompanyProjects(employeeId: number | null, enabled: boolean): Project[] {
  const companyId = useSessionUser()?.company ?? null;
  const own = useProjects(companyId ?? 0, enabled && companyId !== null && employeeId !== null);
  const ofEmployee = useProjectsOfEmployee(
    employeeId ?? 0,
    enabled && companyId === null && employeeId !== null,
  );
  return (companyId !== null ? own.data : ofEmployee.data) ?? NO_PROJECTS;
}
