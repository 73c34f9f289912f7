/** Features more than one role shows: each lives here once and the remotes mount it. */
export { MoveConsultantDialog, type MoveConsultantDialogProps } from './moveConsultant/MoveConsultantDialog';
export * from './people';
export * from './representedUnits';
export { UserDetailsDialog, type UserDetails } from './userDetails/UserDetailsDialog';
