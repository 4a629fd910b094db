import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attributionOf, MAX_LABEL_LENGTH, MAX_URL_LENGTH, originAndPath } from './attribution';
import { attributionAttributes } from './attributes';
import { currentCampaign, rememberCampaign } from './campaign';

const origin = { widget: 'waitlist', source: 'acme-blog', attribution: true };
const page = (href: string, referrer = '') => ({ href, referrer, search: new URL(href).search });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('given a host page address', () => {
  it('should keep its origin and path only, never its query or fragment', () => {
    expect(originAndPath('https://partner.example/blog/post?email=a@b.co&token=secret#top')).toBe('https://partner.example/blog/post');
  });

  it('should keep no path parameter, and no email address a path holds', () => {
    expect(originAndPath('https://shop.example/cart;jsessionid=ABC123/items;v=2')).toBe('https://shop.example/cart/items');
    expect(originAndPath('https://partner.example/unsubscribe/ada@example.com/done')).toBe('https://partner.example/unsubscribe/[email]/done');
    expect(originAndPath('https://partner.example/u/ada%40example.com')).toBe('https://partner.example/u/[email]');
    // A creator's handle is no address.
    expect(originAndPath('https://agency.example/creators/@maya.wanders/kit')).toBe('https://agency.example/creators/@maya.wanders/kit');
  });

  it('should record nothing for what is not a URL, or has no origin', () => {
    expect(originAndPath('not a url')).toBeNull();
    expect(originAndPath('data:text/html,hi')).toBeNull();
  });
});

describe('given a sign-up from a page with UTM values and a private query', () => {
  it('should carry the UTM values, the page, the referrer, the label and the widget, and nothing else of the URL', () => {
    const attribution = attributionOf(origin, page('https://partner.example/p?utm_source=news&utm_campaign=launch&email=a@b.co&token=t#x', 'https://search.example/q?s=secret'));
    expect(attribution).toEqual({
      page_url: 'https://partner.example/p', referrer: 'https://search.example/q',
      utm_source: 'news', utm_medium: null, utm_campaign: 'launch', utm_term: null, utm_content: null,
      source: 'acme-blog', widget: 'waitlist',
    });
    expect(JSON.stringify(attribution)).not.toMatch(/secret|token|a@b\.co/);
  });

  it('should store a UTM value that holds an email address as [email]', () => {
    const attribution = attributionOf(origin, page('https://partner.example/p?utm_source=newsletter&utm_term=ada@example.com&utm_content=ada%2540example.com', ''));
    expect(attribution).toMatchObject({ utm_source: 'newsletter', utm_term: '[email]', utm_content: '[email]' });
  });

  it('should cut every value to its column\'s bound, so the sign-up cannot fail on it', () => {
    const long = 'x'.repeat(5000);
    const attribution = attributionOf({ ...origin, source: long }, page(`https://partner.example/${long}?utm_campaign=${long}`, `https://ref.example/${long}`));
    expect(attribution.page_url).toHaveLength(MAX_URL_LENGTH);
    expect(attribution.referrer).toHaveLength(MAX_URL_LENGTH);
    expect(attribution.utm_campaign).toHaveLength(MAX_LABEL_LENGTH);
    expect(attribution.source).toHaveLength(MAX_LABEL_LENGTH);
  });

  it('should leave out a NUL, which Postgres refuses in text, so the sign-up cannot fail on it', () => {
    const attribution = attributionOf({ ...origin, source: 'blog\0' }, page('https://partner.example/?utm_source=%00news%00', ''));
    expect(attribution.utm_source).toBe('news');
    expect(attribution.source).toBe('blog');
  });

  it('should not cut an emoji in half at the bound', () => {
    const attribution = attributionOf({ ...origin, source: `${'x'.repeat(MAX_LABEL_LENGTH - 1)}\u{1F600}` }, page('https://partner.example/', ''));
    expect(attribution.source).toBe('x'.repeat(MAX_LABEL_LENGTH - 1));
    expect(encodeURIComponent(attribution.source!)).toBe('x'.repeat(MAX_LABEL_LENGTH - 1));
  });
});

