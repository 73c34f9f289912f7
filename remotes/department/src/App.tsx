import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaFooter, PAGE_ROLES, RequireRole } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { RELEASE } from './release';
import { DepartmentConsultantsPage } from './pages/DepartmentConsultantsPage';
import { DepartmentPerformancePage } from './pages/DepartmentPerformancePage';
import { DepartmentsPage } from './pages/DepartmentsPage';

/** The department area (spec section 2). */
export default function DepartmentApp() {
  return (
    <>
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
