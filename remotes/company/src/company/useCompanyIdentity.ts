import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  companyAtom,
  getCompanyOfUser,
  listCompanies,
  useApiResource,
  userAtom,
  type Company,
} from '@app/shared';

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
 * 'view' action (spec section 2), else the signed-in representative's stored company, else loaded
 * (the user's own company, or the platform admin's list of companies).
 */
export function useCompanyIdentity(companyId: number): CompanyIdentity | null {
  const state: unknown = useLocation().state;
  const stored = useAtomValue(companyAtom);
  const user = useAtomValue(userAtom);
  const known = isIdentityOf(state, companyId) ? state : isIdentityOf(stored, companyId) ? stored : null;

  const loaded = useApiResource<Company | undefined>(
    known || !user
      ? null
      : user.company === companyId
        ? () => getCompanyOfUser(user.user_id)
        : user.role === 'admin'
          ? async () => {
              const all = await listCompanies();
              return all.ok ? { ...all, data: all.data.find((company) => company.id === companyId) } : all;
            }
          : null,
    [companyId, !!known, user?.user_id],
  );
  return known ?? loaded.data ?? null;
}
