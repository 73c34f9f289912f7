/**
 * The REST contract of the API (docs/product.md, "API"), written once: the mock server
 * implements it and the client's api module calls it (both through ./endpoints, which types them
 * from `Endpoints`).
 *
 * All paths are relative to `{server base URL}/api/v1`.
 * Ids are numbers drawn from ONE sequence shared by every entity, so `/employees/{id}` can tell a
 * department id from a company id (docs/decisions/0034-one-id-sequence-for-every-entity.md).
 */

export const API_PREFIX = '/api/v1';

export type Role = 'admin' | 'company_admin' | 'department_admin' | 'company_member' | 'employee';

export const ROLES: readonly Role[] = [
  'admin',
  'company_admin',
  'department_admin',
  'company_member',
  'employee',
];

/** Success codes: 200 read or token, 201 created, 202 changed or deleted. */
export const STATUS = {
  ok: 200, // token, gets, user updates
  created: 201, // creates
  accepted: 202, // company, department, project, task patches and deletes
} as const;

/** Every refusal carries a JSON body of this shape; `field` names the offending field on a 400. */
export interface ApiError {
  error: string;
  detail: string;
  field?: string;
  /** 429: seconds to wait before the next attempt (also sent as the Retry-After header). */
  retry_after?: number;
}

// ---- auth -------------------------------------------------------------------------------------

export interface TokenRequest {
  email: string;
  password: string;
}
export interface TokenResponse {
  access: string;
  refresh: string;
}
export interface RefreshRequest {
  refresh: string;
}
/** decided: POST /token/logout/ answers this. */
/** What GET /health answers while the API serves (the client's reachability probe). */
export interface Health {
  status: 'ok';
}

export interface LogoutResponse {
  detail: string;
}

/** What the access token carries. */
export interface AccessTokenClaims {
  email: string;
  user_id: number;
  role: Role;
  company: number | null;
  name: string;
  username: string;
  token_type: 'access';
  /** the server-side session the token belongs to: revoking it ends the token */
  sid: number;
  exp: number;
  iat: number;
}

// ---- entities ---------------------------------------------------------------------------------

export interface Company {
  id: number;
  name: string;
  admin: number;
  admin_email: string;
  admin_first_name: string;
  admin_last_name: string;
  admin_contact: string;
  is_active: boolean;
  created_at: string;
  /**
   * IANA time zone (e.g. 'Europe/Oslo') in which the company's days are counted: daily totals,
   * performance periods, reports. Always sent by the server (default: the server's zone); optional
   * here only so that clients' fixtures written before it still type-check.
   */
  time_zone?: string;
  /** ISO 4217 code of its rates and amounts (default EUR); optional only for fixtures written before it */
  currency?: string;
  /** invoice numbering: the prefix and the next number ('2026-' and 7 make '2026-0007') */
  invoice_prefix?: string;
  invoice_next_number?: number;
  /** the tax rate of new invoices, in hundredths of a percent (2500 is 25 %) */
  tax_rate?: number;
  /** its postal address, as its invoices show it */
  address?: string;
  /** the BCP 47 locale its invoices write numbers, money and days in ('en', 'de-DE', 'nb') */
  locale?: string;
}

/**
 * The company a user belongs to, with its day now: `today` ('yyyy-MM-dd', by the server's clock in
 * the company's time zone, the day every default and limit of a work day counts from) and
 * `today_ends_at` (the ISO moment the next day begins there), when a page showing today reads the
 * company again.
 */
export interface CompanyOfUser extends Company {
  today: string;
  today_ends_at: string;
}

export interface Department {
  id: number;
  name: string;
  admin: number;
  company: number;
  admin_email: string;
  admin_contact: string;
  admin_first_name: string;
  admin_last_name: string;
}

export interface Project {
  id: number;
  name: string;
  /** the client it is billed to; null: 'No client' */
  client: number | null;
  /** whether its hours are billed (a new project is) */
  billable: boolean;
  /** a budget of logged hours, in minutes; null: none (or a budget in money) */
  budget_minutes: number | null;
  /**
   * a budget of billable amount in minor units of the company's currency; null: none (or a budget
   * in minutes). Only for those who see money: left out for everyone else.
   */
  budget_amount?: number | null;
}

/**
 * How much of a project's budget is used: its logged minutes (a budget in minutes) or its billable
 * amount at the rates (a budget in money, minor units of `currency`), all hours to date; flagged
 * near from BUDGET_NEAR_PERCENT on and over past 100 % (budgetLevel).
 */
export interface ProjectBudget {
  project: number;
  name: string;
  kind: 'minutes' | 'amount';
  limit: number;
  used: number;
  /** limit - used (negative when over) */
  left: number;
  level: 'within' | 'near' | 'over';
  /** the company's, for a budget in money */
  currency: string | null;
}

/** Where an invoice is: a draft (its lines editable), issued (numbered, frozen), paid, or void. */
export type InvoiceStatus = 'draft' | 'issued' | 'paid' | 'void';
/** How an invoice's hours are put into lines: one per project, per consultant, or per task (each at one rate). */
export type InvoiceGrouping = 'project' | 'consultant' | 'task';

