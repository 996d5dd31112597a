// The docs' overview: installing the kit, its elements, and each framework's usage snippet,
// which is the source of that framework's interop host app (the code the suite tests).
import { html } from '../http/html';
import { frameworks, partnerSnippet, readHostFile, widgetTokenModule } from './framework-snippets';
import type { KitDocs } from './kit-manifest';
import { codeBlock, docsLayout, docsPaths, summaryOf } from './layout';

export function indexPage(options: {
  kit: KitDocs;
  origin: string;
  hostsDir: string;
  tarballUrl: string;
}): string {
  const { kit, origin, hostsDir, tarballUrl } = options;
  const apiHostname = new URL(origin).hostname;
  const missing = frameworks.filter((framework) => !readHostFile(hostsDir, framework.file));
  const body = html`
    <h1>Account widgets</h1>
    <p class="lead">
      ${kit.elements.length} custom elements for the account pages of your product. Drop a tag into
      any page, whatever it is built with, and hand it an access token.
    </p>
    <p>
      New here? <a href="${docsPaths.gettingStarted}">Getting started</a> takes you from the secret
      key to a working tag on your own page: allow the origin, mint a token on your backend, hand it
      to the tag.
    </p>
    <section class="doc-section" aria-labelledby="install-title">
      <h2 id="install-title">Install</h2>
      <p>
        From a bundler: the package (<code>${kit.packageName}</code>) is not on a public registry
        yet, so install the tarball this server serves, the kit it runs. The URL stays the same
        across versions; install it again to update.
      </p>
      ${codeBlock(`npm install ${tarballUrl}`, 'Install with npm')}
      ${codeBlock(`import '${kit.packageName}';`, 'Import the kit')}
      <p>Or as one script, from this server or a CDN path:</p>
      ${codeBlock(
        `<script type="module" src="${origin}/widgets/widgets.js"></script>`,
        'Script tag',
      )}
    </section>
    <section class="doc-section" aria-labelledby="elements-title">
      <h2 id="elements-title">Elements</h2>
      <ul class="cards">
        ${kit.elements.map(
          (element) =>
            html`<li class="card">
              <a href="${docsPaths.element(element.tagName)}"
                ><code>&lt;${element.tagName}&gt;</code></a
              >
              <p>${summaryOf(element)}</p>
            </li>`,
        )}
      </ul>
      <p>
        Try accent, radius, scaling, font and per-element overrides in the
        <a href="${docsPaths.playground}">theme playground</a>.
      </p>
    </section>
    <section class="doc-section" id="frameworks" aria-labelledby="frameworks-title">
      <h2 id="frameworks-title">Frameworks</h2>
      <p>
        Each snippet is generated from the host app the interop suite installs the packed kit into
        and checks in Chromium (the token as a string and as an async function, a bound attribute,
        the framework's event binding, unmount and remount, two organizations on one page), without
        the suite's plumbing: paste it, and add the <code>widget-token</code> module shown at the
        end (your backend mints the token). For a local server over plain HTTP, also set
        <code>api-port</code> and <code>api-https="false"</code>.
      </p>
      ${frameworks.map((framework) => {
        const snippetOf = (file: string) => {
          const host = readHostFile(hostsDir, file);
          return host && partnerSnippet(host, `${origin}/widgets/widgets.js`, apiHostname);
        };
        const source = snippetOf(framework.file);
        return html`<section class="framework" aria-labelledby="framework-${framework.id}">
          <h3 id="framework-${framework.id}">${framework.name}</h3>
          ${
            source
              ? html`<p class="muted">${framework.note}</p>
                  ${(framework.entries ?? []).map(
                    (file) =>
                      html`${codeBlock(snippetOf(file) ?? '', `${framework.name} snippet (${file})`)}
                        <p class="file">Tested as tests/interop/hosts/${file}</p>`,
                  )}
                  ${codeBlock(source, `${framework.name} snippet`)}
                  <p class="file">Tested as tests/interop/hosts/${framework.file}</p>`
              : html`<p class="muted">
                  No tested host app for ${framework.name} yet, so no snippet.
                </p>`
          }
        </section>`;
      })}
      <section class="framework" aria-labelledby="framework-helper">
        <h3 id="framework-helper">widget-token</h3>
        <p class="muted">What every snippet imports (in plain JavaScript, leave out the types).</p>
        ${codeBlock(widgetTokenModule(), 'widget-token module')}
      </section>
      ${
        missing.length > 0
          ? html`<p class="muted" data-missing-frameworks>
              Not yet tested: ${missing.map((framework) => framework.name).join(', ')}.
            </p>`
          : ''
      }
    </section>
  `;
  return docsLayout({
    title: 'Overview',
    path: docsPaths.index,
    elements: kit.elements,
    body,
  });
}
