import { ROLES, SETTINGS_PATH, navLinks, type Role, type SessionUser } from '@app/shared';
import { areaForPath } from '../src/routing/areas';

describe('areaForPath (the routing map of DESIGN.md)', () => {
  it.each([
    ['/admin/companies', 'admin'],
    ['/admin/company/abc', 'company'],
    ['/admin/users/abc', 'company'],
    ['/admin/projects/abc', 'company'],
    ['/admin/logs/abc', 'company'],
    ['/admin/members/abc', 'company'],
    ['/admin/approvals/abc', 'company'],
    ['/admin/audit/abc', 'company'],
    ['/admin/import/abc', 'company'],
    ['/company/anything', 'company'],
    ['/department/abc', 'department'],
    ['/department/users/abc', 'department'],
    ['/employee/abc', 'employee'],
    ['/employee/todos/abc', 'employee'],
    ['/employee/saved_tasks/abc', 'employee'],
  ])('%s belongs to the %s remote', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it.each(['/', '/admin', '/admin/companiesx', '/admin/settings', '/nowhere', '/employee'])(
    '%s belongs to no remote',
    (path) => {
      expect(areaForPath(path)).toBeNull();
    },
  );

  // a menu link the map does not route would land on '/' (the shell's fallback) and go home
  it.each(ROLES.map((role) => [role]))("every link of the %s's menu belongs to a remote", (role: Role) => {
    const user: SessionUser = {
      email: 'someone@example.com',
      user_id: 9,
      role,
      company: role === 'admin' ? null : 3,
      name: 'Some One',
      username: 'someone',
      tokens: { access: 'a', refresh: 'r' },
    };
    const links = navLinks(user, { companyId: 3, departmentId: 5 }).filter((l) => l.to !== SETTINGS_PATH);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect([link.label, areaForPath(link.to)]).not.toEqual([link.label, null]);
  });
});
