// <sso-connection> and <domain-verification> on the built kit: the real test server for the
// seeded admin, and answers given by the test itself (fetch stubbed for made-up hosts) for each
// SSO state and domain state, the SSO 'Unknown error', a refused new tab, and removal.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  afterEach,
  check,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  sleep,
  testToken,
  waitFor,
} from './support.js';

const SSO = '/_widgets/admin-portal/sso-connections';
const DOMAINS = '/_widgets/admin-portal/organization-domains';
const LINK = '/_widgets/admin-portal/generate-link';
const day = 24 * 60 * 60 * 1000;
const originalOpen = window.open;

type Handler = (request: { method: string; path: string }) => { status: number; body: unknown };
let hostCounter = 0;

/** Answers requests to a made-up host with `handler`; other hosts go to the network. */
function stubHost(handler: Handler): string {
  const host = `fixture-${++hostCounter}.example.test`;
  const previous = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.hostname !== host) return previous(input, init);
    const { status, body } = handler({ method: request.method, path: url.pathname });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return host;
}

async function addWidget<K extends 'sso-connection' | 'domain-verification'>(
  tag: K,
  handler?: Handler,
) {
  const element = handler
    ? addElement(tag, { 'api-https': 'true', 'api-port': '' }, stubHost(handler))
    : addElement(tag);
  element.authToken = await testToken();
  return element;
}

const root = (element: HTMLElement) => element.shadowRoot!;
const text = (element: HTMLElement, selector: string) =>
  root(element).querySelector(selector)?.textContent?.trim() ?? null;
const settled = (element: HTMLElement) =>
  waitFor(
    () => ['ready', 'error'].includes(element.getAttribute('data-state') ?? ''),
    'the widget to settle',
    10000,
  );

