import { PAGE_ROLES } from '@app/shared';
import { AreaPages, pageOnDemand, type AreaPage } from '@app/shared/areas';
import { RELEASE } from './release';
import { EMPLOYEE_CSS } from './employeeStyles';

const PAGES: AreaPage[] = [
  {
    path: '/employee/reports/:id',
    page: pageOnDemand(() =>
      import('@app/shared/reports').then(({ ReportsRoute }) => () => <ReportsRoute scope="consultant" />),
    ),
  },
  {
    path: '/employee/todos/:id',
    roles: PAGE_ROLES.todos,
    page: pageOnDemand(() => import('./pages/TodosPage').then((m) => m.TodosPage)),
  },
  {
    path: '/employee/saved_tasks/:id',
    roles: PAGE_ROLES.drafts,
    page: pageOnDemand(() => import('./pages/DraftsPage').then((m) => m.DraftsPage)),
  },
  {
    path: '/employee/:id',
    roles: PAGE_ROLES.employeeTasks,
    page: pageOnDemand(() => import('./pages/TasksPage').then((m) => m.TasksPage)),
  },
];

/** The employee area (spec section 2): tasks, todos, drafts. */
export default function EmployeeApp() {
  return (
    <AreaPages module="employee" release={RELEASE} pages={PAGES} styles={<style>{EMPLOYEE_CSS}</style>} />
  );
}