/**
 * A line of an invoice. 'hours': billable minutes of approved weeks at one hourly rate (a group
 * with two rates has two lines), its amount `minutes` × `hourly_rate` / 60 rounded once, half up;
 * 'fixed': an amount the representative added. Amounts in minor units of the invoice's currency.
 */
export interface InvoiceLine {
  id: number;
  kind: 'hours' | 'fixed';
  description: string;
  /** the project (hours grouped by project or task) or null */
  project: number | null;
  /** the consultant (hours grouped by consultant or task) or null */
  user: number | null;
  /** 0 for a fixed line */
  minutes: number;
  /** null for a fixed line */
  hourly_rate: number | null;
  amount: number;
}

/** An invoice as its list shows it. */
export interface InvoiceSummary {
  id: number;
  client: number;
  client_name: string;
  status: InvoiceStatus;
  /** given when it is issued ('2026-0007': the company's prefix and next number); null for a draft */
  number: string | null;
  period_from: string;
  period_to: string;
  issued_on: string | null;
  due_on: string | null;
  paid_on: string | null;
  currency: string;
  /** minor units: the lines' amounts; tax on it at `tax_rate`, rounded once, half up; their sum */
  subtotal: number;
  tax: number;
  total: number;
  created_at: string;
}

/** An invoice with its lines. */
export interface Invoice extends InvoiceSummary {
  group_by: InvoiceGrouping;
  /** in hundredths of a percent: 2500 is 25 % */
  tax_rate: number;
  notes: string;
  /** why it was voided (a void invoice keeps its number) */
  void_reason: string | null;
  lines: InvoiceLine[];
}

/** A client of a company: the one its projects' hours are billed to. */
export interface Client {
  id: number;
  name: string;
  /** postal address, several lines; '' when not given */
  address: string;
  /** VAT id; '' when not given */
  vat_id: string;
  /** days from an invoice's issue to its due day */
  payment_terms_days: number;
  notes: string;
  /** archived clients are kept (their projects and invoices name them) but offered no more */
  archived: boolean;
  created_at: string;
}

/** Where an hourly rate applies, the most specific level winning (RATE_LEVELS, most specific first). */
export type RateLevel = 'consultant_project' | 'project' | 'client' | 'consultant' | 'company';

/**
 * An hourly rate in the company's currency, in minor units (cents for EUR), valid from `from` on
 * until the next rate of the same place: history is kept, an amount uses the rate valid on the
 * task's work day. `client`, `project`, `user` name the place as its level needs (null otherwise).
 */
export interface Rate {
  id: number;
  level: RateLevel;
  client: number | null;
  project: number | null;
  user: number | null;
  hourly_rate: number;
  from: string;
  set_at: string;
  set_by_name: string;
  /** the names of its places as they are now (null where the level names none) */
  client_name: string | null;
  project_name: string | null;
  /** the consultant's full name, else her email */
  user_name: string | null;
}

/** A person: company admin, department admin, board member or consultant. Never carries a password. */
export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  contact: string;
  is_active: boolean;
  date_joined: string;
  /** The consultant's (or department admin's) department id. */
  department: number | null;
  company: number | null;
  role: Role;
}

export interface PeriodTotals {
  /** minutes */
  total_duration: number;
  task_count: number;
}

export interface PerformanceRow {
  id: number;
  name: string;
  email: string;
  contact: string;
  /** department name, as shown and searched */
  department: string;
  department_id: number | null;
  daily_tasks: PeriodTotals;
  weekly_tasks: PeriodTotals;
  monthly_tasks: PeriodTotals;
  previous_month_tasks: PeriodTotals;
  /**
   * the target minutes of this week's days up to today (the consultant's schedule, holidays 0):
   * a consultant whose week has fewer minutes is under target
   */
  weekly_target: number;
}

export interface Task {
  id: number;
  title: string;
  /** rich text (HTML); tasks created before 2025-02-23 hold plain text */
  body: string;
  /** minutes, whole number >= 1 */
  duration: number;
  project: number | null;
  project_name: string | null;
  created_at: string;
  /**
   * the work day 'yyyy-MM-dd' the hours count on (totals, reports, the task list's days): the day
   * given, or else `created_at`'s day in the company's time zone
   */
  worked_on: string;
  user: number;
  /**
   * billable (true) or not (false) whatever its project is, as its consultant (before the week is
   * approved) or the representative (until it is invoiced) marked it; null: as its project
   */
  billable: boolean | null;
}

export interface Draft extends Omit<Task, 'billable'> {
  published: boolean;
  /** The task of the week before it was copied from ('Copy last week'); null for any other draft. */
  copied_from: number | null;
}

export interface TaskLog {
  id: number;
  created_at: string;
  email: string;
  action: string;
}

// ---- payloads ---------------------------------------------------------------------------------

