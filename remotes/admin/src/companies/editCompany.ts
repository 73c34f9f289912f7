import {
  MESSAGES,
  checkUnitEdit,
  createCompanyAdmin,
  saveUnitEdit,
  updateCompany,
  updateUser,
  type Company,
  type KeptRepresentative,
  type MessagePair,
  type UnitEditForm,
  type UnitEditOutcome,
  type UnitKind,
} from '@app/shared';

/** A company as a unit with a representative: its calls and messages (spec sections 4, 5 and 8). */
const companies: UnitKind<Company> = {
  invalidName: MESSAGES.invalidCompanyName,
  nameUpdated: MESSAGES.companyNameUpdated,
  representativeChanged: MESSAGES.adminChanged,
  representativeUploadFailed: MESSAGES.companyAdminUploadFailed,
  representativeUpdateFailed: MESSAGES.companyAdminUpdateFailed,
  rename: (company, name) => updateCompany(company.id, { name }),
  createRepresentative: (_company, person) => createCompanyAdmin(person),
  allocate: (company, admin) => updateCompany(company.id, { admin }),
  updateUser: (id, patch) => updateUser(id, patch),
};

/** 'Edit company' rules (spec section 5). */
export const checkEditCompany = (form: UnitEditForm, company: Company): MessagePair | null =>
  checkUnitEdit(form, company, companies);

/**
 * Saves 'Edit company', each change its own call: PATCH /company/{id} {name}; POST /company_admins
 * then PATCH /company/{id} {admin}; PATCH /update_user/{admin} (see saveUnitEdit).
 */
export const saveCompanyEdit = (
  company: Company,
  form: UnitEditForm,
  kept: KeptRepresentative | null,
): Promise<UnitEditOutcome<Company>> => saveUnitEdit(company, form, kept, companies);
