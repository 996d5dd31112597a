// Issue #39 item 13: the docs' usage snippet of a tag is paste-ready: the switcher's sets the
// switchToOrganization its host must supply (without it a switch fails), and no snippet uses
// the interop suite's helpers or an undefined auth object.
import { describe, expect, it } from 'vitest';
import { elementSnippet } from '../../server/docs/assets/snippet.js';

const origin = 'https://id.example.com';

describe('the usage snippet', () => {
  it('given <organization-switcher>, should set switchToOrganization', () => {
    const snippet = elementSnippet(origin, 'organization-switcher');
    expect(snippet).toContain('element.switchToOrganization = async ({ organizationId }) =>');
  });

  it('given any tag, should get its token from the backend and use nothing undefined', () => {
    for (const tag of ['users-management', 'user-profile', 'organization-switcher']) {
      const snippet = elementSnippet(origin, tag);
      expect(snippet).toContain("fetch('/widget-token')");
      expect(snippet).not.toMatch(/myAuth|window\.interop|config\.tokens|\.\.\/shared/);
    }
  });
});
