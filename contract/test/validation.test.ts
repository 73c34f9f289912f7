import {
  changedPersonFields,
  checkCompanyEdit,
  checkLogin,
  checkOptionalNewPassword,
  checkPasswordChange,
  checkPasswordStrength,
  checkPasswordsMatch,
  checkPersonEdit,
  checkProjectName,
  checkTaskForm,
  checkTodo,
  checkTransfer,
  isRecordId,
  isStrongPassword,
  MAX_RECORD_ID,
  normaliseDuration,
  renameIfChanged,
  validateNewPerson,
  contactInput,
  hasVisibleText,
  plainText,
  textLength,
  isSupportedDay,
  firstFieldProblem,
  FIELD_RULES,
} from '../src';

const weak = {
  title: 'Weak password',
  body: 'password must contain 1 number, a lowecase, uppercase and special character',
};
const unmatching = { title: 'Unmatching password', body: 'Please provide matching passwords' };
const emptyForm = { title: 'Empty form fields', body: 'Ensure you fillout all form fields befor submitting' };
const nothingToChange = { title: 'Nothing to change', body: 'No changes detected' };

describe('password strength', () => {
  test.each([
    ['Abc1!', true],
    ['aB3_', true],
    ['abc1!', false], // no uppercase
    ['ABC1!', false], // no lowercase
    ['Abcd!', false], // no number
    ['Abcd1', false], // no punctuation
    ['Ab 1', false], // a space is not punctuation
    ['', false],
  ])('%p strong: %p', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
    expect(checkPasswordStrength(password)).toEqual(strong ? null : weak);
  });

  test('no minimum length in the strength check', () => {
    expect(isStrongPassword('a1B!')).toBe(true);
  });

  test('match', () => {
    expect(checkPasswordsMatch('Abc1!', 'Abc1!')).toBeNull();
    expect(checkPasswordsMatch('Abc1!', 'Abc1?')).toEqual(unmatching);
  });

  test('optional new password: empty is fine, else strong and matching', () => {
    expect(checkOptionalNewPassword('', undefined)).toBeNull();
    expect(checkOptionalNewPassword(undefined, undefined)).toBeNull();
    expect(checkOptionalNewPassword('weak', 'weak')).toEqual(weak);
    expect(checkOptionalNewPassword('Abc1!', 'other')).toEqual(unmatching);
    expect(checkOptionalNewPassword('Abc1!', 'Abc1!')).toBeNull();
  });
});

describe('password change (login area)', () => {
  test('short, weak, mismatch, valid', () => {
    expect(checkPasswordChange('A1!', 'A1!')).toEqual({
      title: 'Short password',
      body: 'password must be of atleast 4 characters',
    });
    expect(checkPasswordChange('', '')).toEqual({
      title: 'Short password',
      body: 'password must be of atleast 4 characters',
    });
    expect(checkPasswordChange('abcdef', 'abcdef')).toEqual(weak);
    expect(checkPasswordChange('Abc1!x', 'Abc1!y')).toEqual({
      title: 'Password mismatch',
      body: 'Please provide matching passwords',
    });
    expect(checkPasswordChange('Abc1!x', 'Abc1!x')).toBeNull();
  });

  test('the current password, when the page asks for it, is given', () => {
    expect(checkPasswordChange('Abc1!x', 'Abc1!x', '')).toEqual({
      title: 'Empty fields',
      body: 'Please fill out all form fields before proceeding',
    });
    expect(checkPasswordChange('Abc1!x', 'Abc1!x', 'Old#1')).toBeNull();
  });
});

describe('create forms', () => {
  const person = {
    email: 'a@b.co',
    first_name: 'Ada',
    last_name: 'Lovelace',
    contact: '0712',
    password: 'Abc1!',
  };

  test('all fields required', () => {
    expect(validateNewPerson(person)).toBeNull();
    for (const key of Object.keys(person) as (keyof typeof person)[]) {
      expect(validateNewPerson({ ...person, [key]: '  ' })).toEqual(emptyForm);
    }
  });

  test('contact is numeric: refused before any call', () => {
    const invalidContact = { title: 'Invalid contact', body: 'contact must be a phone number: digits only' };
    expect(validateNewPerson({ ...person, contact: 'abc12x3' })).toEqual(invalidContact);
    expect(validateNewPerson({ ...person, contact: '+1 555 0100' })).toBeNull();
    expect(validateNewPerson({ ...person, contact: '(020) 7946-0000' })).toBeNull();
    expect(checkPersonEdit({ ...person, contact: '12ab' }, person)).toEqual(invalidContact);
    expect(contactInput('abc12x3')).toBe('123');
    expect(contactInput('+44 (20) 7946-0000')).toBe('+44 (20) 7946-0000');
  });

  test('the company or department name is required when the form has one', () => {
    expect(validateNewPerson({ ...person, name: 'Acme' })).toBeNull();
    expect(validateNewPerson({ ...person, name: '' })).toEqual(emptyForm);
  });

  test('password must be strong, and match when confirmed', () => {
    expect(validateNewPerson({ ...person, password: 'password' })).toEqual(weak);
    expect(validateNewPerson({ ...person, confirmation: 'nope' })).toEqual(unmatching);
    expect(validateNewPerson({ ...person, confirmation: 'Abc1!' })).toBeNull();
  });
});

