// The one list the accessibility, reliability and benchmark suites read: every dashboard route,
// and every widget tag with its demo page, its settings route, the states and dialog steps to
// check, and the write a user can lose to a fault. A new widget joins every suite by adding an
// entry to `widgets` below (and its route, if new, to `dashboardRoutes`).
import type { Locator, Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@acme.test';
export const MEMBER_EMAIL = 'member@acme.test';

/** A server-side fault set through the test-mode route POST /_test/faults. */
export interface Fault {
  method: 'GET' | 'POST' | 'DELETE' | '*';
  path: string;
  status?: number;
  latencyMs?: number;
  drop?: boolean;
  times?: number;
}

/** Where a state is reached from: the widget's host page with the widget ready. */
export interface StateContext {
  page: Page;
  widget: Locator;
}

export interface WidgetState {
  /** Short name, used in test titles. */
  name: string;
  /** Faults in force before the page loads (for loading and error states). */
  faults?: Fault[];
  /** false when the state is reached before the widget is ready (loading, error). */
  waitForReady?: boolean;
  /** Brings the widget into the state. */
  reach?: (context: StateContext) => Promise<void>;
}

/** A write the user types into a form; the reliability suite breaks it with faults. */
export interface FaultedWrite {
  name: string;
  /** The request the write sends (the fault target). */
  request: Pick<Fault, 'method' | 'path'>;
  /** Opens the form and types; returns what the user typed, by field label. */
  fill: (context: StateContext) => Promise<Record<string, string>>;
  /** The field labels that must keep their values, inside this layer. */
  form: (context: StateContext) => Locator;
  submit: (context: StateContext) => Promise<void>;
  /** The catalogue message (SPEC.md §8) shown for a failed write (a pattern when it varies). */
  message: string | RegExp;
  /** After the fault is lifted and the write resent: proof that it took effect. */
  succeeded: (context: StateContext, typed: Record<string, string>) => Promise<void>;
}

export interface WidgetEntry {
  tag: string;
  /** The plain demo page hosting the tag (test mode hands it an admin token). */
  demoPath: string;
  /** The dashboard route hosting the tag. */
  settingsPath: string;
  /** Who can see the widget on the dashboard. */
  signInAs: string;
  /** Requests the widget sends on load (method + path prefix), for the benchmark. */
  loadRequests: string[];
  /** Text that proves the widget's data is on screen. */
  firstContent: (widget: Locator) => Locator;
  states: WidgetState[];
  writes: FaultedWrite[];
}

const USERS_API = '/_widgets/UserManagement';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Searches and waits for the answer, as a user reads the results before acting on a row: the
 * list must show only matching rows. (Returning once a matching row shows let the states act on
 * the unsearched list, which already holds the seeded members: the answer then moved the row,
 * and its open menu, between the press on an item and its release, and the click was lost.)
 */
async function searchFor({ widget }: StateContext, text: string): Promise<void> {
  await widget.getByRole('searchbox', { name: 'Search users' }).fill(text);
  const rows = widget.getByRole('table').locator('tbody tr');
  await rows.filter({ hasText: text }).first().waitFor({ state: 'visible' });
  await rows.filter({ hasNotText: text }).first().waitFor({ state: 'detached' });
  await widget.locator('table[aria-busy]').waitFor({ state: 'detached' });
}

async function rowAction(context: StateContext, email: string, action: string): Promise<void> {
  await searchFor(context, email);
  await context.widget
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await context.page.getByRole('menuitem', { name: action }).click();
}

async function openInvite({ widget, page }: StateContext): Promise<Locator> {
  await widget.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

// Seeded members (server/seed) the states act on without changing them.
const SEEDED_INVITED = 'mei.chen@acme.test';
const SEEDED_ACTIVE = 'grace.kim@acme.test';

const usersManagement: WidgetEntry = {
  tag: 'users-management',
  demoPath: '/demo/users-management.html',
  settingsPath: '/settings/user-management',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${USERS_API}/members`, `GET ${USERS_API}/roles-and-config`],
  firstContent: (widget) => widget.getByRole('table').locator('tbody tr').first(),
  states: [
    {
      name: 'loading',
      waitForReady: false,
      faults: [{ method: 'GET', path: `${USERS_API}/members`, latencyMs: 8000, times: 1 }],
      reach: async ({ widget }) => {
        await widget.locator('[aria-busy="true"]').first().waitFor({ state: 'attached' });
      },
    },
    {
      name: 'server error',
      waitForReady: false,
      faults: [{ method: 'GET', path: `${USERS_API}/members`, status: 500 }],
      reach: async ({ widget }) => {
        await widget.getByText(/An unknown error occurred/).waitFor({ state: 'visible' });
      },
    },
    {
      name: 'network error',
      waitForReady: false,
      faults: [{ method: 'GET', path: `${USERS_API}/members`, drop: true }],
      reach: async ({ widget }) => {
        await widget.getByText('Error fetching data').waitFor({ state: 'visible' });
      },
    },
    { name: 'list' },
    {
      name: 'no match',
      reach: async ({ widget }) => {
        await widget.getByRole('searchbox', { name: 'Search users' }).fill('zzz-nobody-here');
        await widget.getByText('No users found for query').waitFor({ state: 'visible' });
      },
    },
    {
      name: 'role filter open',
      reach: async ({ widget }) => {
        await widget.getByLabel('Filter by role').click();
        await widget.getByRole('option').first().waitFor({ state: 'visible' });
      },
    },
    {
      name: 'actions menu open',
      reach: async (context) => {
        await searchFor(context, SEEDED_ACTIVE);
        await context.widget
          .getByRole('table')
          .locator('tbody tr')
          .filter({ hasText: SEEDED_ACTIVE })
          .getByRole('button', { name: /^Actions for/ })
          .click();
        await context.page.getByRole('menuitem').first().waitFor({ state: 'visible' });
      },
    },
    {
      name: 'invite dialog',
      reach: async (context) => {
        await openInvite(context);
      },
    },
    {
      name: 'invite dialog with field error',
      reach: async (context) => {
        const dialog = await openInvite(context);
        await dialog.getByLabel('Email').fill('member@acme.test');
        await dialog.getByRole('button', { name: 'Send invite' }).click();
        await dialog.getByText(/user already exists/i).waitFor({ state: 'visible' });
      },
    },
    {
      name: 'edit role dialog',
      reach: async (context) => {
        await rowAction(context, SEEDED_ACTIVE, 'Edit role');
        await context.page.getByRole('dialog', { name: 'Edit role' }).waitFor();
      },
    },
    {
      name: 'remove user dialog',
      reach: async (context) => {
        await rowAction(context, SEEDED_ACTIVE, 'Remove user');
        await context.page.getByRole('alertdialog', { name: 'Remove user' }).waitFor();
      },
    },
    {
      name: 'resend invite dialog',
      reach: async (context) => {
        await rowAction(context, SEEDED_INVITED, 'Resend invitation');
        await context.page.getByRole('alertdialog', { name: 'Resend invite?' }).waitFor();
      },
    },
    {
      name: 'invite sent dialog',
      reach: async (context) => {
        await rowAction(context, SEEDED_INVITED, 'Resend invitation');
        const confirm = context.page.getByRole('alertdialog', { name: 'Resend invite?' });
        await confirm.getByRole('button', { name: 'Resend invite' }).click();
        await context.page.getByRole('dialog', { name: 'Invite sent' }).waitFor();
      },
    },
    {
      name: 'revoke invite dialog',
      reach: async (context) => {
        await rowAction(context, SEEDED_INVITED, 'Revoke invitation');
        await context.page.getByRole('alertdialog', { name: 'Revoke invite?' }).waitFor();
      },
    },
  ],
  writes: [
    {
      name: 'invite a user',
      request: { method: 'POST', path: `${USERS_API}/invite-user` },
      fill: async (context) => {
        const dialog = await openInvite(context);
        const email = uniqueEmail('fault');
        await dialog.getByLabel('Email').fill(email);
        return { Email: email };
      },
      form: ({ page }) => page.getByRole('dialog', { name: 'Invite user' }),
      submit: async ({ page }) => {
        await page
          .getByRole('dialog', { name: 'Invite user' })
          .getByRole('button', { name: 'Send invite' })
          .click();
      },
      message: 'There was an error inviting this user. Please refresh the page and try again.',
      succeeded: async (context, typed) => {
        await context.page.getByRole('dialog', { name: 'Invite user' }).waitFor({
          state: 'hidden',
        });
        await searchFor(context, typed.Email!);
      },
    },
  ],
};

const PROFILE_API = '/_widgets/UserProfile';
const ADMIN_PORTAL_API = '/_widgets/admin-portal';

/** The loading state: the first load request held for 8 s, the widget's busy placeholder shown. */
function loadingState(path: string, busy: (widget: Locator) => Locator): WidgetState {
  return {
    name: 'loading',
    waitForReady: false,
    faults: [{ method: 'GET', path, latencyMs: 8000, times: 1 }],
    reach: async ({ widget }) => {
      await busy(widget).first().waitFor({ state: 'attached' });
    },
  };
}

/** The server error state: every load answered 500, the shared error fallback shown. */
function serverErrorState(path: string): WidgetState {
  return {
    name: 'server error',
    waitForReady: false,
    faults: [{ method: 'GET', path, status: 500 }],
    reach: async ({ widget }) => {
      await widget.getByRole('alert').waitFor({ state: 'visible' });
    },
  };
}

const ariaBusy = (widget: Locator) => widget.locator('[aria-busy="true"]');

async function openEditName({ widget }: StateContext): Promise<Locator> {
  await widget.getByRole('button', { name: 'Edit name' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Edit name' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

const PROFILE_NAME = { first: 'Ada', last: 'Admin' };

const userProfile: WidgetEntry = {
  tag: 'user-profile',
  demoPath: '/demo/user-profile.html',
  settingsPath: '/settings/profile',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${PROFILE_API}/me`],
  firstContent: (widget) => widget.getByText(ADMIN_EMAIL),
  states: [
    loadingState(`${PROFILE_API}/me`, ariaBusy),
    serverErrorState(`${PROFILE_API}/me`),
    { name: 'profile' },
    {
      name: 'edit name dialog',
      reach: async (context) => {
        await openEditName(context);
      },
    },
    {
      // The e-mail change's first step (identity verification), before any code is sent.
      name: 'change e-mail dialog',
      reach: async ({ widget }) => {
        await widget.getByRole('button', { name: 'Change e-mail address' }).click();
        await widget.getByRole('dialog', { name: 'Verify your identity' }).waitFor();
      },
    },
  ],
  writes: [
    {
      name: 'edit the name',
      request: { method: 'POST', path: `${PROFILE_API}/me` },
      fill: async (context) => {
        const dialog = await openEditName(context);
        const typed = { 'First name': 'Faulty', 'Last name': `Write ${Date.now().toString(36)}` };
        await dialog.getByLabel('First name').fill(typed['First name']);
        await dialog.getByLabel('Last name').fill(typed['Last name']);
        return typed;
      },
      form: ({ widget }) => widget.getByRole('dialog', { name: 'Edit name' }),
      submit: async ({ widget }) => {
        await widget
          .getByRole('dialog', { name: 'Edit name' })
          .getByRole('button', { name: 'Save' })
          .click();
      },
      // The server's message for an error answer, 'Network error' without one (SPEC.md §8).
      message: /^(Injected fault \(status 500\)|Network error)$/,
      succeeded: async (context, typed) => {
        const dialog = context.widget.getByRole('dialog', { name: 'Edit name' });
        await dialog.waitFor({ state: 'hidden' });
        await context.widget
          .getByText(`${typed['First name']} ${typed['Last name']}`)
          .waitFor({ state: 'visible' });
        // Put the seeded name back: other suites show 'Ada Admin'.
        await openEditName(context);
        await dialog.getByLabel('First name').fill(PROFILE_NAME.first);
        await dialog.getByLabel('Last name').fill(PROFILE_NAME.last);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await context.widget
          .getByText(`${PROFILE_NAME.first} ${PROFILE_NAME.last}`)
          .waitFor({ state: 'visible' });
      },
    },
  ],
};

const userSecurity: WidgetEntry = {
  tag: 'user-security',
  demoPath: '/demo/user-security.html',
  settingsPath: '/settings/security',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${PROFILE_API}/authentication-information`, `GET ${PROFILE_API}/me`],
  firstContent: (widget) => widget.getByRole('button', { name: 'Change' }),
  states: [
    loadingState(`${PROFILE_API}/authentication-information`, ariaBusy),
    serverErrorState(`${PROFILE_API}/authentication-information`),
    { name: 'password and MFA rows' },
    {
      // Opened, never submitted: the seeded password stays.
      name: 'change password dialog',
      reach: async ({ widget }) => {
        await widget.getByRole('button', { name: 'Change' }).click();
        await widget.getByRole('dialog', { name: 'Change Password' }).waitFor();
      },
    },
    {
      // The identity check in front of MFA setup, before any code is sent.
      name: 'verify identity dialog',
      reach: async ({ widget }) => {
        await widget.getByRole('button', { name: 'Set up authenticator app' }).click();
        await widget.getByRole('dialog', { name: 'Verify your identity' }).waitFor();
      },
    },
    {
      // The passkeys row with no passkey, then the identity check in front of adding one. The
      // later states (the ceremony, the list, rename, remove) need an authenticator:
      // tests/e2e/user-security-passkeys.spec.ts checks each with axe.
      name: 'add passkey identity check',
      reach: async ({ widget }) => {
        await widget
          .getByRole('region', { name: 'Passkeys' })
          .getByRole('button', { name: 'Add a passkey' })
          .click();
        await widget.getByRole('dialog', { name: 'Verify your identity' }).waitFor();
      },
    },
  ],
  writes: [],
};

const sessionsList = (widget: Locator) => widget.getByRole('list', { name: 'Sessions' });

const userSessions: WidgetEntry = {
  tag: 'user-sessions',
  demoPath: '/demo/user-sessions.html',
  settingsPath: '/settings/sessions',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${PROFILE_API}/sessions`],
  firstContent: (widget) => sessionsList(widget).getByRole('listitem').first(),
  states: [
    loadingState(`${PROFILE_API}/sessions`, ariaBusy),
    serverErrorState(`${PROFILE_API}/sessions`),
    { name: 'sessions' },
    {
      // Opened, never confirmed: the seeded sessions stay.
      name: 'sign out of device dialog',
      reach: async ({ widget }) => {
        await sessionsList(widget)
          .getByRole('button', { name: /^Sign out of / })
          .first()
          .click();
        await widget.getByRole('alertdialog', { name: 'Sign out of device?' }).waitFor();
      },
    },
    {
      name: 'sign out of all other devices dialog',
      reach: async ({ widget }) => {
        await widget.getByRole('button', { name: 'Sign out of all other devices' }).click();
        await widget.getByRole('alertdialog', { name: 'Sign out of all other devices?' }).waitFor();
      },
    },
  ],
  writes: [],
};

