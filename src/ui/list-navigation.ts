// Keyboard movement inside a menu or listbox (roving focus): arrows move and wrap, Home/End jump
// to the ends, printable keys search the labels (typeahead). Pure functions over an item count,
// so the components keep their own state and DOM.
import { useState } from 'react';

/** The next index from `from` in `step` direction that is not disabled, wrapping; null if none. */
export function stepIndex(
  count: number,
  from: number,
  step: 1 | -1,
  isDisabled: (index: number) => boolean = () => false,
  wrap = true,
): number | null {
  for (let index = from + step, tries = 0; tries < count; index += step, tries += 1) {
    if (index < 0 || index >= count) {
      if (!wrap) return null;
      index = (index + count) % count;
    }
    if (!isDisabled(index)) return index;
  }
  return null;
}

/** Index for a navigation key (arrows, Home, End) or undefined when the key is not one. */
export function navigationIndex(
  key: string,
  count: number,
  active: number | null,
  isDisabled?: (index: number) => boolean,
): number | null | undefined {
  if (key === 'ArrowDown') return stepIndex(count, active ?? -1, 1, isDisabled);
  if (key === 'ArrowUp') return stepIndex(count, active ?? count, -1, isDisabled);
  if (key === 'Home') return stepIndex(count, -1, 1, isDisabled, false);
  if (key === 'End') return stepIndex(count, count, -1, isDisabled, false);
  return undefined;
}

export interface Typeahead {
  /** The matching index for a key press, or undefined when the key is not typeahead input. */
  match: (
    event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
    labels: ReadonlyArray<string | null>,
    active: number | null,
    isDisabled?: (index: number) => boolean,
  ) => number | null | undefined;
  /** Whether a search is in progress (a Space then types rather than selects). */
  typing: () => boolean;
}

/**
 * Typeahead as menus and native selects do it: keys typed within 750 ms form one search string;
 * repeating one letter cycles through the items starting with it.
 */
export function createTypeahead(resetMs = 750): Typeahead {
  const current = { text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined };
  return {
    typing: () => current.text !== '',
    match(event, labels, active, isDisabled = () => false) {
      const { key } = event;
      if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
      if (key === ' ' && current.text === '') return undefined;
      clearTimeout(current.timer);
      current.timer = setTimeout(() => (current.text = ''), resetMs);
      current.text += key.toLowerCase();
      const repeated = current.text.split('').every((char) => char === current.text[0]);
      const search = repeated ? current.text[0]! : current.text;
      // A new or repeated letter looks past the active item; a longer string may stay on it.
      const start = (active ?? -1) + (repeated ? 1 : 0);
      for (let offset = 0; offset < labels.length; offset += 1) {
        const index = (Math.max(start, 0) + offset) % labels.length;
        if (!isDisabled(index) && labels[index]?.toLowerCase().startsWith(search)) return index;
      }
      return null;
    },
  };
}

/** One typeahead per component instance. */
export function useTypeahead(): Typeahead {
  return useState(createTypeahead)[0];
}
