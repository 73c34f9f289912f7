/**
 * The rules of each payload a form sends, as data, stated once: the mock server builds its request
 * schemas from these tables (mock-server/src/kernel/fieldSchemas.ts) and the client's form checks
 * (./validation) read the same tables with the plain function below, so both accept and refuse the
 * same values (mock-server/test/fieldRules.test.ts runs one corpus through both). No schema
 * library here: the login page carries this file.
 */
import { LIMITS, MONEY_LIMITS } from './limits';
import { PHONE_NUMBER, isStrongPassword } from './rules';
import { SERVER_LIMITS, WITHOUT_LINE_CONTROLS, WITHOUT_TEXT_CONTROLS } from './serverRules';
import { hasVisibleText, textLength } from './text';

/**
 * What an email address looks like: a local part of letters, digits and `_ ' + - .` (not starting
 * with a dot, no two dots in a row, not ending in `'` or `.`), then domain labels and a top-level
 * name of at least two letters.
 */
export const EMAIL_ADDRESS =
  /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

/** The named checks a text field may carry, each a predicate over the (trimmed) value. */
export const FIELD_CHECKS = {
  /** One line: no control character, no text-direction mark or override. */
  oneLine: (v: string) => WITHOUT_LINE_CONTROLS.test(v),
  /** A multi-line text: tab and line breaks allowed, no other control character or override. */
  multiLine: (v: string) => WITHOUT_TEXT_CONTROLS.test(v),
  email: (v: string) => EMAIL_ADDRESS.test(v),
  phoneNumber: (v: string) => PHONE_NUMBER.test(v),
  strongPassword: isStrongPassword,
  /** A rich-text body shows something: text or an image (an editor's empty '<p><br></p>' does not). */
  visibleContent: (v: string) => hasVisibleText(v) || /<img/i.test(v),
} as const;

export type FieldCheck = keyof typeof FIELD_CHECKS;

/** The rule of one field. */
export type FieldRule =
  | {
      /** 'text' is trimmed before it is checked (and stored trimmed); a 'secret' is checked as typed. */
      kind: 'text' | 'secret';
      /** How a message names the field. */
      label: string;
      required: boolean;
      minLength?: number;
      maxLength?: number;
      /** Checks the value must pass, in this order. */
      checks?: readonly FieldCheck[];
      /** Stored lower-cased (an email). */
      lowerCase?: boolean;
    }
  | { kind: 'wholeNumber'; label: string; required: boolean; min: number; max: number }
  | { kind: 'id'; label: string; required: boolean }
  /**
   * A calendar day 'yyyy-MM-dd'. A work day (with `maxDaysBack`) is not after today and at most
   * `maxDaysBack` days before it (today in the company's time zone), checked by `workDayProblem`
   * of @app/contract/days; a planned day (a target's or a holiday's) by `plannedDayProblem`,
   * there too.
   */
  | { kind: 'day'; label: string; required: boolean; maxDaysBack?: number };

export type PayloadRules = Readonly<Record<string, FieldRule>>;

const name = (label: string, minLength: number) =>
  ({
    kind: 'text',
    label,
    required: true,
    minLength,
    maxLength: SERVER_LIMITS.nameMaxLength,
    checks: ['oneLine'],
  }) as const satisfies FieldRule;

const password = {
  kind: 'secret',
  label: 'Password',
  required: true,
  // a strong password has at least 4 characters anyway; the length is the first thing said
  minLength: LIMITS.passwordMinLength,
  maxLength: SERVER_LIMITS.passwordMaxLength,
  checks: ['strongPassword'],
} as const satisfies FieldRule;

/** Company and department names: more than 3 characters (a rename is sent only then). */
const unitName = name('Name', LIMITS.renameMinExclusive + 1);

