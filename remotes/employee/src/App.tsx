import { PAGE_ROLES, AreaPages, type AreaPage } from '@app/shared';
import { ReportsRoute } from '@app/shared/features';
import { RELEASE } from './release';
import { EMPLOYEE_CSS } from './employeeStyles';
import { DraftsPage } from './pages/DraftsPage';
import { TasksPage } from './pages/TasksPage';
import { TodosPage } from './pages/TodosPage';

const PAGES: AreaPage[] = [
  { path: '/employee/reports/:id', page: <ReportsRoute scope="consultant" /> },
  { path: '/employee/todos/:id', roles: PAGE_ROLES.todos, page: <TodosPage /> },
  { path: '/employee/saved_tasks/:id', roles: PAGE_ROLES.drafts, page: <DraftsPage /> },
  { path: '/employee/:id', roles: PAGE_ROLES.employeeTasks, page: <TasksPage /> },
];

/** The employee area (spec section 2): tasks, todos, drafts. */
export default function EmployeeApp() {
  return (
    <AreaPages module="employee" release={RELEASE} pages={PAGES} styles={<style>{EMPLOYEE_CSS}</style>} />
  );
}