describe('given data-attribution="off"', () => {
  it('should record no page, referrer or UTM value, but the label and the widget', () => {
    rememberCampaign('?utm_source=kept');
    const attribution = attributionOf({ ...origin, attribution: false }, page('https://partner.example/p?utm_source=news', 'https://ref.example/'));
    expect(attribution).toMatchObject({ page_url: null, referrer: null, utm_source: null, source: 'acme-blog', widget: 'waitlist' });
  });
});

describe('given data-attribution written another way', () => {
  const records = (value: string | null) => attributionAttributes.attribution.parse(value);

  it('records where the attribute is missing or says on', () => {
    expect([null, 'on', ' ON '].map(records)).toEqual([true, true, true]);
  });

  // A privacy choice misspelled or put in other words errs on the visitor's side.
  it('records nothing for off, and for any other word an embedder may have meant it with', () => {
    expect(['off', 'OFF', 'false', 'no', 'none', '0', '', 'of'].map(records)).toEqual(Array(8).fill(false));
  });
});

describe('given a visit over several pages', () => {
  it('should keep the first page\'s UTM values through a page without them and one with others', () => {
    rememberCampaign('?utm_source=news&utm_medium=email');
    rememberCampaign('');
    rememberCampaign('?utm_source=later');
    expect(currentCampaign('')).toEqual({ utm_source: 'news', utm_medium: 'email' });
  });

  it('should not touch storage on a page whose address has no UTM values', () => {
    const touched = vi.spyOn(window, 'sessionStorage', 'get');
    rememberCampaign('?page=2');
    expect(touched).not.toHaveBeenCalled();
  });

  it('should use the page\'s own values where storage is blocked, and go on', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberCampaign('?utm_source=news')).not.toThrow();
    expect(currentCampaign('?utm_source=news')).toEqual({ utm_source: 'news' });
  });

  it("should use the page's own values where there are no navigation entries (an app's tests under jsdom), and go on", () => {
    const own = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
    Object.defineProperty(performance, 'getEntriesByType', { value: undefined, configurable: true });
    try {
      expect(() => rememberCampaign('?utm_source=news')).not.toThrow();
      expect(currentCampaign('?utm_source=news')).toEqual({ utm_source: 'news' });
    } finally {
      if (own) Object.defineProperty(performance, 'getEntriesByType', own);
      else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('should ignore a kept value that is no longer JSON', () => {
    sessionStorage.setItem('rosterkit-campaign', '{broken');
    expect(currentCampaign('?utm_source=news')).toEqual({ utm_source: 'news' });
  });
});

describe('given a host page that put something else under the kept campaign', () => {
  it.each([
    ['an object for a UTM value', '{"utm_source":{"x":1}}'],
    ['a number and an empty text', '{"utm_source":7,"utm_medium":"  "}'],
    ['a list', '["news"]'],
    ['plain text', '"news"'],
    ['null', 'null'],
  ])('should ignore %s, and the sign-up carries this page\'s values', (_what, kept) => {
    sessionStorage.setItem('rosterkit-campaign', kept);
    const origin = { widget: 'waitlist', source: '', attribution: true };
    const page = { href: 'https://partner.example/?utm_source=news', referrer: '', search: '?utm_source=news' };
    expect(() => attributionOf(origin, page)).not.toThrow();
    expect(attributionOf(origin, page)).toMatchObject({ utm_source: 'news', utm_medium: null });
  });

  it('should keep the strings among other values, and a later page with UTM values does not replace them', () => {
    sessionStorage.setItem('rosterkit-campaign', '{"utm_source":" news ","utm_medium":{"x":1},"other":"x"}');
    rememberCampaign('?utm_source=later');
    expect(currentCampaign('')).toEqual({ utm_source: 'news' });
  });

  it('should let this page keep its values over a kept value with no campaign in it', () => {
    sessionStorage.setItem('rosterkit-campaign', '{"utm_source":{"x":1}}');
    rememberCampaign('?utm_campaign=launch');
    expect(currentCampaign('')).toEqual({ utm_campaign: 'launch' });
  });
});
