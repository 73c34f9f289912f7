import { AreaPages, pageOnDemand, preloadAreaPages, type AreaPage } from '@app/shared/areas';
import { RELEASE } from './release';

const PAGES: AreaPage[] = [
  {
    path: '/admin/companies',
    ...pageOnDemand(() => import('./pages/CompaniesPage').then((m) => m.CompaniesPage)),
  },
];

/** The platform admin's area: /admin/companies. */
export default function AdminApp() {
  return <AreaPages module="admin" release={RELEASE} pages={PAGES} />;
}

/** The shell fetches the area's pages ahead when the user's pages lead here. */
AdminApp.preload = () => preloadAreaPages(PAGES);
