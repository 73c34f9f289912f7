/**
 * @app/shared/features: features more than one role shows; each lives here once and the remotes
 * mount it. Its own entry, so the login page (which loads @app/shared) does not carry them.
 */
export { MoveConsultantDialog, type MoveConsultantDialogProps } from './moveConsultant/MoveConsultantDialog';
export * from './people';
export {
  UserDetailsDialog,
  type UserDetails,
  type UserDetailsDialogProps,
} from './userDetails/UserDetailsDialog';
