// <audit-logs> and <audit-log-streaming> on the built kit: against the real test server (Acme's
// seeded trail) for the list, keyboard details, filters and the CSV export; against answers
// given by the test (fetch stubbed for made-up hosts) for loading, empty, error, paging and each
// state of the stream. axe in each state.
import '../../dist/widgets/widgets.js';
import { press } from './gallery-support.js';
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
  typeInto,
  waitFor,
} from './support.js';
import { stubHost, type StubHandler } from './stub-host.js';

const root = (element: HTMLElement) => element.shadowRoot!;
const rows = (element: HTMLElement) =>
  Array.from(root(element).querySelectorAll<HTMLElement>('tbody tr:not([data-skeleton])'));
const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLElement>('button, a')).find((button) =>
    button.textContent?.trim().startsWith(text),
  );
const dialog = (element: HTMLElement) =>
  root(element).querySelector<HTMLElement>('[role="dialog"]');
const ready = (element: HTMLElement) =>
  waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
const deepActive = (element: HTMLElement) => root(element).activeElement as HTMLElement | null;

let hostCount = 0;
const freshHostname = () => `audit-logs-${++hostCount}.localhost`;

async function addStub<K extends 'audit-logs' | 'audit-log-streaming'>(
  tag: K,
  handler: StubHandler,
) {
  const element = addElement(
    tag,
    { 'api-https': 'true', 'api-port': '' },
    stubHost('fixture-audit', handler),
  );
  element.authToken = await testToken();
  return element;
}

const event = (index: number) => ({
  id: `01JD${String(index).padStart(22, '0')}`,
  action: index % 2 ? 'member.invited' : 'api_key.created',
  occurredAt: new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString(),
  actor: { id: 'user_1', type: 'user', name: 'Ada Admin' },
  targets: [{ id: `target_${index}`, type: 'invitation', name: `person${index}@acme.test` }],
  location: '203.0.113.7',
  userAgent: 'Fixture/1.0',
  metadata: { index: String(index) },
});

const actions = { status: 200, body: { data: ['api_key.created', 'member.invited'] } };

const startUrl = window.location.href;

afterEach(() => {
  window.fetch = originalFetch;
  removeCreated();
  history.replaceState(null, '', startUrl);
});

