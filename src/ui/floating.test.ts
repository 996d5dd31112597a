import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeFloating } from './floating';

// Node environment: a viewport of 800×600 and elements reduced to what placeFloating reads.
function reference(rect: { left: number; top: number; width: number; height: number }) {
  const box = { ...rect, right: rect.left + rect.width, bottom: rect.top + rect.height };
  return { getBoundingClientRect: () => box } as unknown as Element;
}
function floating(width: number, height: number) {
  return {
    offsetWidth: width,
    offsetHeight: height,
    style: {},
    dataset: {},
  } as unknown as HTMLElement & {
    style: Record<string, string>;
  };
}

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { clientWidth: 800, clientHeight: 600 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('placeFloating', () => {
  it('given room below, should place bottom-start under the reference with the offset', () => {
    const menu = floating(200, 100);
    const side = placeFloating(reference({ left: 100, top: 100, width: 80, height: 32 }), menu, {
      placement: 'bottom-start',
      offset: 4,
    });
    expect(side).toBe('bottom');
    expect([menu.style.left, menu.style.top]).toEqual(['100px', '136px']);
  });

  it('given bottom-end, should align the right edges', () => {
    const menu = floating(200, 100);
    placeFloating(reference({ left: 400, top: 100, width: 32, height: 32 }), menu, {
      placement: 'bottom-end',
      offset: 4,
    });
    expect(menu.style.left).toBe('232px');
  });

  it('given no room below but room above, should flip to the top', () => {
    const menu = floating(200, 150);
    const side = placeFloating(reference({ left: 100, top: 500, width: 80, height: 32 }), menu, {
      placement: 'bottom-start',
      offset: 4,
    });
    expect(side).toBe('top');
    expect(menu.style.top).toBe(`${500 - 4 - 150}px`);
  });

  it('given an end alignment that would leave the viewport, should flip the alignment', () => {
    const menu = floating(200, 100);
    placeFloating(reference({ left: 20, top: 100, width: 32, height: 32 }), menu, {
      placement: 'bottom-end',
      offset: 4,
    });
    expect(menu.style.left).toBe('20px');
  });

  it('given a tooltip near the right edge, should shift it inside the 8 px padding', () => {
    const tip = floating(120, 24);
    placeFloating(reference({ left: 760, top: 300, width: 32, height: 32 }), tip, {
      placement: 'top',
      offset: 6,
    });
    expect(tip.style.left).toBe(`${800 - 8 - 120}px`);
    expect(tip.style.top).toBe(`${300 - 6 - 24}px`);
  });

  it('given a side placement, should centre on the cross axis', () => {
    const tip = floating(100, 20);
    const side = placeFloating(reference({ left: 10, top: 100, width: 40, height: 40 }), tip, {
      placement: 'right',
      offset: 6,
    });
    expect(side).toBe('right');
    expect([tip.style.left, tip.style.top]).toEqual(['56px', '110px']);
  });

  it('given a fit callback, should pass the room on the chosen side before measuring', () => {
    const list = floating(150, 100);
    const fit = vi.fn();
    placeFloating(reference({ left: 100, top: 100, width: 80, height: 32 }), list, {
      placement: 'bottom-start',
      offset: 4,
      fit,
    });
    expect(fit).toHaveBeenCalledWith(
      list,
      { width: 784, height: 600 - 132 - 4 - 8 },
      expect.objectContaining({ width: 80 }),
    );
  });
});
