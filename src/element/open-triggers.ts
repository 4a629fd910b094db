/**
 * Any host-page element with data-rosterkit-open="waitlist" or "contact" opens that
 * dialog on click. One listener per dialog kind for the whole page.
 */
export type DialogKind = 'waitlist' | 'contact';

const installed = new Set<DialogKind>();

export function installOpenTrigger(kind: DialogKind, tag: string): void {
  if (installed.has(kind)) return;
  installed.add(kind);
  document.addEventListener('click', (event) => {
    const trigger = event
      .composedPath()
      .find((node): node is Element => node instanceof Element && node.getAttribute('data-rosterkit-open') === kind);
    if (!trigger) return;
    const dialog = document.querySelector(tag);
    if (!dialog) {
      console.warn(`[rosterkit] data-rosterkit-open="${kind}" was clicked, but the page has no <${tag}>.`);
      return;
    }
    event.preventDefault();
    dialog.setAttribute('open', '');
  });
}
