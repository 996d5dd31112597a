import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('given nothing, empty or false, should trust no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('given a list, should trust exactly those proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
  });

  it('given true, should refuse to start (any client could choose its address)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
