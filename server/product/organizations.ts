// Product organizations: validation of the creation payload (SPEC.md §5) and the wire shape
// of API-CONTRACT.md §3.
import type { FieldError } from '../http/errors';

export const TIERS = ['BASE', 'BASE_ANALYTICS', 'ENTERPRISE'] as const;
export type Tier = (typeof TIERS)[number];
export const CODE_PATTERN = /^[A-Z0-9_]{1,50}$/;

export interface CreateOrganizationInput {
  code: string;
  name: string;
  tier: Tier;
}

/** Field errors of the creation payload, and the trimmed values when there are none. */
export function validateCreateOrganization(body: {
  code?: unknown;
  name?: unknown;
  tier?: unknown;
}): { errors: FieldError[]; value?: CreateOrganizationInput } {
  const errors: FieldError[] = [];
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!name)
    errors.push({ field: 'name', message: 'Validation error: Organization name is required' });
  else if (name.length > 200)
    errors.push({
      field: 'name',
      message: 'Validation error: Organization name is too long (max 200)',
    });
  if (!code)
    errors.push({ field: 'code', message: 'Validation error: Organization code is required' });
  else if (!CODE_PATTERN.test(code)) {
    errors.push({
      field: 'code',
      message: 'Validation error: Organization code must be 1-50 characters of A-Z, 0-9 and _',
    });
  }
  if (!TIERS.includes(body.tier as Tier)) {
    errors.push({ field: 'tier', message: 'Validation error: Please select an organization tier' });
  }
  if (errors.length > 0) return { errors };
  return { errors, value: { code, name, tier: body.tier as Tier } };
}

export interface ProductOrganizationRow {
  id: string;
  environment_id: string;
  name: string;
  code: string;
  tier: Tier;
  idp_organization_id: string | null;
}

/** `Organization` of API-CONTRACT.md §3. */
export interface OrganizationResponse {
  organizationId: string;
  name: string;
  code: string;
  tier: Tier;
  organizationEnvironments: {
    organizationEnvironmentId: string;
    idpOrganizationId: string | null;
  }[];
}

export function organizationResponse(row: ProductOrganizationRow): OrganizationResponse {
  return {
    organizationId: row.id,
    name: row.name,
    code: row.code,
    tier: row.tier,
    organizationEnvironments: [
      { organizationEnvironmentId: row.environment_id, idpOrganizationId: row.idp_organization_id },
    ],
  };
}
