/**
 * What the API's document says of each call beyond its schemas: a one-line summary, the tag it is
 * listed under, and the refusals particular to it (the route helper's and the app's common ones are
 * worked out from what the route declares). One entry a call: the compiler refuses a call without.
 */
import type { EndpointKey } from '@app/contract';

/** The groups the calls are listed in, each with what it holds. */
export const TAGS = {
  Sessions: 'Signing in and out, and the tokens of a session',
  Service: 'The API itself: whether it serves, and this document',
  Companies: 'Companies and their settings (the platform admin)',
  Departments: "A company's departments and their leads",
  People: 'Representatives, leads, board members and consultants',
  Projects: "A company's projects",
  Money: 'Clients, billable hourly rates and the currency',
  Invoices: 'Invoices of approved billable hours: drafts, issued, void and paid, and their PDF',
  Tasks: 'Logged tasks and the task log',
  Drafts: 'Drafts a consultant keeps and publishes as tasks',
  Performance: "Each consultant's hours today, this week, this month and the month before",
  Reports: 'Hours of a range of days, grouped',
  Timesheets: 'Weeks submitted, approved (locked), rejected and reopened',
  Targets: 'Target hours and holidays',
  Audit: 'Who changed what, when and from where',
  Tokens: 'Personal access tokens for other tools',
  Imports: "Hours from other trackers' exports",
  Releases: 'Remote releases that open pages refused',
} as const;

export interface OperationText {
  summary: string;
  tag: keyof typeof TAGS;
  /** refusals of this call alone, by status */
  refusals?: Record<number, string>;
}

const SESSION_ONLY = 'Sent with a personal access token (`session_only`): only from a signed-in session';
const THROTTLED = 'Too many attempts: wait `retry_after` seconds (also in `Retry-After`)';

