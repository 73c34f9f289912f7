import { PAGE_ROLES } from '@app/shared';
import { AreaPages, pageOnDemand, preloadAreaPages, remotePage, type AreaPage } from '@app/shared/areas';
import type * as Reports from 'company/Reports';
import { RELEASE } from './release';
import { EMPLOYEE_CSS } from './employeeStyles';

const PAGES: AreaPage[] = [
  {
    path: '/employee/reports/:id',
    // the company remote owns the reports: its release reaches this area too
    ...remotePage<typeof Reports>('company', 'Reports', ({ ReportsRoute }) => () => (
      <ReportsRoute scope="consultant" />
    )),
  },
  {
    path: '/employee/todos/:id',
    roles: PAGE_ROLES.todos,
    ...pageOnDemand(() => import('./pages/TodosPage').then((m) => m.TodosPage)),
  },
  {
    path: '/employee/week/:id',
    roles: PAGE_ROLES.week,
    ...pageOnDemand(() => import('./pages/WeekPage').then((m) => m.WeekPage)),
  },
  {
    path: '/employee/saved_tasks/:id',
    roles: PAGE_ROLES.drafts,
    ...pageOnDemand(() => import('./pages/DraftsPage').then((m) => m.DraftsPage)),
  },
  {
    path: '/employee/:id',
    roles: PAGE_ROLES.employeeTasks,
    ...pageOnDemand(() => import('./pages/TasksPage').then((m) => m.TasksPage)),
  },
];

/** The employee area: tasks, todos, drafts. */
export default function EmployeeApp() {
  return (
    <AreaPages module="employee" release={RELEASE} pages={PAGES} styles={<style>{EMPLOYEE_CSS}</style>} />
  );
}

/** The shell fetches the area's pages ahead when the user's pages lead here. */
EmployeeApp.preload = () => preloadAreaPages(PAGES);
