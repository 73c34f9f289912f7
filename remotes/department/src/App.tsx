import { PAGE_ROLES } from '@app/shared';
import { AreaPages, pageOnDemand, preloadAreaPages, remotePage, type AreaPage } from '@app/shared/areas';
import type * as Approvals from 'company/Approvals';
import type * as Reports from 'company/Reports';
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
    // the company remote owns the reports and the approvals: its release reaches this area too
    ...remotePage<typeof Reports>('company', 'Reports', ({ ReportsRoute }) => () => (
      <ReportsRoute scope="department" />
    )),
  },
  {
    path: '/department/approvals/:id',
    ...remotePage<typeof Approvals>('company', 'Approvals', ({ ApprovalsRoute }) => () => (
      <ApprovalsRoute scope="department" />
    )),
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
