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
  /** The catalogue message (SPEC.md §8) shown for a failed write. */
  message: string;
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

async function searchFor({ widget }: StateContext, text: string): Promise<void> {
  await widget.getByRole('searchbox', { name: 'Search users' }).fill(text);
  await widget
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible' });
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

/**
 * The widget tags of the kit. The five below are specified (ARCHITECTURE.md) and join as they
 * land: add an entry shaped like `usersManagement`.
 *   user-profile (/settings/profile), user-security (/settings/security),
 *   user-sessions (/settings/sessions), sso-connection (/settings/sso),
 *   domain-verification (/settings/domain-verification).
 */
export const widgets: WidgetEntry[] = [usersManagement];

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
  { path: '/settings/user-management', heading: /User Management/, as: MEMBER_EMAIL },
  { path: '/no-such-page', heading: /Not Found/ },
];

/** The tag hosted on a settings route, if any. */
export const widgetOn = (path: string) => widgets.find((widget) => widget.settingsPath === path);
