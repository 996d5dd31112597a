// The one frame of every page this server renders (the hosted sign-in pages, the admin portal,
// the docs and the dev mail outbox): the document around the page, one palette with its dark
// twin from the viewer's preference, and the base rules every page shares. The sign-in pages and
// the admin portal inline it (allowed by the style's hash); the docs, whose policy allows no
// inline style, link it as /docs/assets/page-frame.css.
import { html, SafeHtml } from './html';

// The dashboard's type tokens (src/ui/styles/tokens.css: --font-family, --font-size-2,
// --line-height-2), written out since the server imports nothing from src/;
// tests/server/shell-assets.test.ts keeps the two equal.
const fontFamily =
  '-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif,"Apple Color Emoji","Segoe UI Emoji"';

/** The palette (the dashboard's indigo accent) and the rules every page starts from. */
export const frameCss = `
:root{color-scheme:light dark;--bg:#f7f8fa;--surface:#fff;--border:#dcdfe5;--border-strong:#b9bec7;--text:#16181d;
--muted:#5b616e;--accent:#3e63dd;--accent-solid:#3e63dd;--accent-solid-hover:#3358d4;--accent-hover:#3358d4;--accent-text:#fff;
--accent-soft:#edf2fe;--ring:#3e63dd;--danger:#c62a2f;--danger-bg:#fff0ef;--danger-border:#f4b4b0;--warning:#8a4b00;
--warning-bg:#fff4e0;--success:#166534;--success-bg:#e7f6ec;--field:#fff;--subtle:#f0f1f4;
--mono:ui-monospace,SFMono-Regular,Menlo,monospace}
@media (prefers-color-scheme:dark){:root{--bg:#111214;--surface:#18191c;--border:#2e3035;--border-strong:#43474e;
--text:#edeef0;--muted:#a8adb7;--accent:#8aa4ff;--accent-solid:#3e63dd;--accent-solid-hover:#4a6fe6;--accent-hover:#7090f5;--accent-text:#fff;
--accent-soft:#1d2647;--ring:#8aa4ff;--danger:#ff8a84;--danger-bg:#2b1314;--danger-border:#6b2a2a;--warning:#ffc266;
--warning-bg:#3a2a10;--success:#7ddc9a;--success-bg:#15301f;--field:#111214;--subtle:#202226}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font-family:${fontFamily};font-size:14px;line-height:20px}
a{color:var(--accent)}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.skip{position:absolute;left:-9999px}
.skip:focus{left:16px;top:8px;background:var(--surface);padding:8px;z-index:1}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

export interface PageFrame {
  /** The document title, before " · " and `product`. */
  title: string;
  /** What the title names after the page (e.g. "Admin Portal"). */
  product: string;
  /** The page's own rules, inlined after the frame's (default none: linked stylesheets only). */
  styles?: string;
  /** Stylesheet files, linked in order after the frame (pages whose policy forbids inline style). */
  stylesheets?: string[];
  /** Script files; `module` ones load as modules, the others deferred. */
  scripts?: Array<{ src: string; module?: boolean }>;
  body: SafeHtml;
}

/** A complete HTML document around `frame.body`. */
export function pageFrame(frame: PageFrame): string {
  const inline = frame.styles === undefined ? undefined : frameCss + frame.styles;
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light dark" />
      <meta name="referrer" content="no-referrer" />
      <title>${frame.title} · ${frame.product}</title>
      ${
        inline === undefined
          ? ''
          : html`<style>
              ${new SafeHtml(inline)}
            </style>`
      }
      ${(frame.stylesheets ?? []).map((href) => html`<link rel="stylesheet" href="${href}" />`)}
      ${(frame.scripts ?? []).map((script) =>
        script.module
          ? html`<script type="module" src="${script.src}"></script>`
          : html`<script src="${script.src}" defer></script>`,
      )}
    </head>
    <body>
      ${frame.body}
    </body>
  </html>`}`;
}
