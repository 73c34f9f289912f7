import type { MessagePair } from '@app/shared';
import type { plannedDayProblem } from '@app/shared/days';
import { PLANNED_DAY_MAX_DAYS_AHEAD, TARGET_MESSAGES } from '@app/shared/policy';

/** What a form says of a planned day (a target's first day, a holiday) that breaks its rule. */
export function plannedDayNotice(problem: NonNullable<ReturnType<typeof plannedDayProblem>>): MessagePair {
  return problem === 'tooFar'
    ? TARGET_MESSAGES.plannedDay.tooFar(PLANNED_DAY_MAX_DAYS_AHEAD)
    : TARGET_MESSAGES.plannedDay[problem];
}
