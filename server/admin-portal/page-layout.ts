// The admin portal's pages in the server's one page frame (http/page-frame.ts): a top bar naming
// the organization over one column; no scripts and no external assets, readable from 360 px up.
import { html, type SafeHtml } from '../http/html';
import { pageFrame } from '../http/page-frame';

const styles = `
header.top { border-bottom: 1px solid var(--border); background: var(--surface); }
header.top div, main { max-width: 760px; margin: 0 auto; padding: 12px 16px; }
header.top div { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap; }
header.top strong { font-size: 16px; } header.top span { color: var(--muted); font-size: 12px; }
main { padding-top: 24px; padding-bottom: 48px; }
h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 0 0 12px; } h3 { font-size: 14px; margin: 0; }
p.lead { color: var(--muted); margin: 0 0 24px; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 10px; padding: 20px; margin-bottom: 16px; }
.row { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; flex-wrap: wrap; }
.meta { color: var(--muted); font-size: 12px; margin: 2px 0 0; }
label { display: block; font-weight: 500; margin-bottom: 4px; }
.field { margin-bottom: 16px; } .hint { color: var(--muted); font-size: 12px; margin-top: 4px; }
input[type=text], input[type=url], input[type=password], input[type=date], select { width: 100%; height: 32px; padding: 0 10px; border: 1px solid var(--border);
  border-radius: 6px; background: var(--surface); color: var(--text); font: inherit; }
input[aria-invalid=true] { border-color: var(--danger); }
.error { color: var(--danger); font-size: 12px; margin-top: 4px; }
button { height: 32px; padding: 0 14px; border-radius: 6px; border: 1px solid var(--border); background: var(--surface);
  color: var(--text); font: inherit; font-weight: 500; cursor: pointer; }
button:hover { background: var(--subtle); }
button.primary { background: var(--accent-solid); border-color: var(--accent-solid); color: var(--accent-text); }
button.primary:hover { background: var(--accent-solid-hover); }
button.danger { color: var(--danger); }
.actions { display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-start; margin-top: 12px; }
.plain-list { list-style: none; padding: 0; margin: 0; }
.actions form { margin: 0; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 500; white-space: nowrap; }
.badge.success { background: var(--success-bg); color: var(--success); }
.badge.warning { background: var(--warning-bg); color: var(--warning); }
.badge.danger { background: var(--danger-bg); color: var(--danger); }
.badge.neutral { background: var(--bg); color: var(--muted); border: 1px solid var(--border); }
.notice { border-radius: 6px; padding: 10px 12px; margin-bottom: 16px; border: 1px solid var(--border); }
.notice.success { background: var(--success-bg); color: var(--success); }
.notice.warning { background: var(--warning-bg); color: var(--warning); }
.notice.danger { background: var(--danger-bg); color: var(--danger); }
dl.record { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 12px 0; }
dl.record dt { color: var(--muted); } dl.record dd { margin: 0; min-width: 0; }
code { font-family: var(--mono); font-size: 12px; background: var(--subtle);
  border: 1px solid var(--border); border-radius: 4px; padding: 1px 6px; overflow-wrap: anywhere; }
details > summary { cursor: pointer; color: var(--accent); font-weight: 500; margin-top: 12px; }
details[open] > summary { margin-bottom: 12px; }
.confirm { display: inline-block; } .confirm summary { list-style: none; margin: 0; }
.confirm summary::-webkit-details-marker { display: none; }
.confirm summary span { display: inline-flex; align-items: center; height: 32px; padding: 0 14px; border-radius: 6px;
  border: 1px solid var(--border); color: var(--danger); }
.confirm[open] summary { margin-bottom: 8px; }
.inline-add { display: flex; gap: 8px; align-items: flex-start; } .inline-add .grow { flex: 1; }
@media (max-width: 480px) { .inline-add { flex-direction: column; align-items: stretch; } main { padding-top: 16px; } }
`;

export interface LayoutOptions {
  title: string;
  organizationName?: string;
  body: SafeHtml;
  /** Show the "close this tab when done" note under the content. Default true. */
  doneNote?: boolean;
  /** Same-origin scripts (progressive enhancement only: every page works without them). */
  scripts?: string[];
}

export function pageLayout(options: LayoutOptions): string {
  return pageFrame({
    title: options.title,
    product: 'Admin Portal',
    styles,
    ...(options.scripts ? { scripts: options.scripts.map((src) => ({ src })) } : {}),
    body: html`<a class="skip" href="#main">Skip to content</a>
      <header class="top">
        <div>
          <strong>Admin Portal</strong
          >${options.organizationName ? html`<span>${options.organizationName}</span>` : ''}
        </div>
      </header>
      <main id="main">
        ${options.body}
        ${
          options.doneNote === false
            ? ''
            : html`<p class="meta">
                Changes are saved as you make them. When you are done, close this tab and return to
                your dashboard.
              </p>`
        }
      </main>`,
  });
}