const ssoConnection: WidgetEntry = {
  tag: 'sso-connection',
  demoPath: '/demo/sso-connection.html',
  settingsPath: '/settings/sso',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${ADMIN_PORTAL_API}/sso-connections`],
  // Acme Loyalty's seeded Okta connection.
  firstContent: (widget) => widget.getByRole('button', { name: /^Manage/ }),
  states: [
    loadingState(`${ADMIN_PORTAL_API}/sso-connections`, (widget) =>
      widget.getByRole('status', { name: 'Loading Single Sign-On status' }),
    ),
    serverErrorState(`${ADMIN_PORTAL_API}/sso-connections`),
    { name: 'connection' },
  ],
  writes: [],
};

// A seeded pending domain of Acme Loyalty: it can be viewed and removed (never removed here).
const SEEDED_PENDING_DOMAIN = 'rewards.acme.test';

async function domainAction({ widget, page }: StateContext, action: string): Promise<void> {
  await widget
    .getByRole('button', { name: `Actions for ${SEEDED_PENDING_DOMAIN}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

const domainVerification: WidgetEntry = {
  tag: 'domain-verification',
  demoPath: '/demo/domain-verification.html',
  settingsPath: '/settings/domain-verification',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${ADMIN_PORTAL_API}/organization-domains`],
  firstContent: (widget) => widget.locator('[part="row"]').first(),
  states: [
    loadingState(`${ADMIN_PORTAL_API}/organization-domains`, (widget) =>
      widget.getByRole('status', { name: 'Loading domains' }),
    ),
    serverErrorState(`${ADMIN_PORTAL_API}/organization-domains`),
    { name: 'domains' },
    {
      name: 'domain view dialog',
      reach: async (context) => {
        await domainAction(context, 'View');
        await context.page
          .getByRole('dialog', { name: `Verify ${SEEDED_PENDING_DOMAIN}` })
          .waitFor();
      },
    },
    {
      name: 'remove domain dialog',
      reach: async (context) => {
        await domainAction(context, 'Remove');
        await context.page.getByRole('alertdialog', { name: 'Remove domain?' }).waitFor();
      },
    },
  ],
  writes: [],
};

const DIRECTORY_SYNC_API = '/_widgets/directory-sync/directories';

// Acme Loyalty starts with no directory: the set-up card. The directory states themselves are
// checked by the element tests (each state from a stubbed list) and the dsync journey.
const directorySync: WidgetEntry = {
  tag: 'directory-sync',
  demoPath: '/demo/directory-sync.html',
  settingsPath: '/settings/directory-sync',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${DIRECTORY_SYNC_API}`],
  firstContent: (widget) => widget.locator('[part~="card"]').first(),
  states: [
    loadingState(DIRECTORY_SYNC_API, (widget) =>
      widget.getByRole('status', { name: 'Loading directories' }),
    ),
    serverErrorState(DIRECTORY_SYNC_API),
    { name: 'directories' },
  ],
  writes: [],
};

