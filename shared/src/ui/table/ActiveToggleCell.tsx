import { useEffect, useState } from 'react';
import { Toggle } from '../forms/Toggle';

interface ActiveToggleCellProps {
  id: number;
  active: boolean;
  label: string;
  /** The row shown: any new version of it (a write answered or refused) re-syncs the switch. */
  row: object;
  onToggle: (id: number, next: boolean) => void;
}

/**
 * The 'ACTIVE' switch of a row: flips at once and calls the handler with the row id and the new
 * value; follows the row again whenever a new version of it arrives, even one with the same
 * is_active as before the click (a refused change put back).
 */
export function ActiveToggleCell({ id, active, label, row, onToggle }: ActiveToggleCellProps) {
  const [checked, setChecked] = useState(active);
  useEffect(() => setChecked(active), [active, row]);
  return (
    <Toggle
      label={label}
      hideLabel
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onToggle(id, next);
      }}
    />
  );
}
