// Every catalog of the kit against its English: same keys, same placeholders, valid ICU, plural
// categories the language needs. Reads the JSON files translators edit.
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { kitLocales } from './kit-locales';

const widgetsDir = path.resolve(import.meta.dirname, '..');
// A widget's catalog, and a second one of its dialogs in a folder of its own (users-management/
// dialogs/messages/).
const catalogDirs = fs
  .readdirSync(widgetsDir)
  .flatMap((name) => [
    path.join(widgetsDir, name, 'messages'),
    ...fs
      .readdirSync(path.join(widgetsDir, name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'messages')
      .map((entry) => path.join(widgetsDir, name, entry.name, 'messages')),
  ])
  .filter((dir) => fs.existsSync(path.join(dir, 'en.json')));

const read = (dir: string, locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The argument names a message uses ({device}, {count, plural, …}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Plural categories each `plural` of a message lists, e.g. [['one', 'other']]. */
function pluralCases(message: string): string[][] {
  const result: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select') {
        if (token.type === 'plural') result.push(token.cases.map((option) => option.key));
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return result;
}

describe('message catalogs', () => {
  it('given the widgets folder, should find the shared catalog and one per widget', () => {
    expect(catalogDirs.map((dir) => path.relative(widgetsDir, path.dirname(dir))).sort()).toEqual([
      'api-keys',
      'audit-log-streaming',
      'audit-logs',
      'directory-sync',
      'domain-verification',
      'known-names',
      'organization-switcher',
      'shared',
      'sso-connection',
      'user-profile',
      'user-security',
      'user-sessions',
      'users-management',
      'users-management/dialogs',
    ]);
  });

  it('given all catalogs, should use each key once across the shared and widget catalogs', () => {
    const shared = Object.keys(
      read(
        catalogDirs.find((dir) => dir.includes('shared'))!,
        'en',
      ),
    );
    for (const dir of catalogDirs.filter((entry) => !entry.includes('shared'))) {
      const own = Object.keys(read(dir, 'en'));
      expect(
        own.filter((key) => shared.includes(key)),
        dir,
      ).toEqual([]);
    }
  });

  for (const dir of catalogDirs) {
    const widget = path.basename(path.dirname(dir));
    const english = read(dir, 'en');
    for (const locale of kitLocales.filter((tag) => tag !== 'en')) {
      describe(`${widget} ${locale}`, () => {
        const catalog = read(dir, locale);

        it('should have exactly the keys of English', () => {
          expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        });

        it('should use the placeholders of English in each message', () => {
          for (const [key, message] of Object.entries(catalog)) {
            if (!(key in english)) continue;
            expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(english[key]!));
          }
        });

        it('should give every plural the categories of the language, with other', () => {
          const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
          for (const [key, message] of Object.entries(catalog)) {
            for (const cases of pluralCases(message)) {
              expect(cases, `${locale} ${key}`).toContain('other');
              for (const category of needed) expect(cases, `${locale} ${key}`).toContain(category);
            }
          }
        });
      });
    }
  }
});