describe('<audit-logs>', () => {
  it('given Acme’s trail, should list it newest first, open an event’s details from the keyboard and give the focus back on Escape', async () => {
    // The seed's trail is 26 to 72 hours old; the element tests that ran before this one on the
    // shared server recorded events of their own since it started (invitations, keys, roles), as
    // many as they like. Up to the day 26 hours ago (al_to), the trail is the seed's alone.
    const seedDay = new Date(Date.now() - 26 * 3_600_000);
    const day = (part: number) => String(part).padStart(2, '0');
    history.replaceState(
      null,
      '',
      `?al_to=${seedDay.getFullYear()}-${day(seedDay.getMonth() + 1)}-${day(seedDay.getDate())}`,
    );
    const element = addElement('audit-logs', {}, freshHostname());
    element.authToken = await testToken();
    await ready(element);
    const actionsShown = rows(element).map((row) => row.querySelector('code')?.textContent);
    const seeded = ['invitation.resent', 'api_key.created', 'member.invited'];
    check(
      JSON.stringify(actionsShown) === JSON.stringify(seeded),
      `seeded actions newest first, got ${actionsShown.join(', ')}`,
    );
    await expectAxeClean(element);

    const opened: Array<Record<string, unknown>> = [];
    element.addEventListener('audit-log-event-opened', (e) =>
      opened.push((e as CustomEvent).detail as Record<string, unknown>),
    );
    const row = rows(element).find((candidate) =>
      candidate.textContent?.includes('member.invited'),
    )!;
    const open = row.querySelector<HTMLButtonElement>('button[part="event-button"]')!;
    check(
      open.getAttribute('aria-label')?.startsWith('Details of member.invited by Ada Admin'),
      'named',
    );
    open.focus();
    await press('Enter');
    const details = await waitFor(() => dialog(element), 'the details dialog');
    check(details.textContent?.includes('Event details'), 'titled');
    check(details.textContent?.includes('mei.chen@acme.test'), 'target shown');
    check(details.textContent?.includes('203.0.113.24'), 'IP address shown');
    check(details.textContent?.includes('roles: member'), 'metadata shown');
    check(details.contains(deepActive(element)), 'focus moved into the dialog');
    check(opened[0]?.action === 'member.invited', 'audit-log-event-opened dispatched');
    await expectAxeClean(details);
    await press('Escape');
    await waitFor(() => !dialog(element), 'the dialog closed');
    await waitFor(() => deepActive(element) === open, 'focus back on the event button');
  });

  it('given an actor filter, should list what matches, show no match with Clear filters, and reject a reversed date range on its field without asking', async () => {
    const element = addElement('audit-logs', {}, freshHostname());
    element.authToken = await testToken();
    await ready(element);
    const actor = root(element).querySelector<HTMLInputElement>('.al-filter-actor input')!;
    typeInto(actor, 'zz-nobody');
    await waitFor(() => root(element).textContent?.includes('No events found'), 'no match');
    await expectAxeClean(element);
    buttonIn(root(element).querySelector('[part="empty"]')!, 'Clear filters')!.click();
    await waitFor(() => rows(element).length > 0, 'the list back');
    check(actor.value === '', 'the actor box emptied');
    typeInto(actor, 'ada admin');
    await waitFor(
      () =>
        rows(element).length > 0 &&
        rows(element).every((row) => row.textContent?.includes('Ada Admin')),
      'Ada’s events only',
    );

    // What the widget asked for, from the resource timings (its client keeps its own fetch).
    const requests = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes(`${element.getAttribute('api-hostname')}`));
    const [from, to] = Array.from(
      root(element).querySelectorAll<HTMLInputElement>('input[type="date"]'),
    );
    typeInto(to!, '2026-01-01');
    await waitFor(() => requests().some((url) => url.includes('rangeEnd=')), 'the range applied');
    const before = requests().length;
    typeInto(from!, '2026-02-01');
    const field = await waitFor(
      () => root(element).querySelector<HTMLInputElement>('input[aria-invalid="true"]'),
      'the start date marked invalid',
    );
    check(field === from, 'the error is on the start date');
    check(
      root(element).textContent?.includes('The start date must be on or before the end date.'),
      'the range error',
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    check(
      !requests()
        .slice(before)
        .some((url) => url.includes('rangeStart=')),
      'no request for a reversed range',
    );
  });

  it('given Export CSV, should create an export of the filtered events, offer its CSV and emit audit-log-exported', async () => {
    const element = addElement('audit-logs', {}, freshHostname());
    element.authToken = await testToken();
    await ready(element);
    const exported: Array<{ id: string; filters: Record<string, string> }> = [];
    element.addEventListener('audit-log-exported', (e) =>
      exported.push((e as CustomEvent).detail as { id: string; filters: Record<string, string> }),
    );
    typeInto(root(element).querySelector<HTMLInputElement>('.al-filter-actor input')!, 'Ada Admin');
    await waitFor(
      () =>
        performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              entry.name.includes(element.getAttribute('api-hostname')!) &&
              entry.name.includes('actor=Ada'),
          ),
      'the filter applied',
    );
    buttonIn(root(element), 'Export CSV')!.click();
    const link = await waitFor(
      () => root(element).querySelector<HTMLAnchorElement>('a[part="export-link"]'),
      'the download link',
    );
    check(/\/audit_log_exports\/audit_log_export_[A-Z0-9]{26}\.csv\?/.test(link.href), link.href);
    check(exported[0]?.filters.actor === 'Ada Admin', 'the export carries the filter');
    await expectAxeClean(element);
    const csv = await (await originalFetch(link.href)).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    check(header?.startsWith('id,action,version,occurred_at,actor_id'), `header ${header}`);
    check(
      lines.some((line) => line.includes('member.invited')),
      'the seeded invitation exported',
    );
    check(
      lines.every((line) => line.includes('Ada Admin')),
      'only the filtered actor’s events',
    );
  });

  it('given a slow first page, should show skeleton rows marked busy; given none, the empty state', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const element = await addStub('audit-logs', async ({ url }) => {
      if (url.pathname.endsWith('/actions')) return actions;
      await held;
      return { status: 200, body: { data: [], list_metadata: { before: null, after: null } } };
    });
    const table = await waitFor(
      () => root(element).querySelector('table[aria-busy="true"]'),
      'a busy table',
    );
    check(table.querySelectorAll('tr[data-skeleton]').length === 10, 'ten skeleton rows');
    await expectAxeClean(element);
    release();
    await waitFor(() => root(element).textContent?.includes('No events yet'), 'the empty state');
    check(!buttonIn(root(element), 'Clear filters'), 'no Clear filters without filters');
    await expectAxeClean(element);
  });

  it('given a failing first load, should show the error fallback and emit error', async () => {
    const element = await addStub('audit-logs', ({ url }) =>
      url.pathname.endsWith('/actions') ? actions : { status: 500, body: { message: 'boom' } },
    );
    let errored = false;
    element.addEventListener('error', () => (errored = true));
    await waitFor(() => element.getAttribute('data-state') === 'error', 'the error state', 20000);
    check(root(element).querySelector('[role="alert"]'), 'an alert');
    check(errored, 'error dispatched');
    await expectAxeClean(element);
  });

  it('given more than a page, should walk Older with the cursor and come back with Newer', async () => {
    const asked: string[] = [];
    const element = await addStub('audit-logs', ({ url }) => {
      if (url.pathname.endsWith('/actions')) return actions;
      const after = url.searchParams.get('after');
      asked.push(after ?? 'first');
      const page = after ? [event(1)] : Array.from({ length: 10 }, (_, i) => event(20 - i));
      return {
        status: 200,
        body: { data: page, list_metadata: { before: null, after: after ? null : event(11).id } },
      };
    });
    await ready(element);
    const pager = root(element).querySelector<HTMLElement>('[part="pager"]')!;
    check(!buttonIn(pager, 'Newer'), 'no Newer on the newest page');
    buttonIn(pager, 'Older')!.click();
    await waitFor(() => rows(element).length === 1, 'the older page');
    check(asked.includes(event(11).id), 'asked with the after cursor');
    const back = root(element).querySelector<HTMLElement>('[part="pager"]')!;
    check(!buttonIn(back, 'Older'), 'no Older on the last page');
    await expectAxeClean(element);
    buttonIn(back, 'Newer')!.click();
    await waitFor(() => rows(element).length === 10, 'the newest page again');
  });
});

