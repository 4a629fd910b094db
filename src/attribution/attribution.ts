import { currentCampaign, UTM_KEYS } from './campaign';
import { textColumn } from '../backend/text-column';

/** Where a sign-up came from, as the columns of the waitlist table hold it. */
export interface Attribution {
  page_url: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  source: string | null;
  widget: string | null;
}

/** What the element knows of where it is: its kind, the embedder's label, and whether it may record the page. */
export interface SignupOrigin {
  /** The element's tag without its `rosterkit-` prefix: 'waitlist', 'waitlist-modal', 'landing', 'roster-demo'. */
  widget: string;
  /** data-source, '' when not set. */
  source: string;
  /** false for data-attribution="off": no page, referrer or UTM value is recorded. */
  attribution: boolean;
}

/** The database's bounds; values are cut to them, so attribution can never make a sign-up fail. */
export const MAX_URL_LENGTH = 2048;
export const MAX_LABEL_LENGTH = 200;

/** Cut to the column's bound, as textColumn does; empty or missing is null: attribution never fails a sign-up. */
const bounded = (value: string | undefined, most: number) => (value && textColumn(value, most)) || null;

/** A value that holds an email address (ada@example.com, or ada%40example.com as a URL writes it) is stored as `[email]`. */
const withoutEmail = (value: string) => (/[^@]+(@|%40)[^@]+\.[^@]/i.test(value) ? '[email]' : value);

/**
 * A URL's origin and path only: never its query or fragment, which may carry an email or a token,
 * nor what some sites put in the path itself: a segment's parameters (;jsessionid=…), and a
 * segment holding an email address (/unsubscribe/ada@example.com), which becomes `[email]`.
 */
export function originAndPath(url: string): string | null {
  try {
    const { origin, pathname } = new URL(url);
    const path = pathname
      .split('/')
      .map((segment) => withoutEmail(segment.replace(/;.*/, '')))
      .join('/');
    return origin === 'null' ? null : bounded(origin + path, MAX_URL_LENGTH);
  } catch {
    return null;
  }
}

export function attributionOf({ widget, source, attribution }: SignupOrigin, page: { href: string; referrer: string; search: string }): Attribution {
  const campaign = attribution ? currentCampaign(page.search) : {};
  // A mailing tool may fill a UTM value with the recipient's address (utm_term=*|EMAIL|*).
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, bounded(campaign[key] && withoutEmail(campaign[key]), MAX_LABEL_LENGTH)]));
  return {
    page_url: attribution ? originAndPath(page.href) : null,
    referrer: attribution && page.referrer ? originAndPath(page.referrer) : null,
    ...(utm as Pick<Attribution, (typeof UTM_KEYS)[number]>),
    source: bounded(source, MAX_LABEL_LENGTH),
    widget: bounded(widget, MAX_LABEL_LENGTH),
  };
}

/** The attribution of a sign-up sent now, from this page. */
export const attributionHere = (origin: SignupOrigin) =>
  attributionOf(origin, { href: location.href, referrer: document.referrer, search: location.search });
