import type { NavLink } from '@app/shared';
import { MenuLinks } from './SideNav';

/** The bottom bar that replaces the side menu under 768 px (spec: it omits Logs). */
export function BottomBar({ links }: { links: NavLink[] }) {
  return (
    <nav className="shell-bottombar" aria-label="Main (compact)">
      <MenuLinks links={links} />
    </nav>
  );
}
