/**
 * One typed function per call of the contract's `Endpoints` (spec section 7), each with the
 * success code of spec section 9. See ApiResult in ./client for the convention.
 */
import {
  STATUS,
  type Company,
  type CompanyPatch,
  type Department,
  type DepartmentPatch,
  type Draft,
  type Endpoints,
  type NewCompany,
  type NewConsultant,
  type NewDepartment,
  type NewPerson,
  type PerformanceRow,
  type HoursReportQuery,
  type HoursReport,
  type Project,
  type ProjectInput,
  type Task,
  type TaskInput,
  type TaskLog,
  type TokenRequest,
  type TokenResponse,
  type User,
  type UserPatch,
} from '../contract';
import { apiRequest, type ApiResult } from './client';

export { refreshToken } from './client';

type Deleted = Endpoints['DELETE /company/{id}']['res'];
type Published = Endpoints['PATCH /drafts/{userId}']['res'];

const get = <T>(path: string) => apiRequest<T>({ method: 'GET', path, expect: STATUS.ok });
const post = <T>(path: string, body: unknown) =>
  apiRequest<T>({ method: 'POST', path, body, expect: STATUS.created });
const patch = <T>(path: string, body: unknown, expect: number = STATUS.accepted) =>
  apiRequest<T>({ method: 'PATCH', path, body, expect });
const remove = (path: string) => apiRequest<Deleted>({ method: 'DELETE', path, expect: STATUS.accepted });

// ---- auth and session --------------------------------------------------------------------------

export function obtainToken(credentials: TokenRequest): Promise<ApiResult<TokenResponse>> {
  return apiRequest({ method: 'POST', path: '/token/', body: credentials, expect: STATUS.ok, auth: false });
}
/** Decided: ends the caller's session on the server, so its tokens stop working at once. */
export const endSession = () =>
  apiRequest<unknown>({ method: 'POST', path: '/token/logout/', expect: STATUS.ok });
export const getDepartmentOfUser = (userId: number) => get<Department>(`/get_department/${userId}`);
export const getCompanyOfUser = (userId: number) => get<Company>(`/get_company/${userId}`);

// ---- companies ---------------------------------------------------------------------------------

export const listCompanies = () => get<Company[]>('/companies');
export const createCompany = (body: NewCompany) => post<Company>('/companies', body);
export const updateCompany = (id: number, body: CompanyPatch) => patch<Company>(`/company/${id}`, body);
export const deleteCompany = (id: number) => remove(`/company/${id}`);
export const createCompanyAdmin = (body: NewPerson) => post<User>('/company_admins', body);

// ---- departments -------------------------------------------------------------------------------

export const listDepartments = (companyId: number) => get<Department[]>(`/departments/${companyId}`);
export const createDepartment = (companyId: number, body: NewDepartment) =>
  post<Department>(`/departments/${companyId}`, body);
export const updateDepartment = (id: number, body: DepartmentPatch) =>
  patch<Department>(`/department/${id}`, body);
export const deleteDepartment = (id: number) => remove(`/department/${id}`);
export const createDepartmentAdmin = (companyId: number, body: NewPerson) =>
  post<User>(`/department_admins/${companyId}`, body);

// ---- people ------------------------------------------------------------------------------------

export const listMembers = (companyId: number) => get<User[]>(`/members/${companyId}`);
export const createMember = (companyId: number, body: NewPerson) => post<User>(`/members/${companyId}`, body);
/** Consultants of a department or of a whole company (ids share one sequence). */
export const listEmployees = (departmentOrCompanyId: number) =>
  get<User[]>(`/employees/${departmentOrCompanyId}`);
export const createEmployee = (departmentOrCompanyId: number, body: NewConsultant) =>
  post<User>(`/employees/${departmentOrCompanyId}`, body);
export const deleteEmployee = (id: number) => remove(`/employee/${id}`);
/** Profile, password, activation or department change; answers 200. */
export const updateUser = (userId: number, body: UserPatch) =>
  patch<User>(`/update_user/${userId}`, body, STATUS.ok);

// ---- projects ----------------------------------------------------------------------------------

export const listProjects = (companyId: number) => get<Project[]>(`/projects/${companyId}`);
export const createProject = (companyId: number, body: ProjectInput) =>
  post<Project>(`/projects/${companyId}`, body);
export const updateProject = (id: number, body: ProjectInput) => patch<Project>(`/project/${id}`, body);
export const deleteProject = (id: number) => remove(`/project/${id}`);

// ---- logs and performance ----------------------------------------------------------------------

export const listTaskLogs = (companyId: number) => get<TaskLog[]>(`/tasks_logs/${companyId}`);
export const getCompanyPerformance = (companyId: number) =>
  get<PerformanceRow[]>(`/grouped_tasks/${companyId}`);
export const getDepartmentPerformance = (departmentId: number) =>
  get<PerformanceRow[]>(`/task_grouping_by_department/${departmentId}`);

// ---- tasks and drafts --------------------------------------------------------------------------

export const listTasks = (userId: number) => get<Task[]>(`/tasks/${userId}`);
/** Also used to publish a draft as a task of that user. */
export const createTask = (userId: number, body: TaskInput) => post<Task>(`/tasks/${userId}`, body);
export const updateTask = (taskId: number, body: Partial<TaskInput>) => patch<Task>(`/task/${taskId}`, body);
export const deleteTask = (taskId: number) => remove(`/task/${taskId}`);
export const listDrafts = (userId: number) => get<Draft[]>(`/drafts/${userId}`);
export const createDraft = (userId: number, body: TaskInput) => post<Draft>(`/drafts/${userId}`, body);
/** Marks all of the user's drafts published. */
export const publishDrafts = (userId: number) => patch<Published>(`/drafts/${userId}`, undefined);
export const updateDraft = (draftId: number, body: Partial<TaskInput>) =>
  patch<Draft>(`/draft/${draftId}`, body);
export const deleteDraft = (draftId: number) => remove(`/draft/${draftId}`);

// ---- reports (beyond the spec) -----------------------------------------------------------------

/** Hours grouped by project, consultant, department or day for an inclusive range of days. */
export function getReport(companyId: number, params: HoursReportQuery) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value != null) query.set(name, String(value));
  return get<HoursReport>(`/reports/${companyId}?${query}`);
}
