import { describe, expect, it } from 'vitest';
import { customers } from '../demo-data/customers';
import {
  customerToFormValues,
  emptyCustomerForm,
  validateCustomerForm,
} from './customer-form-model';

const valid = {
  ...emptyCustomerForm,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

describe('validateCustomerForm', () => {
  it('given an empty form, should require first name, last name and email', () => {
    expect(validateCustomerForm(emptyCustomerForm)).toEqual({
      firstName: 'This value is missing',
      lastName: 'This value is missing',
      email: 'This value is missing',
    });
  });
  it('given names of only spaces, should treat them as missing', () => {
    expect(validateCustomerForm({ ...valid, firstName: '   ', lastName: ' ' })).toEqual({
      firstName: 'This value is missing',
      lastName: 'This value is missing',
    });
  });
  it('given an email without a domain, should reject its type', () => {
    expect(validateCustomerForm({ ...valid, email: 'ada@' }).email).toBe(
      'This value does not match the required type',
    );
    expect(validateCustomerForm({ ...valid, email: 'ada.example.com' }).email).toBe(
      'This value does not match the required type',
    );
  });
  it('given negative initial points, should say the value is too small', () => {
    expect(validateCustomerForm({ ...valid, initialPoints: '-1' })).toEqual({
      initialPoints: 'This value is too small',
    });
  });
  it('given fractional or non-numeric points, should reject them', () => {
    expect(validateCustomerForm({ ...valid, initialPoints: '2.5' }).initialPoints).toBe(
      'This value does not match the required step',
    );
    expect(validateCustomerForm({ ...valid, initialPoints: 'ten' }).initialPoints).toBe(
      'This value is not valid',
    );
  });
  it('given zero or blank points and required fields filled, should accept the form', () => {
    expect(validateCustomerForm({ ...valid, initialPoints: '0' })).toEqual({});
    expect(validateCustomerForm({ ...valid, initialPoints: '' })).toEqual({});
    expect(validateCustomerForm({ ...valid, initialPoints: '1500' })).toEqual({});
  });
});

describe('customerToFormValues', () => {
  it('given a sample customer, should prefill names, address parts and a copy of the tags', () => {
    const customer = customers[0]!;
    const values = customerToFormValues(customer);
    expect(values.firstName).toBe(customer.firstName);
    expect(values.city).toBe(customer.address.city);
    expect(values.initialPoints).toBe(String(customer.loyaltyPoints));
    expect(values.tags).toEqual(customer.tags);
    expect(values.tags).not.toBe(customer.tags);
    expect(validateCustomerForm(values)).toEqual({});
  });
});