export interface NewPerson {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  contact: string;
}
/** POST /employees/{id}: when {id} is a company, `department` says which department. */
export interface NewConsultant extends NewPerson {
  department?: number;
}
export interface NewCompany {
  name: string;
  admin: number;
  /** an IANA zone name the company's days are counted in; without it, the server's */
  time_zone?: string;
}
export type CompanyPatch =
  | { name: string }
  | { admin: number }
  | { is_active: boolean }
  /** an IANA zone name; the company's totals are recomputed in it */
  | { time_zone: string }
  /** an ISO 4217 code: the currency its rates and amounts are in */
  | { currency: string }
  /** what an issued invoice's number starts with ('2026-') */
  | { invoice_prefix: string }
  /** the number the next issued invoice gets (set only before the first is issued) */
  | { invoice_next_number: number }
  /** the tax rate of new invoices, in hundredths of a percent */
  | { tax_rate: number }
  | { address: string }
  | { locale: string };
export interface NewDepartment {
  name: string;
  admin: number;
}
export type DepartmentPatch = { name: string } | { admin: number };
export interface ProjectInput {
  name: string;
  /** the client it is billed to; null or absent: none */
  client?: number | null;
  /** absent: billable */
  billable?: boolean;
  /** a budget in minutes; null: none. Setting it removes a budget in money */
  budget_minutes?: number | null;
  /** a budget in money (minor units); null: none. Setting it removes a budget in minutes */
  budget_amount?: number | null;
}
/** PATCH /project/{id}: the fields sent change, the others stay. */
export type ProjectPatch = Partial<ProjectInput>;
export interface ClientInput {
  name: string;
  address?: string;
  vat_id?: string;
  /** absent: the company's default (CLIENT_DEFAULTS.paymentTermsDays) */
  payment_terms_days?: number;
  notes?: string;
}
/** PATCH /client/{id}: the fields sent change, the others stay. */
export type ClientPatch = Partial<ClientInput> & { archived?: boolean };
/**
 * POST /invoices/{companyId}: a draft for `client` over the days `from` to `to`: the billable
 * minutes of approved weeks on the client's projects in those days that no other invoice holds.
 * `tax_rate` (hundredths of a percent) defaults to the company's; `due_on` to the issue day plus
 * the client's payment terms.
 */
export interface InvoiceInput {
  client: number;
  from: string;
  to: string;
  group_by: InvoiceGrouping;
  tax_rate?: number;
  notes?: string;
  due_on?: string;
}
/** A fixed line added to a draft: its words and amount (minor units). */
export interface FixedLineInput {
  description: string;
  amount: number;
}
/** PATCH /invoice/{id} (drafts only): lines dropped (their hours free again) or added, and the rest as sent. */
export interface InvoicePatch {
  notes?: string;
  /** null: the issue day plus the client's payment terms */
  due_on?: string | null;
  tax_rate?: number;
  remove_lines?: number[];
  add_lines?: FixedLineInput[];
}
export interface InvoiceIssue {
  /** the issue day; without it, today in the company's time zone */
  issued_on?: string;
}
export interface InvoiceVoiding {
  reason: string;
}
export interface InvoicePayment {
  paid_on: string;
}
/** POST /rates/{companyId}: `client`, `project`, `user` as `level` needs them (RATE_PLACES). */
export interface RateInput {
  level: RateLevel;
  client?: number;
  project?: number;
  user?: number;
  hourly_rate: number;
  from: string;
}
export interface TaskInput {
  title: string;
  body: string;
  duration: number;
  project: number | null;
  /** the work day 'yyyy-MM-dd' (not after today, at most 366 days back); without it, today */
  worked_on?: string;
}
/** A task: a draft's fields and its own billable mark (Task.billable; without it, as its project). */
export interface NewTask extends TaskInput {
  billable?: boolean | null;
}
/**
 * PATCH /drafts/{user}: publishes the drafts listed (those the client shows), each turned into a
 * task once, in one transaction; drafts already published are skipped. Without `drafts` (or
 * without a body, as the spec's call) every unpublished draft of the user.
 */
export interface PublishDrafts {
  drafts?: number[];
}
/**
 * What publishing did: how many drafts became tasks (0 when another call had published them), and
 * each draft that stays a draft because its week takes no writes (approved; submitted, for the
 * consultant), with its day, its week's Monday and state, and why in words.
 */
export interface Published {
  published: number;
  refused: PublishRefusal[];
}
export interface PublishRefusal {
  draft: number;
  worked_on: string;
  week: string;
  status: WeekStatus;
  error: 'week_locked';
  detail: string;
}
/**
 * A change of a person. One's own password is changed only with the current one
 * (`current_password`, checked like a sign-in); someone else's without it.
 */
export type UserPatch =
  | { email: string; first_name: string; last_name: string; contact: string }
  | { email: string; password: string; current_password?: string }
  | { password: string; current_password?: string }
  | { is_active: boolean }
  | { department: number };

/** An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0). */
export type OpenApiDocument = Record<string, unknown>;

/** What every delete answers. */
export interface Deleted {
  deleted: number;
}

/**
 * Every call of the API (the ones the product leaves open marked "decided"),
 * as method + path pattern (`{name}` is a path parameter) -> request body and response types.
 * The success code of each is `successStatus` (./endpoints).
 */
