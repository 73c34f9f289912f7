import { MESSAGES } from '@app/contract';
import { ConfirmDialog, type ConfirmPresetProps } from './ConfirmDialog';

/** 'Logout Confirmation' / 'Are you sure you want to logout' / 'confirm Logout'. */
export function LogoutConfirmDialog(props: ConfirmPresetProps) {
  return <ConfirmDialog {...MESSAGES.logoutConfirmation} {...props} />;
}
