import { TextInput } from './TextInput';

export interface NameInputProps {
  /** 'Company name', 'Department name', 'Project name': the label and the placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The name field of a form that adds or renames a company, a department or a project. */
export function NameInput({ label, value, onChange, disabled }: NameInputProps) {
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
