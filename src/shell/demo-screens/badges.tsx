// Colour-coded badges for the sample entities' statuses and tiers.
import { Badge, type BadgeColor } from '../../ui';
import type { ClientStatus } from '../demo-data/clients';
import type { CustomerStatus, CustomerTier } from '../demo-data/customers';
import { offerStatusLabels, type OfferStatus } from '../demo-data/offers';
import { promotionStatusLabels, type PromotionStatus } from '../demo-data/promotions';
import { targetStateLabels, type TargetState } from '../demo-data/targets';

const customerStatusColors: Record<CustomerStatus, BadgeColor> = {
  Active: 'green',
  Inactive: 'neutral',
  Pending: 'amber',
};

const clientStatusColors: Record<ClientStatus, BadgeColor> = {
  Active: 'green',
  Trial: 'blue',
  Inactive: 'neutral',
};

const offerStatusColors: Record<OfferStatus, BadgeColor> = {
  active: 'green',
  used: 'blue',
  expired: 'neutral',
};
const promotionStatusColors: Record<PromotionStatus, BadgeColor> = {
  active: 'green',
  completed: 'blue',
  expired: 'neutral',
};
const targetStateColors: Record<TargetState, BadgeColor> = {
  'on-track': 'green',
  'at-risk': 'amber',
  achieved: 'blue',
};

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return <Badge color={customerStatusColors[status]}>{status}</Badge>;
}

/** Tier badge with a tier-coloured dot, so the four tiers read apart at a glance. */
export function TierBadge({ tier }: { tier: CustomerTier }) {
  return (
    <Badge
      color="neutral"
      variant="outline"
      className="demo-tier-badge"
      data-tier={tier.toLowerCase()}
    >
      <span className="demo-tier-dot" aria-hidden="true" />
      {tier}
    </Badge>
  );
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge color={clientStatusColors[status]}>{status}</Badge>;
}

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge color={offerStatusColors[status]}>{offerStatusLabels[status]}</Badge>;
}

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return <Badge color={promotionStatusColors[status]}>{promotionStatusLabels[status]}</Badge>;
}

export function TargetStateBadge({ state }: { state: TargetState }) {
  return <Badge color={targetStateColors[state]}>{targetStateLabels[state]}</Badge>;
}
