// What each `*-intent` test does around its own control: the tag alone on a page whose idle
// preloads are done (none of its on-intent chunks fetched yet), then the user's intent on one
// control (the pointer over it, or the focus) fetches them, and opens nothing.
import { check, fetchedChunk, testToken, waitFor, waitForIdlePreload } from './support.js';

/** Signs `element` in as `user` and waits for an idle page on which none of `chunks` was fetched. */
export async function idleWithout(
  element: HTMLElement & { authToken?: unknown },
  chunks: readonly string[],
  user?: string,
): Promise<void> {
  element.authToken = await testToken(user);
  await waitForIdlePreload(element);
  for (const chunk of chunks) check(!fetchedChunk(chunk), `no ${chunk} once idle`);
}

/**
 * Points at `control` (`pointer`) or focuses it (`focus`), then waits for each of `chunks`
 * (named as in chunks/, e.g. 'on-intent/domain-dialogs.js'); no dialog or menu may open.
 */
export async function expectFetchedOnIntent(
  element: HTMLElement,
  control: HTMLElement,
  how: 'pointer' | 'focus',
  chunks: readonly string[],
): Promise<void> {
  if (how === 'focus') control.focus();
  else control.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  for (const chunk of chunks) await waitFor(() => fetchedChunk(chunk), `${chunk} on ${how}`);
  check(
    !element.shadowRoot!.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]'),
    'nothing opened',
  );
}
