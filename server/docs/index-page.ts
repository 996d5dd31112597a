// The docs' overview: installing the kit, its elements, and each framework's usage snippet,
// which is the source of that framework's interop host app (the code the suite tests).
import { html } from '../http/html';
import { frameworks, readHostFile, sharedHelperFile } from './framework-snippets';
import type { KitDocs } from './kit-manifest';
import { codeBlock, docsLayout, docsPaths, summaryOf } from './layout';

export function indexPage(options: {
  kit: KitDocs;
  origin: string;
  hostsDir: string;
  tarballUrl: string;
}): string {
  const { kit, origin, hostsDir, tarballUrl } = options;
  const helper = readHostFile(hostsDir, sharedHelperFile);
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
        Each snippet is the host app the interop suite installs the packed kit into and checks in
        Chromium (the token as a string and as an async function, a bound attribute, the framework's
        event binding, unmount and remount, two organizations on one page). Its
        <code>config</code>, <code>record</code> and <code>secondOrganizationToken</code> come from
        the suite's helper, shown at the end.
      </p>
      ${frameworks.map((framework) => {
        const source = readHostFile(hostsDir, framework.file);
        return html`<section class="framework" aria-labelledby="framework-${framework.id}">
          <h3 id="framework-${framework.id}">${framework.name}</h3>
          ${
            source
              ? html`<p class="muted">${framework.note}</p>
                  ${[...(framework.entries ?? []), framework.file].map(
                    (file) =>
                      html`${codeBlock(
                          readHostFile(hostsDir, file) ?? '',
                          `${framework.name} host (${file})`,
                        )}
                        <p class="file">tests/interop/hosts/${file}</p>`,
                  )}`
              : html`<p class="muted">
                  No tested host app for ${framework.name} yet, so no snippet.
                </p>`
          }
        </section>`;
      })}
      ${
        helper
          ? html`<section class="framework" aria-labelledby="framework-helper">
              <h3 id="framework-helper">The suite's helper</h3>
              ${codeBlock(helper, `Interop helper (${sharedHelperFile})`)}
              <p class="file">tests/interop/hosts/${sharedHelperFile}</p>
            </section>`
          : ''
      }
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
