import { useId } from 'react';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
}

/** A 40x20 on/off switch; Space and Enter toggle it, as does a click on its label. */
export function Toggle({ label, checked, onChange, hideLabel = false, disabled = false, id }: ToggleProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  return (
    <span className="tt-toggle">
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        className="tt-switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
      <label htmlFor={switchId} className={hideLabel ? 'tt-sr-only' : 'tt-toggle-label'}>
        {label}
      </label>
    </span>
  );
}
