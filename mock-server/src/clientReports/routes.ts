/**
 * Reports of remote releases an open page refused (built for other versions of the shared library
 * or the contract than the page offers): POST /client_reports by any signed-in page, GET
 * /client_reports for the platform admin. Reports are rate-limited per person and per address.
 */
import { countAttempt } from '../auth/loginThrottle';
import { HttpError, ensure } from '../kernel/errors';
import { route, type RouteModule } from '../kernel/route';
import { clientReports } from './queries';
import { clientReportSchema } from './schemas';
import { insertClientReport } from './writes';

export const clientReportRoutes: RouteModule = (app, { options, store }) => {
  route(app, 'POST /client_reports', { body: clientReportSchema }, async (request, { body }) => {
    // at most so many from one person and from one address in a window: nobody fills the table
    const { perPerson, perAddress, windowSeconds } = options.clientReportRate;
    const wait = await countAttempt(
      store.engineDb,
      [
        [`client-report-person:${request.actor.id}`, perPerson],
        [`client-report-address:${request.ip}`, perAddress],
      ],
      windowSeconds,
    );
    if (wait !== null)
      throw new HttpError(429, {
        error: 'too_many_reports',
        detail: `Too many reports of refused releases. Try again in ${wait} seconds.`,
        retry_after: wait,
      });
    const now = options.now();
    return store.write((tx) => insertClientReport(tx, request.actor, body, now));
  });

  route(app, 'GET /client_reports', {}, async (request) => {
    ensure(request.actor.role === 'admin', 'Only the platform admin reads the reports');
    return clientReports(store.db);
  });
};
