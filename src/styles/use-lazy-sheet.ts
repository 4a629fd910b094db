import { useLayoutEffect, useRef } from 'react';
import { sheetFor } from './sheet';

/**
 * For a lazily loaded part: its styles come with its chunk instead of the entry paying for
 * them (parsed at every page load), and join the shadow root's adopted stylesheets before
 * the part's first paint. Put the returned ref on the part's outermost element.
 */
export function useLazySheet<T extends Element>(css: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    const sheet = sheetFor(css);
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }, [css]);
  return ref;
}
