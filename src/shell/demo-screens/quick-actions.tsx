// Shortcuts to the most common tasks from the dashboard.
import { ChartColumn, Megaphone, UserPlus, Building2, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../paths';
import { Card } from './card';

const actions: readonly { label: string; description: string; href: string; icon: LucideIcon }[] = [
  {
    label: 'Add customer',
    description: 'Enroll a member',
    href: paths.customers.create,
    icon: UserPlus,
  },
  {
    label: 'Add client',
    description: 'Onboard a business',
    href: paths.clients.create,
    icon: Building2,
  },
  {
    label: 'Create campaign',
    description: 'Reach a segment',
    href: paths.campaigns.create,
    icon: Megaphone,
  },
  {
    label: 'View analytics',
    description: 'ROI and trends',
    href: paths.analytics.index,
    icon: ChartColumn,
  },
];

/** Four tiles linking to create and analyse screens. */
export function QuickActions() {
  return (
    <Card title="Quick actions">
      <ul className="demo-quick-actions">
        {actions.map(({ label, description, href, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="demo-quick-action">
              <span className="demo-quick-action-icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="demo-quick-action-label">{label}</span>
              <span className="demo-quick-action-description">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
