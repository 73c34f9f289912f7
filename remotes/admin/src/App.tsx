import { AreaPages, type AreaPage } from '@app/shared';
import { RELEASE } from './release';
import { CompaniesPage } from './pages/CompaniesPage';

const PAGES: AreaPage[] = [{ path: '/admin/companies', page: <CompaniesPage /> }];

/** The platform admin's area: /admin/companies. */
export default function AdminApp() {
  return <AreaPages module="admin" release={RELEASE} pages={PAGES} />;
}
