import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaFooter } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { CompanyStyles } from './CompanyStyles';
import { RELEASE } from './release';
import { ConsultantsPage } from './pages/ConsultantsPage';
import { DepartmentsPage } from './pages/DepartmentsPage';
import { LogsPage } from './pages/LogsPage';
import { MembersPage } from './pages/MembersPage';
import { ProjectsPage } from './pages/ProjectsPage';

/**
 * The company representative's area (spec section 2, the admin area's pages other than the
 * companies list and settings). '/company/*' has no page in the spec: it goes to '/', like every
 * other unknown path.
 */
export default function CompanyApp() {
  return (
    <>
      <CompanyStyles />
      <Routes>
        <Route path="/admin/company/:id" element={<DepartmentsPage />} />
        <Route path="/admin/users/:id" element={<ConsultantsPage />} />
        <Route path="/admin/projects/:id" element={<ProjectsPage />} />
        <Route path="/admin/logs/:id" element={<LogsPage />} />
        <Route path="/admin/members/:id" element={<MembersPage />} />
        <Route path="/admin/reports" element={<ReportsRoute scope="company" />} />
        <Route path="/admin/reports/:id" element={<ReportsRoute scope="company" />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AreaFooter module="company" release={RELEASE} />
    </>
  );
}
