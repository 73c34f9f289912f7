/**
 * Timesheet approvals (the company's and a department's 'Approvals' page, with the company's
 * holidays) and the planned-day pieces the targets share with the holidays.
 */
export { ApprovalsRoute } from './ApprovalsRoute';
export { HolidaysSection } from './HolidaysSection';
export { PlannedDayInput } from './PlannedDayInput';
export { plannedDayNotice } from './plannedDay';
