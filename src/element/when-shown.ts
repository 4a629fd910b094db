/**
 * Calls `shown` once `element` has a box: at once if it is laid out, or when a `display: none`
 * around it is lifted (the landing hides its roster demo on phones, and a turned phone may show
 * it). Returns a function that stops waiting.
 */
export function whenShown(element: Element, shown: () => void): () => void {
  // A first observation is delivered for every element observed, displayed or not.
  const observer = new ResizeObserver(() => {
    if (element.getClientRects().length === 0) return;
    observer.disconnect();
    shown();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
