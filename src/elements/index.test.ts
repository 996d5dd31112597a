import { describe, expect, it } from 'vitest';

describe('the kit entry without a DOM (Node, a server render)', () => {
  it('given an import in Node, should define nothing and keep discover and whenDefined harmless', async () => {
    expect(typeof customElements).toBe('undefined');
    const kit = await import('./index');
    expect(kit.kitTags).toContain('users-management');
    expect(() => kit.discover({} as Document)).not.toThrow();
    const outcome = await Promise.race([
      kit.whenDefined('users-management').then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
  });
});
