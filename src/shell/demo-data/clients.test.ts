import { describe, expect, it } from 'vitest';
import { clients, filterClients } from './clients';

describe('filterClients', () => {
  it('given a blank query, should return every client', () => {
    expect(filterClients(clients, '  ')).toHaveLength(clients.length);
  });
  it('given part of a name in another case, should match by name', () => {
    expect(filterClients(clients, 'harbor').map((client) => client.name)).toEqual([
      'Harbor & Vine Hotels',
    ]);
  });
  it('given an industry, should match every client of that industry', () => {
    const names = filterClients(clients, 'Healthcare').map((client) => client.name);
    expect(names).toEqual(['BrightSmile Dental Group', 'Meridian Pharmacy']);
  });
  it('given text in neither name nor industry, should return nothing', () => {
    expect(filterClients(clients, 'Portland')).toEqual([]);
  });
});
