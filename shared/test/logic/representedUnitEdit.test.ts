/** Editing a company or department with its representative: rules and the order of the calls. */
import {
  MESSAGES,
  checkUnitEdit,
  saveUnitEdit,
  successNotice,
  unitEditFormOf,
  type Company,
  type UnitKind,
} from '../../src';

const unit: Company = {
  id: 3,
  name: 'Northwind Consulting',
  admin: 4,
  admin_email: 'rita@example.com',
  admin_first_name: 'Rita',
  admin_last_name: 'Rep',
  admin_contact: '0700',
  is_active: true,
  created_at: '2025-01-01T08:00:00Z',
};
const ok = <T>(data: T) => Promise.resolve({ ok: true as const, status: 202, data });
const fail = () => Promise.resolve({ ok: false as const, status: 400, error: null });

function kind(overrides: Partial<UnitKind<Company>> = {}) {
  const calls: string[] = [];
  const k: UnitKind<Company> = {
    invalidName: MESSAGES.invalidCompanyName,
    nameUpdated: MESSAGES.companyNameUpdated,
    representativeChanged: MESSAGES.adminChanged,
    representativeUploadFailed: MESSAGES.companyAdminUploadFailed,
    representativeUpdateFailed: MESSAGES.companyAdminUpdateFailed,
    rename: (u, name) => (calls.push(`rename ${name}`), ok({ ...u, name })),
    createRepresentative: (_u, person) => (
      calls.push(`create ${person.email}`),
      ok({
        id: 50,
        email: person.email,
        first_name: '',
        last_name: '',
        contact: '',
        role: 'company_admin',
      } as never)
    ),
    allocate: (u, admin) => (calls.push(`allocate ${admin}`), ok({ ...u, admin })),
    updateUser: (id, patch) => (
      calls.push(`user ${id} ${Object.keys(patch).join(',')}`),
      ok({ id, ...patch } as never)
    ),
    ...overrides,
  };
  return { k, calls };
}

test('nothing changed, blank details and short names are refused with the spec messages', () => {
  const { k } = kind();
  expect(checkUnitEdit(unitEditFormOf(unit), unit, k)).toEqual(MESSAGES.nothingToChange);
  expect(checkUnitEdit({ ...unitEditFormOf(unit), first_name: ' ' }, unit, k)).toEqual(MESSAGES.emptyForm);
  expect(checkUnitEdit({ ...unitEditFormOf(unit), name: 'Abc' }, unit, k)).toEqual(
    MESSAGES.invalidCompanyName,
  );
});

test('a rename, a password and new details: one call each, in order, and "Update success"', async () => {
  const { k, calls } = kind();
  const form = {
    ...unitEditFormOf(unit),
    name: 'Northwind Group',
    password: 'Strong#2025',
    confirmation: 'Strong#2025',
    contact: '0701',
  };
  const outcome = await saveUnitEdit(unit, form, null, k);
  expect(calls).toEqual([
    'rename Northwind Group',
    'user 4 password',
    'user 4 email,first_name,last_name,contact',
  ]);
  expect(outcome).toMatchObject({ failure: null, passwordChanged: true, kept: null });
  expect(outcome.unit).toMatchObject({ name: 'Northwind Group', admin_contact: '0701' });
  expect(successNotice(outcome.done)).toEqual(MESSAGES.updateSuccess);
});

test('a new representative whose allocation fails is kept, and reused by the next attempt', async () => {
  const failing = kind({ allocate: () => fail() });
  const form = {
    ...unitEditFormOf(unit),
    newRepresentative: true,
    email: 'new@example.com',
    password: 'Strong#2025',
    confirmation: 'Strong#2025',
  };
  const first = await saveUnitEdit(unit, form, null, failing.k);
  expect(first.failure).toEqual(MESSAGES.companyAdminUpdateFailed);
  expect(first.kept).toEqual({ id: 50, email: 'new@example.com' });

  const retry = kind();
  const second = await saveUnitEdit(unit, form, first.kept, retry.k);
  expect(retry.calls).toEqual(['allocate 50']);
  expect(second.failure).toBeNull();
  expect(successNotice(second.done)).toEqual(MESSAGES.adminChanged);
});
