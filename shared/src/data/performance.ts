/**
 * Performance: the endpoint functions and the reads of the consultants' hours and task counts per
 * day, week, month and previous month (read-only: tasks and people change them).
 */
import { callEndpoint, type PerformanceRow } from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';

export const getCompanyPerformance = (companyId: number) =>
  callEndpoint('GET /grouped_tasks/{companyId}', { params: { companyId } });
export const getDepartmentPerformance = (departmentId: number) =>
  callEndpoint('GET /task_grouping_by_department/{departmentId}', { params: { departmentId } });

/** The performance rows of a department's consultants. */
export const useDepartmentPerformance = (departmentId: number) =>
  useApiQuery<PerformanceRow[]>(queryKeys.departmentPerformance(departmentId), () =>
    getDepartmentPerformance(departmentId),
  );
