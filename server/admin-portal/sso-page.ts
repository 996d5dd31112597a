// The SSO page of the admin portal: the organization's connections, a form to add one, and per
// connection edit, activate/deactivate and remove.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { notFound } from '../http/errors';
import { newId } from '../ids';
import { html, longDate, type SafeHtml } from './html';
import { pageLayout } from './page-layout';
import { checkCsrf, formSchema, idParams, requirePortalSession } from './portal-guard';
import type { PortalSession } from './portal-links';
import { protocolNames, providerType, providerTypes, type ProviderTag } from './provider-types';
import { certificateStatus, listSsoConnections, type SsoConnectionRow } from './sso-connections';

const NAME_MAX_LENGTH = 100;
const notices: Record<string, { tone: 'success' | 'warning'; text: string }> = {
  created: {
    tone: 'success',
    text: 'Connection added. Activate it once your identity provider is configured.',
  },
  saved: { tone: 'success', text: 'Connection saved.' },
  activated: { tone: 'success', text: 'Connection activated. Members can now sign in with SSO.' },
  deactivated: {
    tone: 'warning',
    text: 'Connection deactivated. Members can no longer sign in with it.',
  },
  removed: { tone: 'success', text: 'Connection removed.' },
};

interface ConnectionInput {
  name: string;
  type: string;
  certificateNotAfter: string;
}

type FieldErrors = Partial<Record<keyof ConnectionInput, string>>;

function parseConnectionInput(body: Partial<ConnectionInput>) {
  const input: ConnectionInput = {
    name: (body.name ?? '').trim(),
    type: body.type ?? '',
    certificateNotAfter: (body.certificateNotAfter ?? '').trim(),
  };
  const errors: FieldErrors = {};
  if (!input.name) errors.name = 'Enter a name for the connection';
  else if (input.name.length > NAME_MAX_LENGTH)
    errors.name = `Use at most ${NAME_MAX_LENGTH} characters`;
  const provider = providerType(input.type);
  if (!provider) errors.type = 'Choose your identity provider';
  let certificate: Date | null = null;
  if (provider?.providerTag === 'Saml' && input.certificateNotAfter) {
    const match = /^\d{4}-\d{2}-\d{2}$/.test(input.certificateNotAfter);
    const parsed = new Date(`${input.certificateNotAfter}T23:59:59Z`);
    if (!match || Number.isNaN(parsed.getTime())) errors.certificateNotAfter = 'Enter a date';
    else certificate = parsed;
  }
  return { input, errors, provider, certificate };
}

function stateBadge(row: SsoConnectionRow): SafeHtml {
  const cert = row.provider_tag === 'Saml' ? certificateStatus(row.certificate_not_after) : 'none';
  if (row.state === 'Inactive') return html`<span class="badge neutral">Setup in progress</span>`;
  if (cert === 'expired') return html`<span class="badge danger">Requires action</span>`;
  return html`<span class="badge success">Connected</span>`;
}

function certificateLine(row: SsoConnectionRow): SafeHtml | string {
  if (row.provider_tag !== 'Saml') return '';
  if (!row.certificate_not_after)
    return html`<p class="meta">No signing certificate expiry recorded.</p>`;
  const status = certificateStatus(row.certificate_not_after);
  const date = longDate(row.certificate_not_after);
  if (status === 'expired') {
    return html`<p class="notice danger">
      The SAML response signing certificate expired on ${date}. Users won’t be able to sign in until
      the certificate is renewed.
    </p>`;
  }
  if (status === 'expiring') {
    return html`<p class="notice warning">
      The SAML response signing certificate expires on ${date}. Renew it soon.
    </p>`;
  }
  return html`<p class="meta">Signing certificate valid until ${date}.</p>`;
}

function typeOptions(selected: string): SafeHtml {
  const groups: ProviderTag[] = ['Saml', 'OpenIdConnect'];
  return html`<option value="" disabled ${selected ? '' : html`selected`}>Select a provider</option>
    ${groups.map(
      (tag) =>
        html`<optgroup label="${protocolNames[tag]}">
          ${providerTypes
            .filter((entry) => entry.providerTag === tag)
            .map(
              (entry) =>
                html`<option value="${entry.type}" ${entry.type === selected ? html`selected` : ''}>
                  ${entry.name} (${protocolNames[tag]})
                </option>`,
            )}
        </optgroup>`,
    )}`;
}

