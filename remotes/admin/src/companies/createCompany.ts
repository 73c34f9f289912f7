import {
  refusedFieldNotice,
  MESSAGES,
  createCompany,
  createCompanyAdmin,
  renameIfChanged,
  validateNewPerson,
  type Company,
  type MessagePair,
  isKeptFor,
  personOf,
  type KeptRepresentative,
} from '@app/shared';
import type { AddCompanyForm } from './companyForms';

/**
 * 'Add company' rules (spec section 5): every field required, a strong and matching password, and
 * a company name longer than 3 characters.
 */
export function checkAddCompany(form: AddCompanyForm): MessagePair | null {
  return (
    validateNewPerson({ ...personOf(form), name: form.name, confirmation: form.confirmation }) ??
    (renameIfChanged(form.name, '') === null ? MESSAGES.invalidCompanyName : null)
  );
}

export type CreateCompanyOutcome =
  { ok: true; company: Company } | { ok: false; notice: MessagePair; kept: KeptRepresentative | null };

/**
 * The two steps of spec section 4: the representative (POST /company_admins), then the company with
 * that representative's id (POST /companies). When the second step fails the representative stays
 * created and is returned as `kept`; passing it back makes the next attempt only create the company.
 */
export async function createCompanyWithRepresentative(
  form: AddCompanyForm,
  kept: KeptRepresentative | null,
): Promise<CreateCompanyOutcome> {
  let representative = isKeptFor(kept, form.email) ? kept : null;
  if (!representative) {
    const created = await createCompanyAdmin(personOf(form));
    if (!created.ok)
      return {
        ok: false,
        notice: refusedFieldNotice(MESSAGES.companyAdminUploadFailed, created.error),
        kept: null,
      };
    representative = { id: created.data.id, email: created.data.email };
  }
  const company = await createCompany({ name: form.name.trim(), admin: representative.id });
  if (!company.ok) return { ok: false, notice: MESSAGES.companyCreationFailed, kept: representative };
  return { ok: true, company: company.data };
}
