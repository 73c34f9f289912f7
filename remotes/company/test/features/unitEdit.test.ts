/** Editing a company or department with its representative: rules and the order of the calls (over MSW). */
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES, type Company, type User } from '@app/shared';
import { createQueryClient } from '@app/shared/query';
import { companyUnits, useCompanyUnitWrites } from '../../src/features/representedUnits';
import {
  checkUnitEdit,
  saveUnitEdit,
  successNotice,
  unitEditFormOf,
} from '../../src/features/representedUnits/unitEdit';
import { refuse, sent, serve } from '@app/shared/testing';

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
const newRep = (email: string): User => ({
  id: 50,
  email,
  first_name: '',
  last_name: '',
  contact: '',
  is_active: true,
  date_joined: '2025-01-01T00:00:00Z',
  department: null,
  company: null,
  role: 'company_admin',
});

/** The company writes, as the companies page makes them (mutations of one query client). */
function companyWrites() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useCompanyUnitWrites(), { wrapper }).result.current;
}

/** Serves the edit's endpoints, recording the calls in the order they came. */
function serveEdit({ allocationFails = false } = {}) {
  const calls: string[] = [];
  serve('PATCH /company/{id}', (_id, patch) => {
    if ('name' in patch) {
      calls.push(`rename ${patch.name}`);
      return { ...unit, name: patch.name };
    }
    if ('admin' in patch) {
      calls.push(`allocate ${patch.admin}`);
      return allocationFails ? refuse(400) : { ...unit, admin: patch.admin };
    }
    return refuse(400);
  });
  serve('POST /company_admins', (person) => {
    calls.push(`create ${person.email}`);
    return newRep(person.email);
  });
  serve('PATCH /update_user/{userId}', (id, patch) => {
    calls.push(`user ${id} ${Object.keys(patch).join(',')}`);
    return { ...newRep(unit.admin_email), id, ...patch } as User;
  });
  return calls;
}

test('nothing changed, blank details and short names are refused with the spec messages', () => {
  expect(checkUnitEdit(unitEditFormOf(unit), unit, companyUnits)).toEqual(MESSAGES.nothingToChange);
  expect(checkUnitEdit({ ...unitEditFormOf(unit), first_name: ' ' }, unit, companyUnits)).toEqual(
    MESSAGES.emptyForm,
  );
  expect(checkUnitEdit({ ...unitEditFormOf(unit), name: 'Abc' }, unit, companyUnits)).toEqual(
    MESSAGES.invalidCompanyName,
  );
});

test('a rename, a password and new details: one call each, in order, and "Update success"', async () => {
  const calls = serveEdit();
  const form = {
    ...unitEditFormOf(unit),
    name: 'Northwind Group',
    password: 'Strong#2025',
    confirmation: 'Strong#2025',
    contact: '0701',
  };
  const outcome = await saveUnitEdit(unit, form, null, companyUnits, companyWrites());
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
  serveEdit({ allocationFails: true });
  const form = {
    ...unitEditFormOf(unit),
    newRepresentative: true,
    email: 'new@example.com',
    password: 'Strong#2025',
    confirmation: 'Strong#2025',
  };
  const first = await saveUnitEdit(unit, form, null, companyUnits, companyWrites());
  expect(first.failure).toEqual(MESSAGES.companyAdminUpdateFailed);
  expect(first.kept).toEqual({ id: 50, email: 'new@example.com' });

  const calls = serveEdit();
  const second = await saveUnitEdit(unit, form, first.kept, companyUnits, companyWrites());
  expect(calls).toEqual(['allocate 50']);
  expect(second.failure).toBeNull();
  expect(successNotice(second.done)).toEqual(MESSAGES.adminChanged);
  expect(sent('POST /company_admins')).toHaveLength(1);
});
