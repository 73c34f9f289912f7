/**
 * GET /health (decided): answers while the API serves, without a session, so a client that lost
 * the server can tell when it is back (its reachability probe).
 */
import { route, type RouteModule } from '../kernel/route';

export const healthRoutes: RouteModule = (app) => {
  route(app, 'GET /health', { public: true }, async () => ({ status: 'ok' as const }));
};
