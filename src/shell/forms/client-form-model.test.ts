import { describe, expect, it } from 'vitest';
import {
  clientFormPayload,
  emptyClientForm,
  industryOptions,
  validateClientForm,
} from './client-form-model';

const valid = { ...emptyClientForm, name: 'Northwind', email: 'hello@northwind.example' };

describe('validateClientForm', () => {
  it('given an empty form, should require the company name and email only', () => {
    expect(validateClientForm(emptyClientForm)).toEqual({
      name: 'This value is missing',
      email: 'This value is missing',
    });
  });
  it('given a malformed email, should reject its type', () => {
    expect(validateClientForm({ ...valid, email: 'hello@' })).toEqual({
      email: 'This value does not match the required type',
    });
  });
  it('given a malformed optional website or contact email, should reject them', () => {
    expect(validateClientForm({ ...valid, website: 'not a url', contactEmail: 'x' })).toEqual({
      website: 'This value does not match the required type',
      contactEmail: 'This value does not match the required type',
    });
  });
  it('given name and email, should accept the form', () => {
    expect(validateClientForm(valid)).toEqual({});
    expect(validateClientForm({ ...valid, website: 'https://northwind.example' })).toEqual({});
  });
});

describe('industryOptions', () => {
  it('should offer the seven SPEC industries in order', () => {
    expect(industryOptions.map((option) => option.value)).toEqual([
      'retail',
      'hospitality',
      'healthcare',
      'finance',
      'technology',
      'automotive',
      'other',
    ]);
  });
});

describe('clientFormPayload', () => {
  it('given padded strings, should trim them', () => {
    expect(clientFormPayload({ ...valid, name: '  Northwind  ' }).name).toBe('Northwind');
  });
});
