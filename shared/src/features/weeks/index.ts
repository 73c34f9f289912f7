/**
 * @app/shared/weeks: the timesheet weeks' pieces more than one remote shows: the approvals page
 * (company and department areas), the note dialog of a rejection or reopening, the state pill, the
 * week kept in the URL, and their styles.
 */
export { ApprovalsRoute } from './ApprovalsRoute';
export { differenceLabel } from './ApprovalsPage';
export { NoteDialog, type NoteDialogProps } from './NoteDialog';
export { WeekNav } from './WeekNav';
export { WeekStatusBadge } from './WeekStatusBadge';
export { useWeekParam, weekDayLabel, weekRangeLabel } from './weekParam';
export { WEEK_CSS } from './weekStyles';