export const OPERATIONS: Record<EndpointKey, OperationText> = {
  'POST /token/': {
    summary: 'Sign in: access and refresh tokens',
    tag: 'Sessions',
    refusals: {
      401: 'No active account with these credentials',
      403: 'The account may not use this application (`not_authorized`)',
      429: THROTTLED,
    },
  },
  'POST /token/refresh/': {
    summary: 'New tokens from a refresh token (it rotates)',
    tag: 'Sessions',
    refusals: { 401: 'The refresh token is not valid, or its session has ended' },
  },
  'POST /token/logout/': {
    summary: "End the caller's session",
    tag: 'Sessions',
    refusals: { 403: SESSION_ONLY },
  },
  'GET /health': { summary: 'Whether the API serves', tag: 'Service' },
  'GET /openapi.json': { summary: 'This document', tag: 'Service' },
  'GET /get_department/{user_id}': { summary: 'The department a lead leads', tag: 'Departments' },
  'GET /get_company/{user_id}': { summary: 'The company a person belongs to', tag: 'Companies' },
  'GET /companies': { summary: 'Every company (the platform admin)', tag: 'Companies' },
  'POST /companies': { summary: 'Create a company', tag: 'Companies' },
  'PATCH /company/{id}': {
    summary: "Change a company's name, representative or settings (its currency: its representative too)",
    tag: 'Companies',
    refusals: { 409: 'The company has rates in its currency (`currency_in_use`)' },
  },
  'DELETE /company/{id}': { summary: 'Delete a company', tag: 'Companies' },
  'POST /company_admins': { summary: "Create a company's representative", tag: 'People' },
  'GET /departments/{companyId}': { summary: "A company's departments", tag: 'Departments' },
  'POST /departments/{companyId}': { summary: 'Create a department', tag: 'Departments' },
  'PATCH /department/{id}': { summary: "Change a department's name or lead", tag: 'Departments' },
  'DELETE /department/{id}': { summary: 'Delete a department', tag: 'Departments' },
  'POST /department_admins/{companyId}': { summary: "Create a department's lead", tag: 'People' },
  'GET /members/{companyId}': { summary: "A company's board members", tag: 'People' },
  'POST /members/{companyId}': { summary: 'Add a board member', tag: 'People' },
  'GET /employees/{departmentOrCompanyId}': {
    summary: 'The consultants of a company or a department',
    tag: 'People',
  },
  'POST /employees/{departmentOrCompanyId}': { summary: 'Add a consultant', tag: 'People' },
  'DELETE /employee/{id}': { summary: 'Delete a person', tag: 'People' },
  'GET /projects/{companyId}': { summary: "A company's projects", tag: 'Projects' },
  'POST /projects/{companyId}': {
    summary: 'Create a project',
    tag: 'Projects',
    refusals: { 409: 'Another live project of the company has this name (`duplicate_name`)' },
  },
  'PATCH /project/{id}': {
    summary: 'Rename a project, or set its client, whether it is billable or its budget',
    tag: 'Projects',
    refusals: { 409: 'Another live project of the company has this name (`duplicate_name`)' },
  },
  'DELETE /project/{id}': { summary: 'Delete a project', tag: 'Projects' },
  'GET /project_budgets/{companyId}': {
    summary: "The budgets of a company's projects, used and left to date",
    tag: 'Projects',
  },
  'GET /clients/{companyId}': { summary: "A company's clients, archived ones too", tag: 'Money' },
  'POST /clients/{companyId}': {
    summary: 'Add a client',
    tag: 'Money',
    refusals: { 409: 'Another client of the company has this name (`duplicate_name`)' },
  },
  'PATCH /client/{id}': {
    summary: 'Change or archive a client',
    tag: 'Money',
    refusals: { 409: 'Another client of the company has this name (`duplicate_name`)' },
  },
  'DELETE /client/{id}': {
    summary: 'Delete a client nothing names',
    tag: 'Money',
    refusals: { 409: 'A project names the client (`client_in_use`): archive it instead' },
  },
  'GET /rates/{companyId}': { summary: "A company's hourly rates, with their history", tag: 'Money' },
  'POST /rates/{companyId}': {
    summary: 'Set an hourly rate from a day on (replacing the same place and day)',
    tag: 'Money',
  },
  'DELETE /rate/{id}': {
    summary: 'Delete a rate',
    tag: 'Money',
    refusals: { 409: 'An invoice bills hours from its first day on (`rate_invoiced`)' },
  },
  'GET /invoices/{companyId}': { summary: "A company's invoices, newest first", tag: 'Invoices' },
  'POST /invoices/{companyId}': {
    summary: "An invoice draft of a client's approved billable hours in a period",
    tag: 'Invoices',
  },
  'GET /invoice/{id}': { summary: 'An invoice with its lines', tag: 'Invoices' },
  'PATCH /invoice/{id}': {
    summary: 'Change a draft: drop or add lines, notes, due day, tax rate',
    tag: 'Invoices',
    refusals: { 409: 'The invoice is no draft (`invoice_not_draft`)' },
  },
  'DELETE /invoice/{id}': {
    summary: 'Delete a draft (its hours are free again)',
    tag: 'Invoices',
    refusals: { 409: 'The invoice is no draft (`invoice_not_draft`)' },
  },
  'POST /invoice/{id}/issue': {
    summary: "Issue a draft: the company's next number, the issue and due days; its lines frozen",
    tag: 'Invoices',
    refusals: { 409: 'No draft (`invoice_not_draft`), or no lines (`invoice_empty`)' },
  },
  'POST /invoice/{id}/void': {
    summary: 'Void an issued invoice (its number kept; its hours free again)',
    tag: 'Invoices',
    refusals: { 409: 'Only an issued invoice is voided (`invoice_state`)' },
  },
  'POST /invoice/{id}/paid': {
    summary: 'Mark an issued invoice paid',
    tag: 'Invoices',
    refusals: { 409: 'Only an issued invoice is marked paid (`invoice_state`)' },
  },
  'GET /invoice/{id}/pdf': { summary: 'The invoice as a PDF', tag: 'Invoices' },
  'GET /tasks_logs/{companyId}': { summary: "A company's task log", tag: 'Tasks' },
  'GET /grouped_tasks/{companyId}': { summary: "Each consultant's hours of a company", tag: 'Performance' },
  'GET /task_grouping_by_department/{departmentId}': {
    summary: "Each consultant's hours of a department",
    tag: 'Performance',
  },
  'GET /reports/{companyId}': { summary: 'Hours of a range of days, grouped', tag: 'Reports' },
  'GET /tasks/{userId}': { summary: "A consultant's tasks", tag: 'Tasks' },
  'POST /tasks/{userId}': { summary: 'Log a task', tag: 'Tasks' },
  'PATCH /task/{taskId}': {
    summary: 'Change a task, or (the representative) mark it billable or not until it is invoiced',
    tag: 'Tasks',
    refusals: {
      409: 'Its week is locked (`week_locked`), or an invoice bills it and the change marks it (`task_invoiced`)',
    },
  },
  'DELETE /task/{taskId}': { summary: 'Delete a task', tag: 'Tasks' },
  'GET /drafts/{userId}': { summary: "A consultant's drafts", tag: 'Drafts' },
  'POST /drafts/{userId}': { summary: 'Save a draft', tag: 'Drafts' },
  'PATCH /drafts/{userId}': { summary: 'Publish drafts as tasks', tag: 'Drafts' },
  'PATCH /draft/{draftId}': { summary: 'Change a draft', tag: 'Drafts' },
  'DELETE /draft/{draftId}': { summary: 'Delete a draft', tag: 'Drafts' },
  'PATCH /update_user/{userId}': {
    summary: "Change a person's details, password, activity or department",
    tag: 'People',
    refusals: {
      403: `Outside the caller's role or company; a password or email ${SESSION_ONLY.toLowerCase()}`,
      429: `One's own password: too many wrong current passwords. ${THROTTLED}`,
    },
  },
  'GET /timesheet/{userId}': { summary: "A consultant's week", tag: 'Timesheets' },
  'GET /import_floor/{companyId}': {
    summary: "The earliest day the company's imports reach back to",
    tag: 'Imports',
  },
  'PATCH /import_floor/{companyId}': {
    summary: "Set the earliest day the company's imports reach back to",
    tag: 'Imports',
  },
  'GET /rejected_weeks/{userId}': {
    summary: "A consultant's weeks rejected and not resubmitted, with the comments",
    tag: 'Timesheets',
  },
  'POST /timesheet/{userId}/submit': { summary: 'Submit a week', tag: 'Timesheets' },
  'POST /timesheet/{userId}/withdraw': { summary: 'Withdraw a submitted week', tag: 'Timesheets' },
  'POST /timesheet/{userId}/approve': { summary: 'Approve a week (it locks)', tag: 'Timesheets' },
  'POST /timesheet/{userId}/reject': { summary: 'Reject a week with a comment', tag: 'Timesheets' },
  'POST /timesheet/{userId}/reopen': { summary: 'Reopen an approved week with a reason', tag: 'Timesheets' },
  'GET /timesheets/{companyId}': { summary: "The weeks of the caller's consultants", tag: 'Timesheets' },
  'GET /waiting_weeks/{companyId}': {
    summary: "How many of the caller's consultants' weeks wait for a decision, and the oldest",
    tag: 'Timesheets',
  },
  'GET /targets/{userId}': { summary: "A consultant's target schedules", tag: 'Targets' },
  'POST /targets/{userId}': { summary: 'Set a target schedule from a day on', tag: 'Targets' },
  'GET /holidays/{companyId}': { summary: "A company's holidays", tag: 'Targets' },
  'POST /holidays/{companyId}': { summary: 'Add a holiday', tag: 'Targets' },
  'DELETE /holiday/{holidayId}': { summary: 'Remove a holiday', tag: 'Targets' },
  'POST /draft_copies/{userId}': { summary: "Copy last week's tasks to drafts", tag: 'Drafts' },
  'GET /audit/{companyId}': {
    summary: "A page of a company's audit trail, or all of it as CSV",
    tag: 'Audit',
  },
  'GET /audit_retention/{companyId}': { summary: "How long a company's audit trail is kept", tag: 'Audit' },
  'PATCH /audit_retention/{companyId}': { summary: 'Set how long the audit trail is kept', tag: 'Audit' },
  'POST /api_tokens': {
    summary: 'Make a personal access token',
    tag: 'Tokens',
    refusals: { 403: SESSION_ONLY },
  },
  'GET /api_tokens': { summary: "The caller's tokens, or her company's", tag: 'Tokens' },
  'DELETE /api_token/{id}': { summary: 'Revoke a token', tag: 'Tokens', refusals: { 403: SESSION_ONLY } },
  'POST /imports/{companyId}': {
    summary: "Import hours from another tracker's CSV export",
    tag: 'Imports',
    refusals: { 429: `Another import of the company is running (\`import_running\`). ${THROTTLED}` },
  },
  'POST /client_reports': {
    summary: 'Report a remote release a page refused',
    tag: 'Releases',
    refusals: { 429: `Too many reports (\`too_many_reports\`). ${THROTTLED}` },
  },
  'GET /client_reports': { summary: 'The reports of refused releases', tag: 'Releases' },
};
