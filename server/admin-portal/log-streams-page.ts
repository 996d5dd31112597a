// The log streams page of the admin portal (intent `log_streams`): the organization's one
// audit-log stream with its state and last sync, a test delivery, enable/disable and delete, and
// one form per destination (Generic HTTPS, Datadog, Splunk). Saved secrets are never shown.
import {
  datadogRegions,
  streamTypeNames,
  type StreamConfig,
  type StreamRow,
  type StreamType,
} from '../audit-logs/log-streams';
import { HEADER_ROWS } from '../audit-logs/log-stream-input';
import { html, type SafeHtml } from '../http/html';
import { ulidTime } from '../ids';
import { pageLayout } from './page-layout';
import type { PortalSession } from '../domain/portal-links';

export const logStreamsPage = '/admin-portal/log-streams';

const notices: Record<string, { tone: 'success' | 'warning' | 'danger'; text: string }> = {
  saved: { tone: 'success', text: 'Stream saved. New audit-log events stream to it from now on.' },
  enabled: { tone: 'success', text: 'Streaming enabled. New events stream from now on.' },
  disabled: {
    tone: 'success',
    text: 'Streaming disabled. Nothing more is sent until you enable it.',
  },
  deleted: { tone: 'success', text: 'Stream deleted.' },
  'no-stream': { tone: 'warning', text: 'Set up a stream first.' },
};

const stateBadges: Record<StreamRow['state'], SafeHtml> = {
  Active: html`<span class="badge success">Streaming</span>`,
  Inactive: html`<span class="badge neutral">Disabled</span>`,
  Error: html`<span class="badge danger">Not streaming: retrying</span>`,
  Invalid: html`<span class="badge danger">Not streaming: credentials refused</span>`,
};

const dateTime = (value: Date) =>
  value.toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

export interface LogStreamsPageState {
  notice?: string;
  /** A test delivery's outcome. */
  test?: { ok: boolean; text: string };
  /** The destination whose form was posted, its values and its errors by field. */
  form?: { type: StreamType; values: Record<string, string>; errors: Record<string, string> };
}

