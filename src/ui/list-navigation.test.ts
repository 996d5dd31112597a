import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypeahead, navigationIndex, stepIndex } from './list-navigation';

const key = (value: string) => ({ key: value, ctrlKey: false, metaKey: false, altKey: false });
const labels = [
  'Edit role',
  'Resend invitation',
  'Revoke invitation',
  'Invite someone…',
  'Remove user',
];

describe('stepIndex', () => {
  it('given the last item, when stepping forward, should wrap to the first', () => {
    expect(stepIndex(5, 4, 1)).toBe(0);
  });

  it('given disabled items, should skip them in either direction', () => {
    const disabled = (index: number) => index === 0 || index === 4;
    expect(stepIndex(5, 3, 1, disabled)).toBe(1);
    expect(stepIndex(5, 1, -1, disabled)).toBe(3);
  });

  it('given every item disabled, should find none', () => {
    expect(stepIndex(3, -1, 1, () => true)).toBeNull();
  });
});

describe('navigationIndex', () => {
  const disabled = (index: number) => index === 0 || index === 4;

  it('given no active item, should go to the first on ArrowDown and the last on ArrowUp', () => {
    expect(navigationIndex('ArrowDown', 5, null)).toBe(0);
    expect(navigationIndex('ArrowUp', 5, null)).toBe(4);
  });

  it('given Home and End, should stop at the first and last enabled items without wrapping', () => {
    expect(navigationIndex('Home', 5, 2, disabled)).toBe(1);
    expect(navigationIndex('End', 5, 2, disabled)).toBe(3);
  });

  it('given another key, should say it is not a navigation key', () => {
    expect(navigationIndex('a', 5, 2)).toBeUndefined();
  });
});

describe('createTypeahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given keys typed quickly, should match the whole string from the active item', () => {
    const typeahead = createTypeahead();
    expect(typeahead.match(key('r'), labels, 0)).toBe(1);
    expect(typeahead.match(key('e'), labels, 1)).toBe(1);
    expect(typeahead.match(key('v'), labels, 1)).toBe(2);
  });

  it('given one letter repeated, should cycle through the items starting with it', () => {
    const typeahead = createTypeahead();
    expect(typeahead.match(key('r'), labels, null)).toBe(1);
    expect(typeahead.match(key('r'), labels, 1)).toBe(2);
    expect(typeahead.match(key('r'), labels, 2)).toBe(4);
    expect(typeahead.match(key('r'), labels, 4)).toBe(1);
  });

  it('given a pause longer than the reset time, should start a new search', () => {
    vi.useFakeTimers();
    const typeahead = createTypeahead(750);
    expect(typeahead.match(key('r'), labels, 0)).toBe(1);
    expect(typeahead.typing()).toBe(true);
    vi.advanceTimersByTime(800);
    expect(typeahead.typing()).toBe(false);
    expect(typeahead.match(key('i'), labels, 1)).toBe(3);
  });

  it('given a disabled match, should skip it', () => {
    const typeahead = createTypeahead();
    expect(typeahead.match(key('r'), labels, null, (index) => index === 1)).toBe(2);
  });

  it('given Space before any letter, modifiers or a named key, should not treat them as search', () => {
    const typeahead = createTypeahead();
    expect(typeahead.match(key(' '), labels, 0)).toBeUndefined();
    expect(typeahead.match({ ...key('r'), ctrlKey: true }, labels, 0)).toBeUndefined();
    expect(typeahead.match(key('Enter'), labels, 0)).toBeUndefined();
    expect(typeahead.typing()).toBe(false);
  });

  it('given no label matching, should answer null', () => {
    expect(createTypeahead().match(key('z'), labels, 0)).toBeNull();
  });
});
