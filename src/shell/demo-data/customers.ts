// Sample customers for the demonstration screens (SPEC.md §1: no server calls, no persistence).

export type CustomerStatus = 'Active' | 'Inactive' | 'Pending';
export type CustomerTier = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';
export type CommunicationPreference = 'email' | 'sms' | 'phone' | 'mail';
export type CountryCode = 'us' | 'ca' | 'uk' | 'au' | 'de' | 'fr';
export type CustomerSource =
  'website' | 'social-media' | 'referral' | 'advertising' | 'store' | 'other';
export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'zh';

export interface CustomerAddress {
  street: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: CountryCode;
}

export interface DemoCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: CustomerStatus;
  tier: CustomerTier;
  /** ISO date the customer joined the program. */
  joinDate: string;
  /** ISO date and time of the last recorded activity. */
  lastActivity: string;
  /** Lifetime spend in US dollars. */
  totalSpent: number;
  loyaltyPoints: number;
  dateOfBirth: string;
  address: CustomerAddress;
  communicationPreference: CommunicationPreference;
  language: LanguageCode;
  source: CustomerSource;
  referralCode: string;
  notes: string;
  tags: string[];
}

export const customerStatuses: readonly CustomerStatus[] = ['Active', 'Inactive', 'Pending'];
export const customerTiers: readonly CustomerTier[] = ['Bronze', 'Silver', 'Gold', 'Platinum'];

