import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  getCompanyOfUser,
  getReport,
  listCompanies,
  listDepartments,
  listEmployees,
  listProjects,
} from '../../api/endpoints';
import type { ApiResult } from '../../api/client';
import type { Company, HoursReportQuery } from '@app/contract';
import { userAtom } from '../../state/atoms';

/** The data of a result, or its refusal thrown for the query layer. */
async function data<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw result;
  return result.data;
}

/** The HTTP status of a refused call (what `data` threw), or null. */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Every company, for the platform admin's choice. */
export function useCompanies() {
  return useQuery({ queryKey: ['companies'], queryFn: () => data(listCompanies()) });
}

/** The company a report is about: the user's own, or for the platform admin any of the list. */
export function useReportCompany(companyId: number) {
  const user = useAtomValue(userAtom);
  return useQuery({
    queryKey: ['company', companyId],
    enabled: !!user,
    queryFn: async (): Promise<Company> => {
      if (user?.role === 'admin') {
        const company = (await data(listCompanies())).find((each) => each.id === companyId);
        if (!company) throw new Error('No such company');
        return company;
      }
      return data(getCompanyOfUser(user!.user_id));
    },
  });
}

export function useReport(companyId: number, params: HoursReportQuery | null) {
  return useQuery({
    queryKey: ['report', companyId, params],
    enabled: params !== null,
    queryFn: () => data(getReport(companyId, params!)),
    placeholderData: (previous) => previous,
  });
}

/** The choices of the filters a scope offers (null where it offers none). */
export function useFilterChoices(
  companyId: number,
  {
    departments,
    consultantsOf,
    projects,
  }: {
    departments: boolean;
    consultantsOf: number | null;
    projects: boolean;
  },
) {
  const departmentList = useQuery({
    queryKey: ['departments', companyId],
    enabled: departments,
    queryFn: () => data(listDepartments(companyId)),
  });
  const consultantList = useQuery({
    queryKey: ['employees', consultantsOf],
    enabled: consultantsOf !== null,
    queryFn: () => data(listEmployees(consultantsOf!)),
  });
  const projectList = useQuery({
    queryKey: ['projects', companyId],
    enabled: projects,
    queryFn: () => data(listProjects(companyId)),
  });
  return {
    departments: departments ? (departmentList.data ?? []) : null,
    consultants:
      consultantsOf !== null
        ? (consultantList.data ?? []).map((user) => ({
            id: user.id,
            name: `${user.first_name} ${user.last_name}`,
          }))
        : null,
    projects: projects ? (projectList.data ?? []) : null,
  };
}