const API_KEYS_API = '/_widgets/ApiKeys';

async function openCreateKey({ widget, page }: StateContext): Promise<Locator> {
  await widget.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

const apiKeys: WidgetEntry = {
  tag: 'api-keys',
  demoPath: '/demo/api-keys.html',
  settingsPath: '/settings/api-keys',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${API_KEYS_API}/organization-api-keys`],
  firstContent: (widget) => widget.getByRole('button', { name: 'Create API key' }),
  states: [
    loadingState(`${API_KEYS_API}/organization-api-keys`, ariaBusy),
    serverErrorState(`${API_KEYS_API}/organization-api-keys`),
    { name: 'keys' },
    {
      name: 'no match',
      reach: async ({ widget }) => {
        await widget.getByRole('searchbox', { name: 'Search API keys' }).fill('zz-no-such-key');
        await widget.getByText('No API keys found').waitFor();
      },
    },
    {
      // Opened, never submitted: no key is created.
      name: 'create key dialog',
      reach: async (context) => {
        const dialog = await openCreateKey(context);
        await dialog.getByText('Read customers').waitFor();
      },
    },
  ],
  writes: [],
};

const AUDIT_LOGS_API = '/_widgets/AuditLogs';
const auditTable = (widget: Locator) => widget.getByRole('table', { name: 'Audit log events' });

// Acme's seeded trail (server/seed/seed-audit-events.ts): opened and filtered, never changed.
const auditLogs: WidgetEntry = {
  tag: 'audit-logs',
  demoPath: '/demo/audit-logs.html',
  settingsPath: '/settings/audit-log',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${AUDIT_LOGS_API}/events`],
  firstContent: (widget) => auditTable(widget).locator('tbody tr').first(),
  states: [
    loadingState(`${AUDIT_LOGS_API}/events`, ariaBusy),
    serverErrorState(`${AUDIT_LOGS_API}/events`),
    { name: 'events' },
    {
      name: 'no match',
      reach: async ({ widget }) => {
        await widget.getByRole('textbox', { name: 'Actor' }).fill('zz-nobody');
        await widget.getByText('No events found').waitFor();
      },
    },
    {
      name: 'event details dialog',
      reach: async ({ widget }) => {
        // Other tests on the same server record newer events: the seed's action is picked first,
        // so its rows are on the first page whatever ran before.
        await widget.getByLabel('Action', { exact: true }).click();
        await widget.getByRole('option', { name: 'invitation.resent', exact: true }).click();
        await auditTable(widget)
          .getByRole('button', { name: /^Details of invitation\.resent/ })
          .first()
          .click();
        await widget.getByRole('dialog', { name: 'Event details' }).waitFor();
      },
    },
  ],
  writes: [],
};

