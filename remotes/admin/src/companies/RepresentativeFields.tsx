import { TextInput, contactInput, type PersonForm } from '@app/shared';

interface RepresentativeFieldsProps {
  form: PersonForm;
  onChange: (field: keyof PersonForm, value: string) => void;
  /** On an edit of the current representative the password is optional ('New password'). */
  newPasswordOnly?: boolean;
  disabled?: boolean;
}

/** The company representative's fields: email, names, contact, password and its confirmation. */
export function RepresentativeFields({
  form,
  onChange,
  newPasswordOnly = false,
  disabled = false,
}: RepresentativeFieldsProps) {
  const bind = (field: keyof PersonForm) => ({
    value: form[field],
    // contact is a numeric input (spec section 3): letters never get in
    onChange: (event: { target: { value: string } }) =>
      onChange(field, field === 'contact' ? contactInput(event.target.value) : event.target.value),
    disabled,
    name: field,
  });
  return (
    <fieldset className="ad-fieldset">
      <legend>Representative</legend>
      <TextInput
        label="Email"
        type="email"
        placeholder="name@company.com"
        autoComplete="off"
        {...bind('email')}
      />
      <TextInput
        label="First name"
        placeholder="First name"
        minLength={0}
        autoComplete="off"
        {...bind('first_name')}
      />
      <TextInput
        label="Last name"
        placeholder="Last name"
        minLength={0}
        autoComplete="off"
        {...bind('last_name')}
      />
      <TextInput
        label="Contact"
        type="tel"
        inputMode="numeric"
        placeholder="phone number, digits"
        minLength={0}
        autoComplete="off"
        {...bind('contact')}
      />
      <TextInput
        label={newPasswordOnly ? 'New password (optional)' : 'Password'}
        type="password"
        placeholder={newPasswordOnly ? 'leave empty to keep it' : 'password'}
        autoComplete="new-password"
        required={!newPasswordOnly}
        {...bind('password')}
      />
      <TextInput
        label={newPasswordOnly ? 'Confirm new password' : 'Confirm password'}
        type="password"
        placeholder="the same password again"
        autoComplete="new-password"
        required={!newPasswordOnly}
        {...bind('confirmation')}
      />
    </fieldset>
  );
}
