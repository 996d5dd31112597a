// The current section's contextual menu (SPEC.md §2 "Shell layout"): its heading and collapsible
// groups, gated and highlighted by the path. The desktop sidebar and the small-screen drawer
// both show it, so a phone reaches every page a desktop does.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/use-auth';
import { MenuGroupSection } from './menu-group-section';
import { activeMenuHref, initiallyOpenGroups, sideMenuFor } from './navigation';

export interface SectionMenuProps {
  className: string;
  /** Level of the section heading: 2 in the sidebar, 3 under the drawer's own title. */
  headingLevel: 2 | 3;
  /** Called after a link is chosen (the drawer closes itself); default none. */
  onNavigate?: () => void;
  /** Content after the groups (the sidebar's footer button); default none. */
  children?: ReactNode;
}

export function SectionMenu({ className, headingLevel, onNavigate, children }: SectionMenuProps) {
  const [location] = useLocation();
  const { permissions } = useAuth();
  const menu = sideMenuFor(location, permissions);
  const activeHref = activeMenuHref(location);
  const openGroups = initiallyOpenGroups(location, menu);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav className={className} aria-label={`${menu.heading} menu`}>
      <Heading className="shell-side-menu-heading">{menu.heading}</Heading>
      <div className="shell-side-menu-groups">
        {menu.groups.map((group) => (
          // Keyed by heading and title so a new section starts with its own open state.
          <MenuGroupSection
            key={`${menu.heading}/${group.title}`}
            group={group}
            activeHref={activeHref}
            holdsPath={openGroups.includes(group.title)}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      {children}
    </nav>
  );
}
