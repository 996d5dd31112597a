// The demo admin's sessions on several devices and in several places (documentation IP ranges).

export interface DemoSession {
  userAgent: string;
  ipAddress: string;
  cityName: string;
  countryIsoCode: string;
  createdMinutesAgo: number;
  lastActiveMinutesAgo: number;
}

export const ADMIN_SESSIONS: DemoSession[] = [
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ipAddress: '203.0.113.24',
    cityName: 'San Francisco',
    countryIsoCode: 'US',
    createdMinutesAgo: 60 * 24 * 3,
    lastActiveMinutesAgo: 4,
  },
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ipAddress: '198.51.100.7',
    cityName: 'New York',
    countryIsoCode: 'US',
    createdMinutesAgo: 60 * 24 * 6,
    lastActiveMinutesAgo: 60 * 3,
  },
  {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ipAddress: '192.0.2.41',
    cityName: 'Berlin',
    countryIsoCode: 'DE',
    createdMinutesAgo: 60 * 24 * 10,
    lastActiveMinutesAgo: 60 * 24 * 2,
  },
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ipAddress: '203.0.113.88',
    cityName: 'London',
    countryIsoCode: 'GB',
    createdMinutesAgo: 60 * 24 * 15,
    lastActiveMinutesAgo: 60 * 24 * 9,
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ipAddress: '198.51.100.150',
    cityName: 'Tokyo',
    countryIsoCode: 'JP',
    createdMinutesAgo: 60 * 24 * 25,
    lastActiveMinutesAgo: 60 * 24 * 20,
  },
];

/** Other demo users' sessions, so every account widget has a list to show. */
export const MEMBER_SESSIONS: DemoSession[] = [
  {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ipAddress: '198.51.100.61',
    cityName: 'Toronto',
    countryIsoCode: 'CA',
    createdMinutesAgo: 60 * 24 * 4,
    lastActiveMinutesAgo: 35,
  },
  {
    userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
    ipAddress: '192.0.2.77',
    cityName: 'Amsterdam',
    countryIsoCode: 'NL',
    createdMinutesAgo: 60 * 24 * 12,
    lastActiveMinutesAgo: 60 * 24 * 5,
  },
  {
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    ipAddress: '203.0.113.140',
    cityName: '',
    countryIsoCode: '',
    createdMinutesAgo: 60 * 24 * 40,
    lastActiveMinutesAgo: 60 * 24 * 33,
  },
];

export const MFA_SESSIONS: DemoSession[] = [
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    ipAddress: '192.0.2.200',
    cityName: 'Madrid',
    countryIsoCode: 'ES',
    createdMinutesAgo: 60 * 24 * 2,
    lastActiveMinutesAgo: 60 * 6,
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ipAddress: '198.51.100.23',
    cityName: 'Seoul',
    countryIsoCode: 'KR',
    createdMinutesAgo: 60 * 24 * 9,
    lastActiveMinutesAgo: 60 * 24 * 8,
  },
];
