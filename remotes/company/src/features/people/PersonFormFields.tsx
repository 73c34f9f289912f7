import { contactInput, TextInput } from '@app/shared';
import type { PersonForm } from './personForm';

interface PersonFormFieldsProps {
  form: PersonForm;
  onChange: (field: keyof PersonForm, value: string) => void;
  /** Editing someone: the password is optional ('New password'). */
  passwordOptional?: boolean;
  disabled?: boolean;
  /** Groups the fields under this legend (e.g. 'Representative'). */
  legend?: string;
}

/**
 * A person's fields on every add and edit form (a board member, a consultant, the representative of
 * a company or a department): email, first and last name, contact (numeric), password and its
 * confirmation.
 */
export function PersonFormFields({
  form,
  onChange,
  passwordOptional = false,
  disabled = false,
  legend,
}: PersonFormFieldsProps) {
  const bind = (field: keyof PersonForm) => ({
    name: field,
    value: form[field],
    // contact is a numeric input: letters never get in
    onChange: (event: { target: { value: string } }) =>
      onChange(field, field === 'contact' ? contactInput(event.target.value) : event.target.value),
    disabled,
    autoComplete: field === 'password' || field === 'confirmation' ? 'new-password' : 'off',
  });
  const fields = (
    <>
      <TextInput label="Email" type="email" placeholder="name@company.com" {...bind('email')} />
      <TextInput label="First name" placeholder="First name" minLength={0} {...bind('first_name')} />
      <TextInput label="Last name" placeholder="Last name" minLength={0} {...bind('last_name')} />
      <TextInput
        label="Contact"
        type="tel"
        inputMode="numeric"
        placeholder="phone number, digits"
        minLength={0}
        {...bind('contact')}
      />
      <TextInput
        label={passwordOptional ? 'New password (optional)' : 'Password'}
        type="password"
        placeholder={passwordOptional ? 'leave empty to keep it' : 'password'}
        required={!passwordOptional}
        {...bind('password')}
      />
      <TextInput
        label={passwordOptional ? 'Confirm new password' : 'Confirm password'}
        type="password"
        placeholder="the same password again"
        required={!passwordOptional}
        {...bind('confirmation')}
      />
    </>
  );
  if (!legend) return fields;
  return (
    <fieldset className="tt-fieldset">
      <legend>{legend}</legend>
      {fields}
    </fieldset>
  );
}
