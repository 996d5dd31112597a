// Sample promotions a customer takes part in (SPEC.md §3: status active, completed, expired;
// target types Completion, Counter, Milestone, X of Y).
import { customerSeed, pickForCustomer } from './customer-seed';

export type PromotionStatus = 'active' | 'completed' | 'expired';
export type PromotionTargetType = 'Completion' | 'Counter' | 'Milestone' | 'X of Y';

export interface DemoPromotion {
  id: string;
  name: string;
  description: string;
  status: PromotionStatus;
  targetType: PromotionTargetType;
  /** Progress towards the goal, in the unit of the target type. */
  progress: number;
  goal: number;
  reward: string;
  /** ISO date the promotion ends. */
  endsAt: string;
}

export const promotionStatusLabels: Record<PromotionStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  expired: 'Expired',
};

const promotionCatalogue: readonly DemoPromotion[] = [
  {
    id: 'pro_coffee',
    name: 'Buy 9, get the 10th free',
    description: 'Any handcrafted drink counts.',
    status: 'active',
    targetType: 'Counter',
    progress: 6,
    goal: 10,
    reward: 'Free drink',
    endsAt: '2026-12-31',
  },
  {
    id: 'pro_profile',
    name: 'Complete your profile',
    description: 'Add birthday, address and preferences.',
    status: 'completed',
    targetType: 'Completion',
    progress: 1,
    goal: 1,
    reward: '500 points',
    endsAt: '2026-12-31',
  },
  {
    id: 'pro_spend',
    name: 'Spend $1,000 this year',
    description: 'Unlock a $50 reward at the milestone.',
    status: 'active',
    targetType: 'Milestone',
    progress: 720,
    goal: 1000,
    reward: '$50 reward',
    endsAt: '2026-12-31',
  },
  {
    id: 'pro_categories',
    name: 'Explore 3 of 5 departments',
    description: 'Shop in three different departments.',
    status: 'active',
    targetType: 'X of Y',
    progress: 2,
    goal: 3,
    reward: '1,000 points',
    endsAt: '2027-01-15',
  },
  {
    id: 'pro_summer',
    name: 'Summer streak',
    description: 'Visit four weekends in a row.',
    status: 'expired',
    targetType: 'Counter',
    progress: 2,
    goal: 4,
    reward: 'Free tote bag',
    endsAt: '2026-08-31',
  },
  {
    id: 'pro_review',
    name: 'Review 5 products',
    description: 'Share your thoughts on recent purchases.',
    status: 'completed',
    targetType: 'X of Y',
    progress: 5,
    goal: 5,
    reward: '750 points',
    endsAt: '2026-10-31',
  },
];

/** The promotions a customer takes part in; between three and five, varying by customer. */
export function promotionsForCustomer(customerId: string): DemoPromotion[] {
  return pickForCustomer(customerId, promotionCatalogue, 3 + (customerSeed(customerId) % 3));
}
