// The `lang` an element inherits: the nearest non-empty `lang` attribute up its tree, crossing
// from a shadow root to its host, so a widget inside another component follows the page.

/** The nearest `lang` value above (and on) `element`, or undefined when none is set. */
export function nearestLang(element: Element): string | undefined {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang')?.trim();
      if (lang) return lang;
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return undefined;
}

/** The browser's preferred languages, most preferred first (empty without a navigator). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The element's own `dir` attribute when it is 'rtl' or 'ltr' (it overrides the locale's). */
export function ownDirection(element: Element): 'ltr' | 'rtl' | undefined {
  const dir = element.getAttribute('dir')?.trim().toLowerCase();
  return dir === 'rtl' || dir === 'ltr' ? dir : undefined;
}

/**
 * Calls `onChange` when a `lang` or `dir` attribute anywhere in the document changes or the browser's
 * languages change; returns the unsubscribe function.
 */
export function watchLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'dir'],
    subtree: true,
  });
  window.addEventListener('languagechange', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('languagechange', onChange);
  };
}
