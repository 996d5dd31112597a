// The URL `npm start` prints: PUBLIC_URL, the origin sign-in redirects and cookies are issued
// for, so the printed link is one a user can sign in at. Only a random port (PORT=0) has no
// PUBLIC_URL to trust; then the bound address is printed.

export function startupUrl(publicUrl: string, port: number, boundAddress: string): string {
  if (port === 0) return boundAddress.replace('127.0.0.1', 'localhost');
  return publicUrl;
}
