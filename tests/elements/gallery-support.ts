// Helpers of the ui-* element tests, which drive the <ui-gallery> of the harness bundle: the
// runner's browser commands, a faster waitFor, and the gallery itself.
import { track, waitFor as waitForApi } from './support.js';

type SendKeys = (payload: { press: string } | { type: string }) => Promise<void>;
type SendMouse = (payload: { type: 'click'; position: [number, number] }) => Promise<void>;
type EmulateMedia = (options: { reducedMotion?: 'reduce' | 'no-preference' }) => Promise<void>;

// nodeResolve is off in the runner config, so the command module is loaded by its served path.
const commandsPath = '/node_modules/@web/test-runner-commands/browser/commands.mjs';
export const { sendKeys, sendMouse, emulateMedia } = (await import(
  /* @vite-ignore */ commandsPath
)) as { sendKeys: SendKeys; sendMouse: SendMouse; emulateMedia: EmulateMedia };

export const press = (key: string) => sendKeys({ press: key });

/** waitFor of ./support with the gallery's defaults: 4000 ms, polling every 20 ms. */
export const waitFor = <T>(
  probe: () => T | null | undefined | false,
  what: string,
  timeoutMs = 4000,
): Promise<T> => waitForApi(probe, what, timeoutMs, 20);

/**
 * Appends a tracked <ui-gallery> and resolves with the root to query: its shadow root, or in
 * `mode: 'document'` the element itself (nothing is in a shadow root there).
 */
export async function addGallery(attributes: Record<string, string> = {}): Promise<ShadowRoot> {
  const gallery = document.createElement('ui-gallery');
  for (const [name, value] of Object.entries(attributes)) gallery.setAttribute(name, value);
  document.body.append(gallery);
  track(gallery);
  const root =
    attributes.mode === 'document'
      ? (gallery as unknown as ShadowRoot)
      : await waitFor(() => gallery.shadowRoot, 'the shadow root');
  await waitFor(() => root.querySelector('[data-testid="gallery"]'), 'the gallery to render');
  return root;
}

export const byTestId = <T extends HTMLElement = HTMLElement>(root: ShadowRoot, id: string) =>
  root.querySelector<T>(`[data-testid="${id}"]`);

/** The entries of the gallery's event log. */
export const logOf = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('[data-testid="log"] li'), (item) => item.textContent ?? '');
