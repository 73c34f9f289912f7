import {
  type ApiResult,
  type Department,
  type PerformanceRow,
  type PeriodTotals,
  type User,
} from '@app/shared';
import { getCompanyPerformance, listEmployees } from '@app/shared/query';

/** A consultant's performance row joined with what the row actions need from their account. */
export interface ConsultantRow extends PerformanceRow {
  first_name: string;
  last_name: string;
  is_active: boolean;
  date_joined: string;
  company: number | null;
}

const NONE: PeriodTotals = { total_duration: 0, task_count: 0 };

/** The performance rows with each consultant's account fields (consultants without an account row stay active). */
export function joinConsultants(rows: readonly PerformanceRow[], users: readonly User[]): ConsultantRow[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  return rows.map((row) => {
    const user = byId.get(row.id);
    const [first = row.name, ...rest] = row.name.split(' ');
    return {
      ...row,
      first_name: user?.first_name ?? first,
      last_name: user?.last_name ?? rest.join(' '),
      is_active: user?.is_active ?? true,
      date_joined: user?.date_joined ?? '',
      company: user?.company ?? null,
    };
  });
}

/**
 * GET /grouped_tasks/{company} and GET /employees/{company} together. The performance rows are the
 * list; when the accounts cannot be read the rows still show (and count as active).
 */
export async function loadConsultants(companyId: number): Promise<ApiResult<ConsultantRow[]>> {
  const [performance, users] = await Promise.all([
    getCompanyPerformance(companyId),
    listEmployees(companyId),
  ]);
  if (!performance.ok) return performance;
  if (!users.ok) console.warn(`Consultant accounts could not be read (status ${users.status})`);
  return { ...performance, data: joinConsultants(performance.data, users.ok ? users.data : []) };
}

/** A row for a consultant just added: no tasks yet. */
export function newConsultantRow(user: User, department: Department | undefined): ConsultantRow {
  return withAccount(
    {
      id: user.id,
      name: '',
      email: '',
      contact: '',
      department: department?.name ?? '',
      department_id: department?.id ?? user.department,
      daily_tasks: NONE,
      weekly_tasks: NONE,
      monthly_tasks: NONE,
      previous_month_tasks: NONE,
      // until the rows are read again: no flag on a consultant just added
      weekly_target: 0,
      first_name: '',
      last_name: '',
      is_active: user.is_active,
      date_joined: user.date_joined,
      company: user.company,
    },
    user,
  );
}

/** The row after its account changed (details, activation). */
export function withAccount(row: ConsultantRow, user: User): ConsultantRow {
  return {
    ...row,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    contact: user.contact,
    first_name: user.first_name,
    last_name: user.last_name,
    is_active: user.is_active,
    date_joined: user.date_joined,
  };
}

/** The account a row stands for, as the person forms take it. */
export function accountOf(row: ConsultantRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    contact: row.contact,
    is_active: row.is_active,
    date_joined: row.date_joined,
    department: row.department_id,
    company: row.company,
    role: 'employee',
  };
}
