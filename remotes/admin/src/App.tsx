import { AreaPages, pageOnDemand, type AreaPage } from '@app/shared/areas';
import { RELEASE } from './release';

const PAGES: AreaPage[] = [
  {
    path: '/admin/companies',
    page: pageOnDemand(() => import('./pages/CompaniesPage').then((m) => m.CompaniesPage)),
  },
];

/** The platform admin's area: /admin/companies. */
export default function AdminApp() {
  return <AreaPages module="admin" release={RELEASE} pages={PAGES} />;
}
