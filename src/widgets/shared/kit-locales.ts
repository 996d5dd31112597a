// The languages the kit's catalogs cover, and how a requested BCP 47 tag maps onto them.

/** Catalog locales: English is inline, the others are chunks of their own. */
export const kitLocales = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ar'] as const;
export type KitLocale = (typeof kitLocales)[number];

/** Languages written right to left (for an unsupported tag too, so its layout is right). */
const rtlLanguages = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'ha',
  'he',
  'iw',
  'khw',
  'ks',
  'ps',
  'sd',
  'ur',
  'yi',
]);

/** A well-formed BCP 47 tag in canonical case ('pt-br' → 'pt-BR'), or undefined. */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  const value = tag?.trim();
  if (!value) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined; // Not BCP 47: ignored like a missing tag.
  }
}

/**
 * The catalog for a tag: its language's ('es-MX' → es, 'de-AT' → de); any Portuguese uses
 * pt-BR, the one Portuguese catalog. Undefined when the kit has no catalog for the language.
 */
export function catalogLocaleOf(tag: string): KitLocale | undefined {
  const language = tag.split('-')[0]!.toLowerCase();
  if (language === 'pt') return 'pt-BR';
  return (kitLocales as readonly string[]).includes(language) ? (language as KitLocale) : undefined;
}

/** What an element is shown in: the catalog, and the tag dates and numbers use. */
export interface ResolvedLocale {
  /** The catalog of its strings. */
  catalog: KitLocale;
  /** The BCP 47 tag for `Intl` (the requested one when it shares the catalog's language). */
  tag: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The first of `candidates` (in order: `locale` attribute, nearest `lang`, browser languages)
 * the kit has a catalog for; English otherwise.
 */
export function resolveLocale(candidates: readonly (string | null | undefined)[]): ResolvedLocale {
  for (const candidate of candidates) {
    const tag = canonicalLocale(candidate);
    const catalog = tag && catalogLocaleOf(tag);
    if (tag && catalog) return { catalog, tag, dir: directionOf(tag) };
  }
  return { catalog: 'en', tag: 'en', dir: 'ltr' };
}

/** 'rtl' for a right-to-left language ('ar', 'he-IL', 'fa'), else 'ltr'. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return rtlLanguages.has(tag.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
