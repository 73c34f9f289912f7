/**
 * Companies: the endpoint functions, the reads and the writes of the platform admin's list of
 * companies (and the company a user belongs to). Every write invalidates what a company changes
 * (AFFECTED.companies: the people lists, performance and reports); a delete leaves the list at once
 * and comes back if refused.
 */
import {
  callEndpoint,
  getCompanyOfUser,
  type Company,
  type CompanyOfUser,
  type CompanyPatch,
  type NewCompany,
  type NewPerson,
  type User,
  useSessionUser,
} from '@app/shared';
import { useEffect } from 'react';
import { queryKeys } from '../query/keys';
import { useApiQuery, type ApiQuery } from '../query/useApiQuery';
import { addRow, replaceRow, useApiMutation, useDeleteRow } from '../query/useApiMutation';

export const listCompanies = () => callEndpoint('GET /companies');
export const createCompany = (body: NewCompany) => callEndpoint('POST /companies', { body });
export const updateCompany = (id: number, body: CompanyPatch) =>
  callEndpoint('PATCH /company/{id}', { params: { id }, body });
export const deleteCompany = (id: number) => callEndpoint('DELETE /company/{id}', { params: { id } });
export const createCompanyAdmin = (body: NewPerson) => callEndpoint('POST /company_admins', { body });

/** Every company (the platform admin's list); `enabled` false reads nothing. */
export const useCompanies = (enabled = true) =>
  useApiQuery<Company[]>(queryKeys.companies(), enabled ? listCompanies : null);

/** The company `userId` belongs to, with its day now; null reads nothing. */
export const useCompanyOfUser = (userId: number | null) =>
  useApiQuery<CompanyOfUser>(
    queryKeys.companyOfUser(userId ?? 0),
    userId === null ? null : () => getCompanyOfUser(userId),
  );

/** How long after its day ended a company is read again while the server still answers that day. */
const DAY_END_RECHECK_MS = 60_000;
/** The longest wait a browser timer keeps (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The company `userId` belongs to, for a page that shows its day (`data.today`, as the server
 * counts it in the company's time zone): read again when that day ends (`today_ends_at`), and
 * each minute after until the server answers the next day, so a page left open moves to the new
 * day by itself.
 */
export function useCompanyDay(userId: number | null): ApiQuery<CompanyOfUser> {
  const company = useCompanyOfUser(userId);
  const endsAt = company.data?.today_ends_at;
  const { reload } = company;
  useEffect(() => {
    if (!endsAt) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const readAgain = () => {
      reload();
      timer = setTimeout(readAgain, DAY_END_RECHECK_MS);
    };
    const wait = Math.min(LONGEST_TIMER_MS, Math.max(0, Date.parse(endsAt) - Date.now()));
    timer = setTimeout(readAgain, wait);
    return () => clearTimeout(timer);
  }, [endsAt, reload]);
  return company;
}

/**
 * The company a page is about (its name, its time zone): the signed-in user's own, or for the
 * platform admin its row in the list of companies. Another company than one's own fails as refused
 * (403), one the admin's list does not hold as unknown (404).
 */
export function useCompany(companyId: number): ApiQuery<Company> {
  const user = useSessionUser();
  const own = user !== null && user.role !== 'admin';
  const mine = useCompanyOfUser(own ? user.user_id : null);
  const all = useCompanies(!own && !!user);
  if (own)
    return {
      ...mine,
      data: mine.data?.id === companyId ? mine.data : null,
      failedStatus: mine.data && mine.data.id !== companyId ? 403 : mine.failedStatus,
    };
  const found = all.data?.find((company) => company.id === companyId) ?? null;
  return { ...all, data: found, failedStatus: all.data && !found ? 404 : all.failedStatus };
}

/** Adds a company's representative (a company_admin), before the company is created or allocated. */
export const useCreateCompanyAdmin = () =>
  useApiMutation<NewPerson, User>({ request: createCompanyAdmin, affects: queryKeys.companies() });

/** Adds a company; it shows at the end of the list at once. */
export const useCreateCompany = () =>
  useApiMutation<NewCompany, Company, Company>({
    request: createCompany,
    affects: queryKeys.companies(),
    update: addRow('end'),
  });

/**
 * Changes a company (name, representative, activation, time zone): the list shows the change at
 * once, then the answer; a refused change goes back.
 */
export const useUpdateCompany = () =>
  useApiMutation<{ id: number; patch: CompanyPatch }, Company, Company>({
    request: ({ id, patch }) => updateCompany(id, patch),
    affects: queryKeys.companies(),
    changes: (rows, { id, patch }) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)),
    update: replaceRow,
  });

/** Deletes a company: it leaves the list at once and comes back if refused. */
export const useDeleteCompany = () => useDeleteRow<Company>(queryKeys.companies(), deleteCompany);
