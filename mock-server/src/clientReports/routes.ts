/**
 * Reports of remote releases an open page refused (built for other versions of the shared library
 * or the contract than the page offers): POST /client_reports by any signed-in page, GET
 * /client_reports for the platform admin.
 */
import { ensure } from '../kernel/errors';
import { route, type RouteModule } from '../kernel/route';
import { clientReports } from './queries';
import { clientReportSchema } from './schemas';
import { insertClientReport } from './writes';

export const clientReportRoutes: RouteModule = (app, { options, store }) => {
  route(app, 'POST /client_reports', { body: clientReportSchema }, async (request, { body }) => {
    const now = options.now();
    return store.write((tx) => insertClientReport(tx, request.actor, body, now));
  });

  route(app, 'GET /client_reports', {}, async (request) => {
    ensure(request.actor.role === 'admin', 'Only the platform admin reads the reports');
    return clientReports(store.db);
  });
};
