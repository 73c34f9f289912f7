/**
 * Departments: the endpoint functions, the reads and the writes of a company's departments. Every
 * write invalidates what a department changes (AFFECTED.departments: the people lists, performance
 * and reports); a delete leaves the list at once and comes back if refused.
 */
import {
  callEndpoint,
  type Department,
  type DepartmentPatch,
  type NewDepartment,
  type NewPerson,
  type User,
} from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { addRow, replaceRow, useApiMutation, useDeleteRow } from '../query/useApiMutation';

export const listDepartments = (companyId: number) =>
  callEndpoint('GET /departments/{companyId}', { params: { companyId } });
export const createDepartment = (companyId: number, body: NewDepartment) =>
  callEndpoint('POST /departments/{companyId}', { params: { companyId }, body });
export const updateDepartment = (id: number, body: DepartmentPatch) =>
  callEndpoint('PATCH /department/{id}', { params: { id }, body });
export const deleteDepartment = (id: number) => callEndpoint('DELETE /department/{id}', { params: { id } });
export const createDepartmentAdmin = (companyId: number, body: NewPerson) =>
  callEndpoint('POST /department_admins/{companyId}', { params: { companyId }, body });

/** The departments of `companyId`; a null company, or `enabled` false, reads nothing. */
export const useDepartments = (companyId: number | null, enabled = true) =>
  useApiQuery<Department[]>(
    queryKeys.departments(companyId),
    companyId !== null && enabled ? () => listDepartments(companyId) : null,
  );

/** Adds a department's representative (a department_admin of `companyId`). */
export const useCreateDepartmentAdmin = (companyId: number) =>
  useApiMutation<NewPerson, User>({
    request: (person) => createDepartmentAdmin(companyId, person),
    affects: queryKeys.departments(companyId),
  });

/** Adds a department to `companyId`; it shows at the end of the list at once. */
export const useCreateDepartment = (companyId: number) =>
  useApiMutation<NewDepartment, Department, Department>({
    request: (department) => createDepartment(companyId, department),
    affects: queryKeys.departments(companyId),
    update: addRow('end'),
  });

/** Changes a department of `companyId` (name, representative); the answer shows at once. */
export const useUpdateDepartment = (companyId: number) =>
  useApiMutation<{ id: number; patch: DepartmentPatch }, Department, Department>({
    request: ({ id, patch }) => updateDepartment(id, patch),
    affects: queryKeys.departments(companyId),
    update: replaceRow,
  });

/** Deletes a department of `companyId`: it leaves the list at once and comes back if refused. */
export const useDeleteDepartment = (companyId: number | null) =>
  useDeleteRow<Department>(queryKeys.departments(companyId), deleteDepartment);