const AUDIT_STREAM_API = `${ADMIN_PORTAL_API}/audit-log-stream`;

// Acme has no stream configured: the "Set up Log Streams" state.
const auditLogStreaming: WidgetEntry = {
  tag: 'audit-log-streaming',
  demoPath: '/demo/audit-log-streaming.html',
  settingsPath: '/settings/audit-log',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${AUDIT_STREAM_API}`],
  firstContent: (widget) => widget.getByRole('button', { name: /^Set up Log Streams/ }),
  states: [
    loadingState(AUDIT_STREAM_API, (widget) =>
      widget.getByRole('status', { name: 'Loading log stream status' }),
    ),
    serverErrorState(AUDIT_STREAM_API),
    { name: 'not configured' },
  ],
  writes: [],
};

const organizationTrigger = (widget: Locator) =>
  widget.getByRole('button', { name: /Switch organization/ });

async function openOrganizations({ widget }: StateContext): Promise<void> {
  await organizationTrigger(widget).click();
  await widget.getByRole('option').first().waitFor({ state: 'visible' });
}

// In the top bar of every dashboard screen; /settings is the one the suites visit.
const organizationSwitcher: WidgetEntry = {
  tag: 'organization-switcher',
  demoPath: '/demo/organization-switcher.html',
  settingsPath: '/settings',
  signInAs: ADMIN_EMAIL,
  loadRequests: [`GET ${USERS_API}/organizations`],
  firstContent: organizationTrigger,
  states: [
    loadingState(`${USERS_API}/organizations`, (widget) =>
      widget.getByRole('status', { name: 'Loading organizations' }),
    ),
    serverErrorState(`${USERS_API}/organizations`),
    { name: 'closed' },
    { name: 'list open', reach: openOrganizations },
    {
      name: 'no match',
      reach: async (context) => {
        await openOrganizations(context);
        await context.widget
          .getByRole('combobox', { name: 'Search organizations' })
          .fill('zzz-no-such-org');
        await context.widget.getByText('No organizations found.').waitFor({ state: 'visible' });
      },
    },
  ],
  writes: [],
};

/** The widget tags of the kit (ARCHITECTURE.md); a new tag joins every suite by an entry here. */
export const widgets: WidgetEntry[] = [
  usersManagement,
  userProfile,
  userSecurity,
  userSessions,
  ssoConnection,
  domainVerification,
  apiKeys,
  directorySync,
  organizationSwitcher,
  auditLogs,
  auditLogStreaming,
];

export interface DashboardRoute {
  path: string;
  /** A heading (level 1) that proves the screen is on, or null for screens without one. */
  heading: RegExp;
  /** Signed in as (default admin). */
  as?: string;
}

/** Every screen of the dashboard behind sign-in (SPEC.md §2), with what proves it is shown. */
export const dashboardRoutes: DashboardRoute[] = [
  { path: '/', heading: /welcome back/i },
  { path: '/customers', heading: /^Customers$/ },
  { path: '/customers/create', heading: /customer/i },
  { path: '/customers/cus_8f2k1a', heading: /.+/ },
  { path: '/customers/cus_3n7q9d/edit', heading: /edit/i },
  { path: '/clients', heading: /^Clients$/ },
  { path: '/clients/create', heading: /client/i },
  { path: '/programs', heading: /.+/ },
  { path: '/settings', heading: /settings/i },
  { path: '/settings/user-management', heading: /User Management/ },
  { path: '/settings/profile', heading: /Profile/ },
  { path: '/settings/security', heading: /Security/ },
  { path: '/settings/sessions', heading: /Sessions/ },
  { path: '/settings/sso', heading: /Single Sign-On/ },
  { path: '/settings/domain-verification', heading: /Domain Verification/ },
  { path: '/settings/directory-sync', heading: /Directory Sync/ },
  { path: '/settings/api-keys', heading: /API Keys/ },
  { path: '/settings/personal-api-keys', heading: /Personal API Keys/, as: MEMBER_EMAIL },
  { path: '/settings/audit-log', heading: /Audit Log/ },
  { path: '/settings/user-management', heading: /User Management/, as: MEMBER_EMAIL },
  { path: '/no-such-page', heading: /Not Found/ },
];

/** The tag hosted on a settings route, if any. */
export const widgetOn = (path: string) => widgets.find((widget) => widget.settingsPath === path);
