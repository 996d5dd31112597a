// The directory sync page of the admin portal: choose the provider, copy the SCIM endpoint and
// a bearer token (shown once), follow the provider's steps, map groups to roles, rotate and
// revoke tokens, see the directory's users and groups, delete the directory.
import { DIRECTORY_TYPES, DIRECTORY_TYPE_NAMES } from '../directory-sync/directory-objects';
import type {
  DirectorySummary,
  DirectoryUserLine,
  GroupWithRole,
} from '../directory-sync/directory-admin';
import type { DirectoryToken } from '../directory-sync/directory-store';
import { COPY_SCRIPT_PATH } from './copy-script';
import { SafeHtml, html } from '../http/html';
import { longDate } from './long-date';
import { pageLayout } from './page-layout';
import type { PortalSession } from '../domain/portal-links';

export interface DirectoryView {
  directory: DirectorySummary;
  endpoint: string;
  tokens: DirectoryToken[];
  groups: GroupWithRole[];
  users: DirectoryUserLine[];
}

const notices: Record<string, { tone: 'success' | 'warning' | 'danger'; text: string }> = {
  'token-revoked': { tone: 'success', text: 'Token revoked. It stops working at once.' },
  'role-saved': { tone: 'success', text: 'Role mapping saved. Members’ roles follow it now.' },
  deleted: {
    tone: 'success',
    text: 'The directory is being deleted. Its people keep their memberships.',
  },
  invalid: { tone: 'danger', text: 'That choice is not available. Reload the page and try again.' },
};

const stateBadges: Record<string, SafeHtml> = {
  linked: html`<span class="badge success">Connected</span>`,
  unlinked: html`<span class="badge neutral">Setup in progress</span>`,
  validating: html`<span class="badge neutral">Waiting for users and groups</span>`,
  invalid_credentials: html`<span class="badge danger">Requires action: no valid token</span>`,
  deleting: html`<span class="badge neutral">Deleting</span>`,
};