export interface Endpoints {
  'POST /token/': { body: TokenRequest; res: TokenResponse };
  /** decided: token refresh */
  'POST /token/refresh/': { body: RefreshRequest; res: TokenResponse };
  /** decided: ends the caller's session, so its tokens stop working at once */
  'POST /token/logout/': { res: LogoutResponse };
  /** decided: answers while the API serves, without a session (the client's reachability probe) */
  'GET /health': { res: Health };
  /** decided: this table as an OpenAPI 3.1 document, without a session (generated, never written) */
  'GET /openapi.json': { res: OpenApiDocument };
  'GET /get_department/{user_id}': { res: Department };
  'GET /get_company/{user_id}': { res: CompanyOfUser };
  'GET /companies': { res: Company[] };
  'POST /companies': { body: NewCompany; res: Company };
  'PATCH /company/{id}': { body: CompanyPatch; res: Company };
  'DELETE /company/{id}': { res: Deleted };
  'POST /company_admins': { body: NewPerson; res: User };
  'GET /departments/{companyId}': { res: Department[] };
  'POST /departments/{companyId}': { body: NewDepartment; res: Department };
  'PATCH /department/{id}': { body: DepartmentPatch; res: Department };
  'DELETE /department/{id}': { res: Deleted };
  'POST /department_admins/{companyId}': { body: NewPerson; res: User };
  'GET /members/{companyId}': { res: User[] };
  'POST /members/{companyId}': { body: NewPerson; res: User };
  'GET /employees/{departmentOrCompanyId}': { res: User[] };
  'POST /employees/{departmentOrCompanyId}': { body: NewConsultant; res: User };
  'DELETE /employee/{id}': { res: Deleted };
  'GET /projects/{companyId}': { res: Project[] };
  'POST /projects/{companyId}': { body: ProjectInput; res: Project };
  'PATCH /project/{id}': { body: ProjectPatch; res: Project };
  'DELETE /project/{id}': { res: Deleted };
  /**
   * decided: the budgets of a company's live projects that have one, used and left to date (budgets
   * in money only for those who see money)
   */
  'GET /project_budgets/{companyId}': { res: ProjectBudget[] };
  /** decided: a company's clients, archived ones too (read by those who read its projects or money) */
  'GET /clients/{companyId}': { res: Client[] };
  'POST /clients/{companyId}': { body: ClientInput; res: Client };
  'PATCH /client/{id}': { body: ClientPatch; res: Client };
  /** decided: refused (409) while a project or an invoice names the client: archive it instead */
  'DELETE /client/{id}': { res: Deleted };
  /** decided: a company's hourly rates, every level and their history (only for those who see money) */
  'GET /rates/{companyId}': { res: Rate[] };
  'POST /rates/{companyId}': { body: RateInput; res: Rate };
  'DELETE /rate/{id}': { res: Deleted };
  /** decided: a company's invoices, newest first (only for those who see money) */
  'GET /invoices/{companyId}': { res: InvoiceSummary[] };
  'POST /invoices/{companyId}': { body: InvoiceInput; res: Invoice };
  'GET /invoice/{id}': { res: Invoice };
  'PATCH /invoice/{id}': { body: InvoicePatch; res: Invoice };
  /** decided: drafts only; their hours are free again */
  'DELETE /invoice/{id}': { res: Deleted };
  'POST /invoice/{id}/issue': { body: InvoiceIssue; res: Invoice };
  'POST /invoice/{id}/void': { body: InvoiceVoiding; res: Invoice };
  'POST /invoice/{id}/paid': { body: InvoicePayment; res: Invoice };
  /** decided: the invoice as a PDF (application/pdf) */
  'GET /invoice/{id}/pdf': { res: string };
  'GET /tasks_logs/{companyId}': { res: TaskLog[] };
  'GET /grouped_tasks/{companyId}': { res: PerformanceRow[] };
  'GET /task_grouping_by_department/{departmentId}': { res: PerformanceRow[] };
  /** decided: hours by project, consultant, department or day; see HoursReport below */
  'GET /reports/{companyId}': { query: HoursReportQuery; res: HoursReport };
  'GET /tasks/{userId}': { res: Task[] };
  'POST /tasks/{userId}': { body: NewTask; res: Task };
  /** the representative (or the admin) may change `billable` alone in an approved week not invoiced */
  'PATCH /task/{taskId}': { body: Partial<NewTask>; res: Task };
  /** decided: 202 */
  'DELETE /task/{taskId}': { res: Deleted };
  'GET /drafts/{userId}': { res: Draft[] };
  'POST /drafts/{userId}': { body: TaskInput; res: Draft };
  /** decided: the body lists the drafts to publish (see PublishDrafts) */
  'PATCH /drafts/{userId}': { body: PublishDrafts; res: Published };
  /** decided: edit one draft */
  'PATCH /draft/{draftId}': { body: Partial<TaskInput>; res: Draft };
  /** decided: delete one draft */
  'DELETE /draft/{draftId}': { res: Deleted };
  'PATCH /update_user/{userId}': { body: UserPatch; res: User };
  /** decided: a consultant's week (see Timesheet below) */
  'GET /timesheet/{userId}': { query: WeekQuery; res: Timesheet };
  /** decided: a consultant's weeks rejected and not yet resubmitted, oldest first (see RejectedWeek) */
  'GET /rejected_weeks/{userId}': { res: RejectedWeek[] };
  /** decided: the week's transitions (WEEK_TRANSITIONS), each answering the week (200) */
  'POST /timesheet/{userId}/submit': { body: WeekQuery; res: Timesheet };
  'POST /timesheet/{userId}/withdraw': { body: WeekQuery; res: Timesheet };
  'POST /timesheet/{userId}/approve': { body: WeekQuery; res: Timesheet };
  'POST /timesheet/{userId}/reject': { body: WeekRejection; res: Timesheet };
  'POST /timesheet/{userId}/reopen': { body: WeekReopening; res: Timesheet };
  /** decided: the weeks of the consultants in the caller's scope */
  'GET /timesheets/{companyId}': { query: TimesheetsQuery; res: TimesheetSummary[] };
  /** decided: how many weeks in the caller's scope wait for a decision, whatever the week (see WaitingWeeks) */
  'GET /waiting_weeks/{companyId}': { query: WaitingWeeksQuery; res: WaitingWeeks };
  /** decided: a consultant's target schedules, oldest first (see TargetSchedule below) */
  'GET /targets/{userId}': { res: TargetSchedule[] };
  /** decided: sets the schedule from a day on (replacing one set from the same day) */
  'POST /targets/{userId}': { body: TargetInput; res: TargetSchedule };
  /** decided: the company's holidays, by day (see Holiday below) */
  'GET /holidays/{companyId}': { res: Holiday[] };
  'POST /holidays/{companyId}': { body: HolidayInput; res: Holiday };
  'DELETE /holiday/{holidayId}': { res: Deleted };
  /** decided: drafts made from tasks of the week before (see DraftCopies below) */
  'POST /draft_copies/{userId}': { body: DraftCopies; res: Draft[] };
  /** decided: the company's audit trail, newest first (see @app/contract/audit) */
  'GET /audit/{companyId}': { query: AuditQuery; res: AuditPage };
  'GET /audit_retention/{companyId}': { res: AuditRetention };
  'PATCH /audit_retention/{companyId}': { body: AuditRetention; res: AuditRetention };
  /** decided: personal access tokens (see ApiToken below); the secret is answered by the create alone */
  'POST /api_tokens': { body: NewApiToken; res: CreatedApiToken };
  'GET /api_tokens': { query: ApiTokensQuery; res: ApiToken[] };
  'DELETE /api_token/{id}': { res: Deleted };
  /**
   * decided: hours imported from another tracker's CSV export (see ImportResult below; the file is
   * the body, as text/csv). Answers 200 with every row's fate; a file with an error row writes
   * nothing and answers 422 with the same list (ImportRefusal).
   */
  /** the body: the file's bytes as they are (or its text), read in the query's encoding or the one detected */
  'POST /imports/{companyId}': { query: ImportQuery; body: string | ArrayBuffer; res: ImportResult };
  /** decided: the earliest day the company's imports reach back to (see ImportFloor) */
  'GET /import_floor/{companyId}': { res: ImportFloor };
  'PATCH /import_floor/{companyId}': { body: ImportFloor; res: ImportFloor };
  /** decided: a page's report of a remote release it refused (see ClientReport below) */
  'POST /client_reports': { body: ClientReportInput; res: ClientReport };
  /** decided: the reports, newest first (the platform admin) */
  'GET /client_reports': { res: ClientReport[] };
}