function connection(overrides: Record<string, unknown>) {
  return {
    id: 'conn_1',
    name: 'Corporate sign-in',
    providerTag: 'Saml',
    type: 'OktaSaml',
    state: 'Active',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const ssoAnswer =
  (list: unknown[]): Handler =>
  ({ path }) =>
    path === SSO ? { status: 200, body: list } : { status: 404, body: { message: 'Not found' } };

afterEach(() => {
  window.fetch = originalFetch;
  window.open = originalOpen;
  removeCreated();
});

/** A stand-in for the tab `window.open` gives, recording where it was sent. */
function fakeTab(): Window & { location: { href: string } } {
  return { closed: false, opener: null, location: { href: '' }, close() {} } as never;
}

/** What TanStack Query hears when the reader comes back to this tab. */
const comeBackToTab = () =>
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

/**
 * Comes back to the tab once before the portal is used (fresh data must not be fetched again:
 * `calls()` stays under 2), then opens the portal from `part` into `tab` and comes back again.
 */
async function returnBeforeAndAfterPortal(
  element: HTMLElement,
  part: string,
  tab: { location: { href: string } },
  url: string,
  calls: () => number,
): Promise<void> {
  comeBackToTab();
  await sleep(300);
  check(calls() < 2, `list fetched ${calls()} times before the portal`);
  root(element).querySelector<HTMLButtonElement>(`[part="${part}"]`)!.click();
  await waitFor(() => tab.location.href === url, 'the tab to go');
  comeBackToTab();
}

describe('sso-connection', () => {
  it('given the seeded admin, should show Okta connected with the expiring-certificate notice', async () => {
    const element = await addWidget('sso-connection');
    await settled(element);
    check(element.getAttribute('data-state') === 'ready', 'not ready');
    check(
      text(element, '.status-card-title') === 'Okta',
      `title ${text(element, '.status-card-title')}`,
    );
    check(text(element, '[part="status-badge"]') === 'Connected', 'badge');
    check(
      /^The SAML response signing certificate expires on \w+ \d+, \d{4}\./.test(
        text(element, '[part="certificate-notice"]') ?? '',
      ),
      `notice ${text(element, '[part="certificate-notice"]')}`,
    );
    await expectAxeClean(element);
  });

  it('given Japanese, should set the notice’s two sentences side by side with no space after 。', async () => {
    const element = await addWidget('sso-connection');
    element.setAttribute('locale', 'ja');
    await settled(element);
    await waitFor(
      () =>
        /^SAML レスポンス署名証明書は\d{4}年/.test(
          text(element, '[part="certificate-notice"]') ?? '',
        ),
      'the Japanese notice with its date',
    );
    const notice = text(element, '[part="certificate-notice"]') ?? '';
    check(notice.includes('。期限が切れると'), `notice ${notice}`);
    check(!/。\s/.test(notice) && !/\s(日|に)/.test(notice), `no stray spaces: ${notice}`);
  });

  it('given no token yet, should show the skeleton and send nothing', async () => {
    const seen: string[] = [];
    const host = stubHost(({ path }) => {
      seen.push(path);
      return { status: 200, body: [] };
    });
    const element = addElement('sso-connection', { 'api-https': 'true', 'api-port': '' }, host);
    await waitFor(
      () => root(element).querySelector('[role="status"] .ui-skeleton, .ui-skeleton'),
      'skeleton',
    );
    check(seen.length === 0, `requests sent without a token: ${seen.join(', ')}`);
    await expectAxeClean(element);
  });

  const states: Array<{
    name: string;
    list: unknown[];
    title: string;
    badge: string | null;
    button: string;
    notice: RegExp | null;
    icon: 'mark' | 'generic';
  }> = [
    {
      name: 'no connection',
      list: [],
      title: 'Single Sign-On',
      badge: null,
      button: 'Set up SSO',
      notice: null,
      icon: 'generic',
    },
    {
      name: 'an inactive connection',
      list: [connection({ state: 'Inactive', type: 'GoogleSaml' })],
      title: 'Google',
      badge: 'Setup in progress',
      button: 'Continue setup',
      notice: null,
      icon: 'mark',
    },
    {
      name: 'an active OIDC connection',
      list: [connection({ providerTag: 'OpenIdConnect', type: 'GenericOidc' })],
      title: 'Generic OIDC',
      badge: 'Connected',
      button: 'Manage',
      notice: null,
      icon: 'generic',
    },
    {
      name: 'a certificate expiring in 12 days',
      list: [
        connection({
          latestExpiringCertificate: { notAfter: new Date(Date.now() + 12 * day).toISOString() },
        }),
      ],
      title: 'Okta',
      badge: 'Connected',
      button: 'Manage',
      notice: /certificate expires on .+ renew it before then\.$/,
      icon: 'mark',
    },
    {
      name: 'an expired certificate',
      list: [
        connection({
          type: 'AdfsSaml',
          latestExpiredCertificate: { notAfter: new Date(Date.now() - 3 * day).toISOString() },
        }),
      ],
      title: 'Microsoft',
      badge: 'Requires action',
      button: 'Manage',
      notice:
        /certificate expired on .+\. Users won’t be able to sign-in to the application until the certificate is renewed\.$/,
      icon: 'mark',
    },
    {
      name: 'an unknown type (second connection ignored)',
      list: [connection({ type: 'BrandNewSaml' }), connection({ id: 'c2', type: 'OktaSaml' })],
      title: 'BrandNewSaml',
      badge: 'Connected',
      button: 'Manage',
      notice: null,
      icon: 'generic',
    },
  ];

  for (const state of states) {
    it(`given ${state.name}, should render its title, badge, button and notice`, async () => {
      const element = await addWidget('sso-connection', ssoAnswer(state.list));
      await settled(element);
      check(
        text(element, '.status-card-title') === state.title,
        `title ${text(element, '.status-card-title')}`,
      );
      check(
        text(element, '[part="status-badge"]') === state.badge,
        `badge ${text(element, '[part="status-badge"]')}`,
      );
      const button = root(element).querySelector('[part="portal-button"]');
      check(
        button?.textContent?.startsWith(state.button),
        `button ${button?.textContent ?? 'missing'}`,
      );
      const notice = text(element, '[part="certificate-notice"]');
      check(state.notice ? state.notice.test(notice ?? '') : notice === null, `notice ${notice}`);
      const icon = root(element).querySelector('.status-card-icon')?.getAttribute('data-icon');
      check(icon === state.icon, `icon ${icon}`);
      if (state.list.length === 0) {
        check(
          root(element).textContent?.includes('You haven’t set up Single Sign-On yet.'),
          'not-configured text',
        );
      }
      await expectAxeClean(element);
    });
  }

  it('given a failing server, should show Unknown error with the SSO message', async () => {
    const element = await addWidget('sso-connection', () => ({
      status: 500,
      body: { message: 'boom' },
    }));
    await waitFor(() => element.getAttribute('data-state') === 'error', 'error state', 10000);
    const error = root(element).querySelector('[part="error"]')?.textContent ?? '';
    check(error.includes('Unknown error'), `error ${error}`);
    check(
      error.includes(
        'An unexpected error occurred. Please try refreshing the page, or contact your organization admin for support.',
      ),
      `error ${error}`,
    );
    await expectAxeClean(element);
  });

  it('given the browser refuses the new tab, should request an sso link and show it', async () => {
    const requested: string[] = [];
    window.open = () => null;
    const element = await addWidget('sso-connection', ({ method, path }) => {
      if (path === LINK) {
        requested.push(method);
        return { status: 200, body: { link: 'https://portal.example.test/launch?apiToken=t1' } };
      }
      return ssoAnswer([])({ method, path });
    });
    await settled(element);
    root(element).querySelector<HTMLButtonElement>('[part="portal-button"]')!.click();
    const link = await waitFor(
      () => root(element).querySelector<HTMLAnchorElement>('.kit-portal-blocked a'),
      'the shown link',
    );
    check(link.href === 'https://portal.example.test/launch?apiToken=t1', `link ${link.href}`);
    check(requested.join() === 'POST', `requests ${requested.join()}`);
    check(
      root(element).querySelector('a[part="portal-button"]'),
      'the button should have become a link',
    );
    await expectAxeClean(element);
  });
  it('given the admin portal was opened, should fetch the status again on return to the tab', async () => {
    let list: unknown[] = [];
    let listCalls = 0;
    const tab = fakeTab();
    window.open = () => tab;
    const element = await addWidget('sso-connection', ({ method, path }) => {
      if (path === LINK) return { status: 200, body: { link: 'https://portal.example.test/sso' } };
      if (path === SSO) listCalls += 1;
      return ssoAnswer(list)({ method, path });
    });
    await settled(element);
    list = [connection({ state: 'Inactive' })];
    await returnBeforeAndAfterPortal(
      element,
      'portal-button',
      tab,
      'https://portal.example.test/sso',
      () => listCalls,
    );
    await waitFor(
      () => text(element, '[part="status-badge"]') === 'Setup in progress',
      'the new status',
    );
    check(listCalls === 2, `list fetched ${listCalls} times`);
    check(
      text(element, '[part="portal-button"]')?.startsWith('Continue setup'),
      'the button follows the status',
    );
  });
});

describe('domain-verification', () => {
  const domains = () => [
    { id: 'd1', domain: 'verified.example', state: 'Verified', createdAt: '2026-01-01T00:00:00Z' },
    {
      id: 'd2',
      domain: 'legacy.example',
      state: 'LegacyVerified',
      createdAt: '2026-01-02T00:00:00Z',
    },
    {
      id: 'd3',
      domain: 'pending.example',
      state: 'Pending',
      verificationToken: 'tok3',
      createdAt: '2026-01-03T00:00:00Z',
    },
    {
      id: 'd4',
      domain: 'failed.example',
      state: 'Failed',
      verificationToken: 'tok4',
      verificationPrefix: 'acme',
      subdomain: '_check',
      createdAt: '2026-01-04T00:00:00Z',
    },
  ];

  it('given the seeded admin, should list the domains of Acme Loyalty', async () => {
    const element = await addWidget('domain-verification');
    await settled(element);
    check(root(element).textContent?.includes('acme.test'), 'acme.test missing');
    await expectAxeClean(element);
  });

  it('given a domain in every state, should label each and show the TXT record only when unverified', async () => {
    const element = await addWidget('domain-verification', ({ path }) =>
      path === DOMAINS ? { status: 200, body: { data: domains() } } : { status: 404, body: {} },
    );
    await settled(element);
    const rows = Array.from(root(element).querySelectorAll<HTMLElement>('[part="row"]'));
    const badges = rows.map((row) => row.querySelector('[part="state-badge"]')?.textContent);
    check(
      badges.join('|') === 'Verified|Verified|Verification pending|Verification failed',
      `badges ${badges.join('|')}`,
    );
    const records = rows.map((row) => row.querySelector('.dv-txt-name')?.textContent ?? null);
    check(records.join('|') === '||@|_check', `records ${records.join('|')}`);
    const fullNames = rows.map((row) => row.querySelector('.dv-txt-full')?.textContent ?? null);
    check(
      fullNames.join('|') === '||Full name: pending.example|Full name: _check.failed.example',
      `full names ${fullNames.join('|')}`,
    );
    check(
      rows[3]!.querySelector('.dv-txt-value')?.textContent === 'acme=tok4',
      'failed record value',
    );
    await expectAxeClean(element);
  });

  it('given Arabic, should keep the TXT record host and full name left to right, the leading _ first', async () => {
    const element = await addWidget('domain-verification', ({ path }) =>
      path === DOMAINS ? { status: 200, body: { data: domains() } } : { status: 404, body: {} },
    );
    element.setAttribute('locale', 'ar');
    await settled(element);
    await waitFor(
      () => root(element).querySelector('.ui-root')?.getAttribute('dir') === 'rtl',
      'the widget laid out right to left',
    );
    const failed = Array.from(root(element).querySelectorAll<HTMLElement>('[part="row"]'))[3]!;
    /** The box of `text`'s first and last character, within the element's text. */
    const ends = (container: Element, text: string) => {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at < 0) continue;
        const box = (index: number) => {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          return range.getBoundingClientRect();
        };
        return { first: box(at), last: box(at + text.length - 1) };
      }
      throw new Error(`"${text}" not shown`);
    };
    for (const [where, selector, text] of [
      ['host', '.dv-txt-name', '_check'],
      ['full name', '.dv-txt-full', '_check.failed.example'],
    ] as const) {
      const { first, last } = ends(failed.querySelector(selector)!, text);
      check(
        first.left < last.left,
        `${where}: "_" drawn after the name (at ${first.left} > ${last.left})`,
      );
    }
    check(
      failed.querySelector('.dv-txt-full')?.textContent?.includes('_check.failed.example'),
      'the full name in the Arabic sentence',
    );
  });

  it('given radius full, should keep the TXT record a rounded panel with its labels inside', async () => {
    const element = await addWidget('domain-verification', ({ path }) =>
      path === DOMAINS ? { status: 200, body: { data: domains() } } : { status: 404, body: {} },
    );
    element.setAttribute('radius', 'full');
    await settled(element);
    const panel = await waitFor(
      () => root(element).querySelector<HTMLElement>('[data-radius="full"] .dv-txt'),
      'the TXT panel at radius full',
    );
    const box = panel.getBoundingClientRect();
    const corner = parseFloat(getComputedStyle(panel).borderTopLeftRadius);
    // A pill's corner is half its height and its first and last labels fall outside the curve.
    check(corner <= 24, `the panel's corner is ${corner}px (a pill)`);
    const label = panel.querySelector<HTMLElement>('.dv-txt-heading')!.getBoundingClientRect();
    check(label.left - box.left >= corner / 2, 'the heading sits inside the rounded corner');
  });

  it('given Copy on a TXT value, should copy it and say Copied', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (value: string) => void copied.push(value) },
    });
    try {
      const element = await addWidget('domain-verification', () => ({
        status: 200,
        body: { data: domains() },
      }));
      await settled(element);
      const button = root(element).querySelector<HTMLButtonElement>(
        '[aria-label="Copy TXT record value for failed.example"]',
      );
      check(button, 'copy button');
      button.click();
      await waitFor(() => button.textContent?.includes('Copied'), 'Copied');
      check(copied.join() === 'acme=tok4', `copied ${copied.join()}`);
    } finally {
      // The stub is an own property; deleting it uncovers the browser's own clipboard again.
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('given no domains, should show the empty state with Add domain', async () => {
    const element = await addWidget('domain-verification', () => ({
      status: 200,
      body: { data: [] },
    }));
    await settled(element);
    const empty = root(element).querySelector('[part="empty"]');
    check(empty?.textContent?.includes('No domains yet'), 'empty state');
    check(
      empty?.querySelector('[part="add-domain"]')?.textContent?.startsWith('Add domain'),
      'action',
    );
    await expectAxeClean(element);
  });

  it('given Add domain was used, should fetch the list again on return to the tab', async () => {
    let list: ReturnType<typeof domains> = [];
    let listCalls = 0;
    const tab = fakeTab();
    window.open = () => tab;
    const element = await addWidget('domain-verification', ({ path }) => {
      if (path === LINK) return { status: 200, body: { link: 'https://portal.example.test/dv' } };
      listCalls += 1;
      return { status: 200, body: { data: list } };
    });
    await settled(element);
    list = domains().filter((item) => item.id === 'd3');
    await returnBeforeAndAfterPortal(
      element,
      'add-domain',
      tab,
      'https://portal.example.test/dv',
      () => listCalls,
    );
    await waitFor(() => root(element).querySelector('[part="row"]'), 'the added domain');
    check(listCalls === 2, `list fetched ${listCalls} times`);
    check(text(element, '[part="state-badge"]') === 'Verification pending', 'pending badge');
    await expectAxeClean(element);
  });

  it('given Remove, should confirm in a 488 px dialog, delete, announce and refetch', async () => {
    let list = domains();
    const calls: string[] = [];
    const element = await addWidget('domain-verification', ({ method, path }) => {
      calls.push(`${method} ${path}`);
      if (method === 'DELETE' && path === `${DOMAINS}/d2`) {
        const removed = list.find((item) => item.id === 'd2');
        list = list.filter((item) => item.id !== 'd2');
        return { status: 200, body: removed };
      }
      return { status: 200, body: { data: list } };
    });
    await settled(element);
    const events: unknown[] = [];
    element.addEventListener('domain-removed', (event) =>
      events.push((event as CustomEvent).detail),
    );
    root(element)
      .querySelector<HTMLButtonElement>('[aria-label="Actions for legacy.example"]')!
      .click();
    const items = await waitFor(() => {
      const found = Array.from(root(element).querySelectorAll<HTMLElement>('[role="menuitem"]'));
      return found.length > 0 ? found : null;
    }, 'menu items');
    check(items.map((item) => item.textContent).join() === 'Remove', 'verified: remove only');
    items[0]!.click();
    const dialog = await waitFor(
      () => root(element).querySelector<HTMLElement>('[role="alertdialog"]'),
      'the confirmation',
    );
    check(dialog.textContent?.includes('Remove domain?'), 'title');
    check(
      Math.round(dialog.getBoundingClientRect().width) === 488,
      `width ${dialog.getBoundingClientRect().width}`,
    );
    await expectAxeClean(element);
    Array.from(dialog.querySelectorAll('button'))
      .find((button) => button.textContent === 'Remove domain')!
      .click();
    await waitFor(() => !root(element).textContent?.includes('legacy.example'), 'the row to go');
    check(calls.filter((call) => call === `GET ${DOMAINS}`).length >= 2, 'list not refetched');
    check(
      JSON.stringify(events) === JSON.stringify([{ id: 'd2', domain: 'legacy.example' }]),
      `events ${JSON.stringify(events)}`,
    );
  });

  it('given Verify again on a failed domain, should say it is still not verified, then show a failed lookup as an error', async () => {
    const calls: string[] = [];
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: domains().find((item) => item.id === 'd4'),
    };
    const element = await addWidget('domain-verification', ({ method, path }) => {
      calls.push(`${method} ${path}`);
      if (method === 'POST' && path === `${DOMAINS}/d4/reverify`) return answer;
      return { status: 200, body: { data: domains() } };
    });
    await settled(element);
    const events: unknown[] = [];
    element.addEventListener('domain-reverify-requested', (event) =>
      events.push((event as CustomEvent).detail),
    );
    const verifyAgain = async () => {
      root(element)
        .querySelector<HTMLButtonElement>('[aria-label="Actions for failed.example"]')!
        .click();
      const item = await waitFor(
        () =>
          Array.from(root(element).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
            (found) => found.textContent === 'Verify again',
          ),
        'Verify again',
      );
      item.click();
    };
    const outcome = () => root(element).querySelector('.dv-outcome')?.textContent ?? '';

    await verifyAgain();
    await waitFor(() => outcome().includes('still not verified'), 'the still-failed outcome');
    check(
      outcome().startsWith('The TXT record for failed.example was not found, so'),
      `outcome ${outcome()}`,
    );
    check(!outcome().includes('pending'), 'no pending wording');
    const failedRow = () =>
      Array.from(root(element).querySelectorAll<HTMLElement>('[part="row"]')).find((row) =>
        row.textContent?.includes('failed.example'),
      );
    check(
      failedRow()?.querySelector('[part="state-badge"]')?.textContent === 'Verification failed',
      'badge stays failed',
    );
    check(
      JSON.stringify(events) === JSON.stringify([{ id: 'd4', domain: 'failed.example' }]),
      `events ${JSON.stringify(events)}`,
    );
    await expectAxeClean(element);

    answer = {
      status: 503,
      body: { code: 'dns_lookup_failed', message: 'The DNS lookup failed. Try again in a moment.' },
    };
    await verifyAgain();
    await waitFor(
      () =>
        outcome() ===
        'The DNS lookup for the TXT record failed, so nothing changed. Please try again in a moment.',
      'the lookup error',
    );
    check(
      calls.filter((call) => call === `POST ${DOMAINS}/d4/reverify`).length === 2,
      `calls ${calls.join()}`,
    );
    check(failedRow(), 'the failed row is still listed');
  });
});
