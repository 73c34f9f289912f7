/** What other resources use of companies: the look-up and the routes under one company. */
export { companyRoutes } from './companyRoute';
export { companyById, companyZoneOf } from './queries';
