/**
 * Every user-facing title/body pair (error and confirmation dialogs) and every success notice,
 * verbatim as the product words them (typos included). Components show these constants, never
 * literals.
 *
 * Where the product gives only a title, the body is written by analogy and marked "body decided";
 * pairs the product does not name at all are marked "decided"
 * (docs/decisions/0048-messages-the-spec-does-not-spell-out.md).
 */

export interface MessagePair {
  title: string;
  body: string;
}

/** A confirmation dialog: a message pair plus the label of its confirming button. */
export interface Confirmation extends MessagePair {
  confirmLabel: string;
}

const pair = (title: string, body: string): MessagePair => ({ title, body });

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A wait as a user reads it: under a minute in seconds, else in whole minutes rounded up. */
const waitText = (seconds: number) =>
  seconds < 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute');

/**
 * decided: a create or update the server refused for a named field other than the email keeps the
 * spec's title and names that field, instead of blaming the email.
 */
export function refusedFieldNotice(
  notice: MessagePair,
  error?: { field?: string; detail?: string } | null,
): MessagePair {
  const field = error?.field;
  if (!field || field === 'email') return notice;
  return pair(
    notice.title,
    `The ${field.replace(/_/g, ' ')} was refused: ${error?.detail || 'please correct it'}`,
  );
}

/**
 * decided: a write the server refused keeps the spec's title and says the server's reason: a
 * conflict (409: a name taken, a week locked) in the server's words, a refused field as
 * `refusedFieldNotice` says it; anything else (the server unreachable, a 5xx) the notice as it is.
 */
export function refusalNotice(
  notice: MessagePair,
  failure: { status: number; error?: { field?: string; detail?: string } | null },
): MessagePair {
  if (failure.status === 409 && failure.error?.detail) return pair(notice.title, failure.error.detail);
  return refusedFieldNotice(notice, failure.error);
}

