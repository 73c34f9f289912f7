import { MESSAGES } from '@app/contract';
import { ConfirmDialog, type ConfirmPresetProps } from './ConfirmDialog';

/** 'Delete Confirmation' / 'Are you sure you want to delete this item' / 'confirm delete'. */
export function DeleteConfirmDialog(props: ConfirmPresetProps) {
  return <ConfirmDialog {...MESSAGES.deleteConfirmation} {...props} />;
}
