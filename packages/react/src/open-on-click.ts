import { opensDialog } from '../../../src/element/dialog-host';

/**
 * The elements whose components listen for data-rosterkit-open, by tag. One whose effects are
 * cleaned up while it stays in the page (hidden by <Activity>, as Next.js keeps a route left)
 * is not among them, so the one shown is first.
 */
const openers = new Map<string, Set<HTMLElement>>();

/**
 * A click on a host-page element with data-rosterkit-open="<kind>" opens the page's first dialog
 * of that kind that listens, as with the script tag (src/element/dialog-host.ts); returns what
 * stops it.
 */
export function openOnClick(element: HTMLElement, kind: string, setOpen: (open: boolean) => void): () => void {
  const listening = openers.get(element.localName) ?? new Set();
  openers.set(element.localName, listening);
  listening.add(element);
  const opener = (event: MouseEvent) => {
    if (!opensDialog(event, kind) || firstInPage(listening) !== element) return;
    event.preventDefault();
    setOpen(true);
  };
  document.addEventListener('click', opener);
  return () => {
    listening.delete(element);
    document.removeEventListener('click', opener);
  };
}

/**
 * The first of `elements` in the page's order. Only the page's own count, as with the script
 * tag's document.querySelector: one in a shadow root has no order against them.
 */
function firstInPage(elements: Set<HTMLElement>): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  for (const element of elements) {
    if (element.getRootNode() !== element.ownerDocument) continue;
    if (!first || element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) first = element;
  }
  return first;
}
