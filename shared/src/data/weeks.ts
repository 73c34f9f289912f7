/**
 * Timesheet weeks: the endpoint functions, the reads of a consultant's week and of a company's
 * weeks, and the week's transitions. A transition invalidates what a week's state changes
 * (AFFECTED.timesheet: the week, the company's weeks); a task write invalidates the weeks too.
 */
import {
  callEndpoint,
  type Timesheet,
  type TimesheetsQuery,
  type WeekRejection,
  type WeekReopening,
} from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { useApiMutation } from '../query/useApiMutation';

export const getTimesheet = (userId: number, week: string) =>
  callEndpoint('GET /timesheet/{userId}', { params: { userId }, query: { week } });
export const listTimesheets = (companyId: number, query: TimesheetsQuery) =>
  callEndpoint('GET /timesheets/{companyId}', { params: { companyId }, query });

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

/** A transition of a consultant's week; the weeks are read again once it is answered. */
export const useDecideWeek = () =>
  useApiMutation<WeekDecisionInput, Timesheet>({
    request: decideWeek,
    affects: (input) => queryKeys.timesheet(input.user, input.week),
  });
