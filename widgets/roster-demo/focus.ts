/**
 * Moves the focus to what took the place of the view under it, without pulling the page back to
 * the demo when the visitor has scrolled away meanwhile (a click held until the script ran, or a
 * detail slow to load): the focus still tells them, and they stay where they are.
 */
export function focusInPlace(element: HTMLElement | null): void {
  if (!element) return;
  const root = element.getRootNode();
  const demo = (root instanceof ShadowRoot ? root.host : element).getBoundingClientRect();
  element.focus({ preventScroll: demo.bottom < 0 || demo.top > innerHeight });
}
