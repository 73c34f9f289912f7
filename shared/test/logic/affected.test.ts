import { AFFECTED } from '@app/shared/query';

describe('what a write makes the pages read again (AFFECTED)', () => {
  test('a rate set or deleted changes the amounts of the reports and of the budgets in money', () => {
    expect(AFFECTED.rates).toEqual(expect.arrayContaining(['rates', 'reports', 'projectBudgets', 'audit']));
  });

  test("a project's billable flag or client, a task's mark and a week's approval change the reports", () => {
    for (const resource of ['projects', 'tasks', 'timesheet', 'timesheets'] as const)
      expect(AFFECTED[resource]).toContain('reports');
  });

  test('a rate names its client, project and consultant as they are called now: renaming one reads the rates again', () => {
    for (const resource of ['clients', 'projects', 'employees', 'members'] as const)
      expect(AFFECTED[resource]).toContain('rates');
  });
});
