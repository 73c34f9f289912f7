/** A company's task log (newest first, no paging limit). */
import { companyById } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { logsOfCompanyJson } from './queries';

export const logRoutes: RouteModule = (app, { store }) => {
  const { db } = store;

  route(app, 'GET /tasks_logs/{companyId}', {}, async (request, { params }) => {
    const company = await companyById(db, params.companyId);
    ensure(
      may.readLogs(request.actor, company.id),
      "Only the platform admin and the company's representative read its task logs",
    );
    return logsOfCompanyJson(db, company.id);
  });
};
