import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTxtResolver } from '../../server/admin-portal/txt-resolver';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, widgetCall, type Actor } from './widgets-fixtures';

describe('hosted admin portal pages', () => {
  let server: TestServer;
  let acme: string;
  let ada: Actor;

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme <Loyalty>');
    ada = await createActor(server, acme, { email: 'ada@acme.test' });
  });
  afterAll(async () => server.close());
  afterEach(() => setTxtResolver());

  async function generateLink(intent: 'sso' | 'domain_verification'): Promise<string> {
    const response = await widgetCall(
      server,
      `/_widgets/admin-portal/generate-link?intent=${intent}`,
      {
        token: ada.token,
        method: 'POST',
      },
    );
    expect(response.status).toBe(200);
    return response.body.link;
  }

  /** Opens a link the way the widget does: a form POST of apiToken to the link without it. */
  async function launchByPost(link: string) {
    const url = new URL(link);
    const token = url.searchParams.get('apiToken')!;
    url.searchParams.delete('apiToken');
    return fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ apiToken: token }).toString(),
    });
  }

  function cookieOf(response: Response): string {
    const header = response.headers.get('set-cookie') ?? '';
    return header.split(';')[0]!;
  }

  async function openPortal(intent: 'sso' | 'domain_verification') {
    const launched = await fetch(await generateLink(intent), { redirect: 'manual' });
    const cookie = cookieOf(launched);
    const path = intent === 'sso' ? '/admin-portal/sso' : '/admin-portal/domains';
    const get = async (query = '') => {
      const response = await fetch(`${server.url}${path}${query}`, { headers: { cookie } });
      return { status: response.status, html: await response.text(), headers: response.headers };
    };
    const page = await get();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    const post = async (action: string, fields: Record<string, string>, withCsrf = true) => {
      const response = await fetch(`${server.url}${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...(withCsrf ? { csrf } : {}), ...fields }).toString(),
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        html: await response.text(),
      };
    };
    return { cookie, csrf, get, post };
  }

  describe('launch', () => {
    it('given a link opened with GET, should set an HttpOnly portal cookie and redirect once only', async () => {
      const link = await generateLink('sso');
      const first = await fetch(link, { redirect: 'manual' });
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe('/admin-portal/sso');
      const setCookie = first.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^portal_session=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const replay = await fetch(link, { redirect: 'manual' });
      expect(replay.status).toBe(401);
      expect(replay.headers.get('content-type')).toMatch(/text\/html/);
      expect(await replay.text()).toContain('expired or has already been used');
    });

    it('given a link opened by form POST, should land on the domains page', async () => {
      const response = await launchByPost(await generateLink('domain_verification'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/admin-portal/domains');
      const page = await fetch(`${server.url}/admin-portal/domains`, {
        headers: { cookie: cookieOf(response) },
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1>Domains</h1>');
      // The organization name is escaped.
      expect(html).toContain('Acme &lt;Loyalty&gt;');
      expect(html).not.toContain('Acme <Loyalty>');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    });

    it('given an expired or unknown link, should refuse it', async () => {
      const link = await generateLink('sso');
      await server.ctx.db.query(`UPDATE portal_links SET expires_at = now() - interval '1 second'`);
      expect((await fetch(link, { redirect: 'manual' })).status).toBe(401);
      expect(
        (await fetch(`${server.url}/admin-portal/launch?apiToken=made-up`, { redirect: 'manual' }))
          .status,
      ).toBe(401);
      expect(
        (await fetch(`${server.url}/admin-portal/launch`, { redirect: 'manual' })).status,
      ).toBe(401);
    });

    it('given no session or a session for the other intent, should refuse the page', async () => {
      expect((await fetch(`${server.url}/admin-portal/sso`)).status).toBe(401);
      const domains = await openPortal('domain_verification');
      expect(
        (await fetch(`${server.url}/admin-portal/sso`, { headers: { cookie: domains.cookie } }))
          .status,
      ).toBe(401);
    });
  });

  describe('SSO page', () => {
    it('given a new connection, should create it inactive, then activate, edit and remove it', async () => {
      const portal = await openPortal('sso');
      expect(portal.csrf).not.toBe('');
      const created = await portal.post('/admin-portal/sso/connections', {
        name: 'Okta <prod>',
        type: 'OktaSaml',
        certificateNotAfter: '2030-05-01',
      });
      expect(created.status).toBe(303);
      const [row] = await server.ctx.db.query<{
        id: string;
        state: string;
        provider_tag: string;
        certificate_not_after: Date;
      }>(
        'SELECT id, state, provider_tag, certificate_not_after FROM sso_connections WHERE organization_id = $1',
        [acme],
      );
      expect(row).toMatchObject({ state: 'Inactive', provider_tag: 'Saml' });
      expect(new Date(row!.certificate_not_after).toISOString().slice(0, 10)).toBe('2030-05-01');

      const page = await portal.get('?notice=created');
      expect(page.html).toContain('Okta &lt;prod&gt;');
      expect(page.html).toContain('Setup in progress');
      expect(page.html).toContain('May 1, 2030');

      const widgetView = await widgetCall(server, '/_widgets/admin-portal/sso-connections', {
        token: ada.token,
      });
      expect(widgetView.body[0]).toMatchObject({
        name: 'Okta <prod>',
        state: 'Inactive',
        type: 'OktaSaml',
      });

      expect(
        (await portal.post(`/admin-portal/sso/connections/${row!.id}/state`, { state: 'Active' }))
          .status,
      ).toBe(303);
      expect((await portal.get()).html).toContain('Connected');

      const edited = await portal.post(`/admin-portal/sso/connections/${row!.id}`, {
        name: 'Entra',
        type: 'EntraIdOidc',
        certificateNotAfter: '',
      });
      expect(edited.status).toBe(303);
      const [after] = await server.ctx.db.query<{
        name: string;
        provider_tag: string;
        state: string;
      }>('SELECT name, provider_tag, state FROM sso_connections WHERE id = $1', [row!.id]);
      expect(after).toEqual({ name: 'Entra', provider_tag: 'OpenIdConnect', state: 'Active' });

      expect(
        (await portal.post(`/admin-portal/sso/connections/${row!.id}/delete`, {})).status,
      ).toBe(303);
      expect(
        await server.ctx.db.query('SELECT 1 FROM sso_connections WHERE id = $1', [row!.id]),
      ).toHaveLength(0);

      // Each change is in the organization's audit log, the portal as actor.
      const audit = await server.ctx.db.query<{
        action: string;
        actor: { id: string };
        targets: { name: string }[];
        metadata: { change: string };
      }>(
        "SELECT action, actor, targets, metadata FROM audit_log_events WHERE organization_id = $1 AND action = 'sso.connection_changed' ORDER BY id",
        [acme],
      );
      expect(audit.map((event) => event.metadata.change)).toEqual([
        'created',
        'activated',
        'updated',
        'deleted',
      ]);
      expect(audit.map((event) => event.targets[0]?.name)).toEqual([
        'Okta <prod>',
        'Okta <prod>',
        'Okta <prod>',
        'Entra',
      ]);
      expect(audit.every((event) => event.actor.id === 'admin_portal')).toBe(true);
    });

    it('given invalid input, should show field errors and create nothing', async () => {
      const portal = await openPortal('sso');
      const audited = (await server.ctx.db.query('SELECT 1 FROM audit_log_events')).length;
      const response = await portal.post('/admin-portal/sso/connections', {
        name: '  ',
        type: 'MySpaceSaml',
        certificateNotAfter: 'soon',
      });
      expect(response.status).toBe(400);
      expect(response.html).toContain('Enter a name for the connection');
      expect(response.html).toContain('Choose your identity provider');
      expect(response.html).toContain('aria-invalid="true"');
      expect(await server.ctx.db.query('SELECT 1 FROM sso_connections')).toHaveLength(0);
      expect(await server.ctx.db.query('SELECT 1 FROM audit_log_events')).toHaveLength(audited);
    });

    it('given a form without the CSRF token, should refuse it', async () => {
      const portal = await openPortal('sso');
      const response = await portal.post(
        '/admin-portal/sso/connections',
        { name: 'X', type: 'OktaSaml' },
        false,
      );
      expect(response.status).toBe(403);
      expect(await server.ctx.db.query('SELECT 1 FROM sso_connections')).toHaveLength(0);
    });

    it('given the provider list, should offer every contract type with its human name', async () => {
      const page = await (await openPortal('sso')).get();
      expect(page.html).toContain('<option value="LoginGovOidc"');
      expect(page.html).toContain('Login.gov');
      expect(page.html).toContain('<optgroup label="SAML">');
      expect((page.html.match(/<option value="[A-Za-z0-9]+"/g) ?? []).length).toBe(35);
    });
  });

  describe('domains page', () => {
    it('given a new domain, should show its TXT record and verify it through the resolver', async () => {
      const portal = await openPortal('domain_verification');
      const added = await portal.post('/admin-portal/domains', { domain: ' Rewards.Example.COM ' });
      expect(added.status).toBe(303);
      const [row] = await server.ctx.db.query<{
        id: string;
        domain: string;
        state: string;
        verification_token: string;
      }>(`SELECT id, domain, state, verification_token FROM domains WHERE organization_id = $1`, [
        acme,
      ]);
      expect(row).toMatchObject({ domain: 'rewards.example.com', state: 'Pending' });
      const page = await portal.get('?notice=added');
      expect(page.html).toContain('<code>@</code>');
      expect(page.html).toContain(`<code>verification_token=${row!.verification_token}</code>`);
      expect(page.html).toContain('Verification pending');

      setTxtResolver(async () => []);
      const missing = await portal.post(`/admin-portal/domains/${row!.id}/verify`, {});
      expect(missing.location).toBe('/admin-portal/domains?notice=not-found');

      const asked: string[] = [];
      setTxtResolver(async (name) => {
        asked.push(name);
        return [`verification_token=${row!.verification_token}`];
      });
      const verified = await portal.post(`/admin-portal/domains/${row!.id}/verify`, {});
      expect(verified.location).toBe('/admin-portal/domains?notice=verified');
      expect(asked).toEqual(['rewards.example.com']);
      expect((await portal.get()).html).toContain('badge success">Verified');
    });

    it('given a failed domain without its record, when verifying again, should keep it failed and say so', async () => {
      const portal = await openPortal('domain_verification');
      await portal.post('/admin-portal/domains', { domain: 'still-failing.example.org' });
      const [row] = await server.ctx.db.query<{ id: string }>(
        `UPDATE domains SET state = 'Failed', pending_since = NULL
          WHERE domain = 'still-failing.example.org' RETURNING id`,
      );
      expect((await portal.get()).html).toContain('Verify again');
      setTxtResolver(async () => ['verification_token=not-this-one']);
      const checked = await portal.post(`/admin-portal/domains/${row!.id}/verify`, {});
      expect(checked.location).toBe('/admin-portal/domains?notice=still-failed');
      const page = await portal.get('?notice=still-failed');
      expect(page.html).toContain('so the domain is still not verified');
      const [after] = await server.ctx.db.query<{ state: string }>(
        'SELECT state FROM domains WHERE id = $1',
        [row!.id],
      );
      expect(after?.state).toBe('Failed');
    });

    it('given records set through the test-mode DNS route, should verify with them', async () => {
      const portal = await openPortal('domain_verification');
      await portal.post('/admin-portal/domains', { domain: 'dns-route.example.org' });
      const [row] = await server.ctx.db.query<{ id: string; verification_token: string }>(
        `SELECT id, verification_token FROM domains WHERE domain = 'dns-route.example.org'`,
      );
      const set = await fetch(`${server.url}/_test/dns`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'dns-route.example.org',
          values: [`verification_token=${row!.verification_token}`],
        }),
      });
      expect(set.status).toBeLessThan(300);
      const verified = await portal.post(`/admin-portal/domains/${row!.id}/verify`, {});
      expect(verified.location).toBe('/admin-portal/domains?notice=verified');
    });

    it('given bad or duplicate domains, should explain and add nothing', async () => {
      const portal = await openPortal('domain_verification');
      const before = (await server.ctx.db.query('SELECT 1 FROM domains')).length;
      for (const [domain, message] of [
        ['not a domain', 'Enter a domain name such as example.com'],
        ['localhost', 'Enter a domain name such as example.com'],
        ['-bad-.com', 'Enter a domain name such as example.com'],
        ['rewards.example.com', 'This domain has already been added'],
      ] as const) {
        const response = await portal.post('/admin-portal/domains', { domain });
        expect(response.status, domain).toBe(400);
        expect(response.html).toContain(message);
      }
      expect(await server.ctx.db.query('SELECT 1 FROM domains')).toHaveLength(before);
    });

    it('given a domain, when removing it, should delete it', async () => {
      const portal = await openPortal('domain_verification');
      await portal.post('/admin-portal/domains', { domain: 'remove-me.example.net' });
      const [row] = await server.ctx.db.query<{ id: string }>(
        `SELECT id FROM domains WHERE domain = 'remove-me.example.net'`,
      );
      const removed = await portal.post(`/admin-portal/domains/${row!.id}/delete`, {});
      expect(removed.location).toBe('/admin-portal/domains?notice=removed');
      expect(
        await server.ctx.db.query('SELECT 1 FROM domains WHERE id = $1', [row!.id]),
      ).toHaveLength(0);
    });
  });
});
