import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { encodeId, type SessionUser } from '@app/shared';
import { SideNav } from '../src/layout/SideNav';
import { BottomBar } from '../src/layout/BottomBar';
import { SettingsPage } from '../src/pages/SettingsPage';
import { useNavLinks } from '../src/layout/useNavLinks';
import { isCurrentPage } from '../src/layout/currentPage';
import { renderAt } from './renderShell';

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
