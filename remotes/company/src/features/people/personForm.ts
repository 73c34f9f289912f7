import type { NewPerson, User } from '@app/shared';

/** A person's fields on the add and edit forms: names, email, contact, password and its confirmation. */
export interface PersonForm extends NewPerson {
  confirmation: string;
}

export const emptyPerson: PersonForm = {
  email: '',
  first_name: '',
  last_name: '',
  contact: '',
  password: '',
  confirmation: '',
};

/** The edit form as it opens for a user: their details, no password. */
export function personFormOf(user: Pick<User, 'email' | 'first_name' | 'last_name' | 'contact'>): PersonForm {
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    contact: user.contact,
    password: '',
    confirmation: '',
  };
}

/** The form's person, trimmed, as the API takes it. */
export function personOf(form: PersonForm): NewPerson {
  return {
    email: form.email.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    contact: form.contact.trim(),
    password: form.password,
  };
}
