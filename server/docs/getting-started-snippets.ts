// The getting-started page's code: a partner's backend that mints widget tokens with the
// provider's Node SDK and the page that hands them to a tag. Written for this server's address;
// tests/e2e/docs-getting-started.spec.ts runs both, as printed, from a page on another origin.

/** How the SDK and the tag's attributes reach this server, from its public URL. */
export interface ApiAddress {
  hostname: string;
  /** The port when the URL names one ('' for the scheme's default). */
  port: string;
  https: boolean;
}

export function apiAddress(origin: string): ApiAddress {
  const url = new URL(origin);
  return { hostname: url.hostname, port: url.port, https: url.protocol === 'https:' };
}

/** The tag with the attributes that point it at this server. */
export function tagWithAddress(tag: string, address: ApiAddress): string {
  const attributes = [
    ` api-hostname="${address.hostname}"`,
    address.port ? ` api-port="${address.port}"` : '',
    address.https ? '' : ' api-https="false"',
  ].join('');
  return `<${tag}${attributes}></${tag}>`;
}

/** The token function a page sets as `authToken`: it asks the page's own backend. */
export const tokenFunctionLines = [
  '// Called when the widget needs a token, and again before one expires.',
  'element.authToken = async () => {',
  "  const response = await fetch('/widget-token');",
  '  const { token } = await response.json();',
  '  return token;',
  '};',
];

export function backendSnippet(address: ApiAddress): string {
  const sdkOptions = [
    '  apiKey: process.env.LOYALTY_SECRET_KEY,',
    `  apiHostname: '${address.hostname}',`,
    ...(address.port ? [`  port: ${Number(address.port)},`] : []),
    ...(address.https ? [] : ['  https: false,']),
  ];
  return [
    '// server.mjs: your backend. Only it holds the secret key (sk_…).',
    "import fs from 'node:fs';",
    "import http from 'node:http';",
    "import { WorkOS } from '@workos-inc/node';",
    '',
    'const workos = new WorkOS({',
    ...sdkOptions,
    '});',
    '',
    '// Who is signed in to your app: replace with your own session lookup. The ids are the',
    '// user and organization in Loyalty Console (workos.userManagement, workos.organizations).',
    'function signedInUser(request) {',
    '  return {',
    '    userId: process.env.LOYALTY_USER_ID,',
    '    organizationId: process.env.LOYALTY_ORGANIZATION_ID,',
    '  };',
    '}',
    '',
    'http',
    '  .createServer(async (request, response) => {',
    "    if (request.url === '/widget-token') {",
    '      try {',
    '        const { userId, organizationId } = signedInUser(request);',
    '        const { token } = await workos.widgets.createToken({',
    '          userId,',
    '          organizationId,',
    "          scopes: ['widgets:users-table:manage'],",
    '        });',
    "        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });",
    '        response.end(JSON.stringify({ token }));',
    '      } catch (error) {',
    "        console.error('Widget token:', error.message);",
    "        response.writeHead(502, { 'content-type': 'application/json' });",
    "        response.end(JSON.stringify({ message: 'No widget token' }));",
    '      }',
    '      return;',
    '    }',
    "    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });",
    "    response.end(fs.readFileSync('index.html'));",
    '  })',
    '  .listen(Number(process.env.PORT ?? 3000));',
  ].join('\n');
}

export function pageSnippet(origin: string, address: ApiAddress): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <title>Team</title>',
    `    <script type="module" src="${origin}/widgets/widgets.js"></script>`,
    '  </head>',
    '  <body>',
    `    ${tagWithAddress('users-management', address)}`,
    '    <script type="module">',
    "      const element = document.querySelector('users-management');",
    ...tokenFunctionLines.map((line) => `      ${line}`),
    '    </script>',
    '  </body>',
    '</html>',
  ].join('\n');
}
