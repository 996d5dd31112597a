import { describe, expect, it } from 'vitest';
import {
  canSubmitOrganizationForm,
  emptyOrganizationForm,
  validateOrganizationForm,
  withCode,
  withName,
} from './organization-form-model';

describe('organization form model', () => {
  it('given a typed name, should derive the code from it', () => {
    expect(withName(emptyOrganizationForm, 'Acme Loyalty!').code).toBe('ACME_LOYALTY');
  });

  it('given a hand-edited code, should keep it when the name changes and sanitize it', () => {
    const edited = withCode(withName(emptyOrganizationForm, 'Acme'), 'my-code 1');
    expect(edited.code).toBe('MYCODE1');
    expect(withName(edited, 'Something else').code).toBe('MYCODE1');
  });

  it('given the edited code is cleared, should derive from the name again', () => {
    const cleared = withCode(withCode(withName(emptyOrganizationForm, 'Acme Co'), 'X'), '');
    expect(cleared).toMatchObject({ code: 'ACME_CO', codeEdited: false });
    expect(withName(cleared, 'Beta').code).toBe('BETA');
  });

  it('given an empty form, should report every message', () => {
    expect(validateOrganizationForm(emptyOrganizationForm)).toEqual({
      name: 'Organization name is required',
      code: 'Organization code is required',
      tier: 'Validation error: Please select an organization tier',
    });
  });

  it('should allow submit only with name, code and plan and no pending request', () => {
    const filled = { ...withName(emptyOrganizationForm, 'Acme'), tier: 'BASE' as const };
    expect(canSubmitOrganizationForm(filled, false)).toBe(true);
    expect(canSubmitOrganizationForm(filled, true)).toBe(false);
    expect(canSubmitOrganizationForm({ ...filled, tier: '' }, false)).toBe(false);
    expect(canSubmitOrganizationForm({ ...filled, name: '  ' }, false)).toBe(false);
    expect(canSubmitOrganizationForm(withName({ ...filled }, '!!!'), false)).toBe(false);
  });
});
