import type { AreaName } from '../federation/remoteRegistry';

/**
 * Which remote owns a path (DESIGN.md "Layout"): the shell maps prefixes, each remote routes
 * inside its own prefixes with the spec's URLs.
 */
const AREA_PREFIXES: ReadonlyArray<readonly [prefix: string, area: AreaName]> = [
  ['/admin/companies', 'admin'],
  ['/admin/company/', 'company'],
  ['/admin/users/', 'company'],
  ['/admin/projects/', 'company'],
  ['/admin/logs/', 'company'],
  ['/admin/members/', 'company'],
  ['/admin/approvals/', 'company'],
  ['/admin/audit/', 'company'],
  ['/admin/import/', 'company'],
  ['/admin/reports', 'company'],
  ['/admin/reports/', 'company'],
  ['/company/', 'company'],
  ['/department/', 'department'],
  ['/employee/', 'employee'],
];

export function areaForPath(pathname: string): AreaName | null {
  const match = AREA_PREFIXES.find(([prefix]) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname === `${prefix}/`,
  );
  return match ? match[1] : null;
}
