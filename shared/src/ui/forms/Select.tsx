import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/** A labelled native select. */
export function Select({
  label,
  options,
  value,
  onChange,
  hideLabel = false,
  id,
  className,
  ...rest
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className="tt-field">
      <label htmlFor={selectId} className={hideLabel ? 'tt-sr-only' : 'tt-field-label'}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={className ? `tt-input tt-select ${className}` : 'tt-input tt-select'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
