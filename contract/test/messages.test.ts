import { WEEK_MESSAGES, WEEK_STATUS_LABELS, WORK_DAY_MESSAGES } from '../src/weeks';
import { LABELS, MESSAGES, refusedFieldNotice } from '../src';

const pairs: [keyof typeof MESSAGES, string, string][] = [
  // validation
  ['emptyForm', 'Empty form fields', 'Ensure you fillout all form fields befor submitting'],
  [
    'weakPassword',
    'Weak password',
    'password must contain 1 number, a lowecase, uppercase and special character',
  ],
  ['unmatchingPassword', 'Unmatching password', 'Please provide matching passwords'],
  ['invalidProjectName', 'Invalid name', 'project name must have more than 4 characters'],
  ['invalidCompanyName', 'Invalid name', 'company name must have more than 3 characters'],
  ['invalidDepartmentName', 'Invalid name', 'department name must have more than 3 characters'],
  ['nothingToChange', 'Nothing to change', 'No changes detected'],
  ['sameDepartment', 'Nothing to change', 'Please select a different department'],
  ['emptyTaskFields', 'Empty fields', 'empty fields detected'],
  ['emptyTaskEditFields', 'Empty fields', 'Please fill out all form fields'],
  ['titleTooLong', 'Title too long', 'Title must have at most 50 characters'],
  ['invalidDuration', 'Invalid Duration', 'Please provide the correct duration'],
  ['taskUnchanged', 'No changes detected', 'There is nothing to update'],
  ['emptyLogin', 'Empty fields', 'Please fill out all form fields before proceeding'],
  ['passwordMismatch', 'Password mismatch', 'Please provide matching passwords'],
  ['shortPassword', 'Short password', 'password must be of atleast 4 characters'],
  // failures
  ['companyAdminUploadFailed', 'Failed to upload Company admin', 'Please try again with a different email'],
  [
    'companyCreationFailed',
    'Company creation failed',
    'Company has not been uploaded, please try again and if this persists, contact the system admin',
  ],
  ['companyAdminUpdateFailed', 'update failed', 'failed to update the company representative'],
  ['departmentAdminUpdateFailed', 'update failed', 'failed to update the department representative'],
  [
    'departmentAdminUploadFailed',
    'Failed to upload department admin',
    'Please try again with a different email',
  ],
  [
    'departmentCreationFailed',
    'Department creation failed',
    'Department has not been uploaded, please try again and if this persists, contact the company admin',
  ],
  ['somethingWentWrong', 'Something went wrong', 'Please try again'],
  ['passwordUpdateFailed', 'Password failed to be updated', 'has not been updated, please try again'],
  ['projectUploadFailed', 'Failed to upload project', 'Please try again'],
  ['projectUpdateFailed', 'Failed to update project', 'Please try again'],
  ['memberUpdateFailed', 'Board member failed to be updated', 'Please try again'],
  ['memberUploadFailed', 'Failed to upload member', 'Please try again with a different email'],
  ['consultantUpdateFailed', 'Consultant failed to be updated', 'Please try again'],
  ['consultantUploadFailed', 'Failed to upload consultant', 'Please try again with a different email'],
  ['transferFailed', 'Transfer failed', 'Something went wrong, please try again'],
  ['taskAddFailed', 'Failed to add task', 'Something went wrong, please try again'],
  ['taskUpdateFailed', 'Failed to update task', 'Please try again'],
  ['draftUploadError', 'Upload Error', 'please try again'],
  ['publishFailed', 'Publish failed', 'Please try again'],
  ['loginFailed', 'Login Failed', 'Please try again with the correct credentials'],
  ['accessDenied', 'Access denied', 'Your account is not authorized to access this application.'],
  [
    'accessRevoked',
    'Access revoked',
    'Your session has been cleared because your account is not authorized.',
  ],
  ['deleteFailed', 'Delete failed', 'The item could not be deleted, please try again'],
  ['sessionExpired', 'Session expired', 'Please log in again'],
  // success notices
  ['updateSuccess', 'Update success', 'The changes have been saved'],
  ['companyUploaded', 'Company uploaded successfully', 'The company has been added'],
  ['adminChanged', 'Admin changed successfully', 'company allocated to a new admin'],
  ['departmentAdminChanged', 'Admin changed successfully', 'department allocated to a new admin'],
  ['companyNameUpdated', 'Company name updated successfully', 'The company name has been changed'],
  ['departmentUploaded', 'Department uploaded successfully', 'The department has been added'],
  ['departmentNameUpdated', 'Department name updated successfully', 'The department name has been changed'],
  ['passwordUpdated', 'Password updated', 'password has been updated successfully'],
  ['projectUploaded', 'Project uploaded successfully', 'The project has been added'],
  ['projectUpdated', 'Project updated successfully', 'The project has been updated'],
  ['memberUploaded', 'Member uploaded successfully', 'The board member has been added'],
  ['memberUpdated', 'Board member updated', 'The board member has been updated'],
  ['consultantUploaded', 'Consultant uploaded successfully', 'The consultant has been added'],
  ['consultantUpdated', 'Consultant updated', 'The consultant has been updated'],
  ['transferSuccess', 'Transfer success', 'The consultant has been moved'],
  ['taskUploaded', 'Task uploaded successfully', 'New task has been added'],
  ['taskUpdated', 'Task updated successfully', 'The task has been updated'],
  ['draftSaved', 'Draft saved', 'The task has been saved in your drafts'],
  [
    'draftKeptLocally',
    'Draft kept on this device',
    'The server did not take it; it is saved in this browser and goes out when you publish',
  ],
  ['imageTooLarge', 'Image too large', 'Choose an image of at most 1 MB'],
  ['invalidDateRange', 'Invalid dates', 'The end date is before the start date'],
  ['todoUpdated', 'Todo updated', 'The activity has been updated successfully'],
  ['todoSaved', 'Todo saved', 'The activity has been saved on your machine'],
  ['publishSuccess', 'Publish success', 'Your tasks have been published'],
  ['loginSuccess', 'Login success', 'You have been logged in successfully'],
  ['sessionTerminated', 'Session terminated', 'You have been logged out'],
  [
    'pageNotYours',
    'This page is not yours',
    'It belongs to another company or department, so it cannot be shown to you.',
  ],
  [
    'pageNotFound',
    'Page not found',
    'Nothing exists at this address: it may have been deleted, or the link is wrong.',
  ],
  [
    'badLink',
    'Invalid link',
    'The address was damaged, so it could not be opened; you are back on your own page.',
  ],
  ['linkRefused', 'Link refused', 'Links may only use http, https, mailto or tel addresses'],
  ['invalidContact', 'Invalid contact', 'contact must be a phone number: digits only'],
  ['invalidEmail', 'Invalid email', 'Please provide a valid email address'],
  [
    'serverUnreachable',
    'Cannot reach the server',
    'Nothing is lost: this will show again by itself as soon as the server answers.',
  ],
  ['loadFailed', 'Could not load this', 'The server could not answer just now. Please try again.'],
  [
    'loginServerUnreachable',
    'Cannot reach the server',
    'Your password was not checked. Please try again in a moment.',
  ],
];

