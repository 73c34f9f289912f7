/**
 * Records as the API shows them (contract types). Derived fields — the admin_* of companies and
 * departments, project_name of tasks — come joined from the database. Passwords never leave.
 */
import type { Company, Department, Draft, Project, Task, User } from '@app/contract';
import type { CompanyRecord, DepartmentRecord, ProjectRecord, UserRecord } from './db/records';
import type { AdminFields, DraftRow, TaskRow } from './db/repo';

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

export const companyView = (c: CompanyRecord & AdminFields): Company => ({
  id: c.id,
  name: c.name,
  admin: c.admin,
  admin_email: c.admin_email,
  admin_first_name: c.admin_first_name,
  admin_last_name: c.admin_last_name,
  admin_contact: c.admin_contact,
  is_active: c.is_active,
  created_at: c.created_at,
  time_zone: c.time_zone,
});

export const departmentView = (d: DepartmentRecord & AdminFields): Department => ({
  id: d.id,
  name: d.name,
  admin: d.admin,
  company: d.company,
  admin_email: d.admin_email,
  admin_contact: d.admin_contact,
  admin_first_name: d.admin_first_name,
  admin_last_name: d.admin_last_name,
});

export const projectView = (p: ProjectRecord): Project => ({ id: p.id, name: p.name });

export const taskView = (t: TaskRow): Task => ({
  id: t.id,
  title: t.title,
  body: t.body,
  duration: t.duration,
  project: t.project,
  project_name: t.project_name,
  created_at: t.created_at,
  user: t.user,
});

export const draftView = (d: DraftRow): Draft => ({ ...taskView(d), published: d.published });