// ---- client reports (their rules and words: @app/contract/releases) ---------------------------

/**
 * A remote release an open page refused: built for versions of the shared library or the contract
 * that the page does not offer. Sent by the page itself; one per person, module and release.
 */
export interface ClientReportInput {
  kind: 'version_skew';
  area: 'admin' | 'company' | 'department' | 'employee';
  /** the refused release's label */
  release: string;
  /** what does not match, one line per package */
  mismatches: string[];
  /** the versions the page offers, by package */
  offered: Record<string, string>;
}
export interface ClientReport extends ClientReportInput {
  id: number;
  at: string;
  user: number | null;
  user_email: string;
}

// ---- personal access tokens ---------------------------------------------------------------------

/** What a token may do: read (GET) only, or everything its owner may. */
export type ApiTokenScope = 'read' | 'read-write';

/**
 * A personal access token: `Authorization: Bearer <token>` on the same calls as the browser's,
 * acting as its owner with her role, within its scope, until it expires or is revoked. Its secret
 * is kept only as a hash: it is answered once, by the create.
 */
export interface ApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
  /** its owner */
  user: number;
  user_email: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  /** the client address of its last use */
  last_used_from: string | null;
}
export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  /** ISO 8601, in the future and at most API_TOKEN_MAX_DAYS days away */
  expires_at: string;
}
/** The token just made, with its secret in `token`: shown this once. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}
/** GET /api_tokens: the caller's own; `company`: her company's people's (its representative). */
export interface ApiTokensQuery {
  company?: number;
}

