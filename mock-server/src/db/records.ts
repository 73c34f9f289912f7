/**
 * Records as the routes handle them: plain objects with ISO date strings, replaced whole on every
 * change (never mutated in place). The database layer maps them to and from rows.
 */
import type { Role } from '@app/contract';

export interface UserRecord {
  id: number;
  /** lower-cased, unique */
  email: string;
  first_name: string;
  last_name: string;
  contact: string;
  /** scrypt$N$r$p$salt$hash, see auth/passwords.ts; never leaves the server */
  password_hash: string;
  is_active: boolean;
  date_joined: string;
  role: Role;
  company: number | null;
  department: number | null;
}

/** A company's time zone, as one request read it. */
export interface CompanyZone {
  company: number;
  zone: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  /** user id of the representative (role company_admin) */
  admin: number;
  is_active: boolean;
  created_at: string;
  /** IANA time zone in which the company's days are counted (totals, performance periods, reports) */
  time_zone: string;
  /** ISO 4217 code of its rates and amounts */
  currency: string;
  /** invoice numbering: '2026-' and 7 make '2026-0007' */
  invoice_prefix: string;
  invoice_next_number: number;
  /** hundredths of a percent */
  tax_rate: number;
  address: string;
  /** BCP 47 */
  locale: string;
}

export interface DepartmentRecord {
  id: number;
  name: string;
  /** user id of the department representative (role department_admin) */
  admin: number;
  company: number;
  created_at: string;
}

export interface ProjectRecord {
  id: number;
  name: string;
  company: number;
  created_at: string;
  /** Deleted projects stay so old tasks keep their project name; they are hidden everywhere else. */
  deleted_at: string | null;
  /** the client it is billed to; null: none */
  client: number | null;
  /** whether its hours are billed */
  billable: boolean;
  /** a budget of logged minutes; null: none */
  budget_minutes: number | null;
  /** a budget of billable amount (minor units); null: none */
  budget_amount: number | null;
}

export interface TaskRecord {
  id: number;
  /** the consultant (role employee) the task belongs to */
  user: number;
  title: string;
  body: string;
  /** minutes */
  duration: number;
  project: number | null;
  created_at: string;
  updated_at: string | null;
  /**
   * the work day given ('yyyy-MM-dd'); null when none was: the task counts on `created_at`'s day in
   * its company's time zone (which moves with the zone, as before work days existed)
   */
  worked_on: string | null;
  /**
   * tasks only: the import id of a task made from a row of an imported file (unique per consultant:
   * the same row imported again is found by it); null or absent for every other task
   */
  import_id?: string | null;
  /** tasks only: marked billable (true) or not (false) whatever its project is; null: as its project */
  billable?: boolean | null;
}

export interface DraftRecord extends Omit<TaskRecord, 'import_id' | 'billable'> {
  published: boolean;
  /** the task it was copied from ('Copy last week'), else null */
  copied_from: number | null;
}

export interface LogRecord {
  id: number;
  company: number;
  created_at: string;
  /** the actor's email */
  email: string;
  action: string;
}

/**
 * One signed-in session: a chain of refresh tokens of which only the newest (`refresh_jti`) is
 * valid. Access tokens carry the session id, so revoking the session ends them too.
 */
export interface SessionRecord {
  id: number;
  user: number;
  /** jti of the one refresh token that may still be used */
  refresh_jti: string;
  created_at: string;
  /** when the newest refresh token expires */
  expires_at: string;
  /** set when the session ended: reuse of an old refresh token, a password change, deletion */
  revoked_at: string | null;
}

export interface Tables {
  users: UserRecord;
  companies: CompanyRecord;
  departments: DepartmentRecord;
  projects: ProjectRecord;
  tasks: TaskRecord;
  drafts: DraftRecord;
  logs: LogRecord;
  sessions: SessionRecord;
}

export type TableName = keyof Tables;

/** A response the database wrote as JSON text (see Repo.tasksOfUserJson), typed by what it holds. */
export type JsonText<T> = string & { readonly jsonOf?: T };
