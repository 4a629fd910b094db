import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickedSectionLink, scrollToSection, sectionForLink, SECTIONS_DRAWN } from './scroll';

function shadowPage() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML =
    '<div class="lp-page"><a href="#faq">FAQ</a><a href="#">Top</a><a href="https://example.com/#faq">Out</a><section id="faq" tabindex="-1"></section></div>';
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const click = (target: EventTarget | null, extra: Partial<Parameters<typeof clickedSectionLink>[0]> = {}) => ({
  target, button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...extra,
});

describe('given a link to a section inside a shadow root', () => {
  it('finds the section there', () => {
    const root = shadowPage();
    const [faqLink] = root.querySelectorAll('a');
    expect(sectionForLink(faqLink ?? null, root)?.id).toBe('faq');
  });

  it('ignores an empty fragment and links to other pages', () => {
    const root = shadowPage();
    const [, top, out] = root.querySelectorAll('a');
    expect(sectionForLink(top ?? null, root)).toBeNull();
    expect(sectionForLink(out ?? null, root)).toBeNull();
  });

  it('takes plain clicks only, from the link or anything inside it', () => {
    const root = shadowPage();
    const link = root.querySelector('a');
    const inner = document.createElement('span');
    link?.append(inner);
    expect(clickedSectionLink(click(inner))).toBe(link);
    expect(clickedSectionLink(click(link, { ctrlKey: true }))).toBeNull();
    expect(clickedSectionLink(click(link, { button: 1 }))).toBeNull();
  });

  it('scrolls instantly under reduced motion and smoothly otherwise, then focuses the section', () => {
    const root = shadowPage();
    const section = root.getElementById('faq') as HTMLElement;
    // Every section is drawn before the scroll sets off.
    const drawnAtScroll: boolean[] = [];
    const scrollIntoView = vi.fn(() => drawnAtScroll.push(root.querySelector('.lp-page')!.hasAttribute(SECTIONS_DRAWN)));
    section.scrollIntoView = scrollIntoView;
    scrollToSection(section, true);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    scrollToSection(section, false);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(root.activeElement).toBe(section);
    expect(drawnAtScroll).toEqual([true, true]);
  });
});