export const customers: readonly DemoCustomer[] = [
  {
    id: 'cus_8f2k1a',
    firstName: 'Olivia',
    lastName: 'Martinez',
    email: 'olivia.martinez@example.com',
    phone: '+1 (415) 555-0132',
    status: 'Active',
    tier: 'Platinum',
    joinDate: '2021-03-14',
    lastActivity: '2026-11-21T16:42:00Z',
    totalSpent: 18420.5,
    loyaltyPoints: 48210,
    dateOfBirth: '1986-07-09',
    address: {
      street: '1450 Valencia Street',
      apartment: 'Apt 3B',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94110',
      country: 'us',
    },
    communicationPreference: 'email',
    language: 'en',
    source: 'store',
    referralCode: 'OLIVIA-PLAT',
    notes: 'Prefers early access to seasonal collections. Hosted two referral events in 2025.',
    tags: ['VIP', 'Early adopter', 'Referrer'],
  },
  {
    id: 'cus_3n7q9d',
    firstName: 'Liam',
    lastName: 'Chen',
    email: 'liam.chen@example.com',
    phone: '+1 (206) 555-0178',
    status: 'Active',
    tier: 'Gold',
    joinDate: '2022-01-22',
    lastActivity: '2026-11-20T09:15:00Z',
    totalSpent: 9312.75,
    loyaltyPoints: 21480,
    dateOfBirth: '1991-02-17',
    address: {
      street: '820 Pine Street',
      apartment: '',
      city: 'Seattle',
      state: 'WA',
      zipCode: '98101',
      country: 'us',
    },
    communicationPreference: 'sms',
    language: 'zh',
    source: 'website',
    referralCode: '',
    notes: 'Redeems points mostly on electronics.',
    tags: ['Online shopper', 'Mobile app'],
  },
  {
    id: 'cus_5r1m8x',
    firstName: 'Sophie',
    lastName: 'Dubois',
    email: 'sophie.dubois@example.fr',
    phone: '+33 1 70 18 99 42',
    status: 'Active',
    tier: 'Silver',
    joinDate: '2023-06-05',
    lastActivity: '2026-11-18T18:03:00Z',
    totalSpent: 3120.0,
    loyaltyPoints: 7640,
    dateOfBirth: '1994-11-28',
    address: {
      street: '18 Rue de Rivoli',
      apartment: '',
      city: 'Paris',
      state: 'Île-de-France',
      zipCode: '75004',
      country: 'fr',
    },
    communicationPreference: 'email',
    language: 'fr',
    source: 'social-media',
    referralCode: '',
    notes: '',
    tags: ['Newsletter', 'Fashion'],
  },
  {
    id: 'cus_9t4w2e',
    firstName: 'Noah',
    lastName: 'Williams',
    email: 'noah.williams@example.com',
    phone: '+1 (312) 555-0199',
    status: 'Pending',
    tier: 'Bronze',
    joinDate: '2026-11-17',
    lastActivity: '2026-11-17T12:30:00Z',
    totalSpent: 84.99,
    loyaltyPoints: 250,
    dateOfBirth: '2000-04-03',
    address: {
      street: '233 South Wacker Drive',
      apartment: 'Unit 1204',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60606',
      country: 'us',
    },
    communicationPreference: 'email',
    language: 'en',
    source: 'advertising',
    referralCode: 'FALL-WELCOME',
    notes: 'Email not yet confirmed.',
    tags: ['New'],
  },
  {
    id: 'cus_2h6j5k',
    firstName: 'Amelia',
    lastName: 'Okafor',
    email: 'amelia.okafor@example.co.uk',
    phone: '+44 20 7946 0381',
    status: 'Active',
    tier: 'Gold',
    joinDate: '2020-09-30',
    lastActivity: '2026-11-21T08:47:00Z',
    totalSpent: 12875.4,
    loyaltyPoints: 30115,
    dateOfBirth: '1983-05-21',
    address: {
      street: '42 Marylebone High Street',
      apartment: '',
      city: 'London',
      state: 'Greater London',
      zipCode: 'W1U 5HD',
      country: 'uk',
    },
    communicationPreference: 'phone',
    language: 'en',
    source: 'referral',
    referralCode: 'OLIVIA-PLAT',
    notes: 'Corporate gifting buyer each December.',
    tags: ['VIP', 'Corporate gifts'],
  },
  {
    id: 'cus_7b3v6n',
    firstName: 'Lukas',
    lastName: 'Becker',
    email: 'lukas.becker@example.de',
    phone: '+49 30 901820',
    status: 'Inactive',
    tier: 'Silver',
    joinDate: '2021-12-02',
    lastActivity: '2026-04-11T10:20:00Z',
    totalSpent: 2240.3,
    loyaltyPoints: 3980,
    dateOfBirth: '1979-09-14',
    address: {
      street: 'Torstraße 118',
      apartment: '',
      city: 'Berlin',
      state: 'Berlin',
      zipCode: '10119',
      country: 'de',
    },
    communicationPreference: 'mail',
    language: 'de',
    source: 'store',
    referralCode: '',
    notes: 'No purchase in 7 months; win-back candidate.',
    tags: ['Win-back'],
  },
  {
    id: 'cus_4c8p3s',
    firstName: 'Isabella',
    lastName: 'Rossi',
    email: 'isabella.rossi@example.com',
    phone: '+1 (646) 555-0124',
    status: 'Active',
    tier: 'Platinum',
    joinDate: '2019-05-18',
    lastActivity: '2026-11-21T19:55:00Z',
    totalSpent: 26104.9,
    loyaltyPoints: 61730,
    dateOfBirth: '1988-12-01',
    address: {
      street: '75 Wall Street',
      apartment: 'PH 2',
      city: 'New York',
      state: 'NY',
      zipCode: '10005',
      country: 'us',
    },
    communicationPreference: 'email',
    language: 'en',
    source: 'referral',
    referralCode: '',
    notes: 'Top spender in the Northeast region.',
    tags: ['VIP', 'Concierge'],
  },
  {
    id: 'cus_6d2g7h',
    firstName: 'Ethan',
    lastName: 'Tremblay',
    email: 'ethan.tremblay@example.ca',
    phone: '+1 (514) 555-0167',
    status: 'Active',
    tier: 'Bronze',
    joinDate: '2025-08-12',
    lastActivity: '2026-11-15T14:10:00Z',
    totalSpent: 640.15,
    loyaltyPoints: 1320,
    dateOfBirth: '1997-03-26',
    address: {
      street: '1200 Rue Sainte-Catherine',
      apartment: '',
      city: 'Montréal',
      state: 'QC',
      zipCode: 'H3B 1K9',
      country: 'ca',
    },
    communicationPreference: 'sms',
    language: 'fr',
    source: 'social-media',
    referralCode: '',
    notes: '',
    tags: ['Mobile app', 'Student'],
  },
  {
    id: 'cus_1k9z4m',
    firstName: 'Charlotte',
    lastName: 'Nguyen',
    email: 'charlotte.nguyen@example.com.au',
    phone: '+61 2 9374 4000',
    status: 'Active',
    tier: 'Silver',
    joinDate: '2024-02-09',
    lastActivity: '2026-11-19T23:05:00Z',
    totalSpent: 4180.6,
    loyaltyPoints: 9025,
    dateOfBirth: '1992-08-15',
    address: {
      street: '88 George Street',
      apartment: 'Level 4',
      city: 'Sydney',
      state: 'NSW',
      zipCode: '2000',
      country: 'au',
    },
    communicationPreference: 'email',
    language: 'en',
    source: 'website',
    referralCode: '',
    notes: 'Interested in sustainability-themed rewards.',
    tags: ['Eco', 'Newsletter'],
  },
  {
    id: 'cus_8m5t1r',
    firstName: 'Mateo',
    lastName: 'García',
    email: 'mateo.garcia@example.com',
    phone: '+1 (305) 555-0110',
    status: 'Pending',
    tier: 'Bronze',
    joinDate: '2026-11-20',
    lastActivity: '2026-11-20T17:48:00Z',
    totalSpent: 0,
    loyaltyPoints: 500,
    dateOfBirth: '1999-10-02',
    address: {
      street: '1101 Brickell Avenue',
      apartment: 'Apt 905',
      city: 'Miami',
      state: 'FL',
      zipCode: '33131',
      country: 'us',
    },
    communicationPreference: 'sms',
    language: 'es',
    source: 'referral',
    referralCode: 'AMELIA-GOLD',
    notes: 'Signed up with the referral welcome bonus.',
    tags: ['New', 'Referred'],
  },
  {
    id: 'cus_3x7f2q',
    firstName: 'Hannah',
    lastName: 'Schmidt',
    email: 'hannah.schmidt@example.de',
    phone: '+49 89 2180 7740',
    status: 'Active',
    tier: 'Gold',
    joinDate: '2022-07-19',
    lastActivity: '2026-11-21T11:26:00Z',
    totalSpent: 7765.2,
    loyaltyPoints: 17240,
    dateOfBirth: '1985-01-30',
    address: {
      street: 'Leopoldstraße 54',
      apartment: '',
      city: 'München',
      state: 'Bayern',
      zipCode: '80802',
      country: 'de',
    },
    communicationPreference: 'email',
    language: 'de',
    source: 'store',
    referralCode: '',
    notes: '',
    tags: ['In-store', 'Events'],
  },
  {
    id: 'cus_5w8y6u',
    firstName: 'James',
    lastName: 'Patel',
    email: 'james.patel@example.com',
    phone: '+1 (512) 555-0186',
    status: 'Inactive',
    tier: 'Bronze',
    joinDate: '2023-10-03',
    lastActivity: '2025-12-28T16:00:00Z',
    totalSpent: 312.45,
    loyaltyPoints: 410,
    dateOfBirth: '1990-06-11',
    address: {
      street: '500 West 2nd Street',
      apartment: '',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'us',
    },
    communicationPreference: 'phone',
    language: 'en',
    source: 'other',
    referralCode: '',
    notes: 'Asked to pause marketing emails.',
    tags: ['Do not email'],
  },
];

/** Customers shown in the directory before search paging; the program total is larger. */
export const customerProgramTotals = {
  totalCustomers: 12486,
  activeCustomers: 9874,
  averageLifetimeValue: 1842.3,
  pointsOutstanding: 3_912_450,
} as const;

/** The customer's full name as shown in tables and headers. */
export function customerName(customer: Pick<DemoCustomer, 'firstName' | 'lastName'>): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}

/** The customer with this id, or undefined for an unknown id. */
export function findCustomer(customerId: string): DemoCustomer | undefined {
  return customers.find((customer) => customer.id === customerId);
}
