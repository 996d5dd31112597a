// A partner's `messages` property: strings of any catalog replaced, for every locale or per locale.
import type { CompiledMessages } from './message-catalog';
import type { ResolvedLocale } from './kit-locales';

/**
 * `{ inviteUserButton: 'Invite teammate' }` replaces a string in every locale;
 * `{ es: { inviteUserButton: 'Invitar compañero' } }` only in that locale (or a tag such as
 * 'es-MX'). Messages are ICU, with the catalog's placeholders ('Sign out of {device}').
 */
export type MessageOverrides = Record<string, string | Record<string, string>>;

/** The overrides that apply to `locale`: shared ones, then its catalog's, then its exact tag's. */
export function overridesFor(
  overrides: MessageOverrides | undefined,
  locale: ResolvedLocale,
): Record<string, string> {
  if (!overrides || typeof overrides !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value === 'string') result[key] = value;
  }
  for (const block of new Set([locale.catalog, locale.tag])) {
    const forLocale = overrides[block];
    if (forLocale && typeof forLocale === 'object') {
      for (const [key, value] of Object.entries(forLocale)) {
        if (typeof value === 'string') result[key] = value;
      }
    }
  }
  return result;
}

/**
 * Compiles override messages for the runtime. Plain text needs nothing; a message with ICU
 * syntax loads the compiler (a chunk only such pages download). A message that does not parse
 * is left out with a console warning, so the catalog's text shows instead.
 */
export async function compileOverrides(
  messages: Record<string, string>,
): Promise<CompiledMessages> {
  const needsCompiler = Object.values(messages).some((message) => /[{}]/.test(message));
  if (!needsCompiler) return messages;
  const { compileMessages } = await import('./compile-messages');
  return compileMessages(messages);
}
