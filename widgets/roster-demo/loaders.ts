import { Component, lazy, type ReactNode } from 'react';

/**
 * What the roster's first paint does not need is fetched on the first sign of intent
 * (a pointer over a card, focus on it), when the browser is idle after the page's load
 * (roster-demo.tsx), or when a talent is opened: the detail view, and
 * recharts (about 108 KB gzip) for its charts. One fetch per page, shared by every demo
 * element. A fetch that fails early (on a hover) is forgotten, so showing the part
 * tries again; React.lazy keeps a failure once shown, which LoadBoundary then catches.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

export const preloadInsights = once(() => import('./insight-charts'));
const loadDetail = once(() => import('./talent-detail'));

/** Both at once: the charts are needed as soon as the detail view shows its default tab. */
export function preloadTalentDetail(): void {
  void loadDetail().catch(() => {});
  void preloadInsights().catch(() => {});
}

export const TalentDetail = lazy(() => loadDetail().then((module) => ({ default: module.TalentDetail })));
export const GenderChart = lazy(() => preloadInsights().then((module) => ({ default: module.GenderChart })));
export const AudienceBarChart = lazy(() => preloadInsights().then((module) => ({ default: module.AudienceBarChart })));

/** Catches a lazily loaded part that could not be fetched, so the rest of the demo keeps working. */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
