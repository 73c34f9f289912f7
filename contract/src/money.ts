/**
 * @app/contract/money: the rules of clients, billable rates and amounts, as data both sides read.
 * Money is integer minor units of the company's currency (cents for EUR, yen for JPY), never a
 * float; an amount is its minutes at an hourly rate, rounded once, half up.
 */
import type { InvoiceGrouping, InvoiceStatus, RateLevel } from './api';
import { MONEY_LIMITS } from './limits';
import type { MessagePair } from './messages';

/** The levels of a rate, the most specific first: the first that has a rate for a task wins. */
export const RATE_LEVELS = [
  'consultant_project',
  'project',
  'client',
  'consultant',
  'company',
] as const satisfies readonly RateLevel[];

/** Which of `client`, `project`, `user` a rate of each level names (and only those). */
export const RATE_PLACES: Readonly<Record<RateLevel, readonly ('client' | 'project' | 'user')[]>> = {
  consultant_project: ['project', 'user'],
  project: ['project'],
  client: ['client'],
  consultant: ['user'],
  company: [],
};

export { MONEY_LIMITS };

/** A company's currency until its representative chooses another. */
export const DEFAULT_CURRENCY = 'EUR';

/** A new company's money settings: EUR, numbers from 1 without a prefix, no tax, in English. */
export const COMPANY_MONEY_DEFAULTS = {
  currency: DEFAULT_CURRENCY,
  invoice_prefix: '',
  invoice_next_number: 1,
  tax_rate: 0,
  address: '',
  locale: 'en',
} as const;

/** A client's payment terms until set. */
export const CLIENT_DEFAULTS = { paymentTermsDays: 30 } as const;

let codes: ReadonlySet<string> | undefined;
/** Whether `code` is an ISO 4217 currency code (as the runtime's Intl knows them). */
export function isCurrencyCode(code: string): boolean {
  codes ??= new Set(Intl.supportedValuesOf('currency'));
  return codes.has(code);
}

/** The ISO 4217 codes offered, sorted. */
export const currencyCodes = (): string[] => [...Intl.supportedValuesOf('currency')].sort();

/**
 * The amount, in minor units, of `minutes` at `hourlyRate` minor units an hour, rounded half up
 * (exact: both are integers within the bounds, their product below 2^53).
 */
export const amountOf = (minutes: number, hourlyRate: number): number =>
  Math.floor((minutes * hourlyRate + 30) / 60);

/** How many minor units a major unit of `currency` has a digit for (2 for EUR, 0 for JPY). */
export const minorDigits = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** `minor` units of `currency` as the locale writes money: 'EUR 1,234.50' reads '€1,234.50' in 'en'. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/** A typed amount ('1234.5', '1 234,50') as minor units of `currency`; null when it is none. */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  // one decimal separator, the last '.' or ',' followed by at most `digits` digits
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) {
    // '1,234' with a 2-digit currency: a thousands separator, not a fraction
    if (fraction.length === 3 && !whole.includes('.') && !whole.includes(',')) {
      return parseMoney(`${whole}${fraction}`, currency);
    }
    return null;
  }
  const units = Number(whole.replace(/[.,]/g, '')) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
  return Number.isSafeInteger(units) ? units : null;
}

/** A typed amount that may be negative ('-10.50': a discount) as minor units of `currency`; null when it is none. */
export function parseSignedMoney(text: string, currency: string): number | null {
  const trimmed = text.trim();
  // a hyphen or the typographic minus sign
  const negative = /^[-\u2212]/.test(trimmed);
  const units = parseMoney(negative ? trimmed.slice(1) : trimmed, currency);
  return units === null ? null : negative ? -units : units;
}

/**
 * A tax rate typed as a percent ('25', '12.5', '7,25', '25 %') in hundredths of a percent (2500,
 * 1250, 725), the unit of `tax_rate`; null when it is none (more than two decimals, a sign, words).
 * Whether it is within 0 to 100 % is FIELD_RULES' to say.
 */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f%]/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths of a percent as a percent is typed: 2500 is '25', 1250 '12.5', 725 '7.25'. */
