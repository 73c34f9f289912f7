import { AreaPages, type AreaPage } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { CompanyStyles } from './CompanyStyles';
import { RELEASE } from './release';
import { ConsultantsPage } from './pages/ConsultantsPage';
import { DepartmentsPage } from './pages/DepartmentsPage';
import { LogsPage } from './pages/LogsPage';
import { MembersPage } from './pages/MembersPage';
import { ProjectsPage } from './pages/ProjectsPage';

/** Each page checks the viewer's role and the company itself (CompanyRoute, ReportsRoute). */
const PAGES: AreaPage[] = [
  { path: '/admin/company/:id', page: <DepartmentsPage /> },
  { path: '/admin/users/:id', page: <ConsultantsPage /> },
  { path: '/admin/projects/:id', page: <ProjectsPage /> },
  { path: '/admin/logs/:id', page: <LogsPage /> },
  { path: '/admin/members/:id', page: <MembersPage /> },
  { path: '/admin/reports', page: <ReportsRoute scope="company" /> },
  { path: '/admin/reports/:id', page: <ReportsRoute scope="company" /> },
];

/**
 * The company representative's area (spec section 2, the admin area's pages other than the
 * companies list and settings). '/company/*' has no page in the spec: it goes to '/', like every
 * other unknown path.
 */
export default function CompanyApp() {
  return <AreaPages module="company" release={RELEASE} pages={PAGES} styles={<CompanyStyles />} />;
}