/** The rules of every payload a form sends, field by field, in the order the forms check them. */
export const FIELD_RULES = {
  login: {
    // an email no account can have is refused before any look-up
    email: {
      kind: 'text',
      label: 'Email',
      required: true,
      maxLength: SERVER_LIMITS.emailMaxLength,
      checks: ['oneLine'],
    },
    password: { kind: 'secret', label: 'Password', required: true },
  },
  person: {
    email: {
      kind: 'text',
      label: 'Email',
      required: true,
      maxLength: SERVER_LIMITS.emailMaxLength,
      checks: ['oneLine', 'email'],
      lowerCase: true,
    },
    first_name: name('First name', 1),
    last_name: name('Last name', 1),
    contact: {
      kind: 'text',
      label: 'Contact',
      required: true,
      maxLength: SERVER_LIMITS.contactMaxLength,
      checks: ['phoneNumber'],
    },
    password,
  },
  passwordChange: { password },
  /** one's own password is changed only with the current one */
  currentPassword: { current_password: { kind: 'secret', label: 'Current password', required: true } },
  company: { name: unitName },
  department: { name: unitName },
  project: {
    name: name('Name', LIMITS.projectNameMinLength),
    client: { kind: 'id', label: 'Client', required: false },
    /** a budget of logged hours, in minutes; a project has this one or a budget in money, or none */
    budget_minutes: {
      kind: 'wholeNumber',
      label: 'Budget',
      required: false,
      min: 1,
      max: MONEY_LIMITS.budgetMinutesMax,
    },
    /** a budget of billable amount, in minor units of the company's currency */
    budget_amount: {
      kind: 'wholeNumber',
      label: 'Budget',
      required: false,
      min: 1,
      max: MONEY_LIMITS.budgetAmountMax,
    },
  },
  client: {
    name: name('Name', 1),
    address: {
      kind: 'text',
      label: 'Address',
      required: false,
      maxLength: MONEY_LIMITS.addressMaxLength,
      checks: ['multiLine'],
    },
    vat_id: {
      kind: 'text',
      label: 'VAT id',
      required: false,
      maxLength: MONEY_LIMITS.vatIdMaxLength,
      checks: ['oneLine'],
    },
    payment_terms_days: {
      kind: 'wholeNumber',
      label: 'Payment terms',
      required: false,
      min: 0,
      max: MONEY_LIMITS.paymentTermsMaxDays,
    },
    notes: {
      kind: 'text',
      label: 'Notes',
      required: false,
      maxLength: MONEY_LIMITS.notesMaxLength,
      checks: ['multiLine'],
    },
  },
  rate: {
    hourly_rate: {
      kind: 'wholeNumber',
      label: 'Hourly rate',
      required: true,
      min: 0,
      max: MONEY_LIMITS.hourlyRateMax,
    },
    /** the first day the rate applies (any day of the product's calendar: history may be set too) */
    from: { kind: 'day', label: 'From', required: true },
  },
  invoice: {
    client: { kind: 'id', label: 'Client', required: true },
    from: { kind: 'day', label: 'From', required: true },
    to: { kind: 'day', label: 'To', required: true },
    tax_rate: {
      kind: 'wholeNumber',
      label: 'Tax rate',
      required: false,
      min: 0,
      max: MONEY_LIMITS.taxRateMax,
    },
    notes: {
      kind: 'text',
      label: 'Notes',
      required: false,
      maxLength: MONEY_LIMITS.notesMaxLength,
      checks: ['multiLine'],
    },
    due_on: { kind: 'day', label: 'Due', required: false },
  },
  fixedLine: {
    description: {
      kind: 'text',
      label: 'Description',
      required: true,
      maxLength: MONEY_LIMITS.lineDescriptionMaxLength,
      checks: ['oneLine'],
    },
    amount: {
      kind: 'wholeNumber',
      label: 'Amount',
      required: true,
      min: -MONEY_LIMITS.fixedLineAmountMax,
      max: MONEY_LIMITS.fixedLineAmountMax,
    },
  },
  voiding: {
    reason: {
      kind: 'text',
      label: 'Reason',
      required: true,
      maxLength: MONEY_LIMITS.voidReasonMaxLength,
      checks: ['multiLine'],
    },
  },
  payment: { paid_on: { kind: 'day', label: 'Paid on', required: true } },
  invoicing: {
    invoice_prefix: {
      kind: 'text',
      label: 'Invoice number prefix',
      required: false,
      maxLength: MONEY_LIMITS.invoicePrefixMaxLength,
      checks: ['oneLine'],
    },
    invoice_next_number: {
      kind: 'wholeNumber',
      label: 'Next invoice number',
      required: false,
      min: 1,
      max: MONEY_LIMITS.invoiceNumberMax,
    },
    tax_rate: {
      kind: 'wholeNumber',
      label: 'Tax rate',
      required: false,
      min: 0,
      max: MONEY_LIMITS.taxRateMax,
    },
    address: {
      kind: 'text',
      label: 'Address',
      required: false,
      maxLength: MONEY_LIMITS.addressMaxLength,
      checks: ['multiLine'],
    },
  },
  task: {
    title: {
      kind: 'text',
      label: 'Title',
      required: true,
      maxLength: LIMITS.titleMaxLength,
      checks: ['oneLine'],
    },
    body: { kind: 'text', label: 'Body', required: true, checks: ['multiLine', 'visibleContent'] },
    duration: {
      kind: 'wholeNumber',
      label: 'Duration',
      required: true,
      min: LIMITS.minDuration,
      max: SERVER_LIMITS.maxDuration,
    },
    project: { kind: 'id', label: 'Project', required: false },
    /** the work day; without it, today in the company's time zone */
    worked_on: { kind: 'day', label: 'Day', required: false, maxDaysBack: LIMITS.workDayMaxDaysBack },
  },
} as const satisfies Record<string, PayloadRules>;