describe('person edit', () => {
  const previous = { email: 'a@b.co', first_name: 'Ada', last_name: 'Lovelace', contact: '0712' };

  test('required fields', () => {
    expect(checkPersonEdit({ ...previous, first_name: '' }, previous)).toEqual(emptyForm);
    expect(checkPersonEdit({ ...previous, contact: ' ' }, previous)).toEqual(emptyForm);
  });

  test('nothing changed', () => {
    expect(checkPersonEdit({ ...previous }, previous)).toEqual(nothingToChange);
    expect(checkPersonEdit({ ...previous, first_name: ' Ada ' }, previous)).toEqual(nothingToChange);
  });

  test('a change or a good new password passes; a bad one does not', () => {
    expect(checkPersonEdit({ ...previous, last_name: 'Byron' }, previous)).toBeNull();
    expect(checkPersonEdit({ ...previous, password: 'Abc1!', confirmation: 'Abc1!' }, previous)).toBeNull();
    expect(checkPersonEdit({ ...previous, password: 'abc', confirmation: 'abc' }, previous)).toEqual(weak);
    expect(checkPersonEdit({ ...previous, password: 'Abc1!', confirmation: 'x' }, previous)).toEqual(
      unmatching,
    );
  });

  test('changedPersonFields lists the trimmed differences', () => {
    expect(changedPersonFields({ ...previous, email: ' new@b.co ', contact: '0712' }, previous)).toEqual({
      email: 'new@b.co',
    });
  });
});

describe('company edit and renames', () => {
  const previous = {
    name: 'Acme',
    email: 'a@b.co',
    first_name: 'Ada',
    last_name: 'Lovelace',
    contact: '0712',
  };

  test('nothing differs and no password', () => {
    expect(checkCompanyEdit({ ...previous }, previous)).toEqual(nothingToChange);
  });

  test('a new name, representative field or password passes', () => {
    expect(checkCompanyEdit({ ...previous, name: 'Acme Ltd' }, previous)).toBeNull();
    expect(checkCompanyEdit({ ...previous, email: 'c@d.co' }, previous)).toBeNull();
    expect(checkCompanyEdit({ ...previous, password: 'Abc1!', confirmation: 'Abc1!' }, previous)).toBeNull();
    expect(checkCompanyEdit({ ...previous, password: 'abc', confirmation: 'abc' }, previous)).toEqual(weak);
  });

  test('rename only when longer than 3 characters and different', () => {
    expect(renameIfChanged('Acme Ltd', 'Acme')).toBe('Acme Ltd');
    expect(renameIfChanged(' Acme ', 'Acme')).toBeNull();
    expect(renameIfChanged('Abc', 'Acme')).toBeNull();
    expect(renameIfChanged('Abcd', 'Acme')).toBe('Abcd');
  });
});

describe('transfer', () => {
  test('same department is nothing to change', () => {
    expect(checkTransfer(3, 3)).toEqual({
      title: 'Nothing to change',
      body: 'Please select a different department',
    });
    expect(checkTransfer(3, 4)).toBeNull();
  });
});

describe('projects', () => {
  test('fewer than 4 characters rejected', () => {
    const invalid = { title: 'Invalid name', body: 'project name must have more than 4 characters' };
    expect(checkProjectName('abc')).toEqual(invalid);
    expect(checkProjectName(' ab ')).toEqual(invalid);
    expect(checkProjectName('abcd')).toBeNull();
  });

  test('unchanged on edit', () => {
    expect(checkProjectName('Apollo', 'Apollo')).toEqual(nothingToChange);
    expect(checkProjectName('Apollo 2', 'Apollo')).toBeNull();
  });
});

