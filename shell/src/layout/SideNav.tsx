import { Link, useLocation } from 'react-router-dom';
import { Icon, type NavLink } from '@app/shared';
import { isCurrentPage } from './currentPage';

/** The menu's links; the one leading to the current page is marked (ids compared decoded). */
export function MenuLinks({ links }: { links: NavLink[] }) {
  const { pathname } = useLocation();
  return (
    <ul>
      {links.map((link) => {
        const current = isCurrentPage(link.to, pathname);
        return (
          <li key={link.label}>
            <Link
              to={link.to}
              className={current ? 'active' : undefined}
              aria-current={current ? 'page' : undefined}
            >
              <Icon name={link.icon} />
              <span>{link.label}</span>
              {link.badge && (
                <span className="shell-nav-badge">
                  <span aria-hidden="true">{link.badge.text}</span>
                  <span className="tt-sr-only">, {link.badge.label}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The side menu shown from 768 px up. */
export function SideNav({ links }: { links: NavLink[] }) {
  return (
    <nav className="shell-sidenav" aria-label="Main">
      <MenuLinks links={links} />
    </nav>
  );
}
