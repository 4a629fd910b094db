import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_AFTER_SCROLL_MS, clickedSectionLink, scrollToSection, sectionForFragment } from './scroll';

function shadowPage() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML =
    '<a href="#faq">FAQ</a><a href="#">Top</a><a href="https://example.com/#faq">Out</a><section id="faq" tabindex="-1" style="scroll-margin-top: 80px"></section>';
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
    expect(sectionForFragment(faqLink?.getAttribute('href') ?? '', root)?.id).toBe('faq');
  });

  it("finds the page's fragment there too, and none for one that is not valid percent-encoding", () => {
    const root = shadowPage();
    expect(sectionForFragment('#faq', root)?.id).toBe('faq');
    expect(sectionForFragment('#100%', root)).toBeNull();
    expect(sectionForFragment('#', root)).toBeNull();
  });

  it('ignores an empty fragment and links to other pages', () => {
    const root = shadowPage();
    const [, top, out] = root.querySelectorAll('a');
    expect(sectionForFragment(top?.getAttribute('href') ?? '', root)).toBeNull();
    expect(sectionForFragment(out?.getAttribute('href') ?? '', root)).toBeNull();
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
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    scrollToSection(section, true);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    scrollToSection(section, false);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(root.activeElement).toBe(section);
  });
});

describe('given a scroll to a section whose target moved under way', () => {
  /** A section `top` px from the top of the view, which scrollIntoView leaves `landsAt` px from it. */
  function movingSection(top: number, landsAt: number) {
    const section = shadowPage().getElementById('faq') as HTMLElement;
    let at = top;
    section.getBoundingClientRect = () => new DOMRect(0, at, 100, 100);
    const scrollIntoView = vi.fn(() => void (at = landsAt));
    section.scrollIntoView = scrollIntoView;
    return { section, scrollIntoView, arrive: () => void (at = 80), moveTo: (top: number) => void (at = top) };
  }
  const scrollEnds = () => document.dispatchEvent(new Event('scrollend', { bubbles: true }));
  // happy-dom lays nothing out, so its ResizeObserver never reports: this one reports when told.
  let resized = () => {};
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(report: () => void) {
          resized = report;
        }
        observe() {}
        disconnect() {
          resized = () => {};
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.dispatchEvent(new Event('pointerdown'));
  });

  it('goes the rest of the way once the scroll ends, then stays', () => {
    const { section, scrollIntoView, arrive } = movingSection(3000, 58);
    scrollToSection(section, false);
    scrollIntoView.mockImplementation(arrive);
    scrollEnds();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    scrollEnds();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('stays where the scroll ended when it landed in place', () => {
    const { section, scrollIntoView } = movingSection(3000, 80);
    scrollToSection(section, false);
    scrollEnds();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('tries twice more at most, for a section the end of the page keeps from its place', () => {
    const { section, scrollIntoView } = movingSection(3000, 400);
    scrollToSection(section, false);
    for (let end = 0; end < 4; end++) scrollEnds();
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it('puts the section back at once when a section beside it changes height after the scroll ended', () => {
    const { section, scrollIntoView, moveTo } = movingSection(3000, 80);
    scrollToSection(section, false);
    moveTo(150);
    resized();
    // Under way, the scroll's own end takes care of it.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    moveTo(80);
    scrollEnds();
    moveTo(150);
    resized();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('keeps the section in place until a while after the scroll ended, then lets the page move', () => {
    vi.useFakeTimers();
    const { section, scrollIntoView, moveTo } = movingSection(3000, 80);
    scrollToSection(section, false);
    scrollEnds();
    vi.advanceTimersByTime(KEEP_AFTER_SCROLL_MS - 1);
    moveTo(150);
    resized();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    moveTo(150);
    resized();
    scrollEnds();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('leaves the page to a visitor who scrolls meanwhile', () => {
    const { section, scrollIntoView, moveTo } = movingSection(3000, 58);
    scrollToSection(section, false);
    window.dispatchEvent(new Event('wheel'));
    scrollEnds();
    moveTo(150);
    resized();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('waits for no scroll when the section is in place already', () => {
    const { section, scrollIntoView } = movingSection(80, 80);
    scrollToSection(section, false);
    // A later scroll, the visitor's by the scroll bar, is not followed by one back to the section.
    section.getBoundingClientRect = () => new DOMRect(0, 2000, 100, 100);
    scrollEnds();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('follows only the last link clicked', () => {
    const first = movingSection(3000, 58);
    scrollToSection(first.section, false);
    const second = movingSection(3000, 58);
    scrollToSection(second.section, false);
    scrollEnds();
    expect(first.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(second.scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
