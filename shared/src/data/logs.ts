/** Task logs: the endpoint function and the read of a company's log (read-only: tasks write it). */
import { callEndpoint, type TaskLog } from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';

export const listTaskLogs = (companyId: number) =>
  callEndpoint('GET /tasks_logs/{companyId}', { params: { companyId } });

/** The task log of `companyId`. */
export const useTaskLogs = (companyId: number) =>
  useApiQuery<TaskLog[]>(queryKeys.taskLogs(companyId), () => listTaskLogs(companyId));
