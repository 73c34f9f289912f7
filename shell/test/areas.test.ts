import { areaForPath } from '../src/routing/areas';

describe('areaForPath (the routing map of DESIGN.md)', () => {
  it.each([
    ['/admin/companies', 'admin'],
    ['/admin/company/abc', 'company'],
    ['/admin/users/abc', 'company'],
    ['/admin/projects/abc', 'company'],
    ['/admin/logs/abc', 'company'],
    ['/admin/members/abc', 'company'],
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
});
