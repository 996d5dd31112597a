import { describe, expect, it } from 'vitest';
import { networkErrorMessage } from './describe-widget-error';

describe('networkErrorMessage', () => {
  it('given an API on another origin than the page, should name the page origin and ALLOWED_ORIGINS', () => {
    expect(networkErrorMessage('https://id.example.com', 'https://partner.example')).toBe(
      "An error occurred. This page (https://partner.example) may not be allowed to call https://id.example.com: the service's ALLOWED_ORIGINS setting must list its origin. Contact your organization admin for support.",
    );
  });

  it('given an API on the page origin, should not blame CORS', () => {
    const message = networkErrorMessage('https://id.example.com/', 'https://id.example.com');
    expect(message).not.toContain('ALLOWED_ORIGINS');
    expect(message).toContain('could not be reached');
  });

  it('given a page with an opaque origin, should not print "null"', () => {
    expect(networkErrorMessage('https://id.example.com', 'null')).toContain(
      'This page may not be allowed to call https://id.example.com',
    );
  });

  it('given no known API base or no page, should show the connection message', () => {
    expect(networkErrorMessage(undefined, 'https://partner.example')).toContain(
      'could not be reached',
    );
    expect(networkErrorMessage('https://id.example.com', undefined)).toContain(
      'could not be reached',
    );
  });
});
