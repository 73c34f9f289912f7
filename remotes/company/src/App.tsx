import { AreaPages, pageOnDemand, preloadAreaPages, type AreaPage } from '@app/shared/areas';
import { CompanyStyles } from './CompanyStyles';
import { RELEASE } from './release';

const reports = pageOnDemand(() =>
  import('./features/reports').then(({ ReportsRoute }) => () => <ReportsRoute scope="company" />),
);

/** Each page checks the viewer's role and the company itself (CompanyRoute, ReportsRoute). */
const PAGES: AreaPage[] = [
  {
    path: '/admin/company/:id',
    ...pageOnDemand(() => import('./pages/DepartmentsPage').then((m) => m.DepartmentsPage)),
  },
  {
    path: '/admin/users/:id',
    ...pageOnDemand(() => import('./pages/ConsultantsPage').then((m) => m.ConsultantsPage)),
  },
  {
    path: '/admin/projects/:id',
    ...pageOnDemand(() => import('./pages/ProjectsPage').then((m) => m.ProjectsPage)),
  },
  { path: '/admin/logs/:id', ...pageOnDemand(() => import('./pages/LogsPage').then((m) => m.LogsPage)) },
  {
    path: '/admin/members/:id',
    ...pageOnDemand(() => import('./pages/MembersPage').then((m) => m.MembersPage)),
  },
  {
    path: '/admin/approvals/:id',
    ...pageOnDemand(() =>
      import('./features/approvals').then(({ ApprovalsRoute }) => () => <ApprovalsRoute scope="company" />),
    ),
  },
  { path: '/admin/audit/:id', ...pageOnDemand(() => import('./pages/AuditPage').then((m) => m.AuditPage)) },
  {
    path: '/admin/import/:id',
    ...pageOnDemand(() => import('./pages/ImportPage').then((m) => m.ImportPage)),
  },
  { path: '/admin/reports', ...reports },
  { path: '/admin/reports/:id', ...reports },
  {
    path: '/company/clients/:id',
    ...pageOnDemand(() => import('./pages/ClientsPage').then((m) => m.ClientsPage)),
  },
  { path: '/company/rates/:id', ...pageOnDemand(() => import('./pages/RatesPage').then((m) => m.RatesPage)) },
  {
    path: '/company/invoices/:id',
    ...pageOnDemand(() => import('./pages/InvoicesPage').then((m) => m.InvoicesPage)),
  },
  {
    path: '/company/invoices/:id/:invoiceId',
    ...pageOnDemand(() => import('./pages/InvoicePage').then((m) => m.InvoicePage)),
  },
];

/**
 * The company representative's area (the admin area's pages other than the companies list
 * and settings, and the pages beyond the spec under '/company/': the clients, the rates, the
 * invoices and each invoice). Any other path goes to '/'.
 */
export default function CompanyApp() {
  return <AreaPages module="company" release={RELEASE} pages={PAGES} styles={<CompanyStyles />} />;
}

/** The shell fetches the area's pages ahead when the user's pages lead here. */
CompanyApp.preload = () => preloadAreaPages(PAGES);
