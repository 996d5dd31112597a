// Helpers of the accessibility suite: the focused element through shadow roots and whether its
// focus ring shows, horizontal page scroll, animations seen while reduced motion is asked for,
// and opening a catalogue widget on its demo page with faults and an appearance.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Fault, WidgetEntry, WidgetState } from '../catalogue';
import { animationsSettled } from './axe-run';
import { QUICK_POLL, expect } from './fixtures';

export interface FocusInfo {
  tag: string;
  role: string | null;
  name: string;
  focusVisible: boolean;
  ring: boolean;
  inViewport: boolean;
  /** The focused element carries `data-focus-mark` (set by markFocused). */
  marked: boolean;
  /** The focused element is a floating layer's focus guard (it passes focus on at once). */
  guard: boolean;
}

/** What has focus, looking inside open shadow roots. */
export async function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) {
      return {
        tag: 'body',
        role: null,
        name: '',
        focusVisible: false,
        ring: false,
        inViewport: false,
        marked: false,
        guard: false,
      };
    }
    const element = active as HTMLElement;
    const style = getComputedStyle(element);
    const hasOutline = (css: CSSStyleDeclaration) =>
      css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0;
    // A text field draws its ring on the box around the input (the parent or grandparent).
    const parent = element.parentElement;
    const outline =
      hasOutline(style) ||
      (parent !== null && hasOutline(getComputedStyle(parent))) ||
      (parent?.parentElement != null && hasOutline(getComputedStyle(parent.parentElement)));
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const rect = element.getBoundingClientRect();
    const labelled = element.getAttribute('aria-labelledby');
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelText = labelled
      ? labelled
          .split(' ')
          .map((id) => root.getElementById?.(id)?.textContent ?? '')
          .join(' ')
      : '';
    const inputLabels = (element as HTMLInputElement).labels;
    const name = (
      element.getAttribute('aria-label') ??
      (labelText ||
        (inputLabels && inputLabels.length > 0 ? inputLabels[0]!.textContent : '') ||
        element.textContent ||
        '')
    )
      .replace(/\s+/g, ' ')
      .trim();
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name,
      focusVisible: element.matches(':focus-visible'),
      ring: outline || shadow,
      inViewport:
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < innerHeight &&
        rect.left < innerWidth,
      marked: element.hasAttribute('data-focus-mark'),
      guard: element.hasAttribute('data-floating-ui-focus-guard'),
    };
  });
}

/** Fails unless the focused element shows a focus ring and is on screen. */
export async function expectFocusVisible(page: Page): Promise<FocusInfo> {
  const info = await focused(page);
  expect(info.tag, 'something should have focus').not.toBe('body');
  expect(info.focusVisible && info.ring, `focus ring on <${info.tag}> "${info.name}"`).toBe(true);
  expect(info.inViewport, `focused <${info.tag}> "${info.name}" should be on screen`).toBe(true);
  return info;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the ring each step. */
export async function tabTo(
  page: Page,
  matches: (info: FocusInfo) => boolean,
  { backwards = false, limit = 60 } = {},
): Promise<FocusInfo> {
  const visited: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let info = await focused(page);
    // A floating layer's focus guard (an invisible span) hands focus on to the layer's first or
    // last control; give it a moment to do so. Focus that stays on a guard still fails below.
    for (let wait = 0; info.guard && wait < 10; wait += 1) {
      await page.waitForTimeout(50);
      info = await focused(page);
    }
    visited.push(`<${info.tag}> ${info.name.slice(0, 40)}`);
    if (info.tag !== 'body') await expectFocusVisible(page);
    if (matches(info)) return info;
  }
  throw new Error(`Tab never reached the wanted element; visited:\n${visited.join('\n')}`);
}

/** Marks the focused element, so focus can later be checked to come back to it. */
export async function markFocused(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const old of document.querySelectorAll('[data-focus-mark]'))
      old.removeAttribute('data-focus-mark');
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    active?.setAttribute('data-focus-mark', '');
  });
}

