// The start banner's line about the management API's secret key. A key generated for this
// machine (outside production, no API_SECRET_KEY) is shown whole, like the demo passwords, so a
// partner backend here can use it; a configured key is shown by its last four characters only.
import type { AppContext } from '../context';
import { keyHint, secretKeys } from '../domain/secret-keys';

export async function managementKeyBanner(ctx: AppContext): Promise<string> {
  const { keys, source } = await secretKeys(ctx);
  if (source === 'none') {
    return '\n  Management API: API_SECRET_KEY is not set, so it answers 401 (not configured).';
  }
  if (source === 'generated') {
    return [
      '\n  Management API secret key (generated for this machine, kept in the database;',
      '  set API_SECRET_KEY to choose your own):',
      `    ${keys[0] ?? ''}`,
    ].join('\n');
  }
  return `\n  Management API: API_SECRET_KEY set (${keys.map(keyHint).join(', ')}).`;
}
