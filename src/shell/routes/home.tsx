// '/': the demonstration dashboard (SPEC.md §2): four stat cards, active programs, quick actions
// and recent activity, all from sample data.
import { Coins, DollarSign, Gift, Users, type LucideIcon } from 'lucide-react';
import { useAuth } from '../auth/use-auth';
import { dashboardStats, type DemoStat } from '../demo-data/dashboard-stats';
import { ActivityFeed } from '../demo-screens/activity-feed';
import { ActivePrograms } from '../demo-screens/active-programs';
import { ButtonLink } from '../demo-screens/button-link';
import { PageHeader } from '../demo-screens/page-header';
import { QuickActions } from '../demo-screens/quick-actions';
import { StatCard } from '../demo-screens/stat-card';
import { paths } from '../paths';
import '../demo-screens/demo-screens.css';

const statIcons: Record<DemoStat['id'], LucideIcon> = {
  members: Users,
  programs: Gift,
  points: Coins,
  revenue: DollarSign,
};

/** The home dashboard. */
export function HomeRoute() {
  const { user } = useAuth();
  const firstName = user?.firstName?.trim();
  return (
    <div className="demo-page">
      <PageHeader
        title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        documentTitle="Dashboard"
        description="Here is how your loyalty programs are doing today."
        actions={
          <>
            <ButtonLink href={paths.reports} variant="outline" color="neutral">
              View reports
            </ButtonLink>
            <ButtonLink href={paths.programs.create}>New program</ButtonLink>
          </>
        }
      />
      <div className="demo-stat-grid">
        {dashboardStats.map((stat) => (
          <StatCard
            key={stat.id}
            label={stat.label}
            value={stat.value}
            icon={statIcons[stat.id]}
            change={stat.change || undefined}
            hint={stat.hint}
          />
        ))}
      </div>
      <div className="demo-two-column">
        <ActivePrograms />
        <QuickActions />
      </div>
      <ActivityFeed />
    </div>
  );
}
