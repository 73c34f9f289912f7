/**
 * The people's dialogs other areas show (exposed as company/People): a consultant's details (with
 * targets and history) and the move to another department, both shown by the department area too.
 */
export { MoveConsultantDialog, type MoveConsultantDialogProps } from './moveConsultant/MoveConsultantDialog';
export * from './people';
export {
  UserDetailsDialog,
  type UserDetails,
  type UserDetailsDialogProps,
} from './userDetails/UserDetailsDialog';
