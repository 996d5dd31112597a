// Sample client companies (businesses that run a loyalty program on the platform).

export type ClientStatus = 'Active' | 'Trial' | 'Inactive';
export type ClientIndustry =
  'retail' | 'hospitality' | 'healthcare' | 'finance' | 'technology' | 'automotive' | 'other';

export interface DemoClient {
  id: string;
  name: string;
  industry: ClientIndustry;
  status: ClientStatus;
  /** Loyalty programs the client runs. */
  programs: number;
  /** Enrolled loyalty members across the client's programs. */
  members: number;
  /** Revenue attributed to the programs over the last twelve months, in US dollars. */
  revenue: number;
  contactName: string;
  contactEmail: string;
  city: string;
  /** ISO date the client signed up. */
  since: string;
}

/** Industry labels in the order the create form offers them. */
export const industryLabels: Record<ClientIndustry, string> = {
  retail: 'Retail',
  hospitality: 'Hospitality',
  healthcare: 'Healthcare',
  finance: 'Finance',
  technology: 'Technology',
  automotive: 'Automotive',
  other: 'Other',
};

export const clients: readonly DemoClient[] = [
  {
    id: 'cli_northwind',
    name: 'Northwind Outfitters',
    industry: 'retail',
    status: 'Active',
    programs: 3,
    members: 48210,
    revenue: 2_480_000,
    contactName: 'Grace Holloway',
    contactEmail: 'grace.holloway@northwind.example',
    city: 'Portland, OR',
    since: '2021-04-12',
  },
  {
    id: 'cli_harbor',
    name: 'Harbor & Vine Hotels',
    industry: 'hospitality',
    status: 'Active',
    programs: 2,
    members: 31875,
    revenue: 4_125_500,
    contactName: 'Marcus Bell',
    contactEmail: 'marcus.bell@harborvine.example',
    city: 'Charleston, SC',
    since: '2020-11-03',
  },
  {
    id: 'cli_brightsmile',
    name: 'BrightSmile Dental Group',
    industry: 'healthcare',
    status: 'Trial',
    programs: 1,
    members: 2140,
    revenue: 86_300,
    contactName: 'Dr. Priya Raman',
    contactEmail: 'priya.raman@brightsmile.example',
    city: 'Denver, CO',
    since: '2026-10-28',
  },
  {
    id: 'cli_summit',
    name: 'Summit Credit Union',
    industry: 'finance',
    status: 'Active',
    programs: 2,
    members: 19630,
    revenue: 1_204_750,
    contactName: 'Elena Vasquez',
    contactEmail: 'elena.vasquez@summitcu.example',
    city: 'Salt Lake City, UT',
    since: '2022-02-17',
  },
  {
    id: 'cli_pixelforge',
    name: 'PixelForge Software',
    industry: 'technology',
    status: 'Active',
    programs: 1,
    members: 8420,
    revenue: 640_900,
    contactName: 'Tomás Herrera',
    contactEmail: 'tomas@pixelforge.example',
    city: 'Austin, TX',
    since: '2023-07-09',
  },
  {
    id: 'cli_redline',
    name: 'Redline Auto Care',
    industry: 'automotive',
    status: 'Active',
    programs: 2,
    members: 12905,
    revenue: 958_200,
    contactName: 'Dana Whitfield',
    contactEmail: 'dana.whitfield@redline.example',
    city: 'Detroit, MI',
    since: '2021-09-21',
  },
  {
    id: 'cli_greenleaf',
    name: 'Greenleaf Grocers',
    industry: 'retail',
    status: 'Trial',
    programs: 1,
    members: 3560,
    revenue: 142_000,
    contactName: 'Sam Okoye',
    contactEmail: 'sam.okoye@greenleaf.example',
    city: 'Minneapolis, MN',
    since: '2026-11-02',
  },
  {
    id: 'cli_cascade',
    name: 'Cascade Fitness Clubs',
    industry: 'other',
    status: 'Inactive',
    programs: 1,
    members: 5210,
    revenue: 0,
    contactName: 'Jordan Lee',
    contactEmail: 'jordan.lee@cascadefit.example',
    city: 'Boise, ID',
    since: '2022-05-30',
  },
  {
    id: 'cli_bluepeak',
    name: 'Blue Peak Coffee Roasters',
    industry: 'hospitality',
    status: 'Active',
    programs: 1,
    members: 26740,
    revenue: 715_400,
    contactName: 'Aiko Tanaka',
    contactEmail: 'aiko.tanaka@bluepeak.example',
    city: 'San Diego, CA',
    since: '2023-01-16',
  },
  {
    id: 'cli_meridian',
    name: 'Meridian Pharmacy',
    industry: 'healthcare',
    status: 'Active',
    programs: 2,
    members: 40115,
    revenue: 1_876_300,
    contactName: 'Robert Mensah',
    contactEmail: 'robert.mensah@meridianrx.example',
    city: 'Columbus, OH',
    since: '2020-06-08',
  },
];

/** Clients whose name or industry contains the query (case-insensitive); all for a blank query. */
export function filterClients(list: readonly DemoClient[], query: string): DemoClient[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter(
    (client) =>
      client.name.toLowerCase().includes(needle) ||
      client.industry.includes(needle) ||
      industryLabels[client.industry].toLowerCase().includes(needle),
  );
}
