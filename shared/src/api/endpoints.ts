/**
 * One typed function per call of the contract's endpoint table, each through
 * `callEndpoint`, which takes its path, body, response type and success code from
 * the table. See ApiResult in ./client for the convention.
 */
import type {
  CompanyPatch,
  DepartmentPatch,
  HoursReportQuery,
  NewCompany,
  NewConsultant,
  NewDepartment,
  NewPerson,
  ProjectInput,
  TokenRequest,
  UserPatch,
} from '@app/contract';
import { callEndpoint } from './client';

export { refreshToken } from './client';

// ---- auth and session --------------------------------------------------------------------------

export const obtainToken = (credentials: TokenRequest) =>
  callEndpoint('POST /token/', { body: credentials, auth: false });
/** Decided: ends the caller's session on the server, so its tokens stop working at once. */
export const endSession = () => callEndpoint('POST /token/logout/');
export const getDepartmentOfUser = (userId: number) =>
  callEndpoint('GET /get_department/{user_id}', { params: { user_id: userId } });
export const getCompanyOfUser = (userId: number) =>
  callEndpoint('GET /get_company/{user_id}', { params: { user_id: userId } });

// ---- companies ---------------------------------------------------------------------------------

export const listCompanies = () => callEndpoint('GET /companies');
export const createCompany = (body: NewCompany) => callEndpoint('POST /companies', { body });
export const updateCompany = (id: number, body: CompanyPatch) =>
  callEndpoint('PATCH /company/{id}', { params: { id }, body });
export const deleteCompany = (id: number) => callEndpoint('DELETE /company/{id}', { params: { id } });
export const createCompanyAdmin = (body: NewPerson) => callEndpoint('POST /company_admins', { body });

// ---- departments -------------------------------------------------------------------------------

export const listDepartments = (companyId: number) =>
  callEndpoint('GET /departments/{companyId}', { params: { companyId } });
export const createDepartment = (companyId: number, body: NewDepartment) =>
  callEndpoint('POST /departments/{companyId}', { params: { companyId }, body });
export const updateDepartment = (id: number, body: DepartmentPatch) =>
  callEndpoint('PATCH /department/{id}', { params: { id }, body });
export const deleteDepartment = (id: number) => callEndpoint('DELETE /department/{id}', { params: { id } });
export const createDepartmentAdmin = (companyId: number, body: NewPerson) =>
  callEndpoint('POST /department_admins/{companyId}', { params: { companyId }, body });

// ---- people ------------------------------------------------------------------------------------

export const listMembers = (companyId: number) =>
  callEndpoint('GET /members/{companyId}', { params: { companyId } });
export const createMember = (companyId: number, body: NewPerson) =>
  callEndpoint('POST /members/{companyId}', { params: { companyId }, body });
/** Consultants of a department or of a whole company (ids share one sequence). */
export const listEmployees = (departmentOrCompanyId: number) =>
  callEndpoint('GET /employees/{departmentOrCompanyId}', { params: { departmentOrCompanyId } });
export const createEmployee = (departmentOrCompanyId: number, body: NewConsultant) =>
  callEndpoint('POST /employees/{departmentOrCompanyId}', { params: { departmentOrCompanyId }, body });
export const deleteEmployee = (id: number) => callEndpoint('DELETE /employee/{id}', { params: { id } });
/** Profile, password, activation or department change; answers 200. */
export const updateUser = (userId: number, body: UserPatch) =>
  callEndpoint('PATCH /update_user/{userId}', { params: { userId }, body });

// ---- projects ----------------------------------------------------------------------------------

export const listProjects = (companyId: number) =>
  callEndpoint('GET /projects/{companyId}', { params: { companyId } });
export const createProject = (companyId: number, body: ProjectInput) =>
  callEndpoint('POST /projects/{companyId}', { params: { companyId }, body });
export const updateProject = (id: number, body: ProjectInput) =>
  callEndpoint('PATCH /project/{id}', { params: { id }, body });
export const deleteProject = (id: number) => callEndpoint('DELETE /project/{id}', { params: { id } });

// ---- logs and performance ----------------------------------------------------------------------

export const listTaskLogs = (companyId: number) =>
  callEndpoint('GET /tasks_logs/{companyId}', { params: { companyId } });
export const getCompanyPerformance = (companyId: number) =>
  callEndpoint('GET /grouped_tasks/{companyId}', { params: { companyId } });
export const getDepartmentPerformance = (departmentId: number) =>
  callEndpoint('GET /task_grouping_by_department/{departmentId}', { params: { departmentId } });

// ---- reports (beyond the spec) -----------------------------------------------------------------

/** Hours grouped by project, consultant, department or day for an inclusive range of days. */
export const getReport = (companyId: number, query: HoursReportQuery) =>
  callEndpoint('GET /reports/{companyId}', { params: { companyId }, query });
