import { useLocation } from 'react-router-dom';
import { companyAtom, useAppValue, useSessionUser, type Company } from '@app/shared';
import { useCompanies, useCompanyOfUser } from '@app/shared/query';

/** What the detail header names: the company and its representative's email. */
export interface CompanyIdentity {
  name: string;
  admin_email: string;
}

function isIdentityOf(value: unknown, companyId: number): value is Company {
  const row = value as Partial<Company> | null;
  return !!row && row.id === companyId && typeof row.name === 'string' && typeof row.admin_email === 'string';
}

/**
 * The company a company page belongs to, for its header: the row passed as navigation state by the
 * 'view' action, else the signed-in representative's stored company, else loaded
 * (the user's own company, or the platform admin's list of companies).
 */
export function useCompanyIdentity(companyId: number): CompanyIdentity | null {
  const state: unknown = useLocation().state;
  const stored = useAppValue(companyAtom);
  const user = useSessionUser();
  const known = isIdentityOf(state, companyId) ? state : isIdentityOf(stored, companyId) ? stored : null;

  const own = !known && !!user && user.company === companyId;
  const ownCompany = useCompanyOfUser(own ? user.user_id : null);
  // the platform admin has no company of their own: its row in the list of companies (cached
  // when they came from it)
  const all = useCompanies(!known && !own && user?.role === 'admin');
  return known ?? ownCompany.data ?? all.data?.find((company) => company.id === companyId) ?? null;
}
