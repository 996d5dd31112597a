// <directory-sync> on the built kit: the real test server for the seeded admin (no directory
// yet: the set-up card), and answers given by the test itself (fetch stubbed for made-up hosts)
// for every state of the provider's widget (anchor-widgets.md §2), several directories, a list
// without a link, the error fallback, another language, the dark appearance and the keyboard.
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
  testToken,
  waitFor,
} from './support.js';
import { stubHost, type StubHandler } from './stub-host.js';

const DIRECTORIES = '/_widgets/directory-sync/directories';
const LINK = 'https://portal.example.test/admin-portal/session/abc';
const minute = 60 * 1000;

const answer =
  (data: unknown[], link: string | null = LINK): StubHandler =>
  ({ url }) =>
    url.pathname === DIRECTORIES
      ? { status: 200, body: { data, link } }
      : { status: 404, body: { message: 'Not found' } };

function directory(overrides: Record<string, unknown>) {
  return {
    id: 'directory_1',
    name: 'Acme Okta',
    type: 'okta scim v2.0',
    state: 'linked',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    lastSyncRunAt: new Date(Date.now() - 5 * minute).toISOString(),
    metadata: { users: { active: 12, inactive: 3 }, groups: 1 },
    ...overrides,
  };
}

async function addWidget(
  handler?: StubHandler,
  attributes: Record<string, string> = {},
  seen?: string[],
) {
  const element = handler
    ? addElement(
        'directory-sync',
        { 'api-https': 'true', 'api-port': '', ...attributes },
        stubHost('dsync', (request) => {
          seen?.push(
            `${request.method} ${request.url.pathname} ${request.headers.get('WorkOS-Widgets-Type')}`,
          );
          return handler(request);
        }),
      )
    : addElement('directory-sync', attributes);
  element.authToken = await testToken();
  return element;
}

const root = (element: HTMLElement) => element.shadowRoot!;
const text = (scope: ParentNode, selector: string) =>
  scope.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const settled = (element: HTMLElement) =>
  waitFor(
    () => ['ready', 'error'].includes(element.getAttribute('data-state') ?? ''),
    'the widget to settle',
    10000,
  );

afterEach(() => {
  window.fetch = originalFetch;
  removeCreated();
});

