import { describe, expect, it } from 'vitest';
import {
  FIRST_DELAY_SECONDS,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  delayAfter,
  waitText,
} from './sign-in-attempts';

describe('delayAfter', () => {
  it('given fewer failures than the free ones, should not delay', () => {
    expect(delayAfter(0)).toBe(0);
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
  });

  it('given more failures, should double the wait up to the cap', () => {
    expect(delayAfter(FREE_FAILURES)).toBe(FIRST_DELAY_SECONDS);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(FIRST_DELAY_SECONDS * 2);
    expect(delayAfter(FREE_FAILURES + 3)).toBe(FIRST_DELAY_SECONDS * 8);
    expect(delayAfter(FREE_FAILURES + 100)).toBe(MAX_DELAY_SECONDS);
  });
});

describe('waitText', () => {
  it('should name seconds below a minute and whole minutes above', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(32)).toBe('32 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
  });
});
