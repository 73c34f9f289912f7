import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { encodeId, type SessionUser } from '@app/shared';
import { SideNav } from '../src/layout/SideNav';
import { BottomBar } from '../src/layout/BottomBar';
import { SettingsPage } from '../src/pages/SettingsPage';
import { useNavLinks } from '../src/layout/useNavLinks';
import { isCurrentPage } from '../src/layout/currentPage';
import { consultant, renderAt } from './renderShell';
import { networkError, sent, serve } from '@app/shared/testing';

const representative: SessionUser = {
  email: 'representative@example.com',
  user_id: 2,
  role: 'company_admin',
  company: 3,
  name: 'Rita Rep',
  username: 'rep',
  tokens: { access: 'a', refresh: 'r' },
};

function Menus() {
  const links = useNavLinks();
  return (
    <>
      <SideNav links={links} />
      <BottomBar links={links.filter((l) => l.inBottomBar)} />
    </>
  );
}

describe('menus mark the current page', () => {
  it('compares ids decoded: another encryption of the same id is the same page', () => {
    // every encryption differs (random salt): the page's URL is never the link's text
    const page = `/admin/members/${encodeId(3)}`;
    renderAt(page, <Route path="/admin/members/:id" element={<Menus />} />, representative);
    for (const nav of [
      screen.getByRole('navigation', { name: 'Main' }),
      screen.getByRole('navigation', { name: 'Main (compact)' }),
    ]) {
      const current = nav.querySelectorAll('[aria-current="page"]');
      expect([...current].map((a) => a.textContent)).toEqual(['Board members']);
    }
  });

  it('a different id or page is not current', () => {
    expect(isCurrentPage(`/admin/users/${encodeId(3)}`, `/admin/users/${encodeId(4)}`)).toBe(false);
    expect(isCurrentPage(`/admin/users/${encodeId(3)}`, `/admin/members/${encodeId(3)}`)).toBe(false);
    expect(isCurrentPage(`/admin/users/${encodeId(3)}`, `/admin/users/${encodeId(3)}`)).toBe(true);
    expect(isCurrentPage('/admin/settings', '/admin/settings')).toBe(true);
  });
});

describe("the representative's menu counts the projects over budget", () => {
  const over = (project: number) => ({
    project,
    name: `Project ${project}`,
    kind: 'minutes' as const,
    limit: 60,
    used: 90,
    left: -30,
    level: 'over' as const,
    currency: null,
  });

  it('shows the count on the projects link of both menus, named in words for assistive technology', async () => {
    serve('GET /project_budgets/{companyId}', () => [
      over(31),
      over(32),
      { ...over(33), used: 50, left: 10, level: 'near' },
    ]);
    renderAt('/elsewhere', <Route path="/elsewhere" element={<Menus />} />, representative);
    for (const nav of [
      screen.getByRole('navigation', { name: 'Main' }),
      screen.getByRole('navigation', { name: 'Main (compact)' }),
    ])
      expect(
        await within(nav).findByRole('link', { name: /^View all projects\W+2 projects over budget$/ }),
      ).toHaveTextContent(/^View all projects2, 2 projects over budget$/);
    expect(sent('GET /project_budgets/{companyId}')).toContainEqual([3]);
  });

  it('shows none when no project is over budget', async () => {
    renderAt('/elsewhere', <Route path="/elsewhere" element={<Menus />} />, representative);
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'View all projects',
    });
    await waitFor(() => expect(sent('GET /project_budgets/{companyId}')).toEqual([[3]]));
    expect(link).toHaveTextContent(/^View all projects$/);
  });

  it("says '!' while the budgets cannot be read, and the count once they can", async () => {
    let down = true;
    serve('GET /project_budgets/{companyId}', () => (down ? networkError() : [over(31)]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderAt('/elsewhere', <Route path="/elsewhere" element={<Menus />} />, representative);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole(
        'link',
        { name: /^View all projects\W+Budgets could not be read$/ },
        { timeout: 10_000 },
      ),
    ).toHaveTextContent(/^View all projects!, Budgets could not be read$/);
    down = false;
    expect(
      await within(nav).findByRole(
        'link',
        { name: /^View all projects\W+1 project over budget$/ },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('a consultant never asks for the budgets', async () => {
    renderAt('/elsewhere', <Route path="/elsewhere" element={<Menus />} />, consultant);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('GET /project_budgets/{companyId}')).toEqual([]);
  });
});

describe('pages the bottom bar leaves out', () => {
  it("a company_admin reaches Logs from Settings (the phone's bottom bar omits it)", async () => {
    renderAt('/admin/settings', <Route path="/admin/settings" element={<SettingsPage />} />, representative);
    const more = screen.getByRole('navigation', { name: 'More pages' });
    expect(more).toHaveTextContent('Logs');
    // named by a visible heading, as README tells phone users to look for it, not by a hidden label
    expect(within(more).getByRole('heading', { name: 'More pages' })).toBeVisible();
    expect(more).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('link', { name: 'Logs' }).getAttribute('href')).toMatch(/^\/admin\/logs\/.+/);
    // the page's API tokens section comes after it: awaited, so it does not land after the test
    await screen.findByRole('region', { name: 'API tokens' });
  });
});