function copyField(id: string, label: string, value: string, hint: string) {
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <div class="inline-add">
      <div class="grow">
        <input
          type="text"
          id="${id}"
          value="${value}"
          readonly
          spellcheck="false"
          aria-describedby="${id}-hint"
        />
      </div>
      <button type="button" data-copy="${id}" hidden>Copy</button>
    </div>
    <p class="hint" id="${id}-hint">${hint}</p>
    <p class="hint" id="${id}-status" role="status" aria-live="polite"></p>
  </div>`;
}

function providerSteps(type: string) {
  if (type === 'okta scim v2.0')
    return html`<ol>
      <li>
        In Okta, open Applications › Browse App Catalog and add “SCIM 2.0 Test App (OAuth Bearer
        Token)”.
      </li>
      <li>
        On its Provisioning tab choose Configure API Integration, tick Enable API integration, and
        paste the endpoint as the SCIM 2.0 Base URL and the token as the OAuth Bearer Token.
      </li>
      <li>
        Test API Credentials, save, then under To App enable Create Users, Update User Attributes
        and Deactivate Users.
      </li>
      <li>
        Assign people or groups to the app, and use Push Groups for the groups you map to roles
        below.
      </li>
    </ol>`;
  if (type === 'azure scim v2.0')
    return html`<ol>
      <li>
        In Microsoft Entra ID, open Enterprise applications › New application › Create your own
        application (non-gallery).
      </li>
      <li>
        On Provisioning choose Automatic, paste the endpoint as the Tenant URL and the token as the
        Secret Token, and Test Connection.
      </li>
      <li>
        Keep the default attribute mappings, set Scope to “Sync only assigned users and groups”, and
        turn Provisioning Status on.
      </li>
      <li>Assign users and groups to the application; Entra syncs about every 40 minutes.</li>
    </ol>`;
  return html`<ol>
    <li>In your identity provider, add a SCIM 2.0 application.</li>
    <li>Paste the endpoint as its SCIM base URL and the token as its bearer token.</li>
    <li>Enable creating, updating and deactivating users, and pushing groups.</li>
  </ol>`;
}

function directoryCard(
  view: DirectoryView,
  csrf: SafeHtml,
  roles: { slug: string; name: string }[],
  newToken?: string,
) {
  const { directory } = view;
  const base = `/admin-portal/dsync/${directory.id}`;
  const liveTokens = view.tokens.filter((token) => !token.revoked_at);
  const heading = `directory-${directory.id}`;
  return html`<section class="card" aria-labelledby="${heading}">
    <div class="row">
      <div>
        <h2 id="${heading}">${directory.name}</h2>
        <p class="meta">
          ${DIRECTORY_TYPE_NAMES[directory.type] ?? directory.type} · ${directory.active_users}
          active and ${directory.inactive_users} inactive users · ${directory.groups}
          groups${directory.last_sync_run_at ? ` · last sync ${new Date(directory.last_sync_run_at).toISOString().replace('T', ' ').slice(0, 16)} UTC` : ''}
        </p>
      </div>
      ${stateBadges[directory.state] ?? html`<span class="badge neutral">${directory.state}</span>`}
    </div>
    ${copyField(`endpoint-${directory.id}`, 'SCIM endpoint', view.endpoint, 'Your identity provider sends people and groups here.')}
    ${
      newToken
        ? html`<p class="notice warning" role="status">
              Copy this token now: it is shown only once.
            </p>
            ${copyField(`token-${directory.id}`, 'Bearer token', newToken, 'Paste it into your identity provider. Anyone with it can change this directory.')}`
        : ''
    }
    <h3>Set up ${DIRECTORY_TYPE_NAMES[directory.type] ?? 'your provider'}</h3>
    ${providerSteps(directory.type)}
    <h3>Bearer tokens</h3>
    ${
      view.tokens.length === 0
        ? html`<p class="meta">No tokens yet.</p>`
        : html`<ul class="plain-list" aria-label="Bearer tokens">
            ${view.tokens.map(
              (token) =>
                html`<li class="row">
                  <span
                    >Token ending <code>${token.hint}</code> · created
                    ${longDate(token.created_at)}${token.last_used_at ? ` · last used ${longDate(token.last_used_at)}` : ' · never used'}</span
                  >
                  ${token.revoked_at ? html`<span class="badge neutral">Revoked</span>` : html`<form method="post" action="${base}/tokens/${token.id}/revoke">${csrf}<button type="submit" class="danger" aria-label="Revoke the token ending ${token.hint}">Revoke</button></form>`}
                </li>`,
            )}
          </ul>`
    }
    <form method="post" action="${base}/tokens">
      ${csrf}
      <div class="actions">
        <button type="submit">
          ${liveTokens.length ? 'Generate another token (rotate)' : 'Generate a token'}
        </button>
      </div>
    </form>
    <h3>Groups and roles</h3>
    ${
      view.groups.length === 0
        ? html`<p class="meta">
            No groups yet. Push groups from your identity provider to map them to roles.
          </p>`
        : html`<ul class="plain-list" aria-label="Groups">
            ${view.groups.map(
              (group) =>
                html`<li>
                  <form method="post" action="${base}/groups/${group.id}/role" class="inline-add">
                    ${csrf}
                    <div class="grow">
                      <label for="role-${group.id}"
                        >${group.display_name} (${group.members} members)</label
                      >
                      <select id="role-${group.id}" name="role">
                        <option value="">No role (default role)</option>
                        ${roles.map((role) => html`<option value="${role.slug}" ${group.role_slug === role.slug ? 'selected' : ''}>${role.name}</option>`)}
                      </select>
                    </div>
                    <button type="submit" aria-label="Save the role of ${group.display_name}">
                      Save
                    </button>
                  </form>
                </li>`,
            )}
          </ul>`
    }
    <p class="hint">A person in several mapped groups gets the role listed first in your roles.</p>
    <h3>Users</h3>
    ${
      view.users.length === 0
        ? html`<p class="meta">No users yet.</p>`
        : html`<ul class="plain-list" aria-label="Directory users">
            ${view.users.map(
              (user) =>
                html`<li class="row">
                  <span
                    >${[user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || user.id}
                    <span class="meta">${user.email ?? ''}</span></span
                  >
                  <span class="badge ${user.state === 'active' ? 'success' : 'neutral'}"
                    >${user.state === 'active' ? 'Active' : 'Inactive'}</span
                  >
                </li>`,
            )}
          </ul>`
    }
    <details class="confirm">
      <summary><span>Delete directory…</span></summary>
      <p>
        Deleting stops syncing. People keep their memberships but are no longer managed by the
        directory.
      </p>
      <form method="post" action="${base}/delete">
        ${csrf}<button type="submit" class="danger">Delete ${directory.name}</button>
      </form>
    </details>
  </section>`;
}

export function renderDsyncPage(
  session: PortalSession,
  views: DirectoryView[],
  roles: { slug: string; name: string }[],
  state: {
    notice?: string;
    newToken?: { directoryId: string; token: string };
    nameError?: string;
  } = {},
): string {
  const notice = state.notice ? notices[state.notice] : undefined;
  const csrf = html`<input type="hidden" name="csrf" value="${session.csrfToken}" />`;
  return pageLayout({
    title: 'Directory sync',
    organizationName: session.organizationName,
    scripts: [COPY_SCRIPT_PATH],
    body: html`<h1>Directory sync</h1>
      <p class="lead">
        Let your identity provider add, update and remove ${session.organizationName}’s people and
        groups automatically over SCIM 2.0.
      </p>
      ${notice ? html`<p class="notice ${notice.tone}" role="status">${notice.text}</p>` : ''}
      ${views.map((view) => directoryCard(view, csrf, roles, state.newToken?.directoryId === view.directory.id ? state.newToken.token : undefined))}
      <section class="card" aria-labelledby="add-directory">
        <h2 id="add-directory">${views.length ? 'Add another directory' : 'Set up a directory'}</h2>
        <form method="post" action="/admin-portal/dsync" novalidate>
          ${csrf}
          <div class="field">
            <label for="type">Identity provider</label>
            <select id="type" name="type">
              ${DIRECTORY_TYPES.map((type) => html`<option value="${type}">${DIRECTORY_TYPE_NAMES[type]}</option>`)}
            </select>
          </div>
          <div class="field">
            <label for="name">Name</label>
            <input
              type="text"
              id="name"
              name="name"
              required
              maxlength="100"
              ${state.nameError ? html`aria-invalid="true" aria-describedby="name-error"` : ''}
            />
            ${state.nameError ? html`<p class="error" id="name-error">${state.nameError}</p>` : ''}
          </div>
          <button type="submit" class="primary">Create directory</button>
        </form>
      </section>`,
  });
}
