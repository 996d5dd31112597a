// The domains page of the admin portal: add a domain, publish its TXT record, verify it with a
// DNS lookup, remove it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { notFound } from '../http/errors';
import { verifyDomain, type VerificationOutcome } from '../domain/domain-verification';
import { addDomain, findDomain, listDomains, txtRecordOf, type DomainRow } from '../domain/domains';
import { html } from '../http/html';
import { longDate } from './long-date';
import { pageLayout } from './page-layout';
import { checkCsrf, formSchema, idParams, requirePortalSession } from './portal-guard';
import type { PortalSession } from '../domain/portal-links';

const notices: Record<string, { tone: 'success' | 'warning' | 'danger'; text: string }> = {
  added: { tone: 'success', text: 'Domain added. Publish the TXT record below, then verify.' },
  verified: { tone: 'success', text: 'Domain verified.' },
  'not-found': {
    tone: 'warning',
    text: 'The TXT record was not found yet. DNS changes can take a while to appear; try again later (up to 72 hours).',
  },
  'still-failed': {
    tone: 'danger',
    text: 'The TXT record was not found, so the domain is still not verified. Check the record at your DNS provider, then verify again.',
  },
  'lookup-failed': { tone: 'danger', text: 'The DNS lookup failed. Try again in a moment.' },
  'already-verified': { tone: 'success', text: 'This domain is already verified.' },
  removed: { tone: 'success', text: 'Domain removed.' },
};

function stateBadge(row: DomainRow) {
  switch (row.state) {
    case 'Verified':
    case 'LegacyVerified':
      return html`<span class="badge success">Verified</span>`;
    case 'Pending':
      return html`<span class="badge warning">Verification pending</span>`;
    case 'Failed':
      return html`<span class="badge danger">Verification failed</span>`;
  }
}

function renderDomainsPage(
  session: PortalSession,
  rows: DomainRow[],
  state: { notice?: string; domainInput?: string; domainError?: string } = {},
): string {
  const notice = state.notice ? notices[state.notice] : undefined;
  const csrf = html`<input type="hidden" name="csrf" value="${session.csrfToken}" />`;
  const domain = (row: DomainRow) => {
    const verified = row.state === 'Verified' || row.state === 'LegacyVerified';
    const record = txtRecordOf(row);
    return html`<li class="card" aria-labelledby="domain-${row.id}">
      <div class="row">
        <div>
          <h2 id="domain-${row.id}">${row.domain}</h2>
          <p class="meta">Added ${longDate(row.created_at)}</p>
        </div>
        ${stateBadge(row)}
      </div>
      ${
        verified
          ? ''
          : html`<p>Add this DNS record at your DNS provider, then verify:</p>
              <dl class="record">
                <dt>Type</dt>
                <dd><code>TXT</code></dd>
                <dt>Host</dt>
                <dd><code>${record.host}</code></dd>
                <dt>Value</dt>
                <dd><code>${record.value}</code></dd>
              </dl>`
      }
      <div class="actions">
        ${
          verified
            ? ''
            : html`<form method="post" action="/admin-portal/domains/${row.id}/verify">
                ${csrf}<button type="submit" class="primary">
                  ${row.state === 'Failed' ? 'Verify again' : 'Verify'}
                </button>
              </form>`
        }
        <details class="confirm">
          <summary><span>Remove…</span></summary>
          <form method="post" action="/admin-portal/domains/${row.id}/delete">
            ${csrf}<button type="submit" class="danger">Remove ${row.domain}</button>
          </form>
        </details>
      </div>
    </li>`;
  };
  return pageLayout({
    title: 'Domains',
    organizationName: session.organizationName,
    body: html`<h1>Domains</h1>
      <p class="lead">
        Verify the domains ${session.organizationName} owns so members with those e-mail addresses
        are recognised.
      </p>
      ${notice ? html`<p class="notice ${notice.tone}" role="status">${notice.text}</p>` : ''}
      <section class="card" aria-labelledby="add-domain">
        <h2 id="add-domain">Add a domain</h2>
        <form method="post" action="/admin-portal/domains" novalidate>
          ${csrf}
          <label for="domain">Domain</label>
          <div class="inline-add">
            <div class="grow">
              <input
                type="text"
                id="domain"
                name="domain"
                value="${state.domainInput ?? ''}"
                placeholder="example.com"
                autocomplete="off"
                spellcheck="false"
                required
                ${state.domainError ? html`aria-invalid="true" aria-describedby="domain-error"` : ''}
              />
              ${state.domainError ? html`<p class="error" id="domain-error">${state.domainError}</p>` : ''}
            </div>
            <button type="submit" class="primary">Add domain</button>
          </div>
        </form>
      </section>
      ${
        rows.length === 0
          ? html`<p class="card">No domains yet.</p>`
          : html`<ul class="plain-list" aria-label="Domains">
              ${rows.map(domain)}
            </ul>`
      }`,
  });
}

export async function domainsPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const page = '/admin-portal/domains';

  app.get<{ Querystring: { notice?: string } }>(
    page,
    {
      schema: {
        querystring: { type: 'object', properties: { notice: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'domain_verification');
      const rows = await listDomains(ctx.db, session.organizationId);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderDomainsPage(session, rows, { notice: request.query.notice }));
    },
  );

  app.post<{ Body: { domain?: string } }>(
    page,
    { schema: { body: formSchema(['domain']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'domain_verification');
      checkCsrf(session, request.body);
      const input = request.body?.domain ?? '';
      const result = await addDomain(ctx.db, session.organizationId, input);
      if (!result.ok) {
        const rows = await listDomains(ctx.db, session.organizationId);
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderDomainsPage(session, rows, { domainInput: input, domainError: result.message }),
          );
      }
      return reply.redirect(`${page}?notice=added`, 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${page}/:id/verify`,
    { schema: { params: idParams, body: formSchema([]) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'domain_verification');
      checkCsrf(session, request.body);
      const row = await findDomain(ctx.db, session.organizationId, request.params.id);
      if (!row) throw notFound('This domain no longer exists.');
      const checked: { outcome: VerificationOutcome; row: DomainRow } = await verifyDomain(
        ctx,
        row,
      );
      const notice =
        checked.outcome === 'not-found' && checked.row.state === 'Failed'
          ? 'still-failed'
          : checked.outcome;
      return reply.redirect(`${page}?notice=${notice}`, 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${page}/:id/delete`,
    { schema: { params: idParams, body: formSchema([]) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'domain_verification');
      checkCsrf(session, request.body);
      const [row] = await ctx.db.transaction(async (tx) => {
        const [owned] = await tx.query(
          'SELECT id FROM domains WHERE id = $1 AND organization_id = $2 FOR UPDATE',
          [request.params.id, session.organizationId],
        );
        if (!owned) return [];
        await recordChange(tx, 'organization_domain.deleted', request.params.id);
        return tx.query('DELETE FROM domains WHERE id = $1 AND organization_id = $2 RETURNING id', [
          request.params.id,
          session.organizationId,
        ]);
      });
      if (!row) throw notFound('This domain no longer exists.');
      return reply.redirect(`${page}?notice=removed`, 303);
    },
  );
}
