// The SSO page of the admin portal as HTML: the organization's connections with their state,
// a form to add one, and per connection edit, activate/deactivate and remove.
import { html, type SafeHtml } from '../http/html';
import { longDate } from './long-date';
import { pageLayout } from './page-layout';
import type { PortalSession } from '../domain/portal-links';
import {
  protocolNames,
  providerType,
  providerTypes,
  type ProviderTag,
} from '../domain/provider-types';
import { certificateStatus, type SsoConnectionRow } from '../domain/sso-connections';
import { NAME_MAX_LENGTH, type ConnectionInput, type FieldErrors } from './sso-connection-input';

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

export interface PageState {
  notice?: string;
  createInput?: ConnectionInput;
  createErrors?: FieldErrors;
  editId?: string;
  editInput?: ConnectionInput;
  editErrors?: FieldErrors;
}

export function renderSsoPage(
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
