/** The report page's messages (moved into the messages catalogue at integration). */
export const REPORT_MESSAGES = {
  empty: 'No hours logged in this range.',
  companyUnavailable: 'This company’s reports are not available to you.',
  noHoursChoice: 'The chosen one (no hours in this range)',
  noCompanies: 'There are no companies yet.',
  timeZoneSaved: { title: 'Time zone saved', body: 'Reports now count days in the new time zone' },
  timeZoneFailed: { title: 'Time zone not saved', body: 'Please try again' },
  exportFailed: 'The export could not be made. Try again.',
  billable: 'Billable',
  amount: (currency: string) => `Amount (${currency})`,
  /** a project's budget as used to date, whatever the report's range */
  budgetToDate: 'Budget to date',
};
