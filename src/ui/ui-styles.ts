import firstPaintCss from './styles/first-paint.css?inline';

/**
 * The theme tokens and the CSS of the primitives a first paint shows (styles/first-paint.css).
 * The floating layer's CSS (layer/layers.css) joins the same sheet when its chunk loads
 * (`addLayerStyles`); the dashboard imports styles/index.css, both of them, as a file. All
 * selectors sit under `.ui-root` (or `:host`), so nothing reaches the page.
 */
export const uiStyles: string = firstPaintCss;

let layerStyles = '';
let sharedSheet: CSSStyleSheet | undefined;

/**
 * One constructed stylesheet shared by every shadow root on the page (adoptedStyleSheets accepts
 * the same sheet in many roots), so ten widgets parse the CSS once.
 */
export function getUiStyleSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(uiStyles + layerStyles);
  }
  return sharedSheet;
}

/**
 * Appends the floating layer's CSS to the shared sheet (once): every root that adopted it, and
 * every later one, has the dialogs', menus' and tooltips' styles from then on. Called when the
 * layer's chunk arrives, before anything of it renders.
 */
export function addLayerStyles(css: string): void {
  if (layerStyles) return;
  layerStyles = css;
  sharedSheet?.replaceSync(uiStyles + layerStyles);
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
