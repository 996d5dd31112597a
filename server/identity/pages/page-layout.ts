// The hosted identity pages in the server's one page frame (http/page-frame.ts): a centred card
// under the brand, self-contained (no external assets), readable from 320 px up.
import { html, type SafeHtml } from '../../http/html';
import { pageFrame } from '../../http/page-frame';
import { serverPageCsp, styleHashSource } from '../../http/security-headers';

const styles = `
.shell{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:32px 16px;gap:24px}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;font-size:16px}
.brand svg{flex:none}
.card{width:100%;max-width:400px;background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:32px 24px}
.card.wide{max-width:720px}
h1{font-size:20px;line-height:28px;margin:0 0 4px}
.lead{color:var(--muted);margin:0 0 24px}
form{margin:0}
.field{display:flex;flex-direction:column;gap:4px;margin-bottom:16px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:360px){.row{grid-template-columns:1fr}}
label{font-weight:500}
.hint{color:var(--muted);font-size:12px}
input[type=email],input[type=password],input[type=text]{height:40px;width:100%;padding:0 12px;font:inherit;color:var(--text);
background:var(--field);border:1px solid var(--border-strong);border-radius:6px}
input[aria-invalid=true]{border-color:var(--danger)}
.field-error{color:var(--danger);font-size:12px}
.lead + .alert,h1 + .alert{margin-top:12px}
.alert{background:var(--danger-bg);border:1px solid var(--danger-border);color:var(--danger);border-radius:6px;padding:8px 12px;margin:0 0 16px}
button{font:inherit;cursor:pointer;border-radius:6px;height:40px;padding:0 16px;width:100%}
.primary{background:var(--accent-solid);color:var(--accent-text);border:1px solid transparent;font-weight:600}
.primary:hover{background:var(--accent-solid-hover)}
.primary:active{transform:translateY(1px)}
.primary + .secondary{margin-top:8px}
.secondary{background:var(--surface);color:var(--text);border:1px solid var(--border-strong);text-align:left;height:auto;padding:8px 12px;display:flex;flex-direction:column}
.secondary:hover{background:var(--subtle)}
.secondary small{color:var(--muted);font-size:12px}
.primary + .secondary,.passkey > .secondary{height:40px;align-items:center;justify-content:center;text-align:center}
.primary + .secondary{margin-top:8px}
.notice{background:var(--subtle);border:1px solid var(--border);border-radius:6px;padding:8px 12px;margin:0 0 16px}
.switch{margin:16px 0 0;text-align:center;color:var(--muted)}
.passkey{margin-top:8px}
.passkey-status:empty{margin:0}
.passkey-status{color:var(--danger);margin:8px 0 0}
.demo{margin-top:24px;padding-top:16px;border-top:1px solid var(--border)}
.demo h2{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:0 0 8px}
.demo ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.code{letter-spacing:.3em;font-variant-numeric:tabular-nums;font-size:18px;text-align:center}
.foot{color:var(--muted);font-size:12px;margin:0}
.plain-list{list-style:none;padding:0;margin:0}
.pre{white-space:pre-wrap;margin:0}
`;

const logo = html`<svg
  width="28"
  height="28"
  viewBox="0 0 28 28"
  aria-hidden="true"
  focusable="false"
>
  <rect width="28" height="28" rx="7" fill="#3e63dd" />
  <path d="M14 6l2.4 5 5.4.6-4 3.7 1.1 5.4L14 18l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z" fill="#fff" />
</svg>`;

/**
 * A complete page; `title` is also the document title; `wide` gives lists room (default false);
 * `scripts` are this server's script files, run in order after parsing (default none).
 */
export function pageLayout(
  title: string,
  content: SafeHtml,
  options: { wide?: boolean; scripts?: string[] } = {},
): string {
  return pageFrame({
    title,
    product: 'Loyalty Console',
    styles,
    scripts: (options.scripts ?? []).map((src) => ({ src })),
    body: html`<main class="shell">
      <div class="brand">${logo}<span>Loyalty Console</span></div>
      <section class="${options.wide ? 'card wide' : 'card'}" aria-labelledby="page-title">
        ${content}
      </section>
      <p class="foot">Protected by the Loyalty Console identity service</p>
    </main>`,
  });
}

/** Headers for every hosted page: no script, no external anything, no framing, no caching of forms. */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  // The pages' one stylesheet is allowed by its hash; form posts go to this server only (the
  // identity routes add the registered redirect URIs' origins, where a sign-in post redirects).
  'content-security-policy': serverPageCsp(styleHashSource(pageLayout('', html``))),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
} as const;

/** The sign-in page's headers: as every page's, plus script files from this server (passkeys). */
export const scriptedPageHeaders = {
  ...pageHeaders,
  'content-security-policy': serverPageCsp(styleHashSource(pageLayout('', html``)), {
    scripts: true,
  }),
} as const;
