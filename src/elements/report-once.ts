const reported = new Set<string>();

/**
 * Logs a configuration problem once per page (not once per render or per element), prefixed so
 * a host developer can tell where it comes from.
 */
export function reportOnce(level: 'error' | 'warn', message: string): void {
  const key = `${level}:${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  console[level](`[widgets] ${message}`);
}