function field(
  id: string,
  label: string,
  options: {
    value?: string;
    type?: 'text' | 'password' | 'url';
    hint?: string;
    error?: string | undefined;
    placeholder?: string;
  } = {},
) {
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <input
      type="${options.type ?? 'text'}"
      id="${id}"
      name="${id}"
      value="${options.value ?? ''}"
      autocomplete="off"
      spellcheck="false"
      ${options.placeholder ? html`placeholder="${options.placeholder}"` : ''}
      ${described ? html`aria-describedby="${described}"` : ''}
      ${options.error ? html`aria-invalid="true"` : ''}
    />
    ${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
    ${options.error ? html`<p class="error" id="${id}-error">${options.error}</p>` : ''}
  </div>`;
}

function select(
  id: string,
  label: string,
  choices: [string, string][],
  value: string,
  error?: string,
) {
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <select id="${id}" name="${id}" ${error ? html`aria-describedby="${id}-error"` : ''}>
      ${choices.map(
        ([choice, text]) =>
          html`<option value="${choice}" ${choice === value ? 'selected' : ''}>${text}</option>`,
      )}
    </select>
    ${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

const keepHint = 'Saved. Leave blank to keep it.';

function destinationForms(
  csrf: SafeHtml,
  saved: StreamConfig | undefined,
  state: LogStreamsPageState,
  production: boolean,
) {
  const posted = state.form;
  const valueOf = (type: StreamType, name: string, fallback = '') =>
    posted?.type === type ? (posted.values[name] ?? '') : fallback;
  const errorOf = (type: StreamType, name: string) =>
    posted?.type === type ? posted.errors[name] : undefined;
  const open = (type: StreamType) =>
    (posted ? posted.type === type : saved?.type === type) ? 'open' : '';
  const https = saved?.type === 'GenericHttps' ? saved : undefined;
  const datadog = saved?.type === 'Datadog' ? saved : undefined;
  const splunk = saved?.type === 'Splunk' ? saved : undefined;
  const section = (type: StreamType, body: SafeHtml) =>
    html`<details class="card" ${open(type)}>
      <summary>${streamTypeNames[type]}</summary>
      <form method="post" action="${logStreamsPage}" novalidate>
        ${csrf}<input type="hidden" name="type" value="${type}" />
        ${body}
        <div class="actions">
          <button type="submit" class="primary">Save ${streamTypeNames[type]} stream</button>
        </div>
      </form>
    </details>`;

  const headerRows = Array.from({ length: HEADER_ROWS }, (_, index) => {
    const row = index + 1;
    const kept = https?.headers[index];
    return html`<div class="inline-add">
      <div class="grow">
        ${field(`header${row}_name`, `Header ${row} name`, {
          value: valueOf('GenericHttps', `header${row}_name`, kept?.name ?? ''),
          error: errorOf('GenericHttps', `header${row}_name`),
          ...(row === 1 ? { placeholder: 'Authorization' } : {}),
        })}
      </div>
      <div class="grow">
        ${field(`header${row}_value`, `Header ${row} value`, {
          type: 'password',
          error: errorOf('GenericHttps', `header${row}_value`),
          ...(kept ? { hint: keepHint } : {}),
        })}
      </div>
    </div>`;
  });

  return html`<h2>Destination</h2>
    ${section(
      'GenericHttps',
      html`${field('https_url', 'Endpoint URL', {
          type: 'url',
          value: valueOf('GenericHttps', 'https_url', https?.url ?? ''),
          hint: 'Batches of events are sent here with POST.',
          error: errorOf('GenericHttps', 'https_url'),
        })}
        ${select(
          'format',
          'Format',
          [
            ['json', 'JSON (a JSON array per request)'],
            ['ndjson', 'NDJSON (one JSON object per line)'],
          ],
          valueOf('GenericHttps', 'format', https?.format ?? 'json'),
          errorOf('GenericHttps', 'format'),
        )}
        <p class="meta">Headers sent with every request, for example an Authorization header.</p>
        ${headerRows}`,
    )}
    ${section(
      'Datadog',
      html`${select(
        'dd_region',
        'Datadog site',
        Object.keys(datadogRegions).map((region) => [region, region]),
        valueOf('Datadog', 'dd_region', datadog?.region ?? 'US1'),
        errorOf('Datadog', 'dd_region'),
      )}
      ${field('dd_api_key', 'API key', {
        type: 'password',
        error: errorOf('Datadog', 'dd_api_key'),
        ...(datadog ? { hint: keepHint } : {}),
      })}
      ${
        production
          ? ''
          : field('dd_intake_url', 'Intake URL (development only)', {
              type: 'url',
              value: valueOf('Datadog', 'dd_intake_url', datadog?.url ?? ''),
              hint: 'Replaces the site’s intake, for a local receiver. Not offered in production.',
              error: errorOf('Datadog', 'dd_intake_url'),
            })
      }`,
    )}
    ${section(
      'Splunk',
      html`${field('splunk_url', 'HEC URL', {
        type: 'url',
        value: valueOf('Splunk', 'splunk_url', splunk?.url ?? ''),
        hint: 'Your HTTP Event Collector, e.g. https://splunk.example.com:8088/services/collector/event',
        error: errorOf('Splunk', 'splunk_url'),
      })}
      ${field('splunk_token', 'HEC token', {
        type: 'password',
        error: errorOf('Splunk', 'splunk_token'),
        ...(splunk ? { hint: keepHint } : {}),
      })}`,
    )}`;
}

function streamCard(stream: StreamRow, csrf: SafeHtml) {
  const lastSync = stream.last_synced_event_id ? ulidTime(stream.last_synced_event_id) : undefined;
  const enabled = stream.state !== 'Inactive';
  return html`<section class="card" aria-labelledby="stream-heading">
    <div class="row">
      <div>
        <h2 id="stream-heading">${streamTypeNames[stream.type]}</h2>
        <p class="meta">
          ${lastSync ? `Last sync ${dateTime(lastSync)}` : 'Nothing delivered yet'}
        </p>
      </div>
      ${stateBadges[stream.state]}
    </div>
    ${
      stream.error_message && (stream.state === 'Error' || stream.state === 'Invalid')
        ? html`<p class="notice danger">${stream.error_message}</p>`
        : ''
    }
    <div class="actions">
      <form method="post" action="${logStreamsPage}/test">
        ${csrf}<button type="submit">Send test event</button>
      </form>
      <form method="post" action="${logStreamsPage}/state">
        ${csrf}<input type="hidden" name="enabled" value="${enabled ? 'false' : 'true'}" />
        <button type="submit">${enabled ? 'Disable streaming' : 'Enable streaming'}</button>
      </form>
      <details class="confirm">
        <summary><span>Delete stream</span></summary>
        <form method="post" action="${logStreamsPage}/delete">
          ${csrf}<button type="submit" class="danger">Delete the stream for good</button>
        </form>
      </details>
    </div>
  </section>`;
}

export function renderLogStreamsPage(
  session: PortalSession,
  stream: StreamRow | undefined,
  state: LogStreamsPageState,
  production: boolean,
): string {
  const notice = state.notice ? notices[state.notice] : undefined;
  const csrf = html`<input type="hidden" name="csrf" value="${session.csrfToken}" />`;
  return pageLayout({
    title: 'Log streams',
    organizationName: session.organizationName,
    body: html`<h1>Log streams</h1>
      <p class="lead">
        Stream ${session.organizationName}’s audit log to your SIEM as events happen. Each batch is
        retried until your destination accepts it.
      </p>
      ${notice ? html`<p class="notice ${notice.tone}" role="status">${notice.text}</p>` : ''}
      ${
        state.test
          ? html`<p class="notice ${state.test.ok ? 'success' : 'danger'}" role="status">
              ${state.test.text}
            </p>`
          : ''
      }
      ${
        stream
          ? streamCard(stream, csrf)
          : html`<p class="card">
              You haven't set up Log Streams yet. Choose a destination below.
            </p>`
      }
      ${destinationForms(csrf, stream?.config, state, production)}`,
  });
}
