import { useId } from 'react';

/** The brand mark: a spark on a purple tile, drawn inline so it costs no request. */
export function LogoMark({ size = 36 }: { size?: number }) {
  // Ids are scoped to the shadow root, where the header and footer both draw the mark.
  const gradient = useId();
  return (
    <svg className="lp-mark" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <path d="M20 7c1.2 6.9 4.1 9.8 13 13-8.9 3.2-11.8 6.1-13 13-1.2-6.9-4.1-9.8-13-13 8.9-3.2 11.8-6.1 13-13z" fill="#fff" />
    </svg>
  );
}
