/** A company as the API shows it: with its representative's fields. */
import type { Company } from '@app/contract';
import { adminFieldsOf, type AdminFields, type Repo } from '../db/repo';
import type { CompanyRecord } from '../db/records';

export const companyView = (c: CompanyRecord & AdminFields): Company => ({
  id: c.id,
  name: c.name,
  admin: c.admin,
  ...adminFieldsOf(c),
  is_active: c.is_active,
  created_at: c.created_at,
  time_zone: c.time_zone,
});

/** A company just read or written, shown with its representative read now. */
export const shownCompany = async (db: Repo, company: CompanyRecord): Promise<Company> =>
  companyView({ ...company, ...(await db.adminFields(company.admin)) });
