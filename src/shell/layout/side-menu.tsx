// The contextual side menu: a heading and collapsible groups chosen by the current path.
import { Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/use-auth';
import { ButtonLink } from '../demo-screens/button-link';
import { MenuGroupSection } from './menu-group-section';
import { activeMenuHref, footerActionFor, initiallyOpenGroups, sideMenuFor } from './navigation';

/** Section navigation for the desktop sidebar (w-64), with the footer button at the bottom. */
export function SideMenu() {
  const [location] = useLocation();
  const { permissions } = useAuth();
  const menu = sideMenuFor(location, permissions);
  const activeHref = activeMenuHref(location, menu);
  const openGroups = initiallyOpenGroups(location, menu);
  const footer = footerActionFor(location);
  return (
    <nav className="shell-side-menu" aria-label={`${menu.heading} menu`}>
      <h2 className="shell-side-menu-heading">{menu.heading}</h2>
      <div className="shell-side-menu-groups">
        {menu.groups.map((group) => (
          // Keyed by heading and title so a new section starts with its own open state.
          <MenuGroupSection
            key={`${menu.heading}/${group.title}`}
            group={group}
            activeHref={activeHref}
            holdsPath={openGroups.includes(group.title)}
          />
        ))}
      </div>
      <div className="shell-side-menu-footer">
        <ButtonLink href={footer.href} className="shell-footer-action">
          <Plus aria-hidden="true" />
          {footer.label}
        </ButtonLink>
      </div>
    </nav>
  );
}
