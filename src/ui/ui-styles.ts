import avatarCss from './styles/avatar.css?inline';
import badgeCss from './styles/badge.css?inline';
import baseCss from './styles/base.css?inline';
import buttonCss from './styles/button.css?inline';
import calloutCss from './styles/callout.css?inline';
import checkboxListCss from './styles/checkbox-list.css?inline';
import dialogCss from './styles/dialog.css?inline';
import fieldCss from './styles/field.css?inline';
import menuCss from './styles/menu.css?inline';
import otpCss from './styles/otp.css?inline';
import skeletonCss from './styles/skeleton.css?inline';
import spinnerCss from './styles/spinner.css?inline';
import tableCss from './styles/table.css?inline';
import tokensCss from './styles/tokens.css?inline';
import tooltipCss from './styles/tooltip.css?inline';

/**
 * Every primitive's CSS plus the theme tokens, as one string. Widgets adopt it into each shadow
 * root (see `getUiStyleSheet`); the dashboard injects it once into the document. All selectors
 * sit under `.ui-root` (or `:host`), so nothing reaches the page.
 */
export const uiStyles: string = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  fieldCss,
  otpCss,
  checkboxListCss,
  dialogCss,
  menuCss,
  tooltipCss,
  badgeCss,
  avatarCss,
  skeletonCss,
  tableCss,
  calloutCss,
].join('\n');

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

/** Injects the UI styles into a document once (for the dashboard). */
export function injectUiStyles(doc: Document = document): void {
  if (doc.querySelector('style[data-ui-styles]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-ui-styles', '');
  style.textContent = uiStyles;
  doc.head.prepend(style);
}
