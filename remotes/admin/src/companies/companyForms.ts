import { emptyPerson, type PersonForm } from '@app/shared';

/** 'Add company': the representative first, then the company name. */
export interface AddCompanyForm extends PersonForm {
  name: string;
}

export const emptyAddCompanyForm: AddCompanyForm = { name: '', ...emptyPerson };
