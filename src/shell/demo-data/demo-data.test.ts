import { describe, expect, it } from 'vitest';
import { eventsForCustomer } from './activity';
import { clients } from './clients';
import { customerName, customers, findCustomer } from './customers';
import { offersForCustomer } from './offers';
import { promotionsForCustomer } from './promotions';
import { targetsForCustomer } from './targets';

describe('sample customers', () => {
  it('should have unique ids and emails, each found by id', () => {
    expect(new Set(customers.map((customer) => customer.id)).size).toBe(customers.length);
    expect(new Set(customers.map((customer) => customer.email)).size).toBe(customers.length);
    for (const customer of customers) expect(findCustomer(customer.id)).toBe(customer);
  });
  it('should cover every status and tier', () => {
    expect(new Set(customers.map((customer) => customer.status))).toEqual(
      new Set(['Active', 'Inactive', 'Pending']),
    );
    expect(new Set(customers.map((customer) => customer.tier))).toEqual(
      new Set(['Bronze', 'Silver', 'Gold', 'Platinum']),
    );
  });
  it('given an unknown id, should find nothing', () => {
    expect(findCustomer('cus_unknown')).toBeUndefined();
  });
  it('should join first and last name', () => {
    expect(customerName({ firstName: 'Olivia', lastName: 'Martinez' })).toBe('Olivia Martinez');
  });
});

describe('per-customer records', () => {
  it('should give every customer 3–5 distinct offers and promotions, 3 targets and 5–7 events', () => {
    for (const customer of customers) {
      const offers = offersForCustomer(customer.id);
      const promotions = promotionsForCustomer(customer.id);
      expect(offers.length).toBeGreaterThanOrEqual(3);
      expect(offers.length).toBeLessThanOrEqual(5);
      expect(new Set(offers.map((offer) => offer.id)).size).toBe(offers.length);
      expect(promotions.length).toBeGreaterThanOrEqual(3);
      expect(new Set(promotions.map((promotion) => promotion.id)).size).toBe(promotions.length);
      expect(targetsForCustomer(customer.id)).toHaveLength(3);
      const events = eventsForCustomer(customer.id, customer.lastActivity);
      expect(events.length).toBeGreaterThanOrEqual(5);
      expect(events[0]?.at).toBe(new Date(customer.lastActivity).toISOString());
    }
  });
  it('should be stable for the same customer', () => {
    expect(offersForCustomer('cus_8f2k1a')).toEqual(offersForCustomer('cus_8f2k1a'));
  });
});

describe('sample clients', () => {
  it('should have unique ids and cover every status', () => {
    expect(new Set(clients.map((client) => client.id)).size).toBe(clients.length);
    expect(new Set(clients.map((client) => client.status))).toEqual(
      new Set(['Active', 'Trial', 'Inactive']),
    );
  });
});
