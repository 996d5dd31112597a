import { sanitizeElementOverrides, type ElementOverrides } from '../ui';
import { reportOnce } from './report-once';

/**
 * Reads the `elements` attribute (JSON of per-primitive overrides). Invalid JSON is ignored with
 * one console error; unknown names or values are dropped with one warning.
 */
export function parseElementsAttribute(value: string | undefined): ElementOverrides | undefined {
  if (!value?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    reportOnce('error', `The elements attribute is not valid JSON and was ignored: ${value}`);
    return undefined;
  }
  const { overrides, dropped } = sanitizeElementOverrides(parsed);
  if (dropped.length > 0) {
    reportOnce(
      'warn',
      `Unknown entries in the elements attribute were ignored: ${dropped.join(', ')}.`,
    );
  }
  return overrides;
}
