import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaFooter, PAGE_ROLES, RequireRole } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { RELEASE } from './release';
import { EMPLOYEE_CSS } from './employeeStyles';
import { DraftsPage } from './pages/DraftsPage';
import { TasksPage } from './pages/TasksPage';
import { TodosPage } from './pages/TodosPage';

/** The employee area (spec section 2): tasks, todos, drafts. */
export default function EmployeeApp() {
  return (
    <>
      <style>{EMPLOYEE_CSS}</style>
      <Routes>
        <Route path="/employee/reports/:id" element={<ReportsRoute scope="consultant" />} />
        <Route
          path="/employee/todos/:id"
          element={
            <RequireRole roles={PAGE_ROLES.todos}>
              <TodosPage />
            </RequireRole>
          }
        />
        <Route
          path="/employee/saved_tasks/:id"
          element={
            <RequireRole roles={PAGE_ROLES.drafts}>
              <DraftsPage />
            </RequireRole>
          }
        />
        <Route
          path="/employee/:id"
          element={
            <RequireRole roles={PAGE_ROLES.employeeTasks}>
              <TasksPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <AreaFooter module="employee" release={RELEASE} />
    </>
  );
}