/** Fails when the page (not an inner region) scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: page wider than the viewport`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Init script: records every CSS animation or transition that runs longer than 1 ms, sampled each
 * frame, into window.__motion (target and duration). document.getAnimations() leaves out shadow
 * trees, where the widgets animate, so every shadow root attached is asked too.
 */
export async function recordMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __motion: string[] }).__motion = seen;
    const shadowRoots: ShadowRoot[] = [];
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      shadowRoots.push(root);
      return root;
    };
    const describe = (target: Element | null) => {
      if (!target) return '?';
      const host = (target.getRootNode() as ShadowRoot).host;
      const classes = typeof target.className === 'string' ? target.className : '';
      return `${host ? `<${host.localName}> ` : ''}${target.localName}.${classes.split(' ').join('.')}`;
    };
    const sample = () => {
      const animations = [document, ...shadowRoots].flatMap((root) => root.getAnimations());
      for (const animation of animations) {
        const timing = animation.effect?.getComputedTiming();
        const duration = Number(timing?.activeDuration ?? 0);
        if (duration > 1) {
          const effect = animation.effect as KeyframeEffect | null;
          const name =
            (animation as CSSTransition).transitionProperty ??
            (animation as CSSAnimation).animationName ??
            'script';
          const entry = `${describe(effect?.target ?? null)} ${name} ${Math.round(duration)}ms`;
          if (!seen.includes(entry)) seen.push(entry);
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

export async function motionSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __motion: string[] }).__motion ?? []);
}

export async function setFaults(request: APIRequestContext, faults: Fault[] = []): Promise<void> {
  for (const fault of faults) {
    const response = await request.post('/_test/faults', { data: fault });
    expect(response.ok()).toBe(true);
  }
}

/**
 * Opens the widget's demo page in the given appearance (page and widget), with the state's
 * faults in force, and brings it into the state. The demo page gets a test-mode admin token.
 */
export async function openWidgetState(
  page: Page,
  request: APIRequestContext,
  entry: WidgetEntry,
  state: WidgetState,
  appearance: 'light' | 'dark',
): Promise<Locator> {
  await request.delete('/_test/faults');
  await setFaults(request, state.faults);
  await page.addInitScript(
    (settings) => localStorage.setItem('kit-demo:settings', JSON.stringify(settings)),
    { page: appearance, appearance },
  );
  await page.goto(entry.demoPath);
  const widget = page.locator(entry.tag);
  if (state.waitForReady !== false) {
    await expect(widget).toHaveAttribute('data-state', 'ready');
    await expect(entry.firstContent(widget)).toBeVisible();
  }
  await state.reach?.({ page, widget });
  return widget;
}

/**
 * Switches the open demo page to `theme` in place, as its theme controls do (the page's `dark`
 * class and the widget's `appearance`), with the visitor's colour scheme to match; waits until
 * every themed root in the widget (its floating layers too) has it and the colours have settled.
 */
export async function switchTheme(
  page: Page,
  widget: Locator,
  theme: 'light' | 'dark',
): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle('dark', dark),
    theme === 'dark',
  );
  await widget.evaluate((element, value) => element.setAttribute('appearance', value), theme);
  await expect
    .poll(
      () =>
        widget.evaluate((element) => [
          ...new Set(
            [...(element.shadowRoot?.querySelectorAll('[data-appearance]') ?? [])].map((root) =>
              root.getAttribute('data-appearance'),
            ),
          ),
        ]),
      QUICK_POLL,
    )
    .toEqual([theme]);
  await transitionsSettled(page);
}

/**
 * Waits for the transitions and other finite animations running in the page and its shadow roots
 * (colours ease), for at most 5 s: the kit's transitions last a fraction of a second. The one
 * wait is axe-run.ts's, which every axe check also goes through.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await animationsSettled(page, 5000);
}
