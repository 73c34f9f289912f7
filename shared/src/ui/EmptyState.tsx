import type { ReactNode } from 'react';
import type { IconName } from '../iconNames';
import { Icon } from './Icon';

export interface EmptyStateProps {
  message: string;
  icon?: IconName;
  /** E.g. a button to add the first item. */
  children?: ReactNode;
}

/** What a page shows when it has nothing to list. */
export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <div className="tt-empty">
      {icon && <Icon name={icon} size={32} />}
      <p>{message}</p>
      {children}
    </div>
  );
}
