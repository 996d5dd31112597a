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

  it('given the code is emptied, should stay empty until the name changes again', () => {
    const derived = withName(emptyOrganizationForm, 'Acme Co');
    const cleared = withCode(derived, '');
    expect(cleared).toMatchObject({ code: '', codeEdited: false });
    expect(validateOrganizationForm(cleared).code).toBe('Organization code is required');
    expect(withCode(cleared, 'n').code).toBe('N');
    expect(withName(cleared, 'Beta').code).toBe('BETA');
    expect(withCode(withCode(derived, 'X'), '')).toMatchObject({ code: '', codeEdited: false });
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
