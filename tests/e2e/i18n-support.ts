// Helpers of the locale suites: the kit's catalogs read from source, what text a widget shows,
// and which of it is still English.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { QUICK_POLL, expect } from './fixtures';

export { translatedLocales } from './state-matrix';

const widgetsDir = path.resolve(import.meta.dirname, '../../src/widgets');

/** Every catalog of the kit in `locale`, merged (keys never collide; a unit test keeps them so). */
export function catalogOf(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of fs.readdirSync(widgetsDir)) {
    // A widget's catalog and a second one of its dialogs (users-management/dialogs/messages/).
    const folders = [name, ...['dialogs'].map((sub) => path.join(name, sub))];
    for (const folder of folders) {
      const file = path.join(widgetsDir, folder, 'messages', `${locale}.json`);
      if (fs.existsSync(file)) Object.assign(merged, JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  }
  return merged;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Patterns matching the English text of every message `locale` says differently (a placeholder
 * matches anything), so a text that matches one was left in English. Plural messages are covered
 * by `englishPhrase` below.
 */
export function englishPatterns(locale: string): RegExp[] {
  const english = catalogOf('en');
  const translated = catalogOf(locale);
  return Object.entries(english)
    .filter(([key, message]) => translated[key] !== message && !message.includes(', plural,'))
    .map(([, message]) => message.trim())
    .filter((message) => message.length > 1)
    .map(
      (message) =>
        new RegExp(
          `^${escape(message)
            .replace(/\\\{|\{/g, '{')
            .replace(/\{\w+\}/g, '.+')}$`,
        ),
    );
}

/** English words no kit translation uses: a text holding one reads as untranslated English. */
const englishPhrase = /\b(the|your|you|this|with|for|please|again|and|not|of|to|ago)\b|^Just now$/i;

/**
 * The texts a widget shows in its shadow root (dialogs and menus included): each visible text
 * node, and the aria-label, placeholder, title and alt of visible elements.
 */
export async function shownTexts(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot;
    if (!root) return [];
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        // Data marked translate="no" (e.g. the environment's permission descriptions) is not UI.
        if (
          text &&
          parent &&
          parent.checkVisibility() &&
          !parent.closest('style') &&
          !parent.closest('[translate="no"]')
        ) {
          texts.push(text);
        }
      } else if (node instanceof Element && node.checkVisibility()) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = node.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      }
    }
    return texts;
  });
}

/** The texts that are still English in `locale` (e-mail addresses and data never match). */
export function englishLeft(texts: readonly string[], locale: string): string[] {
  const patterns = englishPatterns(locale);
  return texts.filter(
    (text) =>
      !text.includes('@') &&
      (patterns.some((pattern) => pattern.test(text)) || englishPhrase.test(text)),
  );
}

/** Sets the element's `locale` and waits until its root shows that language. */
export async function switchLocale(widget: Locator, locale: string): Promise<void> {
  await widget.evaluate((element, tag) => element.setAttribute('locale', tag), locale);
  await expect
    .poll(
      () =>
        widget.evaluate((element) =>
          element.shadowRoot?.querySelector('.ui-root')?.getAttribute('lang'),
        ),
      QUICK_POLL,
    )
    .toBe(locale);
}
