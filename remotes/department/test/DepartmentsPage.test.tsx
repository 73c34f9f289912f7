import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, type Department } from '@app/shared';
import { renderDepartmentApp, resetState, sessionUser, serve, sent, networkError } from './helpers';

const department = (id: number, name: string): Department => ({
  id,
  name,
  admin: id + 100,
  company: 3,
  admin_email: `${name.toLowerCase()}@example.com`,
  admin_contact: '0700',
  admin_first_name: name,
  admin_last_name: 'Lead',
});
const path = `/department/departments/${encodeId(3)}`;

beforeEach(() => {
  resetState();
  jest.resetAllMocks();
  serve('GET /departments/{companyId}', () => [department(20, 'Engineering'), department(21, 'Sales')]);
  serve('GET /employees/{departmentOrCompanyId}', () => []);
});

describe("the company's departments", () => {
  it('lists name, admin email and contact; the representative opens a department', async () => {
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    const table = await screen.findByRole('table', { name: 'Departments' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['Engineering', 'Sales']),
    );
    await waitFor(() => expect(sent('GET /departments/{companyId}')).toContainEqual([3]));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
        .slice(0, 3),
    ).toEqual(['NAME', 'EMAIL', 'CONTACT']);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Sales' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Department consultants/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
    await waitFor(() => expect(sent('GET /employees/{departmentOrCompanyId}')).toContainEqual([21]));
  });

  it('is read-only for a department_admin', async () => {
    renderDepartmentApp(path, { user: sessionUser('department_admin') });
    await screen.findByText('Sales');
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('with the server down shows that it cannot be reached, never no departments, and heals by itself', async () => {
    let down = true;
    serve('GET /departments/{companyId}', () =>
      down ? networkError() : [department(20, 'Engineering'), department(21, 'Sales')],
    );
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderDepartmentApp(path, { user: sessionUser('company_admin') });
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    expect(
      await screen.findByRole('table', { name: 'Departments' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});
