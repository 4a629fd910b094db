import { useEffect, useLayoutEffect, useRef } from 'react';

// from-html.tsx's, for a server where React 18 warns of a layout effect. Not imported from there:
// that import made the bundler split a small chunk of its own off every script.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Styles arrive as constructable stylesheets: no <style> element and no style
 * attribute strings, so a host page whose CSP forbids inline styles still shows
 * the widgets styled. One sheet per CSS text, shared by every element on the page.
 */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Styles for a part outside a widget's first frame (a lazy chunk, what renders after the first
 * paint): parsed when it comes and adopted before its first paint. Put the returned ref on an
 * element of the widget; `when` is false until the part renders.
 */
export function useLazySheet<T extends Element>(css: string, when = true) {
  const ref = useRef<T>(null);
  useBrowserLayoutEffect(() => {
    if (!when) return;
    const root = ref.current?.getRootNode();
    const sheet = sheetFor(css);
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }, [css, when]);
  return ref;
}
