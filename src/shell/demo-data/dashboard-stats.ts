// Headline numbers for the home dashboard's stat cards.

export interface DemoStat {
  id: 'members' | 'programs' | 'points' | 'revenue';
  label: string;
  value: string;
  /** Change against the previous 30 days, in percent. */
  change: number;
  hint: string;
}

export const dashboardStats: readonly DemoStat[] = [
  { id: 'members', label: 'Total members', value: '12,486', change: 8.4, hint: 'vs. last 30 days' },
  { id: 'programs', label: 'Active programs', value: '3', change: 0, hint: '1 scheduled' },
  {
    id: 'points',
    label: 'Points redeemed',
    value: '1.75M',
    change: 12.1,
    hint: 'vs. last 30 days',
  },
  {
    id: 'revenue',
    label: 'Member revenue',
    value: '$482.9K',
    change: -2.3,
    hint: 'vs. last 30 days',
  },
];
