import type { SortOption } from '../../format/lists';
import { Select } from './Select';

export interface SortMenuProps<K extends string> {
  options: readonly SortOption<K>[];
  value: K;
  onChange: (key: K) => void;
  label?: string;
}

/** The sort choice of a list page; the page sorts its rows by the chosen key. */
export function SortMenu<K extends string>({
  options,
  value,
  onChange,
  label = 'Sort by',
}: SortMenuProps<K>) {
  return (
    <Select
      label={label}
      value={value}
      options={options.map((option) => ({ value: option.key, label: option.label }))}
      onChange={(key) => onChange(key as K)}
    />
  );
}
