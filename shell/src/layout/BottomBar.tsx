import { NavLink as RouterLink } from 'react-router-dom';
import { Icon, type NavLink } from '@app/shared';

/** The bottom bar that replaces the side menu under 768 px (spec: it omits Logs). */
export function BottomBar({ links }: { links: NavLink[] }) {
  return (
    <nav className="shell-bottombar" aria-label="Main (compact)">
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
