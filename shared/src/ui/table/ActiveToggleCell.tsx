import { useEffect, useState } from 'react';
import { Toggle } from '../forms/Toggle';

interface ActiveToggleCellProps {
  id: number;
  active: boolean;
  label: string;
  onToggle: (id: number, next: boolean) => void;
}

/**
 * The 'ACTIVE' switch of a row: flips at once and calls the handler with the row id and the new
 * value; follows the row again whenever its is_active changes (spec section 4, "Activation").
 */
export function ActiveToggleCell({ id, active, label, onToggle }: ActiveToggleCellProps) {
  const [checked, setChecked] = useState(active);
  useEffect(() => setChecked(active), [active]);
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
