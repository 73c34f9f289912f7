/**
 * The messages catalogue's part for work days and timesheet weeks (./messages holds the rest), in a
 * file of its own and reached only through @app/contract/weeks: the signed-in pages that show them
 * load it, the login page does not.
 */
import type { MessagePair } from './messages';

const pair = (title: string, body: string): MessagePair => ({ title, body });
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** decided: the timesheet week's messages. */
export const WEEK_MESSAGES = {
  submitted: pair('Week submitted', 'Your manager will review it; withdraw it to change it meanwhile'),
  withdrawn: pair('Week withdrawn', 'The week is open again'),
  approved: pair('Week approved', 'Its hours are final until the representative reopens it'),
  rejected: pair('Week rejected', 'The consultant sees your comment'),
  reopened: pair('Week reopened', 'The week is open again'),
  approvedMany: (n: number) => pair('Weeks approved', `${count(n, 'week')} approved`),
  rejectedMany: (n: number) => pair('Weeks rejected', `${count(n, 'week')} rejected`),
  /** a transition the week's state no longer allows: someone decided it meanwhile */
  changedMeanwhile: pair('Week changed meanwhile', 'Someone decided this week first: it now shows as it is'),
  actionFailed: pair('Week not changed', 'Something went wrong, please try again'),
  noteRequired: (label: string) => pair(`${label} required`, `Please write a ${label.toLowerCase()}`),
  /** a write into an approved week (anyone) or a submitted one (the consultant) */
  locked: (weekStart: string, status: string) =>
    pair(
      'Week locked',
      status === 'approved'
        ? `The week of ${weekStart} is approved: nothing in it can change until it is reopened`
        : `The week of ${weekStart} is submitted: withdraw it to change it`,
    ),
} as const;

/** decided: a work day out of its rule's range (the form says so before sending; the server refuses it too). */
export const WORK_DAY_MESSAGES = {
  invalid: pair('Invalid day', 'Please choose a day'),
  future: pair('Invalid day', 'The day cannot be in the future'),
  tooOld: (maxDaysBack: number) => pair('Invalid day', `The day must be within the last ${maxDaysBack} days`),
} as const;

/** decided: the labels of a week's states. */
export const WEEK_STATUS_LABELS = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
