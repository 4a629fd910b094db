/** The roster demo's sizes and ratios (docs/product.md#roster-demo), with their unit in the name. */

/** Audience insights: the gender pie. */
export const PIE_OUTER_RADIUS_PX = 40;
export const PIE_INNER_RADIUS_PX = 0;
export const PIE_PADDING_ANGLE_DEG = 0;

/** Audience insights: bars 15 thick on a value axis fixed to 0-100 percent. */
export const BAR_THICKNESS_PX = 15;
/** Rounded right corners only: the bars grow from the category axis on the left. */
export const BAR_CORNER_RADIUS_PX = 4;
export const VALUE_AXIS_DOMAIN_PERCENT: [number, number] = [0, 100];
/** Wide enough for the longest age band, '35-44', at the tick font size. */
export const CATEGORY_AXIS_WIDTH_PX = 44;

/** The default ratio of the fixed-ratio container. */
export const DEFAULT_ASPECT_RATIO = 1;

/** Publications shown at most. */
export const PUBLICATIONS_MAX = 3;

/** Package prices relative to the talent's price (Instagram Story costs the price). */
export const TIKTOK_PRICE_MULTIPLIER = 1.5;
export const YOUTUBE_PRICE_MULTIPLIER = 2;
export const CURRENCY_SYMBOL = '$';

/** Segment colours of the gender pie alternate between these. */
export const PIE_COLOURS = ['#a78bfa', '#7dd3fc'] as const;
export const BAR_COLOUR = '#c4b5fd';
