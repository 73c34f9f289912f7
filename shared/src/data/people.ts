/**
 * People: the endpoint functions, the reads and the writes of a company's board members and
 * consultants, and of any account (profile, password, activation, department). Every write
 * invalidates what a person changes (AFFECTED of the list it is made from: the people lists,
 * performance and reports); a delete leaves the list at once and comes back if refused.
 */
import { callEndpoint, type NewConsultant, type NewPerson, type User, type UserPatch } from '@app/shared';
import { queryKeys, type QueryKey } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { addRow, useApiMutation, useDeleteRow } from '../query/useApiMutation';

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

/** The board members of `companyId`. */
export const useMembers = (companyId: number) =>
  useApiQuery<User[]>(queryKeys.members(companyId), () => listMembers(companyId));

/** The consultants' accounts of a department (or of a whole company). */
export const useEmployees = (departmentOrCompanyId: number) =>
  useApiQuery<User[]>(queryKeys.employees(departmentOrCompanyId), () => listEmployees(departmentOrCompanyId));

/** Adds a board member to `companyId`; they show at the end of the list at once. */
export const useCreateMember = (companyId: number) =>
  useApiMutation<NewPerson, User, User>({
    request: (person) => createMember(companyId, person),
    affects: queryKeys.members(companyId),
    update: addRow('end'),
  });

/**
 * Adds a consultant to a company (or a department): `affects` is the list they join, where they
 * show at once at the end as `show` makes their row of the answer.
 */
export const useCreateEmployee = <R extends { id: number }>(
  departmentOrCompanyId: number,
  affects: QueryKey,
  show: (user: User) => R,
) =>
  useApiMutation<NewConsultant, User, R>({
    request: (person) => createEmployee(departmentOrCompanyId, person),
    affects,
    update: (rows, user) => [...rows, show(user)],
  });

/** Deletes a person shown in the list `affects`: the row leaves it at once and comes back if refused. */
export const useDeleteEmployee = <R extends { id: number }>(affects: QueryKey) =>
  useDeleteRow<R>(affects, deleteEmployee);

export interface UserChange {
  id: number;
  patch: UserPatch;
}

/**
 * Changes an account shown (or counted) in the list `affects`, which is read again once the server
 * answered (a representative's details show in their company's or department's row, a consultant's
 * department in the performance tables); `show` puts the answer in that list at once.
 */
export const useUpdateUser = <R extends { id: number } = never>(
  affects: QueryKey,
  show?: (rows: readonly R[], user: User) => R[],
) =>
  useApiMutation<UserChange, User, R>({
    request: ({ id, patch }) => updateUser(id, patch),
    affects,
    update: show,
  });

/** Changes the signed-in user's own password, with her current one: nothing a page shows changes. */
export const useChangeOwnPassword = () =>
  useApiMutation<{ id: number; password: string; current_password: string }, User>({
    request: ({ id, password, current_password }) => updateUser(id, { password, current_password }),
    affects: null,
  });

/**
 * Changes a person who is a row of the list `affects` (a board member, a consultant): an activation
 * switch shows at once and flips back if refused, and the answer shows in the row (`show` merges
 * the account into the list's row) before the list is read again.
 */
export const useUpdatePersonRow = <R extends { id: number; is_active: boolean }>(
  affects: QueryKey,
  show: (row: R, user: User) => R,
) =>
  useApiMutation<UserChange, User, R>({
    request: ({ id, patch }) => updateUser(id, patch),
    affects,
    changes: (rows, { id, patch }) =>
      rows.map((row) =>
        row.id === id && 'is_active' in patch ? { ...row, is_active: patch.is_active } : row,
      ),
    update: (rows, user) => rows.map((row) => (row.id === user.id ? show(row, user) : row)),
  });
