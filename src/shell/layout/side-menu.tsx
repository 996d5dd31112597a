// The desktop sidebar: the section's contextual menu with the footer button at the bottom.
import { Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../demo-screens/button-link';
import { footerActionFor } from './navigation';
import { SectionMenu } from './section-menu';

/** Section navigation for the desktop sidebar (w-64), with the footer button at the bottom. */
export function SideMenu() {
  const [location] = useLocation();
  const footer = footerActionFor(location);
  return (
    <SectionMenu className="shell-side-menu" headingLevel={2}>
      <div className="shell-side-menu-footer">
        <ButtonLink href={footer.href} className="shell-footer-action">
          <Plus aria-hidden="true" />
          {footer.label}
        </ButtonLink>
      </div>
    </SectionMenu>
  );
}
