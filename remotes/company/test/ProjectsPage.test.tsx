import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId, type Project } from '@app/shared';
import {
  currentNotice,
  companyOfUser,
  northwind,
  renderCompanyApp,
  resetState,
  serve,
  serveOnce,
  sent,
  refuse,
  networkError,
  rowHeaders,
} from './helpers';

const path = `/admin/projects/${encodeId(3)}`;

/** The server's projects: the writes change them, the list reads them. */
let stored: Project[] = [];

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  stored = [{ id: 31, name: 'Audit' }];
  serve('GET /projects/{companyId}', () => [...stored]);
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
});

describe('projects page', () => {
  it('lists the projects by name; the admin only views them', async () => {
    renderCompanyApp(path, 'admin', northwind);
    expect(await screen.findByRole('rowheader', { name: 'Audit' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['NAME']);
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it('adds a project of 4 characters or more', async () => {
    serve('POST /projects/{companyId}', (_company, { name }) => {
      stored.push({ id: 32, name });
      return stored[stored.length - 1];
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'Pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(currentNotice()).toBe('Invalid name: project name must have more than 4 characters');
    await waitFor(() => expect(sent('POST /projects/{companyId}')).toHaveLength(0));

    await userEvent.type(within(dialog).getByLabelText('Project name'), 'roll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(await screen.findByRole('rowheader', { name: 'Payroll' })).toBeInTheDocument();
    await waitFor(() => expect(sent('POST /projects/{companyId}')).toContainEqual([3, { name: 'Payroll' }]));
    expect(currentNotice()).toBe('Project uploaded successfully: The project has been added');
    expect(screen.queryByRole('dialog', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it("says 'Failed to upload project' and keeps the name when the server refuses", async () => {
    serve('POST /projects/{companyId}', () => refuse(400));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'Payroll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(currentNotice()).toBe('Failed to upload project: Please try again'));
    expect(within(dialog).getByLabelText('Project name')).toHaveValue('Payroll');
  });

  it("says the server's reason when another project has the name (409), and keeps the name", async () => {
    serve('POST /projects/{companyId}', () =>
      refuse(409, {
        error: 'duplicate_name',
        detail: "Another project of this company is named 'Payroll' (id 12)",
      }),
    );
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByLabelText('Project name'), 'payroll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        "Failed to upload project: Another project of this company is named 'Payroll' (id 12)",
      ),
    );
    expect(within(dialog).getByLabelText('Project name')).toHaveValue('payroll');
  });

  it("renames a project; the same name is 'Nothing to change', a failure 'Failed to update project'", async () => {
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(currentNotice()).toBe('Nothing to change: No changes detected');

    serveOnce('PATCH /project/{id}', () => refuse(500));
    await userEvent.type(within(dialog).getByLabelText('Project name'), ' 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentNotice()).toBe('Failed to update project: Please try again'));

    serveOnce('PATCH /project/{id}', (id, { name }) => {
      stored = stored.map((project) => (project.id === id ? { id, name } : project));
      return { id: 31, name };
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('rowheader', { name: 'Audit 2025' })).toBeInTheDocument();
    await waitFor(() => expect(sent('PATCH /project/{id}').at(-1)).toEqual([31, { name: 'Audit 2025' }]));
    expect(currentNotice()).toBe('Project updated successfully: The project has been updated');
  });

  it('deletes a project after the confirmation', async () => {
    serve('DELETE /project/{id}', (id) => {
      stored = stored.filter((project) => project.id !== id);
      return { deleted: id };
    });
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await waitFor(() => expect(sent('DELETE /project/{id}')).toContainEqual([31]));
  });

  it('puts a project back with "Delete failed" when the server refuses the delete', async () => {
    serve('DELETE /project/{id}', () => refuse(500));
    renderCompanyApp(path, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Audit' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm delete' }));
    await waitFor(() => expect(currentNotice()).toMatch(/^Delete failed/));
    expect(await screen.findByRole('rowheader', { name: 'Audit' })).toBeInTheDocument();
  });

  it('with the server down shows that it cannot be reached, never 0 projects, and heals by itself', async () => {
    let down = true;
    serve('GET /projects/{companyId}', () => (down ? networkError() : [...stored]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the list reads again
    await waitFor(() => expect(rowHeaders()).toEqual(['Audit']), { timeout: 15_000 });
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});

describe('pages that are not the viewer’s', () => {
  it('a refused read (403) says the page is not theirs, offers the way back, and shows no Add button', async () => {
    serve('GET /projects/{companyId}', () => refuse(403));
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your pages' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an id that does not exist (404) says so', async () => {
    serve('GET /projects/{companyId}', () => refuse(404));
    renderCompanyApp(path, 'admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it("another company's page is not the representative's, before any read", async () => {
    renderCompanyApp(`/admin/projects/${encodeId(77)}`, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'This page is not yours' })).toBeInTheDocument();
    await waitFor(() => expect(sent('GET /projects/{companyId}')).toHaveLength(0));
  });

  it('a tampered id goes back with a word: "Invalid link"', async () => {
    renderCompanyApp('/admin/projects/U2FsdGVkX1tampered', 'company_admin');
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Invalid link: The address was damaged, so it could not be opened; you are back on your own page.',
      ),
    );
    await waitFor(() => expect(sent('GET /projects/{companyId}')).toHaveLength(0));
  });
});
