/**
 * @app/contract/weeks: the timesheet week's rules, as data both sides read: which action takes a
 * week from which state to which, who may take it, and what note it needs; and the target minutes
 * of each weekday. An entry of its own: the login page does not carry it.
 */
import type { WeekStatus } from './api';
import type { FieldRule, PayloadRules } from './fieldRules';

export {
  COPY_MESSAGES,
  DRAFT_TEXTS,
  REJECTED_WEEKS_TEXTS,
  TARGET_MESSAGES,
  TARGET_TEXTS,
  WEEK_MESSAGES,
  WAITING_WEEKS_TEXTS,
  WEEK_STATUS_LABELS,
  WORK_DAY_MESSAGES,
} from './timesheetMessages';

/** A week's states, in the order a week goes through them. */
export const WEEK_STATUSES = [
  'open',
  'submitted',
  'approved',
  'rejected',
] as const satisfies readonly WeekStatus[];

/** The longest comment or reason of a week's decision. */
export const WEEK_NOTE_MAX_LENGTH = 1000;

/** What a week's rejection or reopening says: required, multi-line, at most 1000 characters. */
const weekNote = (label: string) =>
  ({
    kind: 'text',
    label,
    required: true,
    maxLength: WEEK_NOTE_MAX_LENGTH,
    checks: ['multiLine'],
  }) as const satisfies FieldRule;

/**
 * The field rules of a week's rejection (its comment) and reopening (its reason): the server's
 * schemas are built from them and the note dialog checks them (as FIELD_RULES for the other
 * payloads, kept here so the login page does not carry them).
 */
export const WEEK_FIELD_RULES = {
  weekRejection: { comment: weekNote('Comment') },
  weekReopening: { reason: weekNote('Reason') },
} as const satisfies Record<string, PayloadRules>;

/** Who may take an action on a consultant's week (the predicates of ./policy: may.*WeekOf). */
export type WeekActor = 'owner' | 'manager' | 'representative';

export interface WeekTransition {
  from: readonly WeekStatus[];
  to: WeekStatus;
  by: WeekActor;
  /** the note the action needs (its field rule: WEEK_FIELD_RULES.weekRejection / weekReopening) */
  note?: 'comment' | 'reason';
}

/**
 * The consultant submits her open or rejected week and may withdraw it until it is decided; her
 * manager (her department's lead, or her company's representative; never for their own week)
 * approves or rejects it with a comment; the representative reopens an approved week with a
 * reason. Any other transition is refused (409).
 */
export const WEEK_TRANSITIONS = {
  submit: { from: ['open', 'rejected'], to: 'submitted', by: 'owner' },
  withdraw: { from: ['submitted'], to: 'open', by: 'owner' },
  approve: { from: ['submitted'], to: 'approved', by: 'manager' },
  reject: { from: ['submitted'], to: 'rejected', by: 'manager', note: 'comment' },
  reopen: { from: ['approved'], to: 'open', by: 'representative', note: 'reason' },
} as const satisfies Record<string, WeekTransition>;

export type WeekAction = keyof typeof WEEK_TRANSITIONS;
export const WEEK_ACTIONS = Object.keys(WEEK_TRANSITIONS) as WeekAction[];

/** Whether `action` may be taken on a week in state `status`. */
export const allowsTransition = (action: WeekAction, status: WeekStatus): boolean =>
  (WEEK_TRANSITIONS[action].from as readonly WeekStatus[]).includes(status);

/** Target minutes of each weekday, Monday first: 8 hours Monday to Friday, nothing at the weekend. */
export const DEFAULT_DAY_TARGETS = [480, 480, 480, 480, 480, 0, 0] as const;

/** The most a weekday's target may be: the whole day. */
export const MAX_DAY_TARGET = 1440;
/** How far ahead a target schedule or a holiday may be set: about two years. */
export const PLANNED_DAY_MAX_DAYS_AHEAD = 731;
/** The longest holiday name. */
export const HOLIDAY_NAME_MAX_LENGTH = 100;

/** One weekday's target minutes: a whole number from 0 to a whole day. */
export const DAY_TARGET_RULE = {
  kind: 'wholeNumber',
  label: 'Target',
  required: true,
  min: 0,
  max: MAX_DAY_TARGET,
} as const satisfies FieldRule;

/**
 * The field rules of a target schedule (its first day; `days` is 7 of DAY_TARGET_RULE, Monday
 * first) and of a holiday (its day and name). Planned days are checked by `plannedDayProblem` of
 * @app/contract/days.
 */
export const TARGET_FIELD_RULES = {
  target: { effective_from: { kind: 'day', label: 'Effective from', required: true } },
  holiday: {
    day: { kind: 'day', label: 'Day', required: true },
    name: {
      kind: 'text',
      label: 'Name',
      required: true,
      maxLength: HOLIDAY_NAME_MAX_LENGTH,
      checks: ['oneLine'],
    },
  },
} as const satisfies Record<string, PayloadRules>;

/**
 * Whether a consultant's write may touch a day of a week in state `status`: nobody writes into an
 * approved week; the consultant herself no longer writes into a submitted one.
 */
export function weekTakesWrites(status: WeekStatus, byOwner: boolean): boolean {
  if (status === 'approved') return false;
  return !(status === 'submitted' && byOwner);
}
