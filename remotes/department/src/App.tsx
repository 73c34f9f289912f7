import { PAGE_ROLES } from '@app/shared';
import { AreaPages, pageOnDemand, preloadAreaPages, type AreaPage } from '@app/shared/areas';
import { RELEASE } from './release';

const PAGES: AreaPage[] = [
  {
    path: '/department/users/:id',
    roles: PAGE_ROLES.departmentPerformance,
    ...pageOnDemand(() =>
      import('./pages/DepartmentPerformancePage').then((m) => m.DepartmentPerformancePage),
    ),
  },
  {
    path: '/department/departments/:id',
    roles: PAGE_ROLES.departmentConsultants,
    ...pageOnDemand(() => import('./pages/DepartmentsPage').then((m) => m.DepartmentsPage)),
  },
  {
    path: '/department/reports/:id',
    ...pageOnDemand(() =>
      import('@app/shared/reports').then(({ ReportsRoute }) => () => <ReportsRoute scope="department" />),
    ),
  },
  {
    path: '/department/approvals/:id',
    ...pageOnDemand(() =>
      import('@app/shared/weeks').then(({ ApprovalsRoute }) => () => <ApprovalsRoute scope="department" />),
    ),
  },
  {
    path: '/department/:id',
    roles: PAGE_ROLES.departmentConsultants,
    ...pageOnDemand(() =>
      import('./pages/DepartmentConsultantsPage').then((m) => m.DepartmentConsultantsPage),
    ),
  },
];

/** The department area. */
export default function DepartmentApp() {
  return <AreaPages module="department" release={RELEASE} pages={PAGES} />;
}

/** The shell fetches the area's pages ahead when the user's pages lead here. */
DepartmentApp.preload = () => preloadAreaPages(PAGES);
