import { describe, expect, it } from 'vitest';
import { allowedReturnTo, isLoopbackOrigin, withQuery } from './origins';

describe('origin rules', () => {
  it('given loopback pages, should be dev mode; others not', () => {
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:4000')).toBe(true);
    expect(isLoopbackOrigin('https://localhost.evil.example')).toBe(false);
    expect(isLoopbackOrigin(undefined)).toBe(false);
  });

  it('given return targets, should allow only exact allowed origins over http(s)', () => {
    const allowed = ['https://app.example'];
    expect(allowedReturnTo('https://app.example/login?x=1', allowed)).toBe(
      'https://app.example/login?x=1',
    );
    expect(allowedReturnTo('https://app.example.evil.test/', allowed)).toBeUndefined();
    expect(allowedReturnTo('//evil.test/', allowed)).toBeUndefined();
    expect(allowedReturnTo('javascript:alert(1)', allowed)).toBeUndefined();
    expect(allowedReturnTo(undefined, allowed)).toBeUndefined();
  });

  it('given a URL with a query, should add parameters without losing it', () => {
    expect(withQuery('https://a.test/cb?x=1', { code: 'c', state: undefined })).toBe(
      'https://a.test/cb?x=1&code=c',
    );
  });
});
