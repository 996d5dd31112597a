import allCss from './styles/index.css?inline';

/**
 * Every primitive's CSS plus the theme tokens, as one string (styles/index.css lists them).
 * Widgets adopt it into each shadow root (see `getUiStyleSheet`); the dashboard imports
 * styles/index.css as a file. All selectors sit under `.ui-root` (or `:host`), so nothing
 * reaches the page.
 */
export const uiStyles: string = allCss;

let sharedSheet: CSSStyleSheet | undefined;

/**
 * One constructed stylesheet shared by every shadow root on the page (adoptedStyleSheets accepts
 * the same sheet in many roots), so ten widgets parse the CSS once.
 */
export function getUiStyleSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(uiStyles);
  }
  return sharedSheet;
}

/** Adopts the UI styles into a shadow root (idempotent) and returns it. */
export function adoptUiStyles(root: ShadowRoot, extra: CSSStyleSheet[] = []): ShadowRoot {
  const sheet = getUiStyleSheet();
  const sheets = root.adoptedStyleSheets.filter((existing) => existing !== sheet);
  root.adoptedStyleSheets = [sheet, ...sheets, ...extra.filter((s) => !sheets.includes(s))];
  return root;
}

/**
 * Adopts the UI styles into a document once, for pages without a bundler. No <style> element:
 * a strict Content-Security-Policy (style-src without 'unsafe-inline') allows adopted sheets.
 */
export function injectUiStyles(doc: Document = document): void {
  const sheet = getUiStyleSheet();
  if (doc.adoptedStyleSheets.includes(sheet)) return;
  doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
}
