import type { Appearance } from '../ui';

// One observer for the whole page, shared by every element whose appearance is `inherit`.
const listeners = new Set<() => void>();
let stop: (() => void) | undefined;
let current: Appearance = 'light';

function fromElement(element: Element | null): Appearance | undefined {
  if (!element) return undefined;
  if (element.classList.contains('dark')) return 'dark';
  if (element.classList.contains('light')) return 'light';
  const theme = element.getAttribute('data-theme');
  if (theme === 'dark' || theme === 'light') return theme;
  return undefined;
}

/**
 * The page's appearance: a `dark`/`light` class or `data-theme` on <html> or <body>, else the
 * root's `color-scheme` when it names one scheme, else the system preference.
 */
export function readPageAppearance(): Appearance {
  if (typeof document === 'undefined') return 'light';
  const marked = fromElement(document.documentElement) ?? fromElement(document.body);
  if (marked) return marked;
  const schemes = getComputedStyle(document.documentElement).colorScheme.split(/\s+/);
  if (schemes.includes('dark') && !schemes.includes('light')) return 'dark';
  if (schemes.includes('light') && !schemes.includes('dark')) return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function update(): void {
  const next = readPageAppearance();
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

function start(): () => void {
  const observer = new MutationObserver(update);
  const options = { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] };
  observer.observe(document.documentElement, options);
  // <body> may not exist yet when the kit loads from <head>.
  const observeBody = (): void => {
    if (document.body) observer.observe(document.body, options);
  };
  observeBody();
  document.addEventListener('DOMContentLoaded', observeBody, { once: true });
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', update);
  return () => {
    observer.disconnect();
    document.removeEventListener('DOMContentLoaded', observeBody);
    media?.removeEventListener('change', update);
  };
}

/** Subscribes to page appearance changes (for useSyncExternalStore). */
export function subscribePageAppearance(listener: () => void): () => void {
  if (listeners.size === 0) {
    current = readPageAppearance();
    stop = start();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

/** The last page appearance seen (read fresh when nobody is subscribed). */
export function getPageAppearance(): Appearance {
  return listeners.size > 0 ? current : readPageAppearance();
}
