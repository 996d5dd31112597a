// Issue #39 item 13: the docs' usage snippet of a tag is paste-ready: the switcher's sets the
// switchToOrganization its host must supply (without it a switch fails), and no snippet uses
// the interop suite's helpers or an undefined auth object.
import { describe, expect, it } from 'vitest';
import { elementSnippet } from '../../server/docs/assets/snippet.js';
import {
  frameworks,
  interopHostsDir,
  partnerSnippet,
  readHostFile,
} from '../../server/docs/framework-snippets';

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

// Issue #39 item 13: each framework's snippet is its tested interop host without the suite's
// plumbing (../shared/interop, window.interop, config.tokens[0], the recorder, the second
// organization, the test server's port), with the partner's token function instead.
describe('the framework snippets', () => {
  const hostsDir = interopHostsDir(process.cwd());

  it('given each interop host, should give a paste-ready copy built from its own lines', () => {
    for (const framework of frameworks) {
      const source = readHostFile(hostsDir, framework.file);
      expect(source, framework.file).toBeDefined();
      const snippet = partnerSnippet(source!, `${origin}/widgets/widgets.js`, 'id.example.com');
      expect(snippet, framework.file).not.toMatch(
        /interop|config\.|tokens\[|secondOrganizationToken|\brecord\b|org-b|api-port|api-https/,
      );
      expect(snippet, framework.file).toMatch(/import \{ getWidgetToken, onWidgetEvent \} from/);
      expect(snippet, framework.file).toContain('getWidgetToken');
      expect(snippet, framework.file).toMatch(/api-hostname['"]?(=|, )['"]id\.example\.com['"]/);
      expect(snippet.split('\n').length, framework.file).toBeGreaterThan(10);
    }
  });
});
