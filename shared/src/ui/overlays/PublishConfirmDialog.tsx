import { MESSAGES } from '@app/contract';
import { ConfirmDialog, type ConfirmPresetProps } from './ConfirmDialog';

/** 'publish Confirmation' / 'Are you sure you want to publish these tasks' / 'confirm publish'. */
export function PublishConfirmDialog(props: ConfirmPresetProps) {
  return <ConfirmDialog {...MESSAGES.publishConfirmation} {...props} />;
}
