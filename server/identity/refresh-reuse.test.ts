import { describe, expect, it } from 'vitest';
import { openSuccessor, sameRequest, sealSuccessor, type SealedSuccessor } from './refresh-reuse';

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

describe('sameRequest', () => {
  const rotation = (requested: string | null, sessionOrganizationId?: string | null) => ({
    ...successor,
    requestedOrganizationId: requested,
    ...(sessionOrganizationId === undefined ? {} : { sessionOrganizationId }),
  });

  it("given a retry naming no organization and a rotation naming the session's own, should match (and the other way round)", () => {
    expect(sameRequest(rotation('org_a', 'org_a'), null)).toBe(true);
    expect(sameRequest(rotation(null, 'org_a'), 'org_a')).toBe(true);
  });

  it('given a switch to another organization on either side, should not match', () => {
    expect(sameRequest(rotation('org_b', 'org_a'), null)).toBe(false);
    expect(sameRequest(rotation(null, 'org_a'), 'org_b')).toBe(false);
    expect(sameRequest(rotation('org_b', 'org_a'), 'org_b')).toBe(true);
  });

  it('given a seal from before the session organization was kept, should match only the same request', () => {
    expect(sameRequest(rotation('org_a'), null)).toBe(false);
    expect(sameRequest(rotation(null), null)).toBe(true);
  });
});
