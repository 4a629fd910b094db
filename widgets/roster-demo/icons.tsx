/** Line icons (24 px grid, drawn with currentColor), decorative: every use has a text label nearby. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const square = (x: number, y: number, size: number) => `M${x + 1} ${y}h${size - 2}a1 1 0 0 1 1 1v${size - 2}a1 1 0 0 1-1 1h${2 - size}a1 1 0 0 1-1-1v${2 - size}a1 1 0 0 1 1-1z`;

// One path per icon, its strokes as subpaths: fewer elements for React to create in the
// roster's first frame than a path per stroke, drawn the same.
const PATHS = {
  heart: 'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
  grid: square(3, 3, 7) + square(14, 3, 7) + square(14, 14, 7) + square(3, 14, 7),
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  instagram: `M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z${circle(12, 12, 4)}M17.5 6.5h.01`,
  youtube:
    'M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17M10 15l5-3-5-3z',
  tiktok: 'M15 3c.4 2.4 2 4 4.5 4.3M15 3v11.5a4.5 4.5 0 1 1-4.5-4.5',
  help: `${circle(12, 12, 10)}M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01`,
  back: 'M12 19l-7-7 7-7M19 12H5',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  cart: `${circle(8, 21, 1)}${circle(19, 21, 1)}M2 2h2l2.7 12.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L22 7H5.1`,
  external: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  pin: `M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z${circle(12, 10, 3)}`,
  eye: `M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z${circle(12, 12, 3)}`,
  comment: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z',
  bookmark: 'M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z',
  sparkles: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15v4M17 17h4',
  chart: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-3',
  package: 'M21 16V8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7zM3.3 7 12 12l8.7-5M12 22V12',
  login: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
