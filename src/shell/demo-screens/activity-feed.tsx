// The dashboard's recent-activity list.
import { Award, Gift, Megaphone, UserPlus, CalendarClock, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { recentActivity, type ActivityKind } from '../demo-data/activity';
import { formatDateTime } from '../demo-data/format';
import { paths } from '../paths';
import { Card } from './card';

const kindIcons: Record<ActivityKind, LucideIcon> = {
  member: UserPlus,
  redemption: Gift,
  campaign: Megaphone,
  tier: Award,
  program: CalendarClock,
};

/** The latest events across programs, newest first. */
export function ActivityFeed() {
  return (
    <Card
      title="Recent activity"
      action={
        <Link href={paths.activity} className="demo-card-link">
          View all activity
        </Link>
      }
      flush
    >
      <ol className="demo-activity-list">
        {recentActivity.map((activity) => {
          const Icon = kindIcons[activity.kind];
          return (
            <li key={activity.id} className="demo-activity" data-kind={activity.kind}>
              <span className="demo-activity-icon" aria-hidden="true">
                <Icon />
              </span>
              <div className="demo-activity-text">
                <p className="demo-activity-title">{activity.title}</p>
                <p className="demo-activity-detail">{activity.detail}</p>
              </div>
              <time className="demo-activity-time" dateTime={activity.at}>
                {formatDateTime(activity.at)}
              </time>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
