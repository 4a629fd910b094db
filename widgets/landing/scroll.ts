/**
 * In-page links (#features, #faq, #contact) point at sections inside the shadow root,
 * where the browser's own fragment navigation cannot find them: we find the target
 * there and scroll to it ourselves.
 */
export function sectionForLink(link: Element | null, root: Document | ShadowRoot): HTMLElement | null {
  const href = link?.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return null;
  return root.getElementById(decodeURIComponent(href.slice(1)));
}

/**
 * The page's sections below the first screen hold an estimated height until the visitor
 * nears them (sections.css); one drawn while a smooth scroll passes it would move the
 * target under way (by 22 px in a 600 px column on a 1280 px window). A visitor going to a
 * section has every section drawn first, so the scroll ends where it was aimed.
 */
export const SECTIONS_DRAWN = 'data-sections-drawn';

export function scrollToSection(section: HTMLElement, reducedMotion: boolean): void {
  section.closest('.lp-page')?.setAttribute(SECTIONS_DRAWN, '');
  section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.focus({ preventScroll: true });
}

interface LinkClick {
  target: EventTarget | null;
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The in-page link a plain left click landed on; modified clicks keep the browser's behaviour. */
export function clickedSectionLink(event: LinkClick): Element | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
  return link;
}
