/** A person as the API shows them: the password hash never leaves. */
import type { User } from '@app/contract';
import type { UserRecord } from '../db/records';

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
