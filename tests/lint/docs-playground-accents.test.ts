// The docs playground lists the kit's named accents by hand (the server takes no code from src/).
import { describe, expect, it } from 'vitest';
import { accentSeeds } from '../../src/ui/theme';
import { accentNames } from '../../server/docs/playground-page';

describe('the playground accent list', () => {
  it('should name exactly the kit’s named accents', () => {
    expect([...accentNames].sort()).toEqual(Object.keys(accentSeeds).sort());
  });
});
