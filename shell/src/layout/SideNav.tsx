import { NavLink as RouterLink } from 'react-router-dom';
import { Icon, type NavLink } from '@app/shared';

/** The side menu shown from 768 px up. */
export function SideNav({ links }: { links: NavLink[] }) {
  return (
    <nav className="shell-sidenav" aria-label="Main">
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <RouterLink to={link.to} className={({ isActive }) => (isActive ? 'active' : undefined)}>
              <Icon name={link.icon} />
              <span>{link.label}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
