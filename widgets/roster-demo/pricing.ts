import { CURRENCY_SYMBOL, TIKTOK_PRICE_MULTIPLIER, YOUTUBE_PRICE_MULTIPLIER } from './constants';

export interface AdPackage {
  id: 'instagram-story' | 'tiktok' | 'youtube';
  name: string;
  description: string;
  audience: string;
  /** Formatted with thousands separators, without currency: '3,750'. */
  price: string;
}

// Made on first use: building a formatter loads locale data, the longest single step of this
// widget's start-up, and only the Packages tab needs it.
let numberFormat: Intl.NumberFormat | undefined;

/** '2,500' → 2500. Sample prices carry thousands separators, removed before computing. */
export function parsePrice(price: string): number {
  const value = Number(price.replaceAll(',', '').trim());
  return Number.isFinite(value) ? value : 0;
}

const formatPrice = (value: number): string =>
  (numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);

/** Shown everywhere a price appears, so the currency is consistent: '$2,500'. */
export const withCurrency = (price: string): string => `${CURRENCY_SYMBOL}${price}`;

/** The package prices, from a talent's price (docs/product.md#roster-demo). */
export function packagePrices(price: string) {
  const base = parsePrice(price);
  return {
    instagramStory: formatPrice(base),
    tiktok: formatPrice(base * TIKTOK_PRICE_MULTIPLIER),
    youtube: formatPrice(base * YOUTUBE_PRICE_MULTIPLIER),
  };
}

/** The three packages, with their descriptions word for word. */
export function packagesFor(price: string): AdPackage[] {
  const prices = packagePrices(price);
  return [
    { id: 'instagram-story', name: 'Instagram Story', description: '24-hour story promotion', audience: '100k followers', price: prices.instagramStory },
    { id: 'tiktok', name: 'TikTok', description: 'video promotion', audience: '50k followers', price: prices.tiktok },
    { id: 'youtube', name: 'YouTube', description: 'video integration', audience: '75k subscribers', price: prices.youtube },
  ];
}
