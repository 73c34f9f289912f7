/** Features more than one role shows: each lives here once and the remotes mount it. */
export * from './people';
export * from './representedUnits';
export { UserDetailsDialog, type UserDetails } from './userDetails/UserDetailsDialog';