/** Which rule a value breaks. */
export type BrokenRule =
  'required' | 'minLength' | 'maxLength' | 'wholeNumber' | 'min' | 'max' | 'id' | FieldCheck;

export interface FieldProblem {
  field: string;
  label: string;
  rule: BrokenRule;
  /** The bound of a length or range rule. */
  limit?: number;
}

/** Missing, or blank: an empty secret, a text of spaces, a rich text that shows nothing. */
function isAbsent(rule: FieldRule, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  if (rule.kind === 'secret') return value === '';
  if (rule.kind !== 'text') return value.trim() === '';
  const text = value.trim();
  return !text || (!!rule.checks?.includes('visibleContent') && !FIELD_CHECKS.visibleContent(text));
}

/** The first rule `value` breaks other than being required (it is present). */
function brokenRule(rule: FieldRule, value: unknown): Omit<FieldProblem, 'field' | 'label'> | null {
  switch (rule.kind) {
    case 'day':
      // a day is checked by the day rule (`workDayProblem` of @app/contract/days), which the
      // login page does not carry
      return null;
    case 'wholeNumber':
      if (typeof value !== 'number' || !Number.isInteger(value)) return { rule: 'wholeNumber' };
      if (value < rule.min) return { rule: 'min', limit: rule.min };
      if (value > rule.max) return { rule: 'max', limit: rule.max };
      return null;
    case 'id':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? null : { rule: 'id' };
    default: {
      if (typeof value !== 'string') return { rule: 'required' };
      const text = rule.kind === 'text' ? value.trim() : value;
      const length = textLength(text);
      if (rule.minLength !== undefined && length < rule.minLength)
        return { rule: 'minLength', limit: rule.minLength };
      if (rule.maxLength !== undefined && length > rule.maxLength)
        return { rule: 'maxLength', limit: rule.maxLength };
      const failed = rule.checks?.find((check) => !FIELD_CHECKS[check](text));
      return failed ? { rule: failed } : null;
    }
  }
}

/**
 * The first problem of a payload's values under its rules, or null: every required field that is
 * missing or blank first (a form says 'fill out all fields' before anything else), then each
 * present field's other rules in the table's order. Fields the table does not name are not looked at.
 */
export function firstFieldProblem(rules: PayloadRules, values: Record<string, unknown>): FieldProblem | null {
  const fields = Object.entries(rules);
  for (const [field, rule] of fields) {
    if (rule.required && isAbsent(rule, values[field])) return { field, label: rule.label, rule: 'required' };
  }
  for (const [field, rule] of fields) {
    if (isAbsent(rule, values[field])) continue;
    const broken = brokenRule(rule, values[field]);
    if (broken) return { field, label: rule.label, ...broken };
  }
  return null;
}
