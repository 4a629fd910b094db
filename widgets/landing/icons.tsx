import type { FeatureName } from './content';

/** Line icons of the feature cards, one path set per feature (24 px grid, stroked). */
const PATHS: Record<FeatureName, string[]> = {
  'Synced Social Media Analytics': ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  'Agency Roster': ['M16 20v-1.5a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4V20', 'M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M21 20v-1.5a4 4 0 0 0-3-3.9', 'M16 4.2a3.5 3.5 0 0 1 0 6.6'],
  Payments: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  'Leads Email Collector': ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  'White Label Solution': ['M12 3l2.6 5.6L20 9.5l-4 4 1 5.8-5-2.8-5 2.8 1-5.8-4-4 5.4-.9z'],
  'Advertising Packages': ['M3 11v2a1 1 0 0 0 1 1h3l6 4V6L7 10H4a1 1 0 0 0-1 1z', 'M17 8.5a5 5 0 0 1 0 7', 'M19.5 6a8.5 8.5 0 0 1 0 12'],
};

export function FeatureIcon({ feature }: { feature: FeatureName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {PATHS[feature].map((d) => <path key={d} d={d} />)}
    </svg>
  );
}

export function ArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

/** The brand mark: a spark on a purple tile, drawn inline so it costs no request. */
export function LogoMark({ size = 36, place }: { size?: number; place: 'header' | 'footer' }) {
  // Ids are scoped to the shadow root, where the header and footer both draw the mark.
  const gradient = `rk-logo-${place}`;
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
