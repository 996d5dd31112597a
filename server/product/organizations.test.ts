import { describe, expect, it } from 'vitest';
import { organizationResponse, validateCreateOrganization } from './organizations';

describe('validateCreateOrganization', () => {
  it('given a valid payload, should trim the name and keep the code', () => {
    expect(validateCreateOrganization({ name: ' Acme ', code: 'ACME_1', tier: 'BASE' })).toEqual({
      errors: [],
      value: { name: 'Acme', code: 'ACME_1', tier: 'BASE' },
    });
  });

  it.each([
    [{ code: 'A', tier: 'BASE' }, 'name'],
    [{ name: 'A', code: '', tier: 'BASE' }, 'code'],
    [{ name: 'A', code: 'a', tier: 'BASE' }, 'code'],
    [{ name: 'A', code: 'X'.repeat(51), tier: 'BASE' }, 'code'],
    [{ name: 'A', code: 'A', tier: 'base' }, 'tier'],
  ])('given %j, should report %s', (body, field) => {
    expect(validateCreateOrganization(body).errors.map((error) => error.field)).toEqual([field]);
  });

  it('given a code of exactly 50 characters, should accept it', () => {
    expect(
      validateCreateOrganization({ name: 'A', code: 'X'.repeat(50), tier: 'ENTERPRISE' }).errors,
    ).toEqual([]);
  });
});

describe('organizationResponse', () => {
  it('given a row, should answer the contract shape', () => {
    expect(
      organizationResponse({
        id: 'p',
        environment_id: 'e',
        name: 'N',
        code: 'C',
        tier: 'BASE',
        idp_organization_id: null,
      }),
    ).toEqual({
      organizationId: 'p',
      name: 'N',
      code: 'C',
      tier: 'BASE',
      organizationEnvironments: [{ organizationEnvironmentId: 'e', idpOrganizationId: null }],
    });
  });
});
