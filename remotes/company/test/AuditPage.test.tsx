import { screen, waitFor, within } from '@testing-library/react';
import { encodeId, type AuditPage } from '@app/shared';
import { location, companyOfUser, northwind, renderCompanyApp, resetState, sent, serve } from './helpers';

const path = `/admin/audit/${encodeId(northwind.id)}`;
const NO_EVENTS: AuditPage = { events: [], next_cursor: null };

beforeEach(() => {
  resetState();
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
  serve('GET /companies', () => [northwind]);
  serve('GET /audit/{companyId}', () => NO_EVENTS);
  serve('GET /audit_retention/{companyId}', () => ({ days: null }));
});

describe('the audit trail page', () => {
  it("is the representative's: her company's events under the company's header", async () => {
    renderCompanyApp(path, 'company_admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(await screen.findByText('No events match')).toBeVisible();
    expect(screen.getByText('Northwind Consulting')).toBeInTheDocument();
    expect(sent('GET /audit/{companyId}')).toEqual([[northwind.id]]);
    expect(screen.getByLabelText('Keep events')).toBeInTheDocument();
  });

  it("links the admin's other pages of the company, this one current", async () => {
    renderCompanyApp(path, 'admin');
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(within(nav).getByRole('link', { name: 'Audit trail' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No events match')).toBeVisible();
  });

  it('is for the admin and the representative only', async () => {
    renderCompanyApp(path, 'company_member');
    await waitFor(() => expect(location().path).toBe('/'));
    expect(sent('GET /audit/{companyId}')).toEqual([]);
  });
});
