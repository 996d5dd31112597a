// Sample promotional targets: segments and goals the marketing team aims at a customer.
import { pickForCustomer } from './customer-seed';

export type TargetState = 'on-track' | 'at-risk' | 'achieved';

export interface DemoPromotionalTarget {
  id: string;
  name: string;
  /** What the target measures. */
  metric: string;
  current: number;
  goal: number;
  unit: string;
  state: TargetState;
  /** ISO date by which the goal should be reached. */
  dueAt: string;
}

export const targetStateLabels: Record<TargetState, string> = {
  'on-track': 'On track',
  'at-risk': 'At risk',
  achieved: 'Achieved',
};

const targetCatalogue: readonly DemoPromotionalTarget[] = [
  {
    id: 'tgt_visits',
    name: 'Monthly visits',
    metric: 'Store or app visits this month',
    current: 3,
    goal: 4,
    unit: 'visits',
    state: 'on-track',
    dueAt: '2026-11-30',
  },
  {
    id: 'tgt_upgrade',
    name: 'Next tier upgrade',
    metric: 'Qualifying spend this year',
    current: 1840,
    goal: 2500,
    unit: 'USD',
    state: 'on-track',
    dueAt: '2026-12-31',
  },
  {
    id: 'tgt_app',
    name: 'Mobile app adoption',
    metric: 'Purchases made in the app',
    current: 1,
    goal: 3,
    unit: 'orders',
    state: 'at-risk',
    dueAt: '2026-12-15',
  },
  {
    id: 'tgt_referrals',
    name: 'Referral ambassador',
    metric: 'Friends referred who made a purchase',
    current: 2,
    goal: 2,
    unit: 'friends',
    state: 'achieved',
    dueAt: '2026-12-31',
  },
  {
    id: 'tgt_basket',
    name: 'Average basket size',
    metric: 'Average order value over the last 90 days',
    current: 64,
    goal: 80,
    unit: 'USD',
    state: 'at-risk',
    dueAt: '2027-01-31',
  },
];

/** The promotional targets aimed at a customer; three, varying by customer. */
export function targetsForCustomer(customerId: string): DemoPromotionalTarget[] {
  return pickForCustomer(customerId, targetCatalogue, 3);
}
