/**
 * @app/shared/weeks: the timesheet weeks' pieces more than one remote shows: the approvals page
 * (company and department areas), the note dialog of a rejection or reopening, the state pill, the
 * week kept in the URL, and their styles; the targets' pieces (the words of a planned day's
 * problem, the signed-in actor of a rule). The performance tables' flag is @app/shared/target-flag.
 */
export { ApprovalsRoute } from './ApprovalsRoute';
// the approvals page itself loads with its route (ApprovalsRoute), not with this entry
export { differenceLabel } from './difference';
export { NoteDialog, type NoteDialogProps } from './NoteDialog';
export { WeekNav } from './WeekNav';
export { WeekStatusBadge } from './WeekStatusBadge';
export { dayInWords, useWeekParam, weekDayLabel, weekRangeLabel, weekdayNames } from './weekParam';
export { WEEK_CSS } from './weekStyles';
export { PlannedDayInput } from './PlannedDayInput';
export { plannedDayNotice } from './plannedDay';
export { useActor } from './useActor';
