import { TextInput } from './TextInput';

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (query: string) => void;
  placeholder?: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/** The search field of a list page; the page filters its rows by the query. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder = label,
  hideLabel = false,
}: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={false}
      minLength={0}
      autoComplete="off"
    />
  );
}
