/*
 * In-page links (#features, #faq, #contact) point at sections inside the shadow root,
 * where the browser's own fragment navigation cannot find them: we find the target
 * there and scroll to it ourselves.
 */

/** The section a fragment (`#faq`, a link's or the page's) names in `root`; none for a fragment that is not valid percent-encoding. */
export function sectionForFragment(fragment: string, root: Document | ShadowRoot): HTMLElement | null {
  if (!fragment.startsWith('#') || fragment.length < 2) return null;
  try {
    return root.getElementById(decodeURIComponent(fragment.slice(1)));
  } catch {
    return null; // a stray % (/#100%): decodeURIComponent throws
  }
}

/** Scrolls to a section and focuses it: `instant` jumps (a deep link, or a visitor who asked for reduced motion), else it glides. */
export function scrollToSection(section: HTMLElement, instant: boolean): void {
  const behavior = instant ? 'auto' : 'smooth';
  keeping?.abort();
  if (!inPlace(section)) keepInPlace(section, behavior);
  section.scrollIntoView({ behavior, block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.focus({ preventScroll: true });
}

/** Whether the section's top is where its scroll margin puts it, within a pixel. */
export const inPlace = (section: HTMLElement) =>
  Math.abs(section.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(section).scrollMarginTop)) <= 1;

/** How long after a scroll ends a section drawn above the target still brings it back. */
export const KEEP_AFTER_SCROLL_MS = 1500;
/** How many more scrolls go after a section that the first did not bring to its place. */
const MAX_CORRECTIONS = 2;

/** The last link's scroll still being kept in place: a new one replaces it. */
let keeping: AbortController | undefined;

/**
 * Sections below the first screen hold an estimated height until drawn (sections.css), so one drawn
 * as a smooth scroll passes may move the target, and one drawn in the frame after the scroll ends
 * moves it again. Until the visitor takes over, this goes the rest of the way when the scroll ends,
 * and puts the section back, before that frame is painted, when a section beside it changes height.
 * Drawing every section first would make the click one long task.
 */
function keepInPlace(section: HTMLElement, behavior: ScrollBehavior): void {
  const listening = new AbortController();
  keeping = listening;
  const options = { capture: true, passive: true, signal: listening.signal };
  let scrolling = true;
  // A section at the foot of the page may never reach its place: the page ends first.
  let corrections = 0;
  let release: ReturnType<typeof setTimeout> | undefined;
  const resizes = new ResizeObserver(() => {
    if (!scrolling && !inPlace(section)) section.scrollIntoView({ behavior: 'instant', block: 'start' });
  });
  for (const sibling of section.parentElement?.children ?? []) resizes.observe(sibling, { box: 'border-box' });
  listening.signal.addEventListener('abort', () => {
    resizes.disconnect();
    clearTimeout(release);
  });
  for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) addEventListener(input, () => listening.abort(), options);
  addEventListener(
    'scrollend',
    () => {
      clearTimeout(release);
      scrolling = !inPlace(section) && corrections++ < MAX_CORRECTIONS;
      if (scrolling) section.scrollIntoView({ behavior, block: 'start' });
      else release = setTimeout(() => listening.abort(), KEEP_AFTER_SCROLL_MS);
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
