// Where a session comes from, for the sessions list. There is no GeoIP database on this
// server, so the guess uses the city and country headers that a CDN in front of it adds
// (Cloudflare, Vercel) and is null otherwise, including for loopback and private addresses:
// an honest "unknown" is better than a made-up city.

export interface SessionLocation {
  cityName: string | null;
  countryIsoCode: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  try {
    return decodeURIComponent(text).slice(0, 100);
  } catch {
    return text.slice(0, 100);
  }
};

/** City and country from CDN geolocation headers; nulls when none are present. */
export function guessLocation(headers: Headers): SessionLocation {
  const cityName = header(headers, 'cf-ipcity') ?? header(headers, 'x-vercel-ip-city');
  const country = header(headers, 'cf-ipcountry') ?? header(headers, 'x-vercel-ip-country');
  const countryIsoCode = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  return { cityName, countryIsoCode };
}