describe('MESSAGES', () => {
  test.each(pairs)('%s is "%s: %s"', (key, title, body) => {
    expect(MESSAGES[key]).toEqual({ title, body });
  });

  test('a work day too far back says how far back a day may be', () => {
    expect(WORK_DAY_MESSAGES.tooOld(366)).toEqual({
      title: 'Invalid day',
      body: 'The day must be within the last 366 days',
    });
    expect(WORK_DAY_MESSAGES.future).toEqual({
      title: 'Invalid day',
      body: 'The day cannot be in the future',
    });
    expect(WORK_DAY_MESSAGES.invalid).toEqual({ title: 'Invalid day', body: 'Please choose a day' });
  });

  test('a field over its length or with control characters is named', () => {
    expect(MESSAGES.tooLong('First name', 100)).toEqual({
      title: 'Too long',
      body: 'First name must have at most 100 characters',
    });
    expect(MESSAGES.invalidCharacters('Title')).toEqual({
      title: 'Invalid characters',
      body: 'Title must not contain control or text-direction characters',
    });
  });

  test('every message pair is covered by this test', () => {
    const confirmations = [
      'deleteConfirmation',
      'logoutConfirmation',
      'publishConfirmation',
      'moveConfirmation',
      'tooManyAttempts',
      'tooLong',
      'invalidCharacters',
    ];
    const tested = new Set<string>([...pairs.map(([key]) => key), ...confirmations]);
    expect(Object.keys(MESSAGES).filter((key) => !tested.has(key))).toEqual([]);
  });

  test('a refusal naming a field other than the email names it', () => {
    expect(
      refusedFieldNotice(MESSAGES.memberUploadFailed, { field: 'contact', detail: 'must be digits' }),
    ).toEqual({
      title: 'Failed to upload member',
      body: 'The contact was refused: must be digits',
    });
    expect(refusedFieldNotice(MESSAGES.memberUploadFailed, { field: 'email', detail: 'taken' })).toBe(
      MESSAGES.memberUploadFailed,
    );
    expect(refusedFieldNotice(MESSAGES.memberUploadFailed, null)).toBe(MESSAGES.memberUploadFailed);
  });

  test('a throttled login says how long to wait', () => {
    expect(MESSAGES.tooManyAttempts(30)).toEqual({
      title: 'Too many attempts',
      body: 'Please wait 30 seconds before trying again',
    });
    expect(MESSAGES.tooManyAttempts(1)).toEqual({
      title: 'Too many attempts',
      body: 'Please wait 1 second before trying again',
    });
    // a minute or more: whole minutes, rounded up
    expect(MESSAGES.tooManyAttempts(59).body).toBe('Please wait 59 seconds before trying again');
    expect(MESSAGES.tooManyAttempts(60).body).toBe('Please wait 1 minute before trying again');
    expect(MESSAGES.tooManyAttempts(61).body).toBe('Please wait 2 minutes before trying again');
    expect(MESSAGES.tooManyAttempts(882).body).toBe('Please wait 15 minutes before trying again');
    expect(MESSAGES.tooManyAttempts(900).body).toBe('Please wait 15 minutes before trying again');
  });

  test('confirmations carry the spec wording and button', () => {
    expect(MESSAGES.deleteConfirmation).toEqual({
      title: 'Delete Confirmation',
      body: 'Are you sure you want to delete this item',
      confirmLabel: 'confirm delete',
    });
    expect(MESSAGES.logoutConfirmation).toEqual({
      title: 'Logout Confirmation',
      body: 'Are you sure you want to logout',
      confirmLabel: 'confirm Logout',
    });
    expect(MESSAGES.publishConfirmation).toEqual({
      title: 'publish Confirmation',
      body: 'Are you sure you want to publish these tasks',
      confirmLabel: 'confirm publish',
    });
    expect(MESSAGES.moveConfirmation('Ada', 'Research', 'Delivery')).toEqual({
      title: 'Move Confirmation',
      body: 'Are you sure you want move Ada from Research to Delivery',
      confirmLabel: 'confirm transfer',
    });
  });
});

