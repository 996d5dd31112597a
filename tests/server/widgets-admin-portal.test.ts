import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTxtResolver } from '../../server/domain/txt-resolver';
import { newId } from '../../server/ids';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, widgetCall, type Actor } from './widgets-fixtures';

const day = 86_400_000;

describe('widgets API: admin portal endpoints', () => {
  let server: TestServer;
  let acme: string;
  let globex: string;
  let ada: Actor;
  let globexDomain: string;
  const base = '/_widgets/admin-portal';

  async function insertConnection(organizationId: string, values: Record<string, unknown>) {
    const id = newId('conn');
    await server.ctx.db.query(
      `INSERT INTO sso_connections (id, organization_id, name, provider_tag, type, state, certificate_not_after, last_session_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        organizationId,
        values.name ?? 'Okta',
        values.providerTag ?? 'Saml',
        values.type ?? 'OktaSaml',
        values.state ?? 'Active',
        values.notAfter ?? null,
        values.lastSessionAt ?? null,
        values.createdAt ?? new Date(),
      ],
    );
    return id;
  }

  async function insertDomain(
    organizationId: string,
    domain: string,
    state: string,
    extra: Record<string, unknown> = {},
  ) {
    const id = newId('org_domain');
    await server.ctx.db.query(
      `INSERT INTO domains (id, organization_id, domain, state, verification_token, verification_prefix, subdomain, pending_since, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        organizationId,
        domain,
        state,
        extra.token ?? null,
        extra.prefix ?? null,
        extra.subdomain ?? null,
        extra.pendingSince ?? (state === 'Pending' ? new Date() : null),
        extra.createdAt ?? new Date(),
      ],
    );
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards');
    ada = await createActor(server, acme, { email: 'ada@acme.test' });
    globexDomain = await insertDomain(globex, 'globex.test', 'Failed', { token: 'gx' });
  });
  afterAll(async () => server.close());
  afterEach(() => setTxtResolver());

  const call = (path: string, options: Parameters<typeof widgetCall>[2] = {}) =>
    widgetCall(server, `${base}${path}`, { token: ada.token, ...options });

  describe('sso-connections', () => {
    it('given connections with certificates, should derive expiring and expired certificates', async () => {
      const expiring = new Date(Date.now() + 20 * day);
      const lastSession = new Date(Date.now() - 2 * day);
      await insertConnection(acme, {
        name: 'Okta SAML',
        notAfter: expiring,
        lastSessionAt: lastSession,
        createdAt: new Date(Date.now() - 3 * day),
      });
      await insertConnection(acme, {
        name: 'Old ADFS',
        type: 'AdfsSaml',
        state: 'Inactive',
        notAfter: new Date(Date.now() - day),
        createdAt: new Date(Date.now() - 2 * day),
      });
      await insertConnection(acme, {
        name: 'Far future',
        type: 'GenericSaml',
        notAfter: new Date(Date.now() + 200 * day),
        createdAt: new Date(Date.now() - day),
      });
      await insertConnection(acme, {
        name: 'Entra',
        providerTag: 'OpenIdConnect',
        type: 'EntraIdOidc',
      });
      await insertConnection(globex, { name: 'Globex only' });

      const response = await call('/sso-connections');
      expect(response.status).toBe(200);
      expect(response.body.map((c: { name: string }) => c.name)).toEqual([
        'Okta SAML',
        'Old ADFS',
        'Far future',
        'Entra',
      ]);
      expect(response.body[0]).toEqual({
        id: expect.any(String),
        name: 'Okta SAML',
        providerTag: 'Saml',
        type: 'OktaSaml',
        state: 'Active',
        latestExpiringCertificate: { notAfter: expiring.toISOString() },
        lastSession: { createdAt: lastSession.toISOString() },
        createdAt: expect.any(String),
      });
      expect(response.body[1].latestExpiredCertificate).toEqual({ notAfter: expect.any(String) });
      expect(response.body[1].latestExpiringCertificate).toBeUndefined();
      expect(response.body[2].latestExpiringCertificate).toBeUndefined();
      expect(response.body[2].latestExpiredCertificate).toBeUndefined();
      expect(response.body[3]).toMatchObject({ providerTag: 'OpenIdConnect', type: 'EntraIdOidc' });
    });
  });

  describe('organization-domains', () => {
    it('given domains in every state, should list them with their verification details', async () => {
      const at = (minutes: number) => new Date(Date.now() - (10 - minutes) * 60_000);
      await insertDomain(acme, 'acme.test', 'Verified', { createdAt: at(1) });
      await insertDomain(acme, 'legacy.acme.test', 'LegacyVerified', { createdAt: at(2) });
      await insertDomain(acme, 'pending.acme.test', 'Pending', {
        token: 'tok-pending',
        prefix: 'acme-verification',
        subdomain: '_check',
        createdAt: at(3),
      });
      await insertDomain(acme, 'failed.acme.test', 'Failed', {
        token: 'tok-failed',
        createdAt: at(4),
      });
      const response = await call('/organization-domains');
      expect(response.status).toBe(200);
      const byDomain = Object.fromEntries(
        response.body.data.map((d: { domain: string }) => [d.domain, d]),
      );
      expect(Object.keys(byDomain)).toEqual([
        'acme.test',
        'legacy.acme.test',
        'pending.acme.test',
        'failed.acme.test',
      ]);
      expect(byDomain['pending.acme.test']).toEqual({
        id: expect.any(String),
        domain: 'pending.acme.test',
        state: 'Pending',
        verificationToken: 'tok-pending',
        verificationPrefix: 'acme-verification',
        subdomain: '_check',
        createdAt: expect.any(String),
      });
      expect(byDomain['acme.test'].state).toBe('Verified');
      expect(byDomain['legacy.acme.test'].state).toBe('LegacyVerified');
    });

    it('given a domain pending for more than 72 hours, should report it Failed', async () => {
      const id = await insertDomain(acme, 'stale.acme.test', 'Pending', {
        token: 't',
        pendingSince: new Date(Date.now() - 73 * 3_600_000),
      });
      const response = await call('/organization-domains');
      expect(response.body.data.find((d: { id: string }) => d.id === id).state).toBe('Failed');
    });

    it('given a failed domain whose TXT record now exists, when reverifying, should verify it', async () => {
      const id = await insertDomain(acme, 'later.acme.test', 'Failed', { token: 'abc123' });
      const looked: string[] = [];
      setTxtResolver(async (name) => {
        looked.push(name);
        return ['unrelated=1', 'verification_token=abc123'];
      });
      const response = await call(`/organization-domains/${id}/reverify`, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, domain: 'later.acme.test', state: 'Verified' });
      expect(looked).toEqual(['later.acme.test']);
    });

    it('given a failed domain without the record, when reverifying, should keep it Failed', async () => {
      const id = await insertDomain(acme, 'missing.acme.test', 'Failed', {
        token: 'abc123',
        subdomain: '_v',
      });
      const looked: string[] = [];
      setTxtResolver(async (name) => {
        looked.push(name);
        return ['verification_token=wrong'];
      });
      const response = await call(`/organization-domains/${id}/reverify`, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, state: 'Failed' });
      expect(looked).toEqual(['_v.missing.acme.test']);
      const [row] = await server.ctx.db.query<{ state: string; pending_since: Date | null }>(
        'SELECT state, pending_since FROM domains WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ state: 'Failed', pending_since: null });
    });

    it('given a pending domain without the record, when reverifying, should keep it Pending inside the 72 hours and Failed after', async () => {
      setTxtResolver(async () => []);
      const fresh = await insertDomain(acme, 'fresh.acme.test', 'Pending', { token: 't1' });
      const freshResponse = await call(`/organization-domains/${fresh}/reverify`, {
        method: 'POST',
      });
      expect(freshResponse.body).toMatchObject({ id: fresh, state: 'Pending' });
      const stale = await insertDomain(acme, 'old.acme.test', 'Pending', {
        token: 't2',
        pendingSince: new Date(Date.now() - 73 * 3_600_000),
      });
      const staleResponse = await call(`/organization-domains/${stale}/reverify`, {
        method: 'POST',
      });
      expect(staleResponse.body).toMatchObject({ id: stale, state: 'Failed' });
    });

    it('given the DNS lookup fails, when reverifying, should answer 503 and change nothing', async () => {
      const id = await insertDomain(acme, 'dns-down.acme.test', 'Failed', { token: 'abc' });
      setTxtResolver(async () => {
        throw Object.assign(new Error('queryTxt ETIMEOUT'), { code: 'ETIMEOUT' });
      });
      const response = await call(`/organization-domains/${id}/reverify`, { method: 'POST' });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        code: 'dns_lookup_failed',
        message: 'The DNS lookup failed. Try again in a moment.',
      });
      const [row] = await server.ctx.db.query<{ state: string }>(
        'SELECT state FROM domains WHERE id = $1',
        [id],
      );
      expect(row?.state).toBe('Failed');
    });

    it('given a verified domain, when reverifying, should answer 400', async () => {
      const id = await insertDomain(acme, 'done.acme.test', 'Verified');
      expect((await call(`/organization-domains/${id}/reverify`, { method: 'POST' })).status).toBe(
        400,
      );
    });

    it('given a domain, when deleting it, should return it and remove it', async () => {
      const id = await insertDomain(acme, 'gone.acme.test', 'Pending', { token: 't' });
      const response = await call(`/organization-domains/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, domain: 'gone.acme.test', state: 'Pending' });
      expect(
        (await call('/organization-domains')).body.data.map((d: { id: string }) => d.id),
      ).not.toContain(id);
    });

    it('given another organization’s domain, should answer 404 and leave it alone', async () => {
      expect(
        (await call(`/organization-domains/${globexDomain}`, { method: 'DELETE' })).status,
      ).toBe(404);
      expect(
        (await call(`/organization-domains/${globexDomain}/reverify`, { method: 'POST' })).status,
      ).toBe(404);
      const [row] = await server.ctx.db.query<{ state: string }>(
        'SELECT state FROM domains WHERE id = $1',
        [globexDomain],
      );
      expect(row?.state).toBe('Failed');
    });
  });

  describe('audit-log-stream', () => {
    const STREAMING = 'widgets:audit-log-streaming:manage';
    let sam: Actor;

    beforeAll(async () => {
      for (const organization of [acme, globex])
        await server.ctx.db.query(
          "UPDATE roles SET permissions = array_append(permissions, $2) WHERE organization_id = $1 AND slug = 'admin'",
          [organization, STREAMING],
        );
      sam = await createActor(server, acme, {
        email: 'sam@acme.test',
        permissions: [STREAMING],
      });
    });

    const streamCall = (path: string, options: Parameters<typeof widgetCall>[2] = {}) =>
      widgetCall(server, `${base}${path}`, {
        token: sam.token,
        ...options,
        headers: { 'workos-widgets-type': 'admin-portal-audit-log-streaming' },
      });

    async function putStream(organizationId: string, values: Record<string, unknown>) {
      await server.ctx.db.query(
        `INSERT INTO audit_log_streams (id, organization_id, type, state, config, error_message, last_synced_event_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (organization_id) DO UPDATE SET type = EXCLUDED.type, state = EXCLUDED.state,
           error_message = EXCLUDED.error_message, last_synced_event_id = EXCLUDED.last_synced_event_id`,
        [
          newId('als'),
          organizationId,
          values.type ?? 'GenericHttps',
          values.state,
          JSON.stringify({ type: values.type ?? 'GenericHttps', url: 'https://siem.test/in' }),
          values.errorMessage ?? null,
          values.lastSyncedEventId ?? null,
        ],
      );
    }

    it('given no stream, should answer {} (NotConfigured)', async () => {
      const response = await streamCall('/audit-log-stream');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
    });

    it('given each state, should answer the stream with its type, state and last synced ULID', async () => {
      const lastSynced = '01KB0000000000000000000000';
      const cases = [
        { state: 'Inactive', type: 'Splunk', lastSyncedEventId: null, errorMessage: null },
        { state: 'Active', type: 'Datadog', lastSyncedEventId: lastSynced, errorMessage: null },
        {
          state: 'Error',
          type: 'GenericHttps',
          lastSyncedEventId: lastSynced,
          errorMessage: 'The receiver answered 503',
        },
        {
          state: 'Invalid',
          type: 'GenericHttps',
          lastSyncedEventId: lastSynced,
          errorMessage: 'The receiver answered 401',
        },
      ];
      for (const values of cases) {
        await putStream(acme, values);
        const response = await streamCall('/audit-log-stream');
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          id: expect.stringMatching(/^als_[0-9A-Z]{26}$/),
          state: values.state,
          type: values.type,
          errorMessage: values.errorMessage,
          lastSyncedEventId: values.lastSyncedEventId,
          auditLogTrailId: acme,
        });
        // The destination's settings (and their secrets) never reach the widget.
        expect(response.text).not.toContain('siem.test');
      }
    });

    it('given another organization’s stream or no streaming permission, should not show it', async () => {
      await server.ctx.db.query('DELETE FROM audit_log_streams WHERE organization_id = $1', [acme]);
      await putStream(globex, { state: 'Active' });
      expect((await streamCall('/audit-log-stream')).body).toEqual({});
      // ada is an admin of acme whose token lacks the streaming scope.
      expect((await call('/audit-log-stream')).status).toBe(403);
      expect((await call('/generate-link?intent=log_streams', { method: 'POST' })).status).toBe(
        403,
      );
      expect((await streamCall('/generate-link?intent=sso', { method: 'POST' })).status).toBe(403);
    });

    it('given intent log_streams, should answer 201 with a link that opens the log-streams page', async () => {
      const response = await streamCall('/generate-link?intent=log_streams', { method: 'POST' });
      expect(response.status).toBe(201);
      const link = new URL(response.body.link);
      expect(`${link.protocol}//${link.host}${link.pathname}`).toBe(
        `${server.config.publicUrl}/admin-portal/launch`,
      );
      const [row] = await server.ctx.db.query<{ organization_id: string }>(
        "SELECT organization_id FROM portal_links WHERE intent = 'log_streams'",
      );
      expect(row?.organization_id).toBe(acme);
      const launched = await fetch(link, { redirect: 'manual' });
      expect(launched.status).toBe(303);
      expect(launched.headers.get('location')).toBe('/admin-portal/log-streams');
    });
  });

  describe('generate-link', () => {
    it('given each intent, should return an absolute single-use link with an apiToken', async () => {
      for (const intent of ['sso', 'domain_verification']) {
        const response = await call(`/generate-link?intent=${intent}`, { method: 'POST' });
        expect(response.status).toBe(200);
        const link = new URL(response.body.link);
        expect(`${link.protocol}//${link.host}`).toBe(server.config.publicUrl);
        expect(link.pathname).toBe('/admin-portal/launch');
        expect(link.searchParams.get('apiToken')).toMatch(/^[\w-]{40,}$/);
        const [row] = await server.ctx.db.query<{
          intent: string;
          expires_at: Date;
          organization_id: string;
        }>(
          'SELECT intent, expires_at, organization_id FROM portal_links WHERE intent = $1 ORDER BY expires_at DESC LIMIT 1',
          [intent],
        );
        expect(row?.organization_id).toBe(acme);
        const minutes = (new Date(row!.expires_at).getTime() - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(4);
        expect(minutes).toBeLessThanOrEqual(5);
      }
    });

    it('given an unknown or missing intent, should answer 400 naming intent', async () => {
      for (const query of ['?intent=billing', '']) {
        const response = await call(`/generate-link${query}`, { method: 'POST' });
        expect(response.status).toBe(400);
        expect(response.body.errors[0].field).toBe('intent');
      }
    });

    it('given only the domain permission, should allow domain links and refuse SSO links', async () => {
      const domainsOnly = await createActor(server, acme, {
        email: 'dora@acme.test',
        permissions: ['widgets:domain-verification:manage'],
      });
      expect(
        (
          await widgetCall(server, `${base}/generate-link?intent=domain_verification`, {
            token: domainsOnly.token,
            method: 'POST',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await widgetCall(server, `${base}/generate-link?intent=sso`, {
            token: domainsOnly.token,
            method: 'POST',
          })
        ).status,
      ).toBe(403);
    });
  });
});
