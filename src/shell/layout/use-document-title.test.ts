import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title';

describe('documentTitle', () => {
  it('should put the screen before the app name', () => {
    expect(documentTitle('Customers')).toBe('Customers · Loyalty Console');
  });
  it('given no or a blank title, should be the app name', () => {
    expect(documentTitle(undefined)).toBe('Loyalty Console');
    expect(documentTitle('  ')).toBe('Loyalty Console');
  });
});
