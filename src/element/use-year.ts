import { useContext, useSyncExternalStore } from 'react';
import { HtmlRenderContext, noSubscription } from './from-html';

const thisYear = () => new Date().getFullYear();

/**
 * This year. While a root drawn in the HTML hydrates, the year the HTML was drawn in (what
 * the HTML shows), then this year: a page built last year shows this year once hydrated.
 */
export function useYear(): number {
  const html = useContext(HtmlRenderContext);
  // No year in the HTML (an older server renderer): this year, as in the browser.
  return useSyncExternalStore(noSubscription, thisYear, () => html?.renderedYear || thisYear());
}