export const MESSAGES = {
  // ---- validation -----------------------------------------------------------
  emptyForm: pair('Empty form fields', 'Ensure you fillout all form fields befor submitting'),
  weakPassword: pair(
    'Weak password',
    'password must contain 1 number, a lowecase, uppercase and special character',
  ),
  unmatchingPassword: pair('Unmatching password', 'Please provide matching passwords'),
  invalidProjectName: pair('Invalid name', 'project name must have more than 4 characters'),
  /** decided: a new company name must be longer than 3 characters */
  invalidCompanyName: pair('Invalid name', 'company name must have more than 3 characters'),
  /** decided: a new department name must be longer than 3 characters */
  invalidDepartmentName: pair('Invalid name', 'department name must have more than 3 characters'),
  nothingToChange: pair('Nothing to change', 'No changes detected'),
  sameDepartment: pair('Nothing to change', 'Please select a different department'),
  /** Task form, adding. */
  emptyTaskFields: pair('Empty fields', 'empty fields detected'),
  /** Task form, editing. */
  emptyTaskEditFields: pair('Empty fields', 'Please fill out all form fields'),
  /** decided: the spec caps titles at 50 characters without naming a message. */
  titleTooLong: pair('Title too long', 'Title must have at most 50 characters'),
  invalidDuration: pair('Invalid Duration', 'Please provide the correct duration'),
  taskUnchanged: pair('No changes detected', 'There is nothing to update'),
  emptyLogin: pair('Empty fields', 'Please fill out all form fields before proceeding'),
  passwordMismatch: pair('Password mismatch', 'Please provide matching passwords'),
  shortPassword: pair('Short password', 'password must be of atleast 4 characters'),

  // ---- failures -------------------------------------------------------------
  companyAdminUploadFailed: pair('Failed to upload Company admin', 'Please try again with a different email'),
  companyCreationFailed: pair(
    'Company creation failed',
    'Company has not been uploaded, please try again and if this persists, contact the system admin',
  ),
  companyAdminUpdateFailed: pair('update failed', 'failed to update the company representative'),
  departmentAdminUpdateFailed: pair('update failed', 'failed to update the department representative'),
  departmentAdminUploadFailed: pair(
    'Failed to upload department admin',
    'Please try again with a different email',
  ),
  /** The spec elides the body ('... contact the company admin'); written by analogy with the company one. */
  departmentCreationFailed: pair(
    'Department creation failed',
    'Department has not been uploaded, please try again and if this persists, contact the company admin',
  ),
  /** Company or department update failure. */
  somethingWentWrong: pair('Something went wrong', 'Please try again'),
  passwordUpdateFailed: pair('Password failed to be updated', 'has not been updated, please try again'),
  /** body decided */
  projectUploadFailed: pair('Failed to upload project', 'Please try again'),
  projectUpdateFailed: pair('Failed to update project', 'Please try again'),
  /** body decided */
  memberUpdateFailed: pair('Board member failed to be updated', 'Please try again'),
  memberUploadFailed: pair('Failed to upload member', 'Please try again with a different email'),
  /** body decided */
  consultantUpdateFailed: pair('Consultant failed to be updated', 'Please try again'),
  consultantUploadFailed: pair('Failed to upload consultant', 'Please try again with a different email'),
  transferFailed: pair('Transfer failed', 'Something went wrong, please try again'),
  taskAddFailed: pair('Failed to add task', 'Something went wrong, please try again'),
  taskUpdateFailed: pair('Failed to update task', 'Please try again'),
  draftUploadError: pair('Upload Error', 'please try again'),
  publishFailed: pair('Publish failed', 'Please try again'),
  loginFailed: pair('Login Failed', 'Please try again with the correct credentials'),
  accessDenied: pair('Access denied', 'Your account is not authorized to access this application.'),
  /** decided: contact is a numeric input: digits, with spaces, '+', '-' or brackets. */
  invalidContact: pair('Invalid contact', 'contact must be a phone number: digits only'),
  /** decided: a field longer than its payload's rule allows (the server refuses it too). */
  tooLong: (label: string, max: number) => pair('Too long', `${label} must have at most ${max} characters`),
  /** decided: a control character or a text-direction mark, which disguise what a value says. */
  invalidCharacters: (label: string) =>
    pair('Invalid characters', `${label} must not contain control or text-direction characters`),
  /** decided: an email address the server would not take. */
  invalidEmail: pair('Invalid email', 'Please provide a valid email address'),
  /** decided: a page whose main read is refused (403), or another department's page. */
  pageNotYours: pair(
    'This page is not yours',
    'It belongs to another company or department, so it cannot be shown to you.',
  ),
  /** decided: a page whose id does not exist (404). */
  pageNotFound: pair(
    'Page not found',
    'Nothing exists at this address: it may have been deleted, or the link is wrong.',
  ),
  /** decided: a read that got no answer (the server or the connection is down); the page heals by itself. */
  serverUnreachable: pair(
    'Cannot reach the server',
    'Nothing is lost: this will show again by itself as soon as the server answers.',
  ),
  /** decided: a read the server failed (5xx). */
  loadFailed: pair('Could not load this', 'The server could not answer just now. Please try again.'),
  /** decided: a sign-in that got no answer: the password was not checked, so it is not called wrong. */
  loginServerUnreachable: pair(
    'Cannot reach the server',
    'Your password was not checked. Please try again in a moment.',
  ),
  /** decided: a route id that cannot be decoded (a damaged or tampered link). */
  badLink: pair(
    'Invalid link',
    'The address was damaged, so it could not be opened; you are back on your own page.',
  ),
  /** decided: a link of the rich-text editor with a scheme other than http, https, mailto or tel. */
  linkRefused: pair('Link refused', 'Links may only use http, https, mailto or tel addresses'),
  /**
   * decided: the server throttles logins (429) and says how long to wait: under a minute in
   * seconds, else in whole minutes rounded up (882 s is 15 minutes).
   */
  tooManyAttempts: (seconds: number) =>
    pair('Too many attempts', `Please wait ${waitText(seconds)} before trying again`),
  accessRevoked: pair(
    'Access revoked',
    'Your session has been cleared because your account is not authorized.',
  ),
  /** decided: an optimistic delete the server refused. */
  deleteFailed: pair('Delete failed', 'The item could not be deleted, please try again'),
  /** decided: the token could not be refreshed after a 401. */
  sessionExpired: pair('Session expired', 'Please log in again'),
  /** decided: a draft the server refused is kept in the browser and published with the others. */
  draftKeptLocally: pair(
    'Draft kept on this device',
    'The server did not take it; it is saved in this browser and goes out when you publish',
  ),
  /** decided: the rich-text editor embeds chosen images, up to 1 MiB each. */
  imageTooLarge: pair('Image too large', 'Choose an image of at most 1 MB'),
  /** decided: the task list's end date before its start date. */
  invalidDateRange: pair('Invalid dates', 'The end date is before the start date'),

  // ---- success notices ------------------------------------------------------
  /** body decided */
  updateSuccess: pair('Update success', 'The changes have been saved'),
  /** body decided */
  companyUploaded: pair('Company uploaded successfully', 'The company has been added'),
  adminChanged: pair('Admin changed successfully', 'company allocated to a new admin'),
  /** decided: the department variant of 'Admin changed successfully' */
  departmentAdminChanged: pair('Admin changed successfully', 'department allocated to a new admin'),
  /** body decided */
  companyNameUpdated: pair('Company name updated successfully', 'The company name has been changed'),
  /** decided: the spec names it without quotes */
  departmentUploaded: pair('Department uploaded successfully', 'The department has been added'),
  /** body decided */
  departmentNameUpdated: pair('Department name updated successfully', 'The department name has been changed'),
  passwordUpdated: pair('Password updated', 'password has been updated successfully'),
  /** body decided */
  projectUploaded: pair('Project uploaded successfully', 'The project has been added'),
  /** body decided */
  projectUpdated: pair('Project updated successfully', 'The project has been updated'),
  /** body decided */
  memberUploaded: pair('Member uploaded successfully', 'The board member has been added'),
  /** body decided */
  memberUpdated: pair('Board member updated', 'The board member has been updated'),
  /** decided: the spec names the failure only */
  consultantUploaded: pair('Consultant uploaded successfully', 'The consultant has been added'),
  /** body decided */
  consultantUpdated: pair('Consultant updated', 'The consultant has been updated'),
  /** body decided */
  transferSuccess: pair('Transfer success', 'The consultant has been moved'),
  taskUploaded: pair('Task uploaded successfully', 'New task has been added'),
  taskUpdated: pair('Task updated successfully', 'The task has been updated'),
  /** decided: a task kept as a draft */
  draftSaved: pair('Draft saved', 'The task has been saved in your drafts'),
  todoUpdated: pair('Todo updated', 'The activity has been updated successfully'),
  todoSaved: pair('Todo saved', 'The activity has been saved on your machine'),
  publishSuccess: pair('Publish success', 'Your tasks have been published'),
  loginSuccess: pair('Login success', 'You have been logged in successfully'),
  sessionTerminated: pair('Session terminated', 'You have been logged out'),

  // ---- confirmations -------------------------------------------------------------------------
  deleteConfirmation: {
    title: 'Delete Confirmation',
    body: 'Are you sure you want to delete this item',
    confirmLabel: 'confirm delete',
  } satisfies Confirmation,
  logoutConfirmation: {
    title: 'Logout Confirmation',
    body: 'Are you sure you want to logout',
    confirmLabel: 'confirm Logout',
  } satisfies Confirmation,
  publishConfirmation: {
    title: 'publish Confirmation',
    body: 'Are you sure you want to publish these tasks',
    confirmLabel: 'confirm publish',
  } satisfies Confirmation,
  moveConfirmation: (firstName: string, fromDepartment: string, toDepartment: string): Confirmation => ({
    title: 'Move Confirmation',
    body: `Are you sure you want move ${firstName} from ${fromDepartment} to ${toDepartment}`,
    confirmLabel: 'confirm transfer',
  }),
} as const;