describe('<audit-logs> filters in the page URL', () => {
  const pages = (asked: URL[]) => asked.filter((url) => url.pathname.endsWith('/events'));
  const eventsHost =
    (asked: URL[]) =>
    ({ url }: { url: URL }) => {
      if (url.pathname.endsWith('/actions')) return actions;
      asked.push(url);
      return {
        status: 200,
        body: { data: [event(1)], list_metadata: { before: null, after: null } },
      };
    };
  const controls = (element: HTMLElement) => {
    const [from, to] = Array.from(
      root(element).querySelectorAll<HTMLInputElement>('input[type="date"]'),
    );
    return {
      actor: root(element).querySelector<HTMLInputElement>('.al-filter-actor input')!,
      from: from!,
      to: to!,
      action: root(element).querySelector<HTMLElement>(
        '.al-filter-action [role="combobox"], .al-filter-action button',
      )!,
    };
  };

  it('given al_action, al_actor, al_from and al_to, should send the first request with all four and show them in the controls', async () => {
    history.replaceState(
      null,
      '',
      '?keep=1&al_action=member.invited&al_actor=Ada&al_from=2026-11-01&al_to=2026-11-30',
    );
    const asked: URL[] = [];
    const element = await addStub('audit-logs', eventsHost(asked));
    await ready(element);
    const first = pages(asked)[0]!.searchParams;
    check(first.get('action') === 'member.invited', `action: ${first}`);
    check(first.get('actor') === 'Ada', `actor: ${first}`);
    check(first.get('rangeStart')?.startsWith('2026-1'), `rangeStart: ${first}`);
    check(first.get('rangeEnd')?.startsWith('2026-1'), `rangeEnd: ${first}`);
    check(
      pages(asked).length === 1,
      `one first request, not an unfiltered one first: ${pages(asked).length}`,
    );
    const shown = controls(element);
    check(shown.actor.value === 'Ada', 'the actor box');
    check(shown.from.value === '2026-11-01' && shown.to.value === '2026-11-30', 'the dates');
    check(
      shown.action.textContent?.includes('member.invited'),
      `the action: ${shown.action.textContent}`,
    );
    check(buttonIn(root(element), 'Clear filters'), 'Clear filters offered');
  });

  it('given filters changed, should write each to the URL (keeping the page’s own parameters), a new element starts with them, and Clear filters removes them', async () => {
    history.replaceState(null, '', '?keep=1');
    const asked: URL[] = [];
    const element = await addStub('audit-logs', eventsHost(asked));
    await ready(element);
    const shown = controls(element);
    typeInto(shown.to, '2026-11-30');
    typeInto(shown.actor, 'Ada Admin');
    const url = () => new URL(window.location.href).searchParams;
    await waitFor(
      () => url().get('al_actor') === 'Ada Admin',
      'al_actor written after the debounce',
    );
    check(url().get('al_to') === '2026-11-30', `al_to: ${url()}`);
    check(
      url().get('keep') === '1' && !url().has('al_action') && !url().has('al_from'),
      `${url()}`,
    );

    // As after a reload: a new element reads the URL.
    removeCreated();
    const again: URL[] = [];
    const reloaded = await addStub('audit-logs', eventsHost(again));
    await ready(reloaded);
    const first = pages(again)[0]!.searchParams;
    check(first.get('actor') === 'Ada Admin' && first.has('rangeEnd'), `${first}`);
    check(controls(reloaded).actor.value === 'Ada Admin', 'the actor box again');

    buttonIn(root(reloaded), 'Clear filters')!.click();
    await waitFor(() => !url().has('al_actor') && !url().has('al_to'), 'the filters removed');
    check(url().get('keep') === '1', 'the page’s own parameter kept');
    check(controls(reloaded).actor.value === '', 'the actor box emptied');
  });
});

