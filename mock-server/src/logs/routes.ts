/** A company's task log (newest first, no paging limit). */
import { companyFor } from '../companies';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { logsOfCompanyJson } from './queries';

const READ_REFUSED = "Only the platform admin and the company's representative read its task logs";

export const logRoutes: RouteModule = (app, { store }) => {
  const { db } = store;

  route(app, 'GET /tasks_logs/{companyId}', {}, async (request, { params }) => {
    const company = await companyFor(request, db, params.companyId, may.readLogs, READ_REFUSED);
    return logsOfCompanyJson(db, company.id);
  });
};
