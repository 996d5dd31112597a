import { describe, expect, it } from 'vitest';
import { deriveOrganizationCode, sanitizeOrganizationCode } from './organization-code';

describe('deriveOrganizationCode', () => {
  it('given a name with spaces and punctuation, should uppercase it and join words with one underscore', () => {
    expect(deriveOrganizationCode('Acme Loyalty, Inc.')).toBe('ACME_LOYALTY_INC');
  });

  it('given leading and trailing symbols, should trim the edge underscores', () => {
    expect(deriveOrganizationCode('  --Globex   Rewards!! ')).toBe('GLOBEX_REWARDS');
  });

  it('given accented letters, should transliterate them before the rule (not split words)', () => {
    expect(deriveOrganizationCode('Brûlé Café')).toBe('BRULE_CAFE');
    expect(deriveOrganizationCode('Café Ünion 2')).toBe('CAFE_UNION_2');
    expect(deriveOrganizationCode('Straße Œuvre Ørsted Łódź')).toBe('STRASSE_OEUVRE_ORSTED_LODZ');
  });

  it('given letters with no Latin form, should still treat them as separators', () => {
    expect(deriveOrganizationCode('Loyalty 東京 Club')).toBe('LOYALTY_CLUB');
  });

  it('given a long name, should cap the code at 50 characters', () => {
    expect(deriveOrganizationCode('a'.repeat(80))).toHaveLength(50);
  });

  it('given only symbols, should give an empty code', () => {
    expect(deriveOrganizationCode('¡!?')).toBe('');
  });
});

describe('sanitizeOrganizationCode', () => {
  it('given lowercase letters, should uppercase them', () => {
    expect(sanitizeOrganizationCode('acme_1')).toBe('ACME_1');
  });

  it('given accented letters typed by hand, should keep their Latin letter', () => {
    expect(sanitizeOrganizationCode('brûlé_1')).toBe('BRULE_1');
  });

  it('given characters outside A-Z, 0-9 and underscore, should strip them without adding separators', () => {
    expect(sanitizeOrganizationCode('AC ME-2!_x')).toBe('ACME2_X');
  });

  it('given more than 50 characters, should cap at 50', () => {
    expect(sanitizeOrganizationCode('B'.repeat(60))).toBe('B'.repeat(50));
  });
});
