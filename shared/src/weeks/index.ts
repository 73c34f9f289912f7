/**
 * @app/shared/weeks: the timesheet weeks' kit, what the employee's week page and the company's
 * approvals both show: the note dialog of a rejection or reopening, the state pill, the week
 * navigation and the week kept in the URL, the days and differences in words, and their styles.
 * The performance tables' flag is @app/shared/target-flag.
 */
export { differenceLabel } from './difference';
export { NoteDialog, type NoteDialogProps } from './NoteDialog';
export { WeekNav } from './WeekNav';
export { WeekStatusBadge } from './WeekStatusBadge';
export { dayInWords, useWeekParam, weekDayLabel, weekRangeLabel, weekdayNames } from './weekParam';
export { WEEK_CSS } from './weekStyles';
