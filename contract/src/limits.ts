/**
 * Business constants and limits, in one place: the payload tables (./fieldRules) that the client's
 * forms and the server's schemas read take theirs from here and from ./serverRules.
 */
export const LIMITS = {
  titleMaxLength: 50,
  minDuration: 1,
  /** A task's or draft's work day is at most this many days before today (and never after it). */
  workDayMaxDaysBack: 366,
  /**
   * An imported task brings history, so it reaches further back than a typed one, but never
   * before this day (and, like a typed one, never after today).
   */
  importEarliestDay: '2000-01-01',
  projectNameMinLength: 4,
  /** A new company or department name is sent only when longer than this. */
  renameMinExclusive: 3,
  /** Password change in the login area. */
  passwordMinLength: 4,
  inputMinLength: 4,
  textareaRows: 5,
  /** Table text: cut to 57 characters plus '...' beyond 60, or 1000 with no_limit. */
  tableTextLength: 60,
  tableTextLengthNoLimit: 1000,
  /** Count badges show '99+' above this. */
  badgeMax: 99,
  /** Tasks created before this day show a plain-text body. */
  richTextSince: '2025-02-23',
  sampleItems: 50,
  sampleMinDuration: 30,
  sampleMaxDuration: 180,
  breakpointPx: 768,
} as const;

/** Bounds of clients and rates (see ./money). */
export const MONEY_LIMITS = {
  /**
   * The highest hourly rate, in minor units: a million (of a two-decimal currency) an hour. A
   * million hours at it stays an exact integer (below 2^53).
   */
  hourlyRateMax: 100_000_000,
  paymentTermsMaxDays: 365,
  addressMaxLength: 500,
  vatIdMaxLength: 32,
  notesMaxLength: 2000,
  /** a tax rate in hundredths of a percent: at most 100 % */
  taxRateMax: 10_000,
  invoicePrefixMaxLength: 20,
  invoiceNumberMax: 99_999_999,
  lineDescriptionMaxLength: 200,
  /** a fixed line's amount either way (a discount is negative), in minor units */
  fixedLineAmountMax: 10_000_000_000_000,
  voidReasonMaxLength: 500,
  /** a project's budget in money, in minor units */
  budgetAmountMax: 10_000_000_000_000,
  /** a project's budget in minutes: a million hours */
  budgetMinutesMax: 60_000_000,
} as const;

/** The largest record id: ids are PostgreSQL `integer`s (2^31 - 1). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A value that can name a record: a whole number from 1 to MAX_RECORD_ID; anything else names none. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID;
