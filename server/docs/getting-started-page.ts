// Getting started: from nothing to a working tag on a partner's own page, with only this page:
// install the kit, allow the page's origin, mint a widget token on the partner's backend with
// the provider's Node SDK and the secret key, and hand it to the tag as `authToken`.
import { html } from '../http/html';
import type { KitDocs } from './kit-manifest';
import { apiAddress, backendSnippet, pageSnippet } from './getting-started-snippets';
import { codeBlock, docsLayout, docsPaths } from './layout';

export function gettingStartedPage(options: {
  kit: KitDocs;
  origin: string;
  tarballUrl: string;
}): string {
  const { kit, origin, tarballUrl } = options;
  const address = apiAddress(origin);
  const body = html`
    <h1>Getting started</h1>
    <p class="lead">
      Put <code>&lt;users-management&gt;</code> on a page of your own site in four steps. Your
      backend gets a short-lived widget token for the signed-in user with the secret key; the page
      hands it to the tag. The secret key never reaches the browser.
    </p>
    <section class="doc-section" aria-labelledby="step-origin">
      <h2 id="step-origin">1. Allow your page's origin</h2>
      <p>
        This server (<code>${origin}</code>) answers widget requests only from the origins in its
        <code>ALLOWED_ORIGINS</code> setting (comma-separated; by default only its own
        <code>PUBLIC_URL</code>). Keep its own origin in the list and add your page's, then restart
        it:
      </p>
      ${codeBlock(`ALLOWED_ORIGINS=${origin},http://localhost:3000 npm start`, 'Allow an origin')}
      <p>
        Until it is listed, the widget says so: it names your page's origin and
        <code>ALLOWED_ORIGINS</code>.
      </p>
    </section>
    <section class="doc-section" aria-labelledby="step-key">
      <h2 id="step-key">2. Get the secret key</h2>
      <p>
        Your backend calls this server's management API with a secret key (<code>sk_</code>…). It is
        the server's <code>API_SECRET_KEY</code> setting; when that is unset outside production,
        <code>npm start</code> generates one and prints it. Keep it on your backend, for example in
        the <code>LOYALTY_SECRET_KEY</code> environment variable, never in a page.
      </p>
    </section>
    <section class="doc-section" aria-labelledby="step-backend">
      <h2 id="step-backend">3. Mint widget tokens on your backend</h2>
      <p>
        With the provider's Node SDK (<code>npm install @workos-inc/node</code>), pointed at this
        server, <code>widgets.createToken</code> returns a token for one user in one organization
        with the scopes the widget needs (<code>widgets:users-table:manage</code> for
        <code>&lt;users-management&gt;</code>; none for <code>&lt;user-profile&gt;</code>). This
        Node server serves your page and the token:
      </p>
      ${codeBlock(backendSnippet(address), 'Backend: server.mjs', 'getting-started-backend')}
    </section>
    <section class="doc-section" aria-labelledby="step-page">
      <h2 id="step-page">4. Hand the token to the tag</h2>
      <p>
        The page loads the kit from this server, points the tag at it and sets
        <code>authToken</code> to a function that asks your backend. Save it as
        <code>index.html</code> next to <code>server.mjs</code>:
      </p>
      ${codeBlock(pageSnippet(origin, address), 'Page: index.html', 'getting-started-page')}
      <p>
        With a bundler instead, install the kit from this server (it is not on a public registry
        yet), import it once and leave out the script tag:
      </p>
      ${codeBlock(`npm install ${tarballUrl}`, 'Install with npm')}
      ${codeBlock(`import '${kit.packageName}';`, 'Import the kit')}
      <p>Run it and open <code>http://localhost:3000/</code>:</p>
      ${codeBlock(
        'LOYALTY_SECRET_KEY=sk_… LOYALTY_USER_ID=user_… LOYALTY_ORGANIZATION_ID=org_… node server.mjs',
        'Run the backend',
      )}
      <p>
        Every element's attributes, events and parts are on its page; each framework's binding is on
        the <a href="${docsPaths.index}#frameworks">overview</a>. The kit has ${kit.elements.length}
        elements.
      </p>
    </section>
  `;
  return docsLayout({
    title: 'Getting started',
    path: docsPaths.gettingStarted,
    elements: kit.elements,
    body,
  });
}
