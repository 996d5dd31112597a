// Section names of the paths that show the coming-soon placeholder (SPEC.md §2 "Other rail and
// menu targets"). The router registers these paths; /analytics/* and /campaigns/* sub-paths
// not listed fall back to their section.
import { paths } from '../paths';

export const comingSoonSections: Readonly<Record<string, string>> = {
  [paths.activity]: 'Recent Activity',
  [paths.stats]: 'Statistics',
  [paths.reports]: 'Reports',
  [paths.clients.settings]: 'Client Settings',
  [paths.clients.onboarding]: 'Client Onboarding',
  [paths.clients.billing]: 'Client Billing',
  [paths.clients.support]: 'Client Support',
  [paths.programs.index]: 'Programs',
  [paths.programs.create]: 'New Program',
  [paths.programs.templates]: 'Program Templates',
  [paths.programs.rewards]: 'Rewards',
  [paths.programs.rules]: 'Program Rules',
  [paths.programs.members]: 'Program Members',
  [paths.programs.communications]: 'Communications',
  [paths.programs.analytics]: 'Program Analytics',
  [paths.analytics.index]: 'Analytics',
  [paths.analytics.members]: 'Member Analytics',
  [paths.analytics.roi]: 'ROI Analysis',
  [paths.analytics.reports]: 'Analytics Reports',
  [paths.analytics.export]: 'Data Export',
  [paths.analytics.scheduled]: 'Scheduled Reports',
  [paths.campaigns.index]: 'Campaigns',
  [paths.campaigns.create]: 'Create Campaign',
  [paths.campaigns.templates]: 'Campaign Templates',
  [paths.campaigns.targeting]: 'Campaign Targeting',
  [paths.campaigns.performance]: 'Campaign Performance',
  [paths.campaigns.testing]: 'A/B Testing',
  [paths.customers.search]: 'Customer Search',
  [paths.customers.segments]: 'Customer Segments',
  [paths.customers.tiers]: 'Customer Tiers',
  [paths.customers.support]: 'Customer Support',
  [paths.customers.analytics]: 'Customer Analytics',
};

/** Every placeholder path, for the router to register. */
export const comingSoonPaths: readonly string[] = Object.keys(comingSoonSections);

/** The section name for a path: exact match, else the /analytics or /campaigns section it is under; null otherwise. */
export function comingSoonSectionFor(path: string): string | null {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');
  if (comingSoonSections[bare]) return comingSoonSections[bare];
  for (const prefix of [paths.analytics.index, paths.campaigns.index]) {
    if (bare.startsWith(`${prefix}/`)) return comingSoonSections[prefix]!;
  }
  return null;
}
