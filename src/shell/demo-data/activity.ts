// Sample activity: the dashboard's recent-activity feed and each customer's event timeline.

export type ActivityKind = 'member' | 'redemption' | 'campaign' | 'tier' | 'program';

export interface DemoActivity {
  id: string;
  kind: ActivityKind;
  title: string;
  detail: string;
  /** ISO date and time of the activity. */
  at: string;
}

export const recentActivity: readonly DemoActivity[] = [
  {
    id: 'act_1',
    kind: 'redemption',
    title: 'Isabella Rossi redeemed 5,000 points',
    detail: '$50 gift card · Everyday Rewards',
    at: '2026-11-21T19:55:00Z',
  },
  {
    id: 'act_2',
    kind: 'tier',
    title: 'Olivia Martinez kept Platinum status',
    detail: 'Annual tier review · VIP Circle',
    at: '2026-11-21T16:42:00Z',
  },
  {
    id: 'act_3',
    kind: 'campaign',
    title: 'Black Friday Double Points launched',
    detail: 'Sent to 8,420 members · 2x points on all purchases',
    at: '2026-11-21T13:00:00Z',
  },
  {
    id: 'act_4',
    kind: 'member',
    title: '214 new members joined',
    detail: 'Mostly from the in-store sign-up kiosk',
    at: '2026-11-21T09:00:00Z',
  },
  {
    id: 'act_5',
    kind: 'program',
    title: 'Holiday Cashback scheduled',
    detail: 'Starts December 1 · 3% cashback on orders over $75',
    at: '2026-11-20T15:30:00Z',
  },
];

export type CustomerEventType =
  'purchase' | 'points-earned' | 'redemption' | 'tier-change' | 'sign-in' | 'referral';

export interface DemoCustomerEvent {
  id: string;
  type: CustomerEventType;
  description: string;
  /** Points added (positive) or spent (negative); 0 when none. */
  points: number;
  /** Order value in US dollars, when the event is a purchase. */
  amount?: number;
  channel: 'Online' | 'In store' | 'Mobile app' | 'Support';
  at: string;
}

const eventTemplates: readonly Omit<DemoCustomerEvent, 'id' | 'at'>[] = [
  {
    type: 'purchase',
    description: 'Order #48213 — Winter essentials',
    points: 420,
    amount: 210.4,
    channel: 'Online',
  },
  {
    type: 'redemption',
    description: 'Redeemed $25 reward voucher',
    points: -2500,
    channel: 'Mobile app',
  },
  {
    type: 'purchase',
    description: 'In-store purchase, flagship store',
    points: 180,
    amount: 89.99,
    channel: 'In store',
  },
  {
    type: 'points-earned',
    description: 'Bonus points: product review',
    points: 150,
    channel: 'Online',
  },
  {
    type: 'referral',
    description: 'Referred a friend who joined',
    points: 1000,
    channel: 'Mobile app',
  },
  { type: 'sign-in', description: 'Signed in to the mobile app', points: 0, channel: 'Mobile app' },
  { type: 'tier-change', description: 'Reached a new tier', points: 0, channel: 'Support' },
  {
    type: 'purchase',
    description: 'Order #47760 — Home & kitchen',
    points: 96,
    amount: 48.25,
    channel: 'Online',
  },
];

/** A deterministic, varied event timeline for a customer, newest first, ending at lastActivity. */
export function eventsForCustomer(customerId: string, lastActivity: string): DemoCustomerEvent[] {
  const seed = [...customerId].reduce((sum, character) => sum + character.charCodeAt(0), 0);
  const count = 5 + (seed % 3);
  const newest = new Date(lastActivity).getTime();
  return Array.from({ length: count }, (_, index) => {
    const template = eventTemplates[(seed + index * 3) % eventTemplates.length]!;
    const hoursBack = index === 0 ? 0 : index * 37 + (seed % 11) * 5;
    return {
      ...template,
      id: `${customerId}_evt_${index}`,
      at: new Date(newest - hoursBack * 3_600_000).toISOString(),
    };
  });
}
