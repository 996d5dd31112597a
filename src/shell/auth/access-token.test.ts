import { describe, expect, it } from 'vitest';
import { accessTokenFailureReason, retrieveAccessToken } from './access-token';

describe('retrieveAccessToken', () => {
  it('given a token, should return it', async () => {
    await expect(retrieveAccessToken(async () => 'token-1')).resolves.toBe('token-1');
  });
  it('given a failing auth client, should fail with the SPEC message and keep the reason', async () => {
    const reason = new Error('Identity service unavailable');
    const error = await retrieveAccessToken(() => Promise.reject(reason)).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Failed to retrieve access token');
    expect((error as Error).cause).toBe(reason);
    expect(accessTokenFailureReason(error)).toBe('Identity service unavailable');
  });
  it('given an error without a reason, should give no reason', () => {
    expect(accessTokenFailureReason(new Error('Failed to retrieve access token'))).toBe('');
    expect(accessTokenFailureReason('text')).toBe('');
  });
});