function connectionFields(prefix: string, input: ConnectionInput, errors: FieldErrors): SafeHtml {
  const field = (name: keyof ConnectionInput) => `${prefix}-${name}`;
  const error = (name: keyof ConnectionInput) =>
    errors[name] ? html`<p class="error" id="${field(name)}-error">${errors[name]}</p>` : '';
  const invalid = (name: keyof ConnectionInput) =>
    errors[name] ? html`aria-invalid="true" aria-describedby="${field(name)}-error"` : '';
  return html`<div class="field">
      <label for="${field('name')}">Connection name</label>
      <input
        type="text"
        id="${field('name')}"
        name="name"
        value="${input.name}"
        maxlength="${NAME_MAX_LENGTH}"
        required
        ${invalid('name')}
      />${error('name')}
    </div>
    <div class="field">
      <label for="${field('type')}">Identity provider</label>
      <select id="${field('type')}" name="type" required ${invalid('type')}>
        ${typeOptions(input.type)}
      </select>
      ${error('type')}
    </div>
    <div class="field">
      <label for="${field('certificateNotAfter')}">Signing certificate expires on</label>
      <input
        type="date"
        id="${field('certificateNotAfter')}"
        name="certificateNotAfter"
        value="${input.certificateNotAfter}"
        aria-describedby="${field('certificateNotAfter')}-hint"
        ${invalid('certificateNotAfter')}
      />
      <p class="hint" id="${field('certificateNotAfter')}-hint">
        SAML only: the expiry of the certificate your identity provider signs responses with.
        Ignored for OpenID Connect.
      </p>
      ${error('certificateNotAfter')}
    </div>`;
}

interface PageState {
  notice?: string;
  createInput?: ConnectionInput;
  createErrors?: FieldErrors;
  editId?: string;
  editInput?: ConnectionInput;
  editErrors?: FieldErrors;
}

function renderSsoPage(
  session: PortalSession,
  rows: SsoConnectionRow[],
  state: PageState = {},
): string {
  const notice = state.notice ? notices[state.notice] : undefined;
  const csrf = html`<input type="hidden" name="csrf" value="${session.csrfToken}" />`;
  const dateValue = (row: SsoConnectionRow) =>
    row.certificate_not_after ? new Date(row.certificate_not_after).toISOString().slice(0, 10) : '';
  const connection = (row: SsoConnectionRow) => {
    const provider = providerType(row.type);
    const editing = state.editId === row.id;
    const input =
      editing && state.editInput
        ? state.editInput
        : { name: row.name, type: row.type, certificateNotAfter: dateValue(row) };
    const activate = row.state === 'Inactive';
    return html`<section class="card" aria-labelledby="conn-${row.id}">
      <div class="row">
        <div>
          <h2 id="conn-${row.id}">${row.name}</h2>
          <p class="meta">
            ${provider?.name ?? row.type} · ${protocolNames[row.provider_tag]} · added
            ${longDate(row.created_at)}
          </p>
        </div>
        ${stateBadge(row)}
      </div>
      ${certificateLine(row)}
      <div class="actions">
        <form method="post" action="/admin-portal/sso/connections/${row.id}/state">
          ${csrf}<input type="hidden" name="state" value="${activate ? 'Active' : 'Inactive'}" />
          <button type="submit" class="${activate ? 'primary' : ''}">
            ${activate ? 'Activate' : 'Deactivate'}
          </button>
        </form>
        <details class="confirm">
          <summary><span>Remove…</span></summary>
          <form method="post" action="/admin-portal/sso/connections/${row.id}/delete">
            ${csrf}<button type="submit" class="danger">Remove ${row.name}</button>
          </form>
        </details>
      </div>
      <details ${editing ? html`open` : ''}>
        <summary>Edit connection</summary>
        <form method="post" action="/admin-portal/sso/connections/${row.id}" novalidate>
          ${csrf}${connectionFields(`edit-${row.id}`, input, editing ? (state.editErrors ?? {}) : {})}
          <button type="submit" class="primary">Save changes</button>
        </form>
      </details>
    </section>`;
  };
  const createInput = state.createInput ?? { name: '', type: '', certificateNotAfter: '' };
  return pageLayout({
    title: 'Single sign-on',
    organizationName: session.organizationName,
    body: html`<h1>Single sign-on</h1>
      <p class="lead">
        Connect ${session.organizationName} to your identity provider so members sign in with their
        work account.
      </p>
      ${notice ? html`<p class="notice ${notice.tone}" role="status">${notice.text}</p>` : ''}
      ${rows.length === 0 ? html`<p class="card">No connection yet. Add one below.</p>` : rows.map(connection)}
      <section class="card" aria-labelledby="new-connection">
        <h2 id="new-connection">Add a connection</h2>
        <form method="post" action="/admin-portal/sso/connections" novalidate>
          ${csrf}${connectionFields('new', createInput, state.createErrors ?? {})}
          <button type="submit" class="primary">Add connection</button>
        </form>
      </section>`,
  });
}

