import { describe, expect, it } from 'vitest';
import { startupUrl } from './startup-url';

describe('startupUrl', () => {
  it('given PUBLIC_URL on another origin with the same port, should print PUBLIC_URL', () => {
    expect(startupUrl('https://loyalty.example.com:4000', 4000, 'http://127.0.0.1:4000')).toBe(
      'https://loyalty.example.com:4000',
    );
    expect(startupUrl('http://192.168.1.20:4000', 4000, 'http://127.0.0.1:4000')).toBe(
      'http://192.168.1.20:4000',
    );
  });
  it('given PUBLIC_URL behind a proxy on another port, should print PUBLIC_URL', () => {
    expect(startupUrl('https://loyalty.example.com', 4000, 'http://127.0.0.1:4000')).toBe(
      'https://loyalty.example.com',
    );
  });
  it('given the default PUBLIC_URL, should print it', () => {
    expect(startupUrl('http://localhost:4000', 4000, 'http://127.0.0.1:4000')).toBe(
      'http://localhost:4000',
    );
  });
  it('given port 0 (a random port), should print the address actually bound, as localhost', () => {
    expect(startupUrl('http://localhost:0', 0, 'http://127.0.0.1:53211')).toBe(
      'http://localhost:53211',
    );
  });
});