describe('directory-sync', () => {
  it('given the seeded admin with no directory, should offer Set up directory as a link to the admin portal in a new tab', async () => {
    const element = await addWidget();
    await settled(element);
    check(element.getAttribute('data-state') === 'ready', 'not ready');
    check(
      text(root(element), '.ds-empty-text') === 'You haven’t set up a directory yet.',
      `empty text ${text(root(element), '.ds-empty-text')}`,
    );
    const link = root(element).querySelector<HTMLAnchorElement>('a[part="portal-button"]');
    check(link, 'no portal link');
    check(/Set up directory/.test(link.textContent ?? ''), `label ${link.textContent}`);
    check(link.target === '_blank' && link.rel.includes('noopener'), 'not a new-tab link');
    check(new URL(link.href).pathname.startsWith('/admin-portal'), `href ${link.href}`);
    await expectAxeClean(element);
  });

  const states: Array<{
    state: string;
    badge: string | null;
    progress: string | null;
    counts: string | null;
    button: string | null;
    callout: RegExp | null;
  }> = [
    {
      state: 'unlinked',
      badge: null,
      progress: 'Setup in progress...',
      counts: null,
      button: 'Continue setup',
      callout: null,
    },
    {
      state: 'validating',
      badge: null,
      progress: 'Waiting for users and groups...',
      counts: null,
      button: 'Manage',
      callout: null,
    },
    {
      state: 'linked',
      badge: 'Connected',
      progress: null,
      counts: '12 users ∙ , 1 group ∙ , Last sync 5 minutes ago',
      button: 'Manage',
      callout: null,
    },
    {
      state: 'invalid_credentials',
      badge: 'Requires action',
      progress: null,
      counts: '12 users ∙ , 1 group ∙ , Last sync 5 minutes ago',
      button: 'Manage',
      callout: /credentials are invalid or have expired/,
    },
    {
      state: 'requires_type',
      badge: 'Requires action',
      progress: null,
      counts: null,
      button: 'Manage',
      callout: /requires additional configuration/,
    },
    {
      state: 'deleting',
      badge: null,
      progress: 'Deleting directory...',
      counts: '12 users ∙ , 1 group ∙ , Last sync 5 minutes ago',
      button: null,
      callout: null,
    },
  ];
  for (const expected of states) {
    it(`given a ${expected.state} directory, should show its badge, progress, counts, button and callout`, async () => {
      const seen: string[] = [];
      const element = await addWidget(answer([directory({ state: expected.state })]), {}, seen);
      await settled(element);
      const card = root(element).querySelector('[part~="card"]')!;
      check(card.getAttribute('data-state') === expected.state, 'card state');
      check(
        text(card, '.status-card-title') === 'Acme Okta',
        `title ${text(card, '.status-card-title')}`,
      );
      check(text(card, '.status-card-subtitle') === 'Okta', 'provider name');
      check(
        text(card, '[part~="state-badge"]') === expected.badge,
        `badge ${text(card, '[part~="state-badge"]')}`,
      );
      check(
        text(card, '[part="progress"]') === expected.progress,
        `progress ${text(card, '[part="progress"]')}`,
      );
      check(
        text(card, '[part="counts"]') === expected.counts,
        `counts ${text(card, '[part="counts"]')}`,
      );
      const button = card.querySelector<HTMLAnchorElement>('a[part="portal-button"]');
      check(
        (button?.textContent?.replace(' (opens in a new tab)', '').replace('↗', '').trim() ??
          null) === expected.button,
        `button ${button?.textContent}`,
      );
      if (button) check(button.href === LINK, `href ${button.href}`);
      const callout = text(card, '.status-card-note');
      check(
        expected.callout ? expected.callout.test(callout ?? '') : callout === null,
        `callout ${callout}`,
      );
      check(
        seen.every((line) => line.endsWith(' directory-sync')),
        `widget type: ${seen.join('; ')}`,
      );
      await expectAxeClean(element);
    });
  }

  it('given two directories, one of an unmapped type and one never synced, should show a card each with the raw type and no last sync', async () => {
    const element = await addWidget(
      answer([
        directory({}),
        directory({
          id: 'directory_2',
          name: '',
          type: 'sailpoint scim v2.0',
          lastSyncRunAt: null,
          metadata: { users: { active: 1, inactive: 0 }, groups: 0 },
        }),
      ]),
    );
    await settled(element);
    const cards = root(element).querySelectorAll('li[part~="card"]');
    check(cards.length === 2, `${cards.length} cards`);
    check(text(cards[1]!, '.status-card-title') === 'sailpoint scim v2.0', 'raw type as title');
    check(
      text(cards[1]!, '[part="counts"]') === '1 user ∙ , 0 groups',
      `counts ${text(cards[1]!, '[part="counts"]')}`,
    );
    check(cards[1]!.querySelector('[data-icon="generic"]'), 'generic icon');
  });

  it('given a list without a link, should render the button disabled', async () => {
    const element = await addWidget(answer([directory({})], ''));
    await settled(element);
    const button = root(element).querySelector<HTMLButtonElement>('button[part="portal-button"]');
    check(button?.disabled, 'button not disabled');
    check(!root(element).querySelector('a[part="portal-button"]'), 'a link without href');
  });

  it('given the server fails, should show the error fallback and report error', async () => {
    const element = await addWidget(() => ({ status: 500, body: { message: 'boom' } }));
    await settled(element);
    check(element.getAttribute('data-state') === 'error', 'not in error');
    await waitFor(() => root(element).querySelector('[role="alert"]'), 'the error fallback');
    await expectAxeClean(element);
  });

  it('given Japanese and the dark appearance, should show the translated card and stay axe-clean', async () => {
    const element = await addWidget(answer([directory({ state: 'invalid_credentials' })]), {
      locale: 'ja',
      appearance: 'dark',
    });
    await settled(element);
    await waitFor(
      () => text(root(element), '[part~="state-badge"]') === '対応が必要',
      'Japanese badge',
    );
    check(/12 人のユーザー/.test(text(root(element), '[part="counts"]') ?? ''), 'Japanese counts');
    await expectAxeClean(element);
  });

  it('given the keyboard, should reach the portal link with Tab and announce admin-portal-opened when it is used', async () => {
    const element = await addWidget(answer([directory({})]));
    await settled(element);
    const opened: unknown[] = [];
    element.addEventListener('admin-portal-opened', (event) => opened.push(event.detail));
    const link = root(element).querySelector<HTMLAnchorElement>('a[part="portal-button"]')!;
    check(link.tabIndex === 0, 'link not in the tab order');
    link.focus();
    check(root(element).activeElement === link, 'link does not take focus');
    // Following it would open a tab: keep the click, not the navigation.
    root(element).addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    check(
      JSON.stringify(opened) === JSON.stringify([{ intent: 'dsync', directoryId: 'directory_1' }]),
      `events ${JSON.stringify(opened)}`,
    );
  });
});
