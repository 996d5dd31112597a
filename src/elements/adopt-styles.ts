const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per CSS text, shared by every shadow root that adopts it. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adopts the given sheets, then the given CSS texts, into a shadow root, in order, so styles never
 * leak in or out.
 */
export function adoptStyles(
  root: ShadowRoot,
  cssTexts: readonly string[],
  sheets: readonly CSSStyleSheet[] = [],
): void {
  root.adoptedStyleSheets = [
    ...root.adoptedStyleSheets,
    ...sheets,
    ...cssTexts.filter(Boolean).map(sheetFor),
  ];
}