describe('task form', () => {
  const form = { title: 'Write report', body: '<p>Monthly figures</p>', duration: 30, project: 4 };

  test('title, body and duration required (add and edit wording)', () => {
    const adding = { title: 'Empty fields', body: 'empty fields detected' };
    expect(checkTaskForm({ ...form, title: ' ' })).toEqual(adding);
    expect(checkTaskForm({ ...form, body: '<p><br></p>' })).toEqual(adding);
    expect(checkTaskForm({ ...form, duration: '' })).toEqual(adding);
    expect(checkTaskForm({ ...form, title: '' }, form)).toEqual({
      title: 'Empty fields',
      body: 'Please fill out all form fields',
    });
  });

  test('a body is empty when it shows no text: read up to its first visible character, as its whole text would say', () => {
    const bodies = [
      '',
      '   ',
      '<p><br></p>',
      '<p>&nbsp;</p><p> &nbsp;&nbsp; </p>',
      '<p>\n\t</p>',
      '&nbsp;',
      '<p>&nb<b>sp;</b></p>',
      '<p>&amp;nbsp;</p>',
      '<p>a</p>',
      'plain text',
      '<p></p>x',
      '<<p>>',
      '<>',
      '<p',
      'x<p>',
      '<span style="color:red">&lt;</span>',
      '<p>&nbsp;</p>'.repeat(1000) + '<p>late</p>',
    ];
    for (const body of bodies) expect([body, hasVisibleText(body)]).toEqual([body, plainText(body) !== '']);
  });

  test('an image alone is a body', () => {
    expect(checkTaskForm({ ...form, body: '<p><img src="data:image/png;base64,AA=="></p>' })).toBeNull();
  });

  test('title at most 50 characters', () => {
    expect(checkTaskForm({ ...form, title: 'x'.repeat(50) })).toBeNull();
    expect(checkTaskForm({ ...form, title: 'x'.repeat(51) })).toEqual({
      title: 'Title too long',
      body: 'Title must have at most 50 characters',
    });
  });

  test('duration at least 1 minute, rounded down', () => {
    const invalid = { title: 'Invalid Duration', body: 'Please provide the correct duration' };
    expect(checkTaskForm({ ...form, duration: 0 })).toEqual(invalid);
    expect(checkTaskForm({ ...form, duration: '0.9' })).toEqual(invalid);
    expect(checkTaskForm({ ...form, duration: -5 })).toEqual(invalid);
    expect(checkTaskForm({ ...form, duration: 'abc' })).toEqual(invalid);
    expect(checkTaskForm({ ...form, duration: '1' })).toBeNull();
    expect(normaliseDuration('12.9')).toBe(12);
    expect(normaliseDuration(45)).toBe(45);
  });

  test('a changed work day is a change', () => {
    const dated = { ...form, worked_on: '2026-02-20' };
    expect(checkTaskForm({ ...dated, worked_on: '2026-02-21' }, dated)).toBeNull();
    expect(checkTaskForm(dated, dated)).toEqual({
      title: 'No changes detected',
      body: 'There is nothing to update',
    });
  });

  test('unchanged edit', () => {
    const unchanged = { title: 'No changes detected', body: 'There is nothing to update' };
    expect(checkTaskForm({ ...form, duration: '30.4' }, form)).toEqual(unchanged);
    expect(checkTaskForm({ ...form, project: null }, form)).toBeNull();
    expect(checkTaskForm({ ...form, duration: 31 }, form)).toBeNull();
  });
});

describe('todo', () => {
  test('title required; unchanged edit', () => {
    expect(checkTodo(' ')).toEqual({ title: 'Empty fields', body: 'empty fields detected' });
    expect(checkTodo('Call Bob', 'Call Bob')).toEqual({
      title: 'No changes detected',
      body: 'There is nothing to update',
    });
    expect(checkTodo('Call Bob')).toBeNull();
    expect(checkTodo('Call Bob today', 'Call Bob')).toBeNull();
  });
});

