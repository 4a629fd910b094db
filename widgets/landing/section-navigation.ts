import { useEffect, type MouseEvent, type RefObject } from 'react';
import { clickedSectionLink, inPlace, scrollToSection, sectionForFragment } from './scroll';

/** The sections a link from another page may point at: /#features, /#faq, /#contact. */
export const SECTION_ANCHORS = ['features', 'faq', 'contact'] as const;

/**
 * The landing's in-page navigation, which the browser's own cannot do inside a shadow root: the
 * page's fragment (a deep link such as /#faq, or a later change of it) scrolls to its section once
 * the sections are drawn (`drawn`), and the returned click handler follows in-page links.
 */
export function useSectionNavigation(
  page: RefObject<HTMLElement | null>,
  { drawn, fromHtml, reducedMotion }: { drawn: boolean; fromHtml: boolean; reducedMotion: boolean },
): (event: MouseEvent) => void {
  useEffect(() => {
    const root = page.current?.getRootNode();
    if (!drawn || !(root instanceof ShadowRoot)) return;
    const follow = (hydrating = false) => {
      // The page's sections only: any other fragment (#top, say) is the host page's own, and so is
      // one of ours that names an element of the host page, not the anchor drawn for us (widget.ts).
      const ours =
        SECTION_ANCHORS.some((id) => location.hash === `#${id}`) &&
        [...document.querySelectorAll(`[id="${location.hash.slice(1)}"]`)].every((element) => element.parentNode === root.host);
      const section = ours ? sectionForFragment(location.hash, root) : null;
      if (!section) return;
      // Drawn in the HTML, the page was at the top or at the section (the browser's own scroll to
      // its anchor may stop before the sections are drawn, landing.css). A visitor who has
      // scrolled or moved the focus since is not taken back.
      const movedOn = hydrating && (document.activeElement !== document.body || (scrollY > 0 && !inPlace(section)));
      if (!movedOn) scrollToSection(section, true);
    };
    follow(fromHtml);
    const onHashChange = () => follow();
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, [page, drawn, fromHtml]);

  return (event: MouseEvent) => {
    const link = clickedSectionLink(event);
    const root = page.current?.getRootNode();
    if (!link || !(root instanceof ShadowRoot || root instanceof Document)) return;
    const href = link.getAttribute('href') ?? '';
    const section = sectionForFragment(href, root);
    if (!section) return;
    event.preventDefault();
    // As the browser's own jump does: the address names the section, and Back returns from it.
    // Against the page's address, not its <base href>, which may name another page.
    const address = new URL(href, location.href);
    if (address.href !== location.href) history.pushState(history.state, '', address);
    scrollToSection(section, reducedMotion);
  };
}
