/**
 * Projects: the endpoint functions, the reads and the writes of a company's projects. Every write
 * invalidates what a project changes (AFFECTED.projects: the projects and the work that names
 * them); a delete leaves the list at once and comes back if refused.
 */
import {
  callEndpoint,
  getCompanyOfUser,
  type ApiResult,
  type Project,
  type ProjectBudget,
  type ProjectInput,
  type ProjectPatch,
} from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { addRow, replaceRow, useApiMutation, useDeleteRow } from '../query/useApiMutation';

export const listProjects = (companyId: number) =>
  callEndpoint('GET /projects/{companyId}', { params: { companyId } });
export const createProject = (companyId: number, body: ProjectInput) =>
  callEndpoint('POST /projects/{companyId}', { params: { companyId }, body });
/** Changes the fields `body` holds (its name, client, whether it is billable, its budget); the others stay. */
export const updateProject = (id: number, body: ProjectPatch) =>
  callEndpoint('PATCH /project/{id}', { params: { id }, body });
export const deleteProject = (id: number) => callEndpoint('DELETE /project/{id}', { params: { id } });

export const listProjectBudgets = (companyId: number) =>
  callEndpoint('GET /project_budgets/{companyId}', { params: { companyId } });

/** The projects of `companyId`; `enabled` false reads nothing. */
export const useProjects = (companyId: number, enabled = true) =>
  useApiQuery<Project[]>(queryKeys.projects(companyId), enabled ? () => listProjects(companyId) : null);

/** The budgets of `companyId`'s projects, used and left to date; `enabled` false reads nothing. */
export const useProjectBudgets = (companyId: number, enabled = true) =>
  useApiQuery<ProjectBudget[]>(
    queryKeys.projectBudgets(companyId),
    enabled ? () => listProjectBudgets(companyId) : null,
  );

/** The projects of the company `employeeId` belongs to, found through the employee; `enabled` false reads nothing. */
export const useProjectsOfEmployee = (employeeId: number, enabled = true) =>
  useApiQuery<Project[]>(
    queryKeys.projectsOfEmployee(employeeId),
    enabled ? () => projectsOfEmployee(employeeId) : null,
  );

async function projectsOfEmployee(employeeId: number): Promise<ApiResult<Project[]>> {
  const company = await getCompanyOfUser(employeeId);
  return company.ok ? listProjects(company.data.id) : company;
}

/** Adds a project to `companyId`; it shows at the end of the list at once. */
export const useCreateProject = (companyId: number) =>
  useApiMutation<ProjectInput, Project, Project>({
    request: (input) => createProject(companyId, input),
    affects: queryKeys.projects(companyId),
    update: addRow('end'),
  });

/** Changes a project of `companyId` (the fields `input` holds); the answer shows at once. */
export const useUpdateProject = (companyId: number) =>
  useApiMutation<{ id: number; input: ProjectPatch }, Project, Project>({
    request: ({ id, input }) => updateProject(id, input),
    affects: queryKeys.projects(companyId),
    update: replaceRow,
  });

/** Deletes a project of `companyId`: it leaves the list at once and comes back if refused. */
export const useDeleteProject = (companyId: number) =>
  useDeleteRow<Project>(queryKeys.projects(companyId), deleteProject);
