/**
 * Records as the API shows them (contract types). Derived fields — the admin_* of companies and
 * departments, project_name of tasks — are computed here on every read. Passwords never leave.
 */
import type { Company, Department, Draft, Project, Task, TaskLog, User } from '../../shared/src/contract';
import type { Database } from './store/database';
import type {
  CompanyRecord,
  DepartmentRecord,
  DraftRecord,
  LogRecord,
  ProjectRecord,
  TaskRecord,
  UserRecord,
} from './store/records';

export const userView = (u: UserRecord): User => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  contact: u.contact,
  is_active: u.is_active,
  date_joined: u.date_joined,
  department: u.department,
  company: u.company,
  role: u.role,
});

function adminFields(db: Database, adminId: number) {
  const admin = db.users.get(adminId);
  return {
    admin_email: admin?.email ?? '',
    admin_first_name: admin?.first_name ?? '',
    admin_last_name: admin?.last_name ?? '',
    admin_contact: admin?.contact ?? '',
  };
}

export const companyView = (db: Database, c: CompanyRecord): Company => ({
  id: c.id,
  name: c.name,
  admin: c.admin,
  ...adminFields(db, c.admin),
  is_active: c.is_active,
  created_at: c.created_at,
});

export const departmentView = (db: Database, d: DepartmentRecord): Department => {
  const admin = adminFields(db, d.admin);
  return {
    id: d.id,
    name: d.name,
    admin: d.admin,
    company: d.company,
    admin_email: admin.admin_email,
    admin_contact: admin.admin_contact,
    admin_first_name: admin.admin_first_name,
    admin_last_name: admin.admin_last_name,
  };
};

export const projectView = (p: ProjectRecord): Project => ({ id: p.id, name: p.name });

export const taskView = (db: Database, t: TaskRecord): Task => ({
  id: t.id,
  title: t.title,
  body: t.body,
  duration: t.duration,
  project: t.project,
  project_name: t.project === null ? null : (db.projects.get(t.project)?.name ?? null),
  created_at: t.created_at,
  user: t.user,
});

export const draftView = (db: Database, d: DraftRecord): Draft => ({ ...taskView(db, d), published: d.published });

export const logView = (l: LogRecord): TaskLog => ({ id: l.id, created_at: l.created_at, email: l.email, action: l.action });

/** Newest first: by created_at, then by id (the global sequence follows creation order). */
export const newestFirst = <R extends { id: number; created_at: string }>(a: R, b: R): number =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;
