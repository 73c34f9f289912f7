import type { Company, NewPerson } from '@app/shared';

/** The representative's fields on the company forms. */
export interface RepresentativeForm extends NewPerson {
  confirmation: string;
}

/** 'Add company': the representative first, then the company name. */
export interface AddCompanyForm extends RepresentativeForm {
  name: string;
}

/**
 * 'Edit company': the name, the representative's details and a new password. With
 * `newRepresentative` on, the person fields describe a new representative to allocate the company
 * to (the password is then theirs and required).
 */
export interface EditCompanyForm extends RepresentativeForm {
  name: string;
  newRepresentative: boolean;
}

export const emptyRepresentative: RepresentativeForm = {
  email: '',
  first_name: '',
  last_name: '',
  contact: '',
  password: '',
  confirmation: '',
};

export const emptyAddCompanyForm: AddCompanyForm = { name: '', ...emptyRepresentative };

/** The edit form as it opens: the company's name and its representative's details, no password. */
export function editFormOf(company: Company): EditCompanyForm {
  return {
    name: company.name,
    newRepresentative: false,
    ...representativeOf(company),
    password: '',
    confirmation: '',
  };
}

/** The current representative's details as the person fields show them. */
export function representativeOf(company: Company) {
  return {
    email: company.admin_email,
    first_name: company.admin_first_name,
    last_name: company.admin_last_name,
    contact: company.admin_contact,
  };
}

/** The person fields of a form, trimmed, as the API takes them. */
export function personOf(form: RepresentativeForm): NewPerson {
  return {
    email: form.email.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    contact: form.contact.trim(),
    password: form.password,
  };
}

/** A representative created by an attempt whose later step failed: reused by the next attempt. */
export interface KeptRepresentative {
  id: number;
  email: string;
}

/** Whether a kept representative is the one the form describes (emails compare case-insensitively). */
export function isKeptFor(kept: KeptRepresentative | null, email: string): kept is KeptRepresentative {
  return !!kept && kept.email.toLowerCase() === email.trim().toLowerCase();
}