describe('<audit-log-streaming>', () => {
  const tenMinutesAgoUlid = () => {
    let time = Date.now() - 10 * 60 * 1000;
    let text = '';
    for (let i = 0; i < 10; i += 1) {
      text = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[time % 32] + text;
      time = Math.floor(time / 32);
    }
    return `${text}${'0'.repeat(16)}`;
  };
  const stream = (state: string, extra: Record<string, unknown> = {}) => ({
    status: 200,
    body: { id: 'als_1', state, type: 'Datadog', auditLogTrailId: 'trail_1', ...extra },
  });

  it('given Acme with no stream, should offer "Set up Log Streams"', async () => {
    const element = addElement('audit-log-streaming', {}, freshHostname());
    element.authToken = await testToken();
    await ready(element);
    check(root(element).textContent?.includes("You haven't set up Log Streams yet."), 'text');
    check(buttonIn(root(element), 'Set up Log Streams'), 'the set-up button');
    await expectAxeClean(element);
  });

  it('given each state, should show the anchor widget’s badge, button, last sync and notice', async () => {
    const cases: Array<[Record<string, unknown>, string[], string[]]> = [
      [stream('Inactive'), ['Datadog', 'Setup in progress', 'Continue setup'], ['Last sync']],
      [
        stream('Active', { lastSyncedEventId: tenMinutesAgoUlid() }),
        ['Datadog', 'Streaming', 'Last sync 10 minutes ago', 'Manage'],
        ['credentials'],
      ],
      [
        stream('Invalid', { lastSyncedEventId: tenMinutesAgoUlid(), errorMessage: 'HTTP 401' }),
        ['Not streaming', 'Manage', 'The credentials provided are incorrect or missing.'],
        ['HTTP 401'],
      ],
      [
        {
          status: 200,
          body: { id: 'als_2', state: 'Error', type: 'GenericHttps', auditLogTrailId: 't' },
        },
        ['Generic HTTPS', 'Not streaming', 'No events delivered yet'],
        [],
      ],
    ];
    for (const [answer, shown, hidden] of cases) {
      const element = await addStub('audit-log-streaming', () => answer as never);
      await ready(element);
      const text = root(element).textContent ?? '';
      for (const part of shown)
        check(text.includes(part), `${JSON.stringify(answer.body)}: ${part}`);
      for (const part of hidden)
        check(!text.includes(part), `${JSON.stringify(answer.body)}: not ${part}`);
      await expectAxeClean(element);
      element.remove();
    }
  });

  it('given the button, should ask for a log_streams link and, with the tab refused, show it', async () => {
    const asked: string[] = [];
    const element = await addStub('audit-log-streaming', ({ method, url }) => {
      if (method === 'POST') {
        asked.push(url.search);
        return { status: 201, body: { link: 'https://portal.example.test/log-streams' } };
      }
      return { status: 200, body: {} };
    });
    await ready(element);
    const open = window.open;
    window.open = () => null;
    try {
      buttonIn(root(element), 'Set up Log Streams')!.click();
      const link = await waitFor(
        () =>
          root(element).querySelector<HTMLAnchorElement>(
            '.kit-portal-blocked a[href="https://portal.example.test/log-streams"]',
          ),
        'the link shown',
      );
      check(link, 'link');
    } finally {
      window.open = open;
    }
    check(asked[0] === '?intent=log_streams', `asked ${asked.join(' ')}`);
    await expectAxeClean(element);
  });
});
