/** Plan of a product organization (SPEC.md §3, §9). */
export type OrganizationTier = 'BASE' | 'BASE_ANALYTICS' | 'ENTERPRISE';

export interface OrganizationEnvironment {
  organizationEnvironmentId: string;
  /** The identity organization; absent until provisioning has created it. */
  idpOrganizationId: string | null;
}

/** A product organization (API-CONTRACT.md §3). */
export interface Organization {
  organizationId: string;
  name: string;
  code: string;
  tier: OrganizationTier;
  organizationEnvironments: OrganizationEnvironment[];
}

export interface CreateOrganizationInput {
  code: string;
  name: string;
  tier: OrganizationTier;
}

/** A customer's points adjustment: `adjustedTotal` sums every adjustment made so far. */
export interface PointsAdjustment {
  customerId: string;
  delta: number;
  adjustedTotal: number;
}

/** A customer's points adjustments so far (GET /customers/{id}/points). */
export type PointsTotal = Pick<PointsAdjustment, 'customerId' | 'adjustedTotal'>;

export interface CustomerDeactivation {
  customerId: string;
  status: 'inactive';
  deactivatedAt: string | null;
}

/** The response envelope of every product API call. */
export interface Envelope<T> {
  data: T;
  message?: string;
  code?: string;
  details?: unknown;
}
