// The shared placeholder for rail and menu targets whose screens SPEC.md does not describe
// (and for widget pages not built yet): names the section, says it is coming, links home.
import { Rocket } from 'lucide-react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../demo-screens/button-link';
import { EmptyState } from '../demo-screens/empty-state';
import { paths } from '../paths';
import { comingSoonSectionFor } from './coming-soon-sections';
import '../demo-screens/demo-screens.css';

export { comingSoonPaths, comingSoonSections, comingSoonSectionFor } from './coming-soon-sections';

export interface ComingSoonRouteProps {
  /** Section name shown in the title; default looked up from the current path ('This page' if unknown). */
  section?: string;
}

/** 'Programs is coming soon', a short explanation and a link back to the dashboard. */
export function ComingSoonRoute({ section }: ComingSoonRouteProps) {
  const [location] = useLocation();
  const name = section ?? comingSoonSectionFor(location) ?? 'This page';
  return (
    <div className="demo-page">
      <div className="demo-card demo-coming-soon">
        <EmptyState
          icon={Rocket}
          level={1}
          title={`${name} is coming soon`}
          actions={<ButtonLink href={paths.home}>Back to dashboard</ButtonLink>}
        >
          <p>
            We are still building this part of the Loyalty Console. Until it arrives, the dashboard
            has your programs’ headline numbers and the latest activity.
          </p>
        </EmptyState>
      </div>
    </div>
  );
}
