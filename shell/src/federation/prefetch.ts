/**
 * Fetching ahead, so signing in and the first visit to another area do not wait for code and data
 * one after the other. It travels in the area switch's chunk
 * (RemoteAreaSwitch.tsx re-exports it): the login page fetches that when Login is pressed, never
 * with the page itself.
 */
import { decodeNumericId, loadDataTable, prefetchGet, type Role } from '@app/shared';
import { afterReading } from '@app/shared/areas';
import { areaForPath } from '../routing/areas';
import { loadArea, preloadRemoteLocations, type AreaName } from './remoteRegistry';

const ignore = () => undefined;

/**
 * While the server checks the password: what every signed-in page needs (the frame, the data table
 * and the list of remotes; the area switch is this chunk).
 */
export function warmUp(): void {
  preloadRemoteLocations();
  import(/* webpackChunkName: "frame" */ '../layout/RoleAreaLayout').catch(ignore);
  loadDataTable().catch(ignore);
}

/** The first read of a landing page, by its path; ids are decoded from it. */
export function firstReads(path: string): string[] {
  if (path === '/admin/companies') return ['/companies'];
  const id = decodeNumericId(path.split('/').pop());
  if (id === null) return [];
  if (path.startsWith('/admin/users/')) return [`/grouped_tasks/${id}`, `/employees/${id}`];
  if (path.startsWith('/department/users/')) return [`/task_grouping_by_department/${id}`];
  if (path.startsWith('/department/')) return [`/employees/${id}`];
  if (path.startsWith('/employee/')) return [`/tasks/${id}`];
  return [];
}

/** Right after sign-in: the landing page's remote and its first data, while the frame loads. */
export function prefetchLanding(path: string): void {
  const area = areaForPath(path);
  if (area) loadArea(area).catch(ignore);
  for (const read of firstReads(path)) prefetchGet(read);
}

/** The other areas a role's pages lead to (row 'view' actions: companies, departments, consultants). */
const NEXT_AREAS: Record<Role, AreaName[]> = {
  admin: ['company', 'department', 'employee'],
  company_admin: ['employee', 'department'],
  company_member: ['employee'],
  department_admin: ['employee'],
  employee: [],
};

/**
 * While the user reads the first page: the code of the other areas their pages lead to, and of
 * their pages, so the first visit there does not wait for it.
 * Returns a cancel function.
 */
export function prefetchNextAreas(role: Role, pathname: string): () => void {
  const current = areaForPath(pathname);
  return afterReading(() => {
    for (const area of NEXT_AREAS[role] ?? [])
      if (area !== current)
        loadArea(area)
          .then((Root) => (Root as { preload?: () => Promise<void> }).preload?.())
          .catch(ignore);
  });
}
