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
