// The contextual side menus of SPEC.md §2 "Shell layout": headings, groups and their items.
// Item labels are ours (SPEC lists only the paths); gated items carry their permission.
import { paths } from '../paths';
import type { SideMenu } from './navigation';

export const dashboardMenu: SideMenu = {
  heading: 'Dashboard',
  groups: [
    {
      title: 'Overview',
      items: [
        { label: 'Dashboard', href: paths.home },
        { label: 'Recent Activity', href: paths.activity },
        { label: 'Statistics', href: paths.stats },
      ],
    },
    {
      title: 'Quick Actions',
      items: [
        { label: 'New Program', href: paths.programs.create },
        { label: 'Add Client', href: paths.clients.create },
        { label: 'Reports', href: paths.reports },
      ],
    },
  ],
};

// Longest prefix first is not needed: the prefixes do not overlap.
export const prefixMenus: readonly { prefix: string; menu: SideMenu }[] = [
  {
    prefix: paths.clients.index,
    menu: {
      heading: 'Clients',
      groups: [
        {
          title: 'Client Management',
          items: [
            { label: 'All Clients', href: paths.clients.index },
            { label: 'Add Client', href: paths.clients.create },
            { label: 'Client Settings', href: paths.clients.settings },
          ],
        },
        {
          title: 'Client Operations',
          items: [
            { label: 'Onboarding', href: paths.clients.onboarding },
            { label: 'Billing', href: paths.clients.billing },
            { label: 'Support', href: paths.clients.support },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.programs.index,
    menu: {
      heading: 'Programs',
      groups: [
        {
          title: 'Program Management',
          items: [
            { label: 'All Programs', href: paths.programs.index },
            { label: 'Templates', href: paths.programs.templates },
            { label: 'Rewards', href: paths.programs.rewards },
            { label: 'Rules', href: paths.programs.rules },
          ],
        },
        {
          title: 'Program Operations',
          items: [
            { label: 'Members', href: paths.programs.members },
            { label: 'Communications', href: paths.programs.communications },
            { label: 'Program Analytics', href: paths.programs.analytics },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.analytics.index,
    menu: {
      heading: 'Analytics',
      groups: [
        {
          title: 'Analytics & Reports',
          items: [
            { label: 'Overview', href: paths.analytics.index },
            { label: 'Member Analytics', href: paths.analytics.members },
            { label: 'ROI', href: paths.analytics.roi },
            { label: 'Reports', href: paths.analytics.reports },
          ],
        },
        {
          title: 'Data Management',
          items: [
            { label: 'Export Data', href: paths.analytics.export },
            { label: 'Scheduled Reports', href: paths.analytics.scheduled },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.campaigns.index,
    menu: {
      heading: 'Campaigns',
      groups: [
        {
          title: 'Campaign Management',
          items: [
            { label: 'All Campaigns', href: paths.campaigns.index },
            { label: 'Create Campaign', href: paths.campaigns.create },
            { label: 'Templates', href: paths.campaigns.templates },
          ],
        },
        {
          title: 'Campaign Operations',
          items: [
            { label: 'Targeting', href: paths.campaigns.targeting },
            { label: 'Performance', href: paths.campaigns.performance },
            { label: 'A/B Testing', href: paths.campaigns.testing },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.settings.index,
    menu: {
      heading: 'Settings',
      groups: [
        {
          title: 'Account',
          items: [
            { label: 'Account Details', href: paths.settings.index },
            { label: 'Profile', href: paths.settings.profile },
            { label: 'Security', href: paths.settings.security },
            { label: 'Sessions', href: paths.settings.sessions },
            { label: 'Personal API Keys', href: paths.settings.personalApiKeys },
          ],
        },
        {
          title: 'Organization',
          items: [
            {
              label: 'User Management',
              href: paths.settings.userManagement,
              permission: 'widgets:users-table:manage',
            },
            {
              label: 'Domain Verification',
              href: paths.settings.domainVerification,
              permission: 'widgets:domain-verification:manage',
            },
            {
              label: 'SSO Configuration',
              href: paths.settings.sso,
              permission: 'widgets:sso-connection:manage',
            },
            {
              label: 'Directory Sync',
              href: paths.settings.directorySync,
              permission: 'widgets:dsync:manage',
            },
            {
              label: 'API Keys',
              href: paths.settings.apiKeys,
              permission: 'widgets:api-keys:manage',
            },
            {
              label: 'Audit Log',
              href: paths.settings.auditLog,
              permission: 'widgets:audit-logs:read',
            },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.customers.index,
    menu: {
      heading: 'Customers',
      groups: [
        {
          title: 'Customer Management',
          items: [
            { label: 'All Customers', href: paths.customers.index },
            { label: 'Add Customer', href: paths.customers.create },
            { label: 'Search Customers', href: paths.customers.search },
          ],
        },
        {
          title: 'Customer Operations',
          items: [
            { label: 'Segments', href: paths.customers.segments },
            { label: 'Tiers', href: paths.customers.tiers },
            { label: 'Support', href: paths.customers.support },
            { label: 'Customer Analytics', href: paths.customers.analytics },
          ],
        },
      ],
    },
  },
];

export const generalMenu: SideMenu = {
  heading: 'Dashboard',
  groups: [
    {
      title: 'General',
      items: [
        { label: 'Dashboard', href: paths.home },
        { label: 'Settings', href: paths.settings.index },
      ],
    },
  ],
};