/** Fixed UI strings of the spec (buttons, headings, modal titles, empty states). */
export const LABELS = {
  login: 'Login',
  confirmChanges: 'Confirm changes',
  guest: 'Guest',
  understood: "I've understood",
  unexpectedError: 'Unexpected Application Error!',
  experimental: 'experimental',
  controlledBy: 'controlled by',
  add: (title: string) => `Add ${title}`,

  noResults: 'No results found',
  noTasks: 'No Tasks found',
  noConsultants:
    'No consultants found. If your sure you have consultants consider refreshing the page or checking your connection',
  searchConsultants: 'search for consultants',

  addCompany: 'Add company',
  editCompany: 'Edit company',
  addDepartment: 'Add department',
  editDepartment: 'Edit department',
  addProject: 'Add project',
  /** the navigation's badge on the projects link: how many projects are over budget */
  projectsOverBudget: (count: number) =>
    count === 1 ? '1 project over budget' : `${count} projects over budget`,
  /** the same badge when the budgets could not be read */
  budgetsUnread: 'Budgets could not be read',
  editProject: 'Edit project',
  addBoardMember: 'Add board member',
  editBoardMember: 'Edit board member',
  /** decided: the department representative's read-only view of a board member */
  boardMembersReadOnly: 'Only the company representative can change board members',
  /** decided: the spec names no consultant modal titles */
  addConsultant: 'Add consultant',
  editConsultant: 'Edit consultant',
  /** decided: a representative created by a two-step add whose second step failed */
  representativeKept: (email: string) =>
    `The representative ${email} was created and is kept: submitting again reuses this account`,
  userDetails: 'User details',
  /** decided: a record's audit events (a task row's action; the trail's words: @app/contract/audit) */
  history: 'History',
  /** decided: a consultant's week page (the employee's menu, her task list's link, a consultant row's action) */
  week: 'Week',
  moveConsultant: 'Move consultant',
  confirmMove: 'Confirm move',
  taskDetails: 'Task details',
  addTask: 'add task',
  editTask: 'Edit task',

  tasks: 'Tasks',
  tasksFor: (firstName: string) => `Tasks for ${firstName}`,
  todos: 'Todos',
  pendingTasks: 'Pending Task(s)',
  publishTasks: 'Publish tasks',
} as const;