describe('login', () => {
  test('email and password both required', () => {
    const empty = { title: 'Empty fields', body: 'Please fill out all form fields before proceeding' };
    expect(checkLogin({ email: ' ', password: 'x' })).toEqual(empty);
    expect(checkLogin({ email: 'a@b.co', password: '' })).toEqual(empty);
    expect(checkLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('record ids', () => {
  test('a whole number from 1 to the database integer’s largest, nothing else', () => {
    for (const id of [1, 42, MAX_RECORD_ID]) expect(isRecordId(id)).toBe(true);
    for (const id of [0, -1, 1.5, MAX_RECORD_ID + 1, 1e21, NaN, Infinity, '7', null, undefined])
      expect(isRecordId(id)).toBe(false);
    expect(MAX_RECORD_ID).toBe(2 ** 31 - 1);
  });
});

describe('what the server refuses, the form refuses first (FIELD_RULES)', () => {
  const person = {
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    contact: '0712',
    password: 'Abc1!',
  };
  const task = { title: 'Write report', body: '<p>Monthly figures</p>', duration: 30, project: 4 };

  test('a name over 100 characters, a contact over 32, a password over 256', () => {
    expect(validateNewPerson({ ...person, first_name: 'x'.repeat(101) })).toEqual({
      title: 'Too long',
      body: 'First name must have at most 100 characters',
    });
    expect(validateNewPerson({ ...person, contact: '1'.repeat(33) })).toEqual({
      title: 'Too long',
      body: 'Contact must have at most 32 characters',
    });
    expect(checkPasswordChange(`Abc1!${'x'.repeat(252)}`, `Abc1!${'x'.repeat(252)}`)).toEqual({
      title: 'Too long',
      body: 'Password must have at most 256 characters',
    });
  });

  test('an email that is not an address; control characters', () => {
    const invalidEmail = { title: 'Invalid email', body: 'Please provide a valid email address' };
    expect(validateNewPerson({ ...person, email: 'ada.example.com' })).toEqual(invalidEmail);
    expect(checkPersonEdit({ ...person, email: 'ada@example' }, person)).toEqual(invalidEmail);
    expect(validateNewPerson({ ...person, last_name: 'Love\u202elace' })).toEqual({
      title: 'Invalid characters',
      body: 'Last name must not contain control or text-direction characters',
    });
    expect(checkTaskForm({ ...task, title: 'Write\u0007report' })).toEqual({
      title: 'Invalid characters',
      body: 'Title must not contain control or text-direction characters',
    });
  });

  test('a contact with a second + or a tab is not a phone number', () => {
    const invalidContact = { title: 'Invalid contact', body: 'contact must be a phone number: digits only' };
    expect(validateNewPerson({ ...person, contact: '+1+2' })).toEqual(invalidContact);
    expect(validateNewPerson({ ...person, contact: '12\t34' })).toEqual(invalidContact);
  });

  test('a duration over a million minutes; a project name over 100 characters; an impossible sign-in email', () => {
    expect(checkTaskForm({ ...task, duration: 1_000_001 })).toEqual({
      title: 'Invalid Duration',
      body: 'Please provide the correct duration',
    });
    expect(checkProjectName('x'.repeat(101))).toEqual({
      title: 'Too long',
      body: 'Name must have at most 100 characters',
    });
    expect(checkLogin({ email: 'a'.repeat(255), password: 'x' })).toEqual({
      title: 'Login Failed',
      body: 'Please try again with the correct credentials',
    });
  });
});

describe('lengths in characters and the supported days', () => {
  test('a length counts code points, as the database does: an emoji is one character', () => {
    expect(textLength('💥💥💥')).toBe(3);
    expect(textLength('Café')).toBe(4);
    // a lone surrogate is one character too
    expect(textLength('a\uD800b')).toBe(3);
    expect(
      firstFieldProblem(FIELD_RULES.task, { title: '💥'.repeat(50), body: '<p>x</p>', duration: 5 }),
    ).toBeNull();
    expect(
      firstFieldProblem(FIELD_RULES.task, { title: '💥'.repeat(51), body: '<p>x</p>', duration: 5 }),
    ).toEqual({
      field: 'title',
      label: 'Title',
      rule: 'maxLength',
      limit: 50,
    });
    expect(firstFieldProblem(FIELD_RULES.project, { name: '💥💥💥' })).toMatchObject({ rule: 'minLength' });
  });

  test('a supported day is a real calendar day from 1900-01-01 to 2999-12-31', () => {
    for (const day of ['1900-01-01', '2026-02-28', '2024-02-29', '2999-12-31'])
      expect(isSupportedDay(day)).toBe(true);
    for (const day of [
      '1899-12-31',
      '3000-01-01',
      '0999-01-01',
      '0000-01-01',
      '9999-12-31',
      '2026-02-29',
      '2026-1-01',
    ])
      expect(isSupportedDay(day)).toBe(false);
  });
});
