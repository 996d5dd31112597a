// Sample loyalty programs for the dashboard's "Active programs" list.

export type ProgramStatus = 'Active' | 'Scheduled' | 'Paused';
export type ProgramKind = 'Points' | 'Tiered' | 'Cashback' | 'Referral' | 'Subscription';

export interface DemoProgram {
  id: string;
  name: string;
  kind: ProgramKind;
  status: ProgramStatus;
  members: number;
  /** Share of members active in the last 30 days, 0–100. */
  engagement: number;
  /** Points or rewards issued this month. */
  rewardsIssued: number;
  /** Change of engagement against the previous month, in percentage points. */
  trend: number;
}

export const programs: readonly DemoProgram[] = [
  {
    id: 'prg_everyday',
    name: 'Everyday Rewards',
    kind: 'Points',
    status: 'Active',
    members: 8420,
    engagement: 72,
    rewardsIssued: 1_240_500,
    trend: 4.2,
  },
  {
    id: 'prg_vip',
    name: 'VIP Circle',
    kind: 'Tiered',
    status: 'Active',
    members: 1285,
    engagement: 89,
    rewardsIssued: 418_200,
    trend: 2.1,
  },
  {
    id: 'prg_refer',
    name: 'Refer-a-Friend',
    kind: 'Referral',
    status: 'Active',
    members: 2310,
    engagement: 41,
    rewardsIssued: 96_000,
    trend: -1.8,
  },
  {
    id: 'prg_cashback',
    name: 'Holiday Cashback',
    kind: 'Cashback',
    status: 'Scheduled',
    members: 0,
    engagement: 0,
    rewardsIssued: 0,
    trend: 0,
  },
];
