import { Link, useLocation } from 'react-router-dom';
import { encodeId } from '@app/shared';
import type { CompanyIdentity } from './useCompanyIdentity';

/** The company pages, in the order of the company representative's menu. */
const SECTIONS = [
  ['View all consultants', '/admin/users'],
  ['Board members', '/admin/members'],
  ['View all departments', '/admin/company'],
  ['View all projects', '/admin/projects'],
  ['Clients', '/company/clients'],
  ['Rates', '/company/rates'],
  ['Invoices', '/company/invoices'],
  ['Logs', '/admin/logs'],
  ['Audit trail', '/admin/audit'],
  ['Import hours', '/admin/import'],
] as const;

/**
 * Links between one company's pages for the platform admin, whose menu has only the companies
 * (the representative has them in the side menu). The company travels along as navigation state,
 * so each page's header keeps naming it. (Encrypted ids differ on every encoding, so the current
 * page is found by its path prefix.)
 */
export function CompanySections({
  companyId,
  identity,
}: {
  companyId: number;
  identity: CompanyIdentity | null;
}) {
  const { pathname } = useLocation();
  const id = encodeId(companyId);
  const state = identity ? { id: companyId, ...identity } : undefined;
  return (
    <nav className="co-sections" aria-label="Company pages">
      <ul>
        {SECTIONS.map(([label, path]) => (
          <li key={path}>
            <Link
              to={`${path}/${id}`}
              state={state}
              aria-current={pathname.startsWith(`${path}/`) ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
