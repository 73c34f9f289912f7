/** Reports (beyond the spec): the route every remote mounts; the page loads when first opened. */
export { ReportsRoute, type ReportsRouteScope } from './ReportsRoute';
