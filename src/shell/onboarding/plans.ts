// The plans offered when creating an organization (SPEC.md §9).
import type { OrganizationTier } from '../../api/product';

export interface Plan {
  tier: OrganizationTier;
  name: string;
  /** Monthly price from which the plan starts, already formatted. */
  price: string;
  popular: boolean;
  features: string[];
}

export const plans: readonly Plan[] = [
  {
    tier: 'BASE',
    name: 'Base',
    price: '$450+',
    popular: false,
    features: ['Customer management', 'Basic promotions', 'Points tracking', 'Email notifications'],
  },
  {
    tier: 'BASE_ANALYTICS',
    name: 'Base + Analytics',
    price: '$2,500+',
    popular: true,
    features: [
      'Everything in Base',
      'Advanced analytics',
      'Program performance reports',
      'Member segmentation',
    ],
  },
  {
    tier: 'ENTERPRISE',
    name: 'Enterprise',
    price: '$6,250+',
    popular: false,
    features: [
      'Everything in Base + Analytics',
      'White-glove onboarding',
      'Dedicated success manager',
      'We contact you within 24 hours',
    ],
  },
];
