import { describe, expect, it } from 'vitest';
import { hasSessionMarker } from './stored-session';

describe('hasSessionMarker', () => {
  it('given the marker with value 1, should report a session', () => {
    expect(hasSessionMarker('theme=dark; workos-has-session=1', 'client_a')).toBe(true);
  });

  it('given a list of client ids, should report a session only for a listed client', () => {
    expect(hasSessionMarker('workos-has-session=client_a.client_b', 'client_b')).toBe(true);
    expect(hasSessionMarker('workos-has-session=client_a.client_b', 'client_c')).toBe(false);
  });

  it('given no marker, should report none', () => {
    expect(hasSessionMarker('other=1', 'client_a')).toBe(false);
    expect(hasSessionMarker('', 'client_a')).toBe(false);
  });
});
