/** A company as the API shows it: with its representative's fields. */
import type { Company, CompanyOfUser } from '@app/contract';
import { dayAt } from '@app/contract/days';
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
  currency: c.currency,
  invoice_prefix: c.invoice_prefix,
  invoice_next_number: c.invoice_next_number,
  tax_rate: c.tax_rate,
  address: c.address,
  locale: c.locale,
});

/** A company just read or written, shown with its representative read now. */
export const shownCompany = async (db: Repo, company: CompanyRecord): Promise<Company> =>
  companyView({ ...company, ...(await db.adminFields(company.admin)) });

/** A user's company with its day at `now`: today in its time zone and the moment that day ends. */
export const withToday = (company: Company, now: Date): CompanyOfUser => ({
  ...company,
  ...dayAt(company.time_zone, now),
});
