// Sample offers a customer holds (SPEC.md §3: status active, used, expired; category discount,
// shipping, points, access).
import { customerSeed, pickForCustomer } from './customer-seed';

export type OfferStatus = 'active' | 'used' | 'expired';
export type OfferCategory = 'discount' | 'shipping' | 'points' | 'access';

export interface DemoOffer {
  id: string;
  title: string;
  description: string;
  category: OfferCategory;
  status: OfferStatus;
  code: string;
  /** ISO date the offer stops being valid. */
  validUntil: string;
}

export const offerCategoryLabels: Record<OfferCategory, string> = {
  discount: 'Discount',
  shipping: 'Shipping',
  points: 'Points',
  access: 'Access',
};

export const offerStatusLabels: Record<OfferStatus, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
};

const offerCatalogue: readonly DemoOffer[] = [
  {
    id: 'off_fall20',
    title: '20% off fall outerwear',
    description: 'One-time discount on jackets and coats.',
    category: 'discount',
    status: 'active',
    code: 'FALL20',
    validUntil: '2026-12-15',
  },
  {
    id: 'off_freeship',
    title: 'Free express shipping',
    description: 'Free express delivery on any order this month.',
    category: 'shipping',
    status: 'active',
    code: 'SHIPFAST',
    validUntil: '2026-11-30',
  },
  {
    id: 'off_2x',
    title: 'Double points weekend',
    description: 'Earn 2x points on purchases over $50.',
    category: 'points',
    status: 'used',
    code: 'DOUBLE2X',
    validUntil: '2026-10-27',
  },
  {
    id: 'off_preview',
    title: 'Holiday collection preview',
    description: 'Shop the holiday collection 48 hours early.',
    category: 'access',
    status: 'active',
    code: 'EARLYBIRD',
    validUntil: '2026-12-01',
  },
  {
    id: 'off_bday',
    title: 'Birthday $15 reward',
    description: 'A treat for your birthday month.',
    category: 'discount',
    status: 'expired',
    code: 'BDAY15',
    validUntil: '2026-08-31',
  },
  {
    id: 'off_lounge',
    title: 'Members lounge pass',
    description: 'Access to the flagship store members lounge.',
    category: 'access',
    status: 'used',
    code: 'LOUNGE1',
    validUntil: '2026-09-30',
  },
  {
    id: 'off_500',
    title: '500 bonus points',
    description: 'Bonus points after completing your profile.',
    category: 'points',
    status: 'expired',
    code: 'PROFILE500',
    validUntil: '2026-06-30',
  },
];

/** The offers a customer holds; between three and five, varying by customer. */
export function offersForCustomer(customerId: string): DemoOffer[] {
  return pickForCustomer(customerId, offerCatalogue, 3 + (customerSeed(customerId) % 3));
}