describe('LABELS', () => {
  test('fixed UI strings of the spec, verbatim', () => {
    expect(LABELS).toMatchObject({
      login: 'Login',
      confirmChanges: 'Confirm changes',
      guest: 'Guest',
      understood: "I've understood",
      unexpectedError: 'Unexpected Application Error!',
      experimental: 'experimental',
      controlledBy: 'controlled by',
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
      editProject: 'Edit project',
      addBoardMember: 'Add board member',
      editBoardMember: 'Edit board member',
      userDetails: 'User details',
      moveConsultant: 'Move consultant',
      confirmMove: 'Confirm move',
      taskDetails: 'Task details',
      addTask: 'add task',
      editTask: 'Edit task',
      tasks: 'Tasks',
      todos: 'Todos',
      pendingTasks: 'Pending Task(s)',
      publishTasks: 'Publish tasks',
    });
    expect(LABELS.tasksFor('Ada')).toBe('Tasks for Ada');
    expect(LABELS.add('company')).toBe('Add company');
  });

  test('decided strings of the company pages', () => {
    expect(LABELS).toMatchObject({
      addConsultant: 'Add consultant',
      editConsultant: 'Edit consultant',
      boardMembersReadOnly: 'Only the company representative can change board members',
    });
    expect(LABELS.representativeKept('rep@example.com')).toBe(
      'The representative rep@example.com was created and is kept: submitting again reuses this account',
    );
  });
});

describe('the week messages (@app/contract/weeks)', () => {
  test('each names what happened; a locked week names the week and why', () => {
    expect(WEEK_MESSAGES.locked('Nov 16 – Nov 22, 2026', 'approved')).toEqual({
      title: 'Week locked',
      body: 'The week of Nov 16 – Nov 22, 2026 is approved: nothing in it can change until it is reopened',
    });
    expect(WEEK_MESSAGES.locked('Nov 16 – Nov 22, 2026', 'submitted').body).toBe(
      'The week of Nov 16 – Nov 22, 2026 is submitted: withdraw it to change it',
    );
    expect(WEEK_MESSAGES.publishedPartly(3, 1).body).toBe(
      '3 tasks published; 1 draft kept: its week is locked',
    );
    expect(WEEK_MESSAGES.publishedPartly(0, 2).body).toBe(
      '0 tasks published; 2 drafts kept: their week is locked',
    );
    expect(WEEK_MESSAGES.approvedMany(3)).toEqual({ title: 'Weeks approved', body: '3 weeks approved' });
    expect(WEEK_MESSAGES.rejectedMany(1)).toEqual({ title: 'Weeks rejected', body: '1 week rejected' });
    expect(WEEK_MESSAGES.noteRequired('Reason')).toEqual({
      title: 'Reason required',
      body: 'Please write a reason',
    });
    expect(Object.values(WEEK_STATUS_LABELS)).toEqual(['Open', 'Submitted', 'Approved', 'Rejected']);
  });
});
