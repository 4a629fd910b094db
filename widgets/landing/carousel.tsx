import { useEffect, useRef, useState } from 'react';
import photo1 from '../../src/assets/profile/photo-1.webp';
import photo2 from '../../src/assets/profile/photo-2.webp';
import photo3 from '../../src/assets/profile/photo-3.webp';
import photo4 from '../../src/assets/profile/photo-4.webp';
import photo5 from '../../src/assets/profile/photo-5.webp';
import { usePrefersReducedMotion } from './reduced-motion';

const PHOTOS = [photo1, photo2, photo3, photo4, photo5];
/** The generated photos' intrinsic size, so the browser reserves their space. */
const PHOTO_WIDTH_PX = 480;
const PHOTO_HEIGHT_PX = 600;
/** SPEC: the third photo carries the 'Show all photos' tag. */
const TAGGED_PHOTO_INDEX = 2;

/**
 * The preview's photo strip. CSS decides how many slides show (1 below 640 px,
 * 2 up to 1023 px, 3 from 1024 px); the buttons move it by one slide.
 */
export function Carousel({ name }: { name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Which end the strip is at, if any: that end's button says it can go no further.
  const [end, setEnd] = useState<'first' | 'last' | null>('first');
  const followScroll = () => {
    const list = track.current;
    if (list) setEnd(list.scrollLeft < 1 ? 'first' : list.scrollLeft + list.clientWidth > list.scrollWidth - 1 ? 'last' : null);
  };
  // Where a press sent the strip, until it is there: a second press while it is still moving goes
  // on from there, where one from the strip's place would move it one slide for the two. Only where
  // the browser says when a scroll has ended (scrollend); elsewhere each press goes from its place.
  const heading = useRef<number | null>(null);
  useEffect(() => {
    const list = track.current;
    // Drawn in the HTML, the strip may have been swiped before this script ran.
    followScroll();
    const arrived = () => (heading.current = null);
    list?.addEventListener('scrollend', arrived);
    return () => list?.removeEventListener('scrollend', arrived);
  }, []);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    const slide = list?.firstElementChild;
    if (!list || !(slide instanceof HTMLElement)) return;
    const step = slide.getBoundingClientRect().width + parseFloat(getComputedStyle(list).columnGap || '0');
    const left = Math.max(0, Math.min((heading.current ?? list.scrollLeft) + direction * step, list.scrollWidth - list.clientWidth));
    // Only where it will move: a press at an end scrolls nothing, and no scrollend would clear it.
    if ('onscrollend' in list && left !== list.scrollLeft) heading.current = left;
    list.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className="lp-carousel" role="region" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      {/* Focusable so that keyboard users can scroll it with the arrow keys. */}
      <div ref={track} className="lp-carousel-track" tabIndex={0} onScroll={followScroll}>
        {PHOTOS.map((src, index) => (
          <div key={src} className="lp-slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${PHOTOS.length}`}>
            <img src={src} alt={`${name}, photo ${index + 1}`} width={PHOTO_WIDTH_PX} height={PHOTO_HEIGHT_PX} loading="lazy" decoding="async" />
            {index === TAGGED_PHOTO_INDEX ? <span className="lp-slide-tag">Show all photos</span> : null}
          </div>
        ))}
      </div>
      <button type="button" className="lp-carousel-button" data-direction="previous" aria-label="Previous photo" aria-disabled={end === 'first'} onClick={() => move(-1)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round"><path d="M15 6l-6 6 6 6" /></svg>
      </button>
      <button type="button" className="lp-carousel-button" data-direction="next" aria-label="Next photo" aria-disabled={end === 'last'} onClick={() => move(1)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round"><path d="M9 6l6 6-6 6" /></svg>
      </button>
    </div>
  );
}
