import { MESSAGES } from '@app/contract';
import { ConfirmDialog, type ConfirmPresetProps } from './ConfirmDialog';

export interface MoveConfirmDialogProps extends ConfirmPresetProps {
  /** The consultant's first name. */
  first: string;
  /** Department names. */
  from: string;
  to: string;
}

/** 'Move Confirmation' / 'Are you sure you want move {first} from {from} to {to}' / 'confirm transfer'. */
export function MoveConfirmDialog({ first, from, to, ...props }: MoveConfirmDialogProps) {
  return <ConfirmDialog {...MESSAGES.moveConfirmation(first, from, to)} {...props} />;
}
