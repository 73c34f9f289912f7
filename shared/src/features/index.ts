/** Features more than one role shows: each lives here once and the remotes mount it. */
export { UserDetailsDialog, type UserDetails } from './userDetails/UserDetailsDialog';
export { ReportsRoute, type ReportsRouteScope } from './reports';
