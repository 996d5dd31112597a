import { describe, expect, it } from 'vitest';
import { openSuccessor, sealSuccessor, type SealedSuccessor } from './refresh-reuse';

const successor: SealedSuccessor = {
  body: {
    user: { id: 'user_1' } as SealedSuccessor['body']['user'],
    access_token: 'access',
    refresh_token: 'next-refresh',
    authentication_method: 'Password',
  },
  sessionId: 'session_1',
  requestedOrganizationId: null,
};

describe('sealed successor', () => {
  it('given the rotated token, should open to the same pair', () => {
    expect(openSuccessor('old-token', sealSuccessor('old-token', successor))).toEqual(successor);
  });

  it('given another token or a tampered seal, should open to nothing', () => {
    const sealed = sealSuccessor('old-token', successor);
    expect(openSuccessor('other-token', sealed)).toBeUndefined();
    const [iv, tag, data] = sealed.split('.');
    // Flip a bit of the decoded bytes: changing the last base64url characters may only touch
    // padding bits, which decode to the same bytes.
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const flipped = bytes.toString('base64url');
    expect(openSuccessor('old-token', `${iv}.${tag}.${flipped}`)).toBeUndefined();
    expect(openSuccessor('old-token', 'garbage')).toBeUndefined();
  });
});
