import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaFooter, PAGE_ROLES, RequireRole } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { RELEASE } from './release';
import { DepartmentConsultantsPage } from './pages/DepartmentConsultantsPage';
import { DepartmentPerformancePage } from './pages/DepartmentPerformancePage';
import { DepartmentsPage } from './pages/DepartmentsPage';

const DEPARTMENT_CSS = `
.tt-department-links{display:flex;flex-wrap:wrap;gap:16px;margin:-12px 0 20px;font-weight:600}
`;

/** The department area (spec section 2). */
export default function DepartmentApp() {
  return (
    <>
      <style>{DEPARTMENT_CSS}</style>
      <Routes>
        <Route
          path="/department/users/:id"
          element={
            <RequireRole roles={PAGE_ROLES.departmentPerformance}>
              <DepartmentPerformancePage />
            </RequireRole>
          }
        />
        <Route
          path="/department/departments/:id"
          element={
            <RequireRole roles={PAGE_ROLES.departmentConsultants}>
              <DepartmentsPage />
            </RequireRole>
          }
        />
        <Route path="/department/reports/:id" element={<ReportsRoute scope="department" />} />
        <Route
          path="/department/:id"
          element={
            <RequireRole roles={PAGE_ROLES.departmentConsultants}>
              <DepartmentConsultantsPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AreaFooter module="department" release={RELEASE} />
    </>
  );
}