// ---- timesheets ------------------------------------------------------------------------------

/**
 * A consultant's week, Monday to Sunday in the company's calendar: open until she submits it;
 * her department's lead or her company's representative approves or rejects it (with a comment);
 * the representative reopens an approved week (with a reason). Nothing of an approved week can be
 * written by anyone (409); a submitted week takes nothing more from the consultant herself (409).
 */
/** A week's state (their order: WEEK_STATUSES of @app/contract/weeks). */
export type WeekStatus = 'open' | 'submitted' | 'approved' | 'rejected';

/** Any day of the week ('yyyy-MM-dd'). */
export interface WeekQuery {
  week: string;
}
export interface WeekRejection extends WeekQuery {
  comment: string;
}
export interface WeekReopening extends WeekQuery {
  reason: string;
}

/** One day of a week: its minutes and its target (minutes; 0 on a holiday, which it names). */
export interface TimesheetDay {
  day: string;
  total_duration: number;
  target_duration: number;
  holiday: string | null;
}

/** The minutes of one project (null: no project) on each day of the week that has any. */
export interface TimesheetRow {
  project: number | null;
  project_name: string | null;
  days: Record<string, number>;
}

/** One transition of the week: to which state, when, by whom, with the comment or reason given. */
export interface WeekDecision {
  status: WeekStatus;
  at: string;
  by: number | null;
  by_name: string;
  comment: string | null;
}

export interface Timesheet {
  user: number;
  week_start: string;
  status: WeekStatus;
  total_duration: number;
  target_duration: number;
  days: TimesheetDay[];
  rows: TimesheetRow[];
  history: WeekDecision[];
}

export interface TimesheetsQuery extends WeekQuery {
  department?: number;
  status?: WeekStatus;
}

/**
 * A consultant's target minutes of each weekday (Monday first, 7 values) from `effective_from` on,
 * until a later schedule's day. Without any, DEFAULT_DAY_TARGETS (@app/contract/weeks). A change
 * applies from its day, which is never before the current week: past weeks keep their targets.
 */
export interface TargetSchedule {
  effective_from: string;
  days: number[];
  set_at: string;
  set_by_name: string;
}
export interface TargetInput {
  effective_from: string;
  days: number[];
}

/** A company holiday: its day counts 0 target for every consultant of the company. */
export interface Holiday {
  id: number;
  day: string;
  name: string;
}
export interface HolidayInput {
  day: string;
  name: string;
}

/**
 * POST /draft_copies/{user}: each task listed (a task of the consultant in the week before
 * `week`) becomes a draft on the same weekday of `week`, with its title, body and project and the
 * duration given; all or none.
 */
export interface DraftCopies {
  week: string;
  tasks: { task: number; duration: number }[];
}

/** A week of hers rejected and not resubmitted yet: its Monday, and the rejection's comment, by whom, when. */
export interface RejectedWeek {
  week_start: string;
  comment: string;
  by_name: string;
  at: string;
}

/** GET /waiting_weeks/{company}: a department's only (a department's lead: hers, asked or not). */
export interface WaitingWeeksQuery {
  department?: number;
}
/** The weeks submitted and not yet decided in the caller's scope, of any week, and the oldest one's Monday. */
export interface WaitingWeeks {
  waiting: number;
  oldest_week: string | null;
}

/** One consultant's week in GET /timesheets/{company}. */
export interface TimesheetSummary {
  user: number;
  name: string;
  department: number | null;
  department_name: string | null;
  status: WeekStatus;
  total_duration: number;
  target_duration: number;
}

// ---- audit trail (its rules and words: @app/contract/audit) ----------------------------------

/** The kinds of record an event is about (AUDIT_ENTITIES). */
export type AuditEntity =
  | 'task'
  | 'draft'
  | 'person'
  | 'company'
  | 'department'
  | 'project'
  | 'week'
  | 'target'
  | 'holiday'
  | 'session'
  | 'api_token'
  | 'audit'
  | 'client'
  | 'rate'
  | 'invoice';

/** What was done (AUDIT_ACTIONS). */
export type AuditAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'moved'
  | 'activated'
  | 'deactivated'
  | 'password_changed'
  | 'published'
  | 'submitted'
  | 'withdrawn'
  | 'approved'
  | 'rejected'
  | 'reopened'
  | 'signed_in'
  | 'sign_in_refused'
  | 'signed_out'
  | 'session_revoked'
  | 'retention_changed'
  | 'pruned'
  | 'issued'
  | 'voided'
  | 'paid';

/** Who did it: a signed-in user, an account that tried to sign in, or the server itself (id null). */
export interface AuditActor {
  id: number | null;
  email: string;
  role: Role | null;
}

