// Events tab: the customer's timeline of purchases, points and redemptions.
import {
  Award,
  LogIn,
  ShoppingBag,
  Sparkles,
  Ticket,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { eventsForCustomer, type CustomerEventType } from '../demo-data/activity';
import type { DemoCustomer } from '../demo-data/customers';
import { formatCurrency, formatDateTime, formatNumber } from '../demo-data/format';

const eventIcons: Record<CustomerEventType, LucideIcon> = {
  purchase: ShoppingBag,
  'points-earned': Sparkles,
  redemption: Ticket,
  'tier-change': Award,
  'sign-in': LogIn,
  referral: UserPlus,
};

/** Newest first; points earned in green, spent in red. */
export function CustomerEvents({ customer }: { customer: DemoCustomer }) {
  const events = eventsForCustomer(customer.id, customer.lastActivity);
  return (
    <ol className="demo-timeline" aria-label="Events">
      {events.map((event) => {
        const Icon = eventIcons[event.type];
        const description =
          event.type === 'tier-change' ? `Reached ${customer.tier} tier` : event.description;
        return (
          <li key={event.id} className="demo-timeline-item">
            <span className="demo-activity-icon" data-kind={event.type} aria-hidden="true">
              <Icon />
            </span>
            <div className="demo-activity-text">
              <p className="demo-activity-title">{description}</p>
              <p className="demo-activity-detail">
                {event.channel}
                {event.amount !== undefined && ` · ${formatCurrency(event.amount)}`}
              </p>
            </div>
            <div className="demo-timeline-side">
              {event.points !== 0 && (
                <span className="demo-points" data-sign={event.points > 0 ? 'plus' : 'minus'}>
                  {event.points > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(event.points))} pts
                </span>
              )}
              <time className="demo-activity-time" dateTime={event.at}>
                {formatDateTime(event.at)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
