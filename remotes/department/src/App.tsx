import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaFooter, PAGE_ROLES, ReportsRoute, RequireRole } from '@app/shared';
import { RELEASE } from './release';
import { DepartmentConsultantsPage } from './pages/DepartmentConsultantsPage';
import { DepartmentPerformancePage } from './pages/DepartmentPerformancePage';
import { DepartmentsPage } from './pages/DepartmentsPage';

const DEPARTMENT_CSS = `
.tt-department-links{display:flex;flex-wrap:wrap;gap:16px;margin:-12px 0 20px;font-weight:600}
.tt-details{display:grid;gap:12px;margin:0}
.tt-details dt{color:var(--tt-muted);font-size:.75rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase}
.tt-details dd{margin:2px 0 0;overflow-wrap:anywhere}
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