/** One recorded change: only the fields that changed, before and after; secrets never. */
export interface AuditEvent {
  id: number;
  /** server time, ISO */
  at: string;
  actor: AuditActor;
  company: number | null;
  department: number | null;
  entity: { type: AuditEntity; id: number | null };
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /**
   * The names of the records `before` and `after` name by id (a department, project, client or
   * company; a user or an admin is a person) and of the record the event is about, as they were
   * when it was written, keyed 'kind:id' ('department:12', 'person:7'); a record the trail holds
   * no name for reads as named now, one neither knows is left out.
   */
  names: Record<string, string>;
  reason: string | null;
  client_address: string | null;
  request_id: string | null;
}

/**
 * GET /audit/{companyId}: newest first. `from`/`to`: days (yyyy-MM-dd) in the company's time zone,
 * both counted; `cursor`: the `next_cursor` of the page before; `limit`: 1 to AUDIT_PAGE_MAX;
 * `format=csv`: every event of the query as a CSV file (no paging).
 */
export interface AuditQuery {
  from?: string;
  to?: string;
  actor?: number;
  /** the actor by email or full name (as the company's people are named now), any case */
  actor_name?: string;
  entity?: AuditEntity;
  entity_id?: number;
  /** the record by name, any case: the person an event is about, or a project or department */
  record_name?: string;
  action?: AuditAction;
  cursor?: string;
  limit?: number;
  format?: 'json' | 'csv';
}

export interface AuditPage {
  events: AuditEvent[];
  /** the cursor of the next (older) page; null on the last page */
  next_cursor: string | null;
}

/** A company's retention of its events: days kept (null: forever). */
export interface AuditRetention {
  days: number | null;
}

// ---- imports (their rules and words: @app/contract/imports) ----------------------------------

/** Whose export a file is: each tool's documented column layout, or the generic one. */
export type ImportFormat = 'toggl' | 'clockify' | 'kimai' | 'harvest' | 'generic';

/** What an import reads from a row, each from one column of the file. */
export type ImportField =
  'email' | 'day' | 'time' | 'end' | 'minutes' | 'project' | 'client' | 'title' | 'description';

/**
 * POST /imports/{companyId}. `time_zone`: the zone the file's days and times were written in (IANA,
 * e.g. Europe/Berlin); a row's work day is its start (day and, when there is one, time) in the
 * company's time zone. `dry_run`: every row checked, nothing written. `create_projects`: a project
 * not found by name in the company is created (else the row is an error), under the company's client
 * the file's client column names for it, if the company has one. `<field>_column`: the
 * column a field is read from, instead of the format's own (the mapping step); empty: from none (an
 * optional field only).
 */
/**
 * The earliest day a company's imports reach back to (LIMITS.importEarliestDay unless the company
 * set another): a day of the product's range, not after today. Read and set by those who import.
 */
export interface ImportFloor {
  earliest_day: string;
}

/** How a file's bytes are read as text. */
export type ImportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface ImportQuery {
  format: ImportFormat;
  time_zone: string;
  /** how the file's bytes are read ('auto', the default: its byte order mark, else UTF-8 when valid, else Windows-1252) */
  encoding?: ImportEncoding | 'auto';
  /**
   * who the file's people are, where matching does not say (ImportPerson): a JSON object from a
   * person as the file writes them to a consultant's id, or to null to skip their rows
   */
  people?: string;
  /**
   * days written with slashes: month first (11/20/2026) or day first (20/11/2026); 'auto', the
   * default: as the file's days tell (a number over 12), else month first
   */
  day_order?: 'auto' | 'mdy' | 'dmy';
  /** an entry under a minute: skipped (the default), or counted as one minute */
  short_entries?: 'skip' | 'round_up';
  dry_run?: boolean;
  create_projects?: boolean;
  email_column?: string;
  day_column?: string;
  time_column?: string;
  end_column?: string;
  minutes_column?: string;
  project_column?: string;
  client_column?: string;
  title_column?: string;
  description_column?: string;
}

/** What a row is: created (or, on a dry run, would be), imported before (nothing to do), or wrong. */
export type ImportRowStatus = 'create' | 'duplicate' | 'skip' | 'error';

/** The task a row makes. */
export interface ImportedTask {
  user: number;
  email: string;
  /** the work day, in the company's time zone */
  worked_on: string;
  duration: number;
  /** the project's name; null: no project */
  project: string | null;
  title: string;
}

/** A row's person, day and title as the file writes them (trimmed; '' where it has none). */
export interface ImportRowWritten {
  person: string;
  day: string;
  title: string;
}

export interface ImportRow {
  /** the file's line the row starts on (the header is line 1) */
  line: number;
  status: ImportRowStatus;
  /** the row as written: every row has it, an error or skipped row included */
  written: ImportRowWritten;
  /** the row's task (create and duplicate) */
  task: ImportedTask | null;
  /**
   * an error row: the field at fault ('file' for the row as a whole) and what is wrong; a row
   * skipped (an entry under a minute): the field and why it is skipped
   */
  field: ImportField | 'file' | null;
  error: string | null;
}

/**
 * How a person of the file was matched to a consultant: by email, by full name or by user name
 * (the email's part before @) when exactly one consultant has it, as chosen (`people`), or their
 * rows skipped as chosen; 'none': nobody (their rows are errors until chosen or skipped).
 */
