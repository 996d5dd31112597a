// The query cache is kept per identity (API base + token subject + organization): elements of
// two organizations on one page each show their own members, and an element switched to another
// organization's token shows that organization's members at once, never the previous ones.
import '../../dist/widgets/widgets.js';
import { api, check, describe, it, originalFetch, sleep, testToken, waitFor } from './support.js';
import { addElementWithToken, rowEmails } from './users-management-support.js';

/** A token of a new user who created (and so administers) a new organization. */
async function tokenOfNewOrganization(): Promise<string> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `kit-identity-${suffix}@example.test`;
  const settings = await originalFetch(`${api.origin}/_test/settings`).then(
    (response) => response.json() as Promise<{ organizationProvisioningDelayMs: number }>,
  );
  const setDelay = (organizationProvisioningDelayMs: number) =>
    originalFetch(`${api.origin}/_test/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ organizationProvisioningDelayMs }),
    });
  await setDelay(0);
  try {
    const created = await originalFetch(`${api.origin}/api/organizations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await testToken(email)}`,
      },
      body: JSON.stringify({ name: `Identity ${suffix}`, code: `ID${suffix}`, tier: 'ENTERPRISE' }),
    });
    check(created.ok, `creating the organization answered ${created.status}`);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const token = await testToken(email);
      const claims = JSON.parse(
        atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
      ) as {
        org_id?: string;
      };
      if (claims.org_id) return token;
      await sleep(100);
    }
    throw new Error('the new organization was not provisioned');
  } finally {
    await setDelay(settings.organizationProvisioningDelayMs);
  }
}

describe('users-management per-identity cache', () => {
  it('given tokens of two organizations, should show each its own members, and a switched token the new members at once', async () => {
    const acmeToken = await testToken('admin@acme.test');
    const otherToken = await tokenOfNewOrganization();
    const first = addElementWithToken(acmeToken);
    const second = addElementWithToken(otherToken);
    await waitFor(
      () => rowEmails(first).some((email) => email.endsWith('@acme.test')),
      'Acme members',
    );
    await waitFor(
      () => rowEmails(second).some((email) => email.startsWith('kit-identity-')),
      'the new organization',
    );
    check(
      !rowEmails(second).some((email) => email.endsWith('@acme.test')),
      `the new organization's element shows Acme members: ${rowEmails(second).join(', ')}`,
    );

    // Switch the first element to the other organization: from the next frame on, never an Acme row.
    first.authToken = otherToken;
    const seen: string[] = [];
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      // Checked before every paint from the next one on (what a person could see).
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(...rowEmails(first).filter((email) => email.endsWith('@acme.test')));
      if (rowEmails(first).some((email) => email.startsWith('kit-identity-'))) break;
    }
    check(
      seen.length === 0,
      `Acme members shown after the switch: ${[...new Set(seen)].join(', ')}`,
    );
    check(
      rowEmails(first).some((email) => email.startsWith('kit-identity-')),
      'the switched element does not show the new organization',
    );

    // And back: Acme's members, never the other organization's.
    first.authToken = acmeToken;
    await waitFor(
      () => rowEmails(first).some((email) => email.endsWith('@acme.test')),
      'Acme again',
    );
    check(
      !rowEmails(first).some((email) => email.startsWith('kit-identity-')),
      'the other organization is still shown after switching back',
    );
  });
});
