import { countBadge } from '../format';
import { LABELS } from '@app/contract';
import { Button } from './Button';
import { Icon } from './Icon';

export interface DetailHeaderProps {
  /** The list's heading, e.g. 'Departments'. */
  title: string;
  /** The name of the company or department the list belongs to (from the navigation state). */
  name?: string | null;
  /** The admin's email, shown as 'controlled by {email}'. */
  controlledBy?: string | null;
  /** Shown in a red badge, capped at '99+'. */
  count?: number;
  /** Shows the add button; pass it only when the viewer may add. */
  onAdd?: () => void;
  /** The add button's text; 'Add {title}' by default. */
  addLabel?: string;
}

/** The header of a detail list page. */
export function DetailHeader({ title, name, controlledBy, count, onAdd, addLabel }: DetailHeaderProps) {
  return (
    <header className="tt-detail-header">
      <div>
        {name && <p className="tt-detail-name">{name}</p>}
        <h1 className="tt-heading">
          {title}
          {count !== undefined && (
            <span className="tt-badge">
              <span className="tt-sr-only">count </span>
              {countBadge(count)}
            </span>
          )}
        </h1>
        {controlledBy && (
          <p className="tt-detail-controlled">
            {LABELS.controlledBy} {controlledBy}
          </p>
        )}
      </div>
      {onAdd && (
        <Button contain onClick={onAdd}>
          <Icon name="add" size={18} />
          {addLabel ?? LABELS.add(title)}
        </Button>
      )}
    </header>
  );
}
