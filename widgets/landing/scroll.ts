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

export function scrollToSection(section: HTMLElement, reducedMotion: boolean): void {
  const behavior = reducedMotion ? 'auto' : 'smooth';
  if (!inPlace(section)) finishWhenScrollEnds(section, behavior);
  section.scrollIntoView({ behavior, block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.focus({ preventScroll: true });
}

/** Whether the section's top is where its scroll margin puts it, within a pixel. */
const inPlace = (section: HTMLElement) =>
  Math.abs(section.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(section).scrollMarginTop)) <= 1;

/**
 * Sections below the first screen hold an estimated height until drawn (sections.css), so one drawn
 * as a smooth scroll passes may move the target. Once the scroll ends, this goes the rest of the
 * way unless the visitor has taken over; drawing every section first would make the click one long task.
 */
function finishWhenScrollEnds(section: HTMLElement, behavior: ScrollBehavior): void {
  const listening = new AbortController();
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) addEventListener(input, () => listening.abort(), options);
  addEventListener(
    'scrollend',
    () => {
      listening.abort();
      if (!inPlace(section)) section.scrollIntoView({ behavior, block: 'start' });
    },
    options,
  );
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
