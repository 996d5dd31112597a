export { createProductClient } from './product-client';
export type { ProductClient, ProductClientOptions } from './product-client';
export { ProductApiError, ProductNetworkError, isProductApiError } from './product-api-error';
export {
  ORGANIZATION_CODE_MAX_LENGTH,
  deriveOrganizationCode,
  sanitizeOrganizationCode,
} from './organization-code';
export type {
  CreateOrganizationInput,
  CustomerDeactivation,
  Envelope,
  Organization,
  OrganizationEnvironment,
  OrganizationTier,
  PointsAdjustment,
  PointsTotal,
} from './types';
