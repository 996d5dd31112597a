// Issue #39 item 13: the scaling range the docs state (the attribute's description, which the
// element pages and custom-elements.json print) is the one the kit clamps to and the
// playground's slider offers.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScaling } from '../../src/ui/theme';

describe('the scaling range', () => {
  it('should be the same in the attribute docs, the kit and the playground', () => {
    const low = Math.round(parseScaling('1%') * 100);
    const high = Math.round(parseScaling('999%') * 100);
    const element = fs.readFileSync('src/elements/define-widget-element.ts', 'utf8');
    const described = /`scaling`: ([^;]*);/.exec(element)?.[1] ?? '';
    expect(described).toContain(`"${low}%"–"${high}%"`);
    const playground = fs.readFileSync('server/docs/playground-page.ts', 'utf8');
    expect(playground).toMatch(new RegExp(`min="${low}"\\s+max="${high}"`));
  });
});
