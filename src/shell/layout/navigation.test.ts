import { describe, expect, it } from 'vitest';
import {
  activeMenuHref,
  footerActionFor,
  initiallyOpenGroups,
  isRailEntryActive,
  normalizePath,
  railEntries,
  sideMenuFor,
} from './navigation';

const allPermissions = [
  'widgets:users-table:manage',
  'widgets:domain-verification:manage',
  'widgets:sso-connection:manage',
];

const hrefs = (path: string, permissions: string[] | null = allPermissions) =>
  sideMenuFor(path, permissions).groups.map((group) => [
    group.title,
    group.items.map((item) => item.href),
  ]);

describe('railEntries', () => {
  it('should list the seven SPEC entries in order', () => {
    expect(railEntries.map((entry) => `${entry.label} ${entry.href}`)).toEqual([
      'Dashboard /',
      'Clients /clients',
      'Customers /customers',
      'Programs /programs',
      'Analytics /analytics',
      'Campaigns /campaigns',
      'Settings /settings',
    ]);
  });
});

describe('isRailEntryActive', () => {
  it('given the root path, should highlight only Dashboard', () => {
    expect(
      railEntries.filter((entry) => isRailEntryActive('/', entry.href)).map((entry) => entry.label),
    ).toEqual(['Dashboard']);
  });
  it('given a nested customer path, should highlight Customers and not Dashboard', () => {
    const active = railEntries.filter((entry) =>
      isRailEntryActive('/customers/cus_1/edit', entry.href),
    );
    expect(active.map((entry) => entry.label)).toEqual(['Customers']);
  });
  it('given a trailing slash, should still match', () => {
    expect(isRailEntryActive('/clients/', '/clients')).toBe(true);
  });
});

