import { PAGE_ROLES, AreaPages, type AreaPage } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { RELEASE } from './release';
import { DepartmentConsultantsPage } from './pages/DepartmentConsultantsPage';
import { DepartmentPerformancePage } from './pages/DepartmentPerformancePage';
import { DepartmentsPage } from './pages/DepartmentsPage';

const PAGES: AreaPage[] = [
  {
    path: '/department/users/:id',
    roles: PAGE_ROLES.departmentPerformance,
    page: <DepartmentPerformancePage />,
  },
  { path: '/department/departments/:id', roles: PAGE_ROLES.departmentConsultants, page: <DepartmentsPage /> },
  { path: '/department/reports/:id', page: <ReportsRoute scope="department" /> },
  { path: '/department/:id', roles: PAGE_ROLES.departmentConsultants, page: <DepartmentConsultantsPage /> },
];

/** The department area (spec section 2). */
export default function DepartmentApp() {
  return <AreaPages module="department" release={RELEASE} pages={PAGES} />;
}