export async function ssoPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const page = '/admin-portal/sso';
  const findRow = async (organizationId: string, id: string) =>
    (await listSsoConnections(ctx.db, organizationId)).find((row) => row.id === id);

  app.get<{ Querystring: { notice?: string } }>(
    page,
    {
      schema: {
        querystring: { type: 'object', properties: { notice: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      const rows = await listSsoConnections(ctx.db, session.organizationId);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderSsoPage(session, rows, { notice: request.query.notice }));
    },
  );

  app.post<{ Body: Partial<ConnectionInput> }>(
    `${page}/connections`,
    { schema: { body: formSchema(['name', 'type', 'certificateNotAfter']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const { input, errors, provider, certificate } = parseConnectionInput(request.body ?? {});
      if (!provider || Object.keys(errors).length > 0) {
        const rows = await listSsoConnections(ctx.db, session.organizationId);
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(renderSsoPage(session, rows, { createInput: input, createErrors: errors }));
      }
      await ctx.db.query(
        `INSERT INTO sso_connections (id, organization_id, name, provider_tag, type, state, certificate_not_after)
         VALUES ($1, $2, $3, $4, $5, 'Inactive', $6)`,
        [
          newId('conn'),
          session.organizationId,
          input.name,
          provider.providerTag,
          provider.type,
          certificate,
        ],
      );
      return reply.redirect(`${page}?notice=created`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: Partial<ConnectionInput> }>(
    `${page}/connections/:id`,
    { schema: { params: idParams, body: formSchema(['name', 'type', 'certificateNotAfter']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const rows = await listSsoConnections(ctx.db, session.organizationId);
      if (!rows.some((row) => row.id === request.params.id))
        throw notFound('This connection no longer exists.');
      const { input, errors, provider, certificate } = parseConnectionInput(request.body ?? {});
      if (!provider || Object.keys(errors).length > 0) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderSsoPage(session, rows, {
              editId: request.params.id,
              editInput: input,
              editErrors: errors,
            }),
          );
      }
      await ctx.db.query(
        `UPDATE sso_connections SET name = $3, provider_tag = $4, type = $5, certificate_not_after = $6
          WHERE id = $1 AND organization_id = $2`,
        [
          request.params.id,
          session.organizationId,
          input.name,
          provider.providerTag,
          provider.type,
          certificate,
        ],
      );
      return reply.redirect(`${page}?notice=saved`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { state?: string } }>(
    `${page}/connections/:id/state`,
    { schema: { params: idParams, body: formSchema(['state']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const target = request.body?.state === 'Active' ? 'Active' : 'Inactive';
      if (!(await findRow(session.organizationId, request.params.id)))
        throw notFound('This connection no longer exists.');
      await ctx.db.transaction(async (tx) => {
        const changed = await tx.query(
          `UPDATE sso_connections SET state = $3 WHERE id = $1 AND organization_id = $2
             AND state <> $3 RETURNING id`,
          [request.params.id, session.organizationId, target],
        );
        const event = target === 'Active' ? 'connection.activated' : 'connection.deactivated';
        if (changed.length > 0) await recordChange(tx, event, request.params.id);
      });
      return reply.redirect(
        `${page}?notice=${target === 'Active' ? 'activated' : 'deactivated'}`,
        303,
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    `${page}/connections/:id/delete`,
    { schema: { params: idParams, body: formSchema([]) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const [row] = await ctx.db.transaction(async (tx) => {
        const [owned] = await tx.query(
          'SELECT id FROM sso_connections WHERE id = $1 AND organization_id = $2 FOR UPDATE',
          [request.params.id, session.organizationId],
        );
        if (!owned) return [];
        await recordChange(tx, 'connection.deleted', request.params.id);
        return tx.query(
          'DELETE FROM sso_connections WHERE id = $1 AND organization_id = $2 RETURNING id',
          [request.params.id, session.organizationId],
        );
      });
      if (!row) throw notFound('This connection no longer exists.');
      return reply.redirect(`${page}?notice=removed`, 303);
    },
  );
}