describe('normalizePath', () => {
  it('given trailing slashes, a query or a hash, should drop them but keep the root', () => {
    expect(normalizePath('/customers/')).toBe('/customers');
    expect(normalizePath('/clients?q=x')).toBe('/clients');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('sideMenuFor', () => {
  it('given the root, should show Overview and Quick Actions under the Dashboard heading', () => {
    expect(sideMenuFor('/', null).heading).toBe('Dashboard');
    expect(hrefs('/')).toEqual([
      ['Overview', ['/', '/activity', '/stats']],
      ['Quick Actions', ['/programs/create', '/clients/create', '/reports']],
    ]);
  });
  it('given each prefix, should show its heading and groups', () => {
    expect(sideMenuFor('/clients/create', null).heading).toBe('Clients');
    expect(hrefs('/clients/create')).toEqual([
      ['Client Management', ['/clients', '/clients/create', '/clients/settings']],
      ['Client Operations', ['/clients/onboarding', '/clients/billing', '/clients/support']],
    ]);
    expect(hrefs('/programs')).toEqual([
      [
        'Program Management',
        ['/programs', '/programs/templates', '/programs/rewards', '/programs/rules'],
      ],
      [
        'Program Operations',
        ['/programs/members', '/programs/communications', '/programs/analytics'],
      ],
    ]);
    expect(hrefs('/analytics/roi')).toEqual([
      [
        'Analytics & Reports',
        ['/analytics', '/analytics/members', '/analytics/roi', '/analytics/reports'],
      ],
      ['Data Management', ['/analytics/export', '/analytics/scheduled']],
    ]);
    expect(hrefs('/campaigns')).toEqual([
      ['Campaign Management', ['/campaigns', '/campaigns/create', '/campaigns/templates']],
      [
        'Campaign Operations',
        ['/campaigns/targeting', '/campaigns/performance', '/campaigns/testing'],
      ],
    ]);
    expect(hrefs('/customers/cus_1')).toEqual([
      ['Customer Management', ['/customers', '/customers/create', '/customers/search']],
      [
        'Customer Operations',
        ['/customers/segments', '/customers/tiers', '/customers/support', '/customers/analytics'],
      ],
    ]);
    expect(sideMenuFor('/campaigns/testing', null).heading).toBe('Campaigns');
  });
  it('given settings with permissions still loading, should show every gated item', () => {
    expect(hrefs('/settings', null)).toEqual([
      [
        'Account',
        [
          '/settings',
          '/settings/profile',
          '/settings/security',
          '/settings/sessions',
          '/settings/personal-api-keys',
        ],
      ],
      [
        'Organization',
        [
          '/settings/user-management',
          '/settings/domain-verification',
          '/settings/sso',
          '/settings/directory-sync',
          '/settings/api-keys',
          '/settings/audit-log',
        ],
      ],
    ]);
  });
  it('given settings with only the audit-log permission, should show only Audit Log', () => {
    expect(hrefs('/settings/audit-log', ['widgets:audit-logs:read'])[1]).toEqual([
      'Organization',
      ['/settings/audit-log'],
    ]);
  });
  it('given settings with only the SSO permission, should hide the other gated items', () => {
    expect(hrefs('/settings/profile', ['widgets:sso-connection:manage'])[1]).toEqual([
      'Organization',
      ['/settings/sso'],
    ]);
  });
  it('given settings without any permission, should remove the empty Organization group', () => {
    expect(hrefs('/settings', []).map(([title]) => title)).toEqual(['Account']);
  });
  it('given any other path, should show General with the Dashboard heading', () => {
    expect(sideMenuFor('/somewhere', null)).toEqual({
      heading: 'Dashboard',
      groups: [
        {
          title: 'General',
          items: [
            { label: 'Dashboard', href: '/' },
            { label: 'Settings', href: '/settings' },
          ],
        },
      ],
    });
  });
  it('given a dashboard-only page such as /activity, should keep the dashboard menu', () => {
    expect(hrefs('/activity')[0]?.[0]).toBe('Overview');
  });
});

describe('activeMenuHref and initiallyOpenGroups', () => {
  it('given a customer detail path, should mark All Customers and open Customer Management only', () => {
    const menu = sideMenuFor('/customers/cus_1', null);
    expect(activeMenuHref('/customers/cus_1')).toBe('/customers');
    expect(initiallyOpenGroups('/customers/cus_1', menu)).toEqual(['Customer Management']);
  });
  it('given an operations path, should open the operations group', () => {
    const menu = sideMenuFor('/clients/billing', null);
    expect(activeMenuHref('/clients/billing')).toBe('/clients/billing');
    expect(initiallyOpenGroups('/clients/billing', menu)).toEqual(['Client Operations']);
  });
  it('given a path no item holds, should open every group and mark nothing', () => {
    const menu = sideMenuFor('/elsewhere', null);
    expect(activeMenuHref('/elsewhere')).toBeNull();
    expect(initiallyOpenGroups('/elsewhere', menu)).toEqual(['General']);
  });
});

describe('activeMenuHref with a hidden item', () => {
  it('given a member on /settings/user-management, should mark the hidden item and nothing shown', () => {
    const menu = sideMenuFor('/settings/user-management', []);
    const active = activeMenuHref('/settings/user-management');
    expect(active).toBe('/settings/user-management');
    const shown = menu.groups.flatMap((group) => group.items.map((item) => item.href));
    expect(shown).not.toContain(active);
    expect(initiallyOpenGroups('/settings/user-management', menu)).toEqual(['Account']);
  });
  it('given an admin on the same page, should mark User Management in Organization', () => {
    const menu = sideMenuFor('/settings/user-management', allPermissions);
    expect(activeMenuHref('/settings/user-management')).toBe('/settings/user-management');
    expect(initiallyOpenGroups('/settings/user-management', menu)).toEqual(['Organization']);
  });
  it('given /settings itself, should still mark Account Details', () => {
    expect(activeMenuHref('/settings/')).toBe('/settings');
  });
});

describe('footerActionFor', () => {
  it('given a client path, should offer New Client to /clients/create', () => {
    expect(footerActionFor('/clients/support')).toEqual({
      label: 'New Client',
      href: '/clients/create',
    });
  });
  it('given a customer path, should offer New Customer to /customers/create', () => {
    expect(footerActionFor('/customers/')).toEqual({
      label: 'New Customer',
      href: '/customers/create',
    });
  });
  it('given any other path, should label it New Program and link to /programs/create', () => {
    expect(footerActionFor('/programs')).toEqual({
      label: 'New Program',
      href: '/programs/create',
    });
    expect(footerActionFor('/')).toEqual({ label: 'New Program', href: '/programs/create' });
  });
});
