import type { DialogKind } from '../../../src/element/dialog-host';

/** The component that opens each dialog kind, for naming a mistyped data-rosterkit-open, or a missing component. */
const COMPONENTS: Readonly<Record<DialogKind, string>> = { waitlist: 'RosterkitWaitlistModal', contact: 'RosterkitContact' };
const KINDS = Object.keys(COMPONENTS);

/**
 * The components that listen for data-rosterkit-open, by the dialog they open: each element with
 * what opens it. One whose effects are cleaned up while it stays in the page (hidden by
 * <Activity>, as Next.js keeps a route left) is not among them, so the one shown is first.
 */
const openers = new Map<DialogKind, Map<HTMLElement, () => void>>();
const named = new Set<string>();

/**
 * A click on a host-page element with data-rosterkit-open="<kind>" opens the page's first dialog
 * of that kind that listens, as with the script tag (src/element/dialog-host.ts); returns what
 * stops `element` listening. One listener for the page, while any component listens.
 */
export function openOnClick(element: HTMLElement, kind: DialogKind, setOpen: (open: boolean) => void): () => void {
  if (openers.size === 0) document.addEventListener('click', opener);
  const listening = openers.get(kind) ?? new Map();
  openers.set(kind, listening);
  listening.set(element, () => setOpen(true));
  return () => {
    listening.delete(element);
    if (listening.size === 0) openers.delete(kind);
    if (openers.size === 0) document.removeEventListener('click', opener);
  };
}

function opener(event: MouseEvent) {
  const source = event.composedPath().find((node): node is Element => node instanceof Element && node.hasAttribute('data-rosterkit-open'));
  if (!source) return;
  const kind = source.getAttribute('data-rosterkit-open') ?? '';
  const open = firstInPage(openers.get(kind as DialogKind));
  if (open) {
    event.preventDefault();
    open();
  } else if (!named.has(kind)) {
    // Said once a value, as embed.js says it: otherwise such a click does nothing, and nothing says why.
    named.add(kind);
    if (!KINDS.includes(kind)) console.error(`[rosterkit] data-rosterkit-open="${kind}" names no dialog: use ${KINDS.join(' or ')}.`);
    else console.warn(`[rosterkit] data-rosterkit-open="${kind}" was clicked, but the page has no ${COMPONENTS[kind as DialogKind]}.`);
  }
}

/**
 * What opens the first of `listening` in the page's order. Only the page's own count, as with the
 * script tag's document.querySelector: one in a shadow root has no order against them.
 */
function firstInPage(listening: Map<HTMLElement, () => void> | undefined): (() => void) | undefined {
  let first: HTMLElement | undefined;
  for (const element of listening?.keys() ?? []) {
    if (element.getRootNode() !== element.ownerDocument) continue;
    if (!first || element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) first = element;
  }
  return first && listening?.get(first);
}