export type ImportPersonMatch = 'email' | 'name' | 'username' | 'chosen' | 'skipped' | 'none';

/** A person of the file and the consultant they are. */
export interface ImportPerson {
  /** as the file writes them (the first spelling met) */
  written: string;
  /** the file's rows of theirs */
  rows: number;
  matched_by: ImportPersonMatch;
  /** the consultant (null: none, or skipped) */
  user: number | null;
  name: string | null;
  email: string | null;
}

export interface ImportResult {
  dry_run: boolean;
  /** each distinct person of the file, in the order first met */
  people: ImportPerson[];
  /** how the file's bytes were read (chosen, or detected when 'auto') */
  encoding: ImportEncoding;
  /** how days written with slashes were read (null: the file has none) */
  day_order: 'mdy' | 'dmy' | null;
  /** whether the file's own days told that order (else it was asked for, or taken as month first) */
  day_order_told: boolean;
  /** the file's header, as read */
  columns: string[];
  /** the column each field was read from (null: not in the file) */
  mapping: Record<ImportField, string | null>;
  rows: ImportRow[];
  /** tasks created by this call (0 on a dry run) */
  created: number;
  /** rows that are (or, on a dry run, would be) created */
  to_create: number;
  duplicates: number;
  /** rows left out for a detail, each saying why (an entry under a minute) */
  skipped: number;
  errors: number;
  /** projects created by this call, or on a dry run that would be */
  new_projects: string[];
  /** the client each of new_projects is made under (in its order) */
  new_project_clients: ImportProjectClient[];
}

/**
 * The client a new project of an import is made under: the company's client (live, not archived)
 * named as the file's client column names it for the project's first row, whatever its case;
 * `client` null: the file names none, or the company has no such client (`file_client` says which).
 */
export interface ImportProjectClient {
  project: string;
  /** the company's client, as the company names it */
  client: string | null;
  /** the client as the file wrote it (null: no client column, or an empty cell) */
  file_client: string | null;
}

/** 422 of POST /imports: a file with an error row, nothing written; the rows as a dry run lists them. */
export interface ImportRefusal extends ApiError, ImportResult {}

// ---- reports -----------------------------------------------------------------------
// GET /reports/{companyId}?from=YYYY-MM-DD&to=YYYY-MM-DD&group_by=...[&department=&project=&consultant=]

export const REPORT_GROUPINGS = ['project', 'consultant', 'department', 'day', 'client'] as const;
export type ReportGroupBy = (typeof REPORT_GROUPINGS)[number];
/** Longest range of a report, in days (both ends counted). */
export const REPORT_MAX_DAYS = 366;

/**
 * Query of GET /reports/{companyId}. Dates are calendar days in the company's time zone, both
 * counted. Filters are ids (numbers, as in every path); a consultant's hours count for the
 * department the consultant belongs to now. Refusals: 400 {error:'invalid', field} naming
 * from, to, group_by, department, project or consultant (not a real date, from after to, more than
 * REPORT_MAX_DAYS days, an unknown grouping, an id that is not one of the company's); 403 when the
 * caller may not see the company or asks for more than their scope (a department_admin: another
 * department or a consultant outside theirs; an employee: anybody else or another department);
 * 404 for an unknown company.
 */
export interface HoursReportQuery {
  from: string;
  to: string;
  group_by: ReportGroupBy;
  department?: number;
  project?: number;
  consultant?: number;
  /** 'approved': only the hours of consultants' weeks that are approved */
  status?: 'approved';
}

/** Minutes and number of tasks. */
export interface ReportTotals {
  /** minutes */
  total_duration: number;
  task_count: number;
  /**
   * For those who see money only (the server leaves them out for everyone else): the minutes on
   * billable projects, and their amount in minor units of the report's `currency`, each task's
   * minutes at the rate valid on its work day (the most specific level winning), rounded once per
   * row, half up; the totals' amount is the sum of the rows'.
   */
  billable_duration?: number;
  amount?: number;
}

/**
 * One group of a report. `key`: the project id (null: 'No project'), consultant id, department id
 * (null: 'No department'), the day 'YYYY-MM-DD' or the client id (null: 'No client'). `name`: the
 * project's name (a deleted project keeps it), the consultant's full name, the department's name,
 * the day again, or the client's name.
 */
export interface ReportRow extends ReportTotals {
  key: number | string | null;
  name: string;
}

export interface HoursReport {
  company: number;
  from: string;
  to: string;
  group_by: ReportGroupBy;
  /** the company's zone the days are counted in */
  time_zone: string;
  /** the filters applied: the ones asked for, and the scope the server sets for the caller's role */
  filters: { department: number | null; project: number | null; consultant: number | null };
  /** 'approved': only the hours of weeks approved (billable); null: every hour */
  status: 'approved' | null;
  /** groups with at least one task; by total_duration descending then name, or by day ascending */
  rows: ReportRow[];
  totals: ReportTotals;
  /** the ISO 4217 code of the amounts: only with them (for those who see money) */
  currency?: string;
}