export const percentText = (rate: number): string =>
  String(Math.trunc(rate / 100)) +
  (rate % 100
    ? `.${String(rate % 100)
        .padStart(2, '0')
        .replace(/0$/, '')}`
    : '');

/**
 * Whether `tag` is a BCP 47 locale the runtime writes numbers in ('en', 'de-DE', 'nb'): the rule the
 * server holds a company's invoice locale to (at most 35 characters).
 */
export function isInvoiceLocale(tag: string): boolean {
  if (!tag || tag.length > 35) return false;
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
}

/** The file an invoice's PDF is saved as: by its number, a draft by its id (as the server names it). */
export function invoiceFileName(invoice: { id: number; number: string | null }): string {
  const name = invoice.number ? `invoice-${invoice.number}` : `draft-invoice-${invoice.id}`;
  return `${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** decided: the words of the clients and rates pages (a notice is a title and its body). */
/** A budget used from this percent on is flagged as nearly spent; past 100 % as over. */
export const BUDGET_NEAR_PERCENT = 80;

/** How spent a budget of `limit` is with `used` of it used: over past it, near from BUDGET_NEAR_PERCENT on. */
export function budgetLevel(used: number, limit: number): 'within' | 'near' | 'over' {
  if (used > limit) return 'over';
  return used * 100 >= limit * BUDGET_NEAR_PERCENT ? 'near' : 'within';
}

export const MONEY_TEXTS = {
  clients: 'Clients',
  client: 'Client',
  noClient: 'No client',
  addClient: 'Add client',
  editClient: 'Edit client',
  clientDetails: 'Client details',
  name: 'Name',
  address: 'Address',
  vatId: 'VAT id',
  paymentTerms: 'Payment terms (days)',
  /** the table's column of them */
  paymentTermsColumn: 'Payment terms',
  /** a client's payment terms in the table */
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  notes: 'Notes',
  state: 'State',
  active: 'Active',
  archived: 'Archived',
  archive: 'Archive',
  unarchive: 'Restore',
  showArchived: 'Show archived clients',
  loadingClients: 'Loading the clients',
  noClients: 'No clients yet',
  allArchived: 'Every client is archived: show the archived clients to see them',
  /** a client no longer offered, as the project it stays named by shows it */
  archivedClient: (name: string) => `${name} (archived)`,
  clientInUse: 'Client in use',
  saveChanges: 'Save changes',
  clientSaved: { title: 'Client saved', body: 'The list shows it' } satisfies MessagePair,
  clientFailed: { title: 'Client not saved', body: 'Please try again' } satisfies MessagePair,
  clientArchived: {
    title: 'Client archived',
    body: 'Projects and rates no longer offer it',
  } satisfies MessagePair,
  clientRestored: {
    title: 'Client restored',
    body: 'Projects and rates offer it again',
  } satisfies MessagePair,
  clientDeleted: { title: 'Client deleted', body: 'It is gone from the list' } satisfies MessagePair,
  nameRequired: { title: 'Empty fields', body: 'A client needs a name' } satisfies MessagePair,
  badPaymentTerms: {
    title: 'Invalid payment terms',
    body: `Payment terms are whole days, from 0 to ${MONEY_LIMITS.paymentTermsMaxDays}`,
  } satisfies MessagePair,
  billable: 'Billable',
  notBillable: 'Not billable',
  /** under a new task's 'Billable' switch, when it marks the task otherwise than its project */
  taskMarkedBillable: 'Billed, though its project is not.',
  taskMarkedNotBillable: 'Not billed, though its project is.',
  /** a task's billable switch in the representative's list of a consultant's tasks */
  billableTask: (title: string) => `Billable: ${title}`,
  taskMarked: (billable: boolean) =>
    ({
      title: 'Task marked',
      body: billable ? 'It is billed from now on' : 'It is no longer billed',
    }) satisfies MessagePair,
  taskNotMarked: { title: 'Task not marked', body: 'Please try again' } satisfies MessagePair,
  /** added beside a task form that saves drafts too: a draft carries no mark */
  draftBilledAsProject: ' A draft is billed as its project is.',
  rates: 'Rates',
  addRate: 'Add rate',
  loadingRates: 'Loading the rates',
  noRates: 'No rates yet: hours are billed at no rate until one is set',
  level: 'Applies to',
  hourlyRate: 'Hourly rate',
  /** the amount field, named with the currency it is typed in */
  hourlyRateIn: (currency: string) => `Hourly rate (${currency})`,
  from: 'From',
  setBy: 'Set by',
  /** a rate as its row's action menu names it */
  rateOf: (place: string, day: string) => `${place} from ${day}`,
  rateSaved: { title: 'Rate saved', body: 'It applies from its first day on' } satisfies MessagePair,
  rateFailed: { title: 'Rate not saved', body: 'Please try again' } satisfies MessagePair,
  rateDeleted: { title: 'Rate deleted', body: 'The rate before it applies again' } satisfies MessagePair,
  invalidAmount: 'Invalid amount',
  /** the highest hourly rate, in the company's currency */
  rateTooHigh: (most: string): MessagePair => ({
    title: 'Invalid amount',
    body: `An hourly rate is at most ${most}`,
  }),
  /** a place the rate's level needs and the form lacks */
  placeRequired: (place: string): MessagePair => ({
    title: 'Empty fields',
    body: `Choose the ${place.toLowerCase()} the rate applies to`,
  }),
  choose: (place: string) => `Choose a ${place.toLowerCase()}`,
  badDay: { title: 'Invalid day', body: 'Enter the first day the rate applies on' } satisfies MessagePair,
  currency: 'Currency',
  saveCurrency: 'Save currency',
  currencyHint: 'Chosen before the first rate: it cannot change while the company has rates',
  currencySaved: { title: 'Currency saved', body: 'Rates are set in it from now on' } satisfies MessagePair,
  currencyFailed: { title: 'Currency not saved', body: 'Please try again' } satisfies MessagePair,
  levels: {
    consultant_project: 'A consultant on a project',
    project: 'A project',
    client: 'A client',
    consultant: 'A consultant',
    company: 'The company',
  } satisfies Record<RateLevel, string>,
  project: 'Project',
  consultant: 'Consultant',
  /** a place whose name the viewer cannot read (or that is gone), by its id */
  numbered: (place: string, id: number) => `${place} ${id}`,
  badAmount: 'Enter an amount such as 120.50',
  budget: 'Budget',
  noBudget: 'No budget',
  budgetInHours: 'In hours',
  budgetInMoney: 'In money',
  budgetHours: 'Budget (hours)',
  /** the amount field of a budget in money, named with the currency it is typed in */
  budgetIn: (currency: string) => `Budget (${currency})`,
  /** a budget's use: '30 h of 40 h (75 %)' */
  budgetUsed: (used: string, limit: string, percent: number) => `${used} of ${limit} (${percent} %)`,
  budgetLeft: (left: string) => `${left} left`,
  budgetOverBy: (over: string) => `${over} over`,
  /** the flags of a budget used from BUDGET_NEAR_PERCENT on, and past 100 % */
  budgetNear: 'Nearly spent',
  budgetOver: 'Over budget',
  /** the budget bar's name */
  budgetOf: (project: string) => `Budget of ${project}`,
  badBudgetHours: {
    title: 'Invalid budget',
    body: 'A budget in hours is a number of hours above 0, such as 40 or 12.5',
  } satisfies MessagePair,
  badBudgetAmount: {
    title: 'Invalid budget',
    body: 'A budget in money is an amount above 0, such as 5000',
  } satisfies MessagePair,
} as const;

/** A budget's value (a limit, a use, what is left) as a page shows it: hours ('12.5 h') or money. */
export function budgetValueText(kind: 'minutes' | 'amount', value: number, currency: string | null): string {
  if (kind === 'amount') return formatMoney(value, currency ?? DEFAULT_CURRENCY);
  return `${(value / 60).toLocaleString('en', { maximumFractionDigits: 2 })} h`;
}

/** Typed hours ('40', '12.5', '12,5') as whole minutes above 0; null when they are none. */
export function parseBudgetHours(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Math.round(Number(`${match[1]}.${match[2] ?? '0'}`) * 60);
  return minutes >= 1 && minutes <= MONEY_LIMITS.budgetMinutesMax ? minutes : null;
}

/** decided: the words of the invoices pages and the invoicing settings (a notice is a title and its body). */
export const INVOICE_TEXTS = {
  invoices: 'Invoices',
  invoice: 'Invoice',
  newInvoice: 'New invoice',
  createDraft: 'Create draft',
  loadingInvoices: 'Loading the invoices',
  loadingInvoice: 'Loading the invoice',
  noInvoices: 'No invoices yet',
  /** the number column of a draft, which has none until it is issued */
  draft: 'Draft',
  /** an invoice as a link, a heading or a message names it (the server's words: 'draft invoice 12') */
  invoiceName: (invoice: { id: number; number: string | null }) =>
    invoice.number ? `Invoice ${invoice.number}` : `Draft invoice ${invoice.id}`,
  number: 'Number',
  client: 'Client',
  period: 'Period',
  /** a period of days, both counted */
  periodOf: (from: string, to: string) => `${from} – ${to}`,
  from: 'From',
  to: 'To',
  total: 'Total',
  subtotal: 'Subtotal',
  /** the tax line of the totals, with its rate */
  taxAt: (percent: string) => `Tax (${percent} %)`,
  state: 'State',
  due: 'Due',
  dueOn: 'Due day',
  /** a draft without a due day: it gets one when issued */
  dueOnIssue: "The issue day plus the client's payment terms",
  dueHint: "Empty: the issue day plus the client's payment terms",
  issuedOn: 'Issued',
  paid: 'Paid',
  statuses: {
    draft: 'Draft',
    issued: 'Issued',
    paid: 'Paid',
    void: 'Void',
  } satisfies Record<InvoiceStatus, string>,
  groupBy: 'Group hours by',
  groupings: {
    project: 'By project',
    consultant: 'By consultant',
    task: 'By task',
  } satisfies Record<InvoiceGrouping, string>,
  taxRate: 'Tax rate (%)',
  notes: 'Notes',
  chooseClient: 'Choose a client',
  /** no client to invoice: every one is archived, or none was added */
  noClientToInvoice: 'Add a client (or restore an archived one) first: an invoice is made for a client',
  allInvoices: 'All invoices',
  lines: 'Lines',
  description: 'Description',
  hours: 'Hours',
  rate: 'Rate',
  amount: 'Amount',
  /** the amount field of a fixed line, named with the currency it is typed in */
  amountIn: (currency: string) => `Amount (${currency})`,
  fixedAmountHint: 'A negative amount (-50) is a discount',
  noLines:
    'No lines: the period has no approved billable hours that another invoice does not hold. Add a fixed line, or delete the draft.',
  details: 'Details',
  voidReason: 'Why it was voided',
  removeLine: 'Remove line',
  removeLineBody: (description: string) =>
    `'${description}' leaves the draft; hours on it can go on another invoice.`,
  addFixedLine: 'Add fixed line',
  addLine: 'Add line',
  editDraft: 'Edit draft',
  saveDraft: 'Save draft',
  issue: 'Issue',
  issueTitle: 'Issue invoice',
  issueBody:
    'The invoice gets the next number and today as its issue day; after that its lines and amounts can no longer change.',
  void: 'Void',
  voidTitle: 'Void invoice',
  voidBody: 'A void invoice keeps its number; its hours can go on another invoice.',
  reason: 'Reason',
  cancel: 'Cancel',
  markPaid: 'Mark paid',
  paidOn: 'Paid on',
  deleteDraft: 'Delete draft',
  deleteDraftBody: 'The draft is deleted and its hours can go on another invoice.',
  downloadPdf: 'Download PDF',
  settings: 'Invoicing settings',
  saveSettings: 'Save settings',
  companyAddress: 'Company address',
  locale: 'Invoice locale',
  localeHint: 'A language tag such as en, de-DE or nb: the PDF writes amounts and days in it',
  prefix: 'Number prefix',
  nextNumber: 'Next number',
  nextNumberLocked:
    'Invoices have been issued: their numbers go on without a gap, so the next number can no longer be set',
  defaultTaxRate: 'Default tax rate (%)',
  draftCreated: {
    title: 'Draft created',
    body: 'It holds the approved billable hours of its period',
  } satisfies MessagePair,
  draftNotCreated: { title: 'Draft not created', body: 'Please try again' } satisfies MessagePair,
  draftSaved: { title: 'Draft saved', body: 'Its totals are counted again' } satisfies MessagePair,
  lineRemoved: { title: 'Line removed', body: 'Its hours can go on another invoice' } satisfies MessagePair,
  lineAdded: { title: 'Line added', body: 'The totals include it' } satisfies MessagePair,
  invoiceNotChanged: { title: 'Invoice not changed', body: 'Please try again' } satisfies MessagePair,
  issued: (number: string): MessagePair => ({ title: 'Invoice issued', body: `Its number is ${number}` }),
  voided: {
    title: 'Invoice voided',
    body: 'It keeps its number; its hours are free again',
  } satisfies MessagePair,
  markedPaid: { title: 'Invoice paid', body: 'Its payment day is kept' } satisfies MessagePair,
  draftDeleted: { title: 'Draft deleted', body: 'Its hours can go on another invoice' } satisfies MessagePair,
  pdfFailed: { title: 'PDF not downloaded', body: 'Please try again' } satisfies MessagePair,
  settingsSaved: { title: 'Settings saved', body: 'New invoices use them' } satisfies MessagePair,
  settingsNotSaved: { title: 'Settings not saved', body: 'Please try again' } satisfies MessagePair,
  clientRequired: { title: 'Empty fields', body: 'Choose the client to invoice' } satisfies MessagePair,
  badPeriod: {
    title: 'Invalid period',
    body: 'Enter the first and the last day of the period, the last not before the first',
  } satisfies MessagePair,
  badTaxRate: {
    title: 'Invalid tax rate',
    body: 'A tax rate is a percent from 0 to 100 with at most two decimals, such as 25 or 12.5',
  } satisfies MessagePair,
  badDay: { title: 'Invalid day', body: 'Enter a day such as 2026-01-31' } satisfies MessagePair,
  descriptionRequired: { title: 'Empty fields', body: 'A line needs a description' } satisfies MessagePair,
  /** the largest amount of a fixed line either way, in the invoice's currency */
  amountTooLarge: (most: string): MessagePair => ({
    title: 'Invalid amount',
    body: `A fixed line is at most ${most} either way`,
  }),
  reasonRequired: { title: 'Empty fields', body: 'Say why the invoice is voided' } satisfies MessagePair,
  badLocale: {
    title: 'Invalid locale',
    body: 'Enter a language tag such as en, de-DE or nb',
  } satisfies MessagePair,
  badNextNumber: {
    title: 'Invalid number',
    body: `The next number is a whole number from 1 to ${MONEY_LIMITS.invoiceNumberMax}`,
  } satisfies MessagePair,
} as const;
