// Runs axe-core in a page. AxeBuilder (@axe-core/playwright) evaluates axe's 0.5 MB source into
// the page on every call and finishes each run in a new blank tab; on a page without frames
// (all of ours) that is most of a check's time (measured: a full-page check 3.5 s -> 1.0 s, one
// scoped to a widget 2.6 s -> 0.6 s). Here the source goes in once per document and axe.run runs
// in place, with the same context and rules; a page with frames still goes through AxeBuilder,
// which runs axe in each frame. Only violations are reported in full (resultTypes): the checks
// read nothing else, and the passes' nodes, serialized for every run, made a run take about twice
// as long (measured on the users-management demo page: ~400 ms -> ~200 ms).
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface AxeRunOptions {
  /** A selector: only this part of the page is checked. */
  include?: string;
  /** Only these rules. */
  rules?: string[];
}

/**
 * Waits until no finite animation or transition runs in the page, shadow roots included (at most
 * `timeout` ms; then axe runs on whatever is on screen, as it would have without the wait). axe
 * reads colours as they are at that instant, so a control caught mid-transition (a button turning
 * from solid accent to outline fades both colours over 160 ms) shows a contrast it never settles
 * on. Endless animations (spinners, skeletons) are not waited for; the settled colours are still
 * checked, so a real contrast failure still fails.
 */
export async function animationsSettled(page: Page, timeout = 3000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        // document.getAnimations() leaves out shadow trees: ask each open shadow root too.
        const roots: (Document | ShadowRoot)[] = [document];
        for (let index = 0; index < roots.length; index += 1) {
          for (const element of roots[index]!.querySelectorAll('*'))
            if (element.shadowRoot) roots.push(element.shadowRoot);
        }
        return roots.every((root) =>
          root
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().endTime === Infinity,
            ),
        );
      },
      undefined,
      { polling: 'raf', timeout },
    )
    .catch(() => undefined);
}

export async function axeRun(page: Page, { include, rules }: AxeRunOptions = {}) {
  await animationsSettled(page);
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    if (include) builder = builder.include(include);
    if (rules) builder = builder.withRules(rules);
    return builder.analyze();
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ include, rules }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        {
          resultTypes: ['violations'],
          ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
        },
      ),
    { include, rules },
  );
}
