/** A company's task log (newest first, no paging limit). */
import { companyRoutes } from '../companies';
import { may } from '../kernel/policy';
import type { RouteModule } from '../kernel/route';
import { logsOfCompanyJson } from './queries';

const READ_REFUSED = "Only the platform admin and the company's representative read its task logs";

export const logRoutes: RouteModule = (app, { store: { db } }) =>
  companyRoutes(app, db, { rule: may.readLogs, refusal: READ_REFUSED })(
    'GET /tasks_logs/{companyId}',
    {},
    async (company) => logsOfCompanyJson(db, company.id),
  );
