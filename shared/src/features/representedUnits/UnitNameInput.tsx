import { TextInput } from '@app/shared';

interface UnitNameInputProps {
  /** 'Company name' or 'Department name': the label and the placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The name field of the add and edit forms of a company or a department. */
export function UnitNameInput({ label, value, onChange, disabled }: UnitNameInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={label}
      name="name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      autoComplete="off"
    />
  );
}
