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
  /** a write into an approved week (anyone) or a submitted one (the consultant), the week in words */
  locked: (week: string, status: string) =>
    pair(
      'Week locked',
      status === 'approved'
        ? `The week of ${week} is approved: nothing in it can change until it is reopened`
        : `The week of ${week} is submitted: withdraw it to change it`,
    ),
  /** publishing did what it could: drafts whose week takes no writes stay drafts, each named */
  publishedPartly: (published: number, kept: number) =>
    pair(
      'Some drafts not published',
      `${count(published, 'task')} published; ${count(kept, 'draft')} kept: ${kept === 1 ? 'its' : 'their'} week is locked`,
    ),
} as const;

/** decided: a work day out of its rule's range (the form says so before sending; the server refuses it too). */
export const WORK_DAY_MESSAGES = {
  invalid: pair('Invalid day', 'Please choose a day'),
  future: pair('Invalid day', 'The day cannot be in the future'),
  tooOld: (maxDaysBack: number) => pair('Invalid day', `The day must be within the last ${maxDaysBack} days`),
} as const;

/** decided: target schedules, holidays and the performance tables' flag. */
export const TARGET_MESSAGES = {
  targetSet: (day: string) =>
    pair('Target saved', `The new target applies from ${day} on, except in weeks already approved`),
  holidayAdded: pair('Holiday added', 'Its day counts no target, except in weeks already approved'),
  holidayRemoved: pair('Holiday removed', 'Its day counts the usual target again'),
  saveFailed: pair('Not saved', 'Something went wrong, please try again'),
  plannedDay: {
    invalid: pair('Invalid day', 'Please choose a day'),
    past: pair('Invalid day', 'A change cannot start before this week: past weeks keep their targets'),
    tooFar: (maxDaysAhead: number) =>
      pair('Invalid day', `The day must be within the next ${maxDaysAhead} days`),
  },
  dayTarget: (max: number) =>
    pair('Invalid target', `Each day's target is a whole number of minutes from 0 to ${max}`),
  /** the performance tables' flag of a week under its target so far */
  underTarget: 'Under target',
} as const;

/** decided: the words of the targets' section of 'User details' and of the holidays' section. */
export const TARGET_TEXTS = {
  /** the section of 'User details' */
  weeklyTarget: 'Weekly target',
  loadingTargets: 'Loading the weekly target',
  /** the schedule in effect today: since its first day, or the default one */
  inEffectSince: (day: string) => `In effect since ${day}`,
  defaultSchedule: 'The default schedule: no target has been set',
  /** only schedules to come: the default one applies until the first */
  defaultUntil: (day: string) => `The default schedule, until ${day}`,
  history: 'History',
  /** one schedule of the history */
  historyEntry: (from: string, weekly: string, by: string, on: string) =>
    `From ${from}: ${weekly} a week, set by ${by} on ${on}`,
  newTarget: 'Set a new target',
  minutesPerDay: 'Target minutes per day',
  saveTarget: 'Save target',
  /** the approvals page's section */
  holidays: 'Holidays',
  loadingHolidays: 'Loading the holidays',
  noHolidays: 'No holidays from this week on',
  addHoliday: 'Add holiday',
  remove: 'Remove',
  removeHoliday: (name: string, day: string) => `Remove the holiday ${name} on ${day}`,
  /** the performance tables' flag, in full: 'Under target: 3 HRs 0 Mins of 16 HRs 0 Mins' */
  underTargetDetail: (done: string, target: string) => `${TARGET_MESSAGES.underTarget}: ${done} of ${target}`,
} as const;

/** decided: 'Copy last week' on the week page. */
export const COPY_MESSAGES = {
  copied: (n: number) => pair('Drafts added', `${count(n, 'draft')} added from last week`),
  /** a second copy of a week adds only what was not copied yet */
  copiedSkipping: (added: number, skipped: number) =>
    pair(
      'Drafts added',
      `${count(added, 'draft')} added from last week; ${count(skipped, 'task')} copied already`,
    ),
  alreadyCopied: 'Copied already: it is in your drafts',
  nothingToCopy: 'Last week has no tasks to copy',
  durationRequired: pair('Duration required', 'Give each chosen task a duration, or untick it'),
  dayToCome: 'This day is still to come: it can be copied on the day',
  /** her drafts could not be read: which tasks she copied before is not known here */
  draftsUnread:
    'Your drafts could not be read, so tasks copied before are not marked (a copy adds none twice).',
  retry: 'Try again',
} as const;

/** decided: the words of the approvals page's count of the weeks waiting in the viewer's scope. */
export const WAITING_WEEKS_TEXTS = {
  count: (n: number) => `Weeks waiting for a decision: ${n}`,
  counting: 'Weeks waiting for a decision: counting',
  unreachable: 'Weeks waiting for a decision: cannot reach the server',
  oldest: (week: string) => `Go to the oldest waiting week (${week})`,
} as const;

/** decided: the drafts page's words for each draft's day and for the drafts a publish kept. */
export const DRAFT_TEXTS = {
  dayColumn: 'DAY',
  publishColumn: 'PUBLISH',
  /** a draft saved without a day: it lands on the day it is published */
  noDay: 'The day it is published',
  kept: 'Kept as drafts',
} as const;

/** decided: the task list's notice of her rejected weeks. */
export const REJECTED_WEEKS_TEXTS = {
  heading: (n: number) => (n === 1 ? 'A week was rejected' : `${n} weeks were rejected`),
  /** '{week}, rejected by {name}: “{comment}”' */
  rejectedBy: (name: string, comment: string) => `, rejected by ${name}: “${comment}”`,
  open: 'Open the week',
  unreachable: 'Rejected weeks could not be checked: the server cannot be reached.',
  retry: 'Try again',
} as const;

/** decided: the labels of a week's states. */
export const WEEK_STATUS_LABELS = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
