/**
 * Timesheet weeks: the endpoint functions, the reads of a consultant's week and of a company's
 * weeks, and the week's transitions. A transition invalidates what a week's state changes
 * (AFFECTED.timesheet: the week, the company's weeks); a task write invalidates the weeks too.
 * The weeks' targets: a consultant's target schedules and a company's holidays, whose writes
 * invalidate the weeks and the performance rows' weekly target (AFFECTED.targets, .holidays).
 */
import {
  callEndpoint,
  type Holiday,
  type HolidayInput,
  type TargetInput,
  type TargetSchedule,
  type Timesheet,
  type TimesheetsQuery,
  type WaitingWeeksQuery,
  type WeekRejection,
  type WeekReopening,
} from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { useApiMutation, useDeleteRow } from '../query/useApiMutation';

export const getTimesheet = (userId: number, week: string) =>
  callEndpoint('GET /timesheet/{userId}', { params: { userId }, query: { week } });
export const listTimesheets = (companyId: number, query: TimesheetsQuery) =>
  callEndpoint('GET /timesheets/{companyId}', { params: { companyId }, query });
export const countWaitingWeeks = (companyId: number, query: WaitingWeeksQuery) =>
  callEndpoint('GET /waiting_weeks/{companyId}', { params: { companyId }, query });

/** What a transition sends: whose week, the week, and the comment (reject) or reason (reopen). */
export type WeekDecisionInput = { user: number } & (
  | { action: 'submit' | 'withdraw' | 'approve'; week: string }
  | ({ action: 'reject' } & WeekRejection)
  | ({ action: 'reopen' } & WeekReopening)
);

export function decideWeek(input: WeekDecisionInput) {
  const params = { params: { userId: input.user } };
  switch (input.action) {
    case 'submit':
      return callEndpoint('POST /timesheet/{userId}/submit', { ...params, body: { week: input.week } });
    case 'withdraw':
      return callEndpoint('POST /timesheet/{userId}/withdraw', { ...params, body: { week: input.week } });
    case 'approve':
      return callEndpoint('POST /timesheet/{userId}/approve', { ...params, body: { week: input.week } });
    case 'reject':
      return callEndpoint('POST /timesheet/{userId}/reject', {
        ...params,
        body: { week: input.week, comment: input.comment },
      });
    case 'reopen':
      return callEndpoint('POST /timesheet/{userId}/reopen', {
        ...params,
        body: { week: input.week, reason: input.reason },
      });
  }
}

/** The week of `userId` that starts on Monday `weekStart`; null asks nothing. */
export const useTimesheet = (userId: number, weekStart: string | null) =>
  useApiQuery<Timesheet>(
    queryKeys.timesheet(userId, weekStart ?? ''),
    weekStart ? () => getTimesheet(userId, weekStart) : null,
  );

/** The weeks of a company's consultants in the caller's scope; null asks nothing. */
export const useTimesheets = (companyId: number, query: TimesheetsQuery | null) =>
  useApiQuery(
    queryKeys.timesheets(companyId, JSON.stringify(query)),
    query ? () => listTimesheets(companyId, query) : null,
  );

/** A consultant's weeks rejected and not resubmitted yet, with the comments; read again with her week. */
export const useRejectedWeeks = (userId: number) =>
  useApiQuery(queryKeys.timesheet(userId, 'rejected'), () =>
    callEndpoint('GET /rejected_weeks/{userId}', { params: { userId } }),
  );

/**
 * How many weeks in the viewer's scope (a department's when `departmentId`) wait for a decision,
 * whatever the week, and the oldest; read again with the company's weeks.
 */
export const useWaitingWeeks = (companyId: number, departmentId: number | null) =>
  useApiQuery(queryKeys.timesheets(companyId, `waiting:${departmentId ?? 'all'}`), () =>
    countWaitingWeeks(companyId, departmentId === null ? {} : { department: departmentId }),
  );

/** A transition of a consultant's week; the weeks are read again once it is answered. */
export const useDecideWeek = () =>
  useApiMutation<WeekDecisionInput, Timesheet>({
    request: decideWeek,
    affects: (input) => queryKeys.timesheet(input.user, input.week),
  });

// ---- targets and holidays ----------------------------------------------------------------------

export const getTargets = (userId: number) => callEndpoint('GET /targets/{userId}', { params: { userId } });
/** Sets `userId`'s schedule from `effective_from` on (replacing one set from the same day). */
export const setTarget = (userId: number, body: TargetInput) =>
  callEndpoint('POST /targets/{userId}', { params: { userId }, body });
export const listHolidays = (companyId: number) =>
  callEndpoint('GET /holidays/{companyId}', { params: { companyId } });
export const addHoliday = (companyId: number, body: HolidayInput) =>
  callEndpoint('POST /holidays/{companyId}', { params: { companyId }, body });
export const removeHoliday = (holidayId: number) =>
  callEndpoint('DELETE /holiday/{holidayId}', { params: { holidayId } });

/** The target schedules of `userId`, oldest first (none: the default schedule applies). */
export const useTargets = (userId: number) =>
  useApiQuery<TargetSchedule[]>(queryKeys.targets(userId), () => getTargets(userId));

/** Sets a schedule of `userId`; the schedules, the weeks and the performance rows are read again. */
export const useSetTarget = (userId: number) =>
  useApiMutation<TargetInput, TargetSchedule>({
    request: (input) => setTarget(userId, input),
    affects: queryKeys.targets(userId),
  });

/** The holidays of `companyId`, by day. */
export const useHolidays = (companyId: number) =>
  useApiQuery<Holiday[]>(queryKeys.holidays(companyId), () => listHolidays(companyId));

const byDay = (a: Holiday, b: Holiday) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.id - b.id);

/** Adds a holiday of `companyId`: it shows in its place by day at once. */
export const useAddHoliday = (companyId: number) =>
  useApiMutation<HolidayInput, Holiday, Holiday>({
    request: (input) => addHoliday(companyId, input),
    affects: queryKeys.holidays(companyId),
    update: (rows, answer) => [...rows.filter((row) => row.id !== answer.id), answer].sort(byDay),
  });

/** Removes a holiday of `companyId`: it leaves the list at once and comes back if refused. */
export const useRemoveHoliday = (companyId: number) =>
  useDeleteRow<Holiday>(queryKeys.holidays(companyId), removeHoliday);
