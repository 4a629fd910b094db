/**
 * Styles arrive as constructable stylesheets: no <style> element and no style
 * attribute strings, so a host page whose CSP forbids inline styles still shows
 * the widgets styled. One sheet per CSS text, shared by every element on the page.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}
