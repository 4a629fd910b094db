// @ts-check
/**
 * The product's fixed vocabularies (docs/product.md#waitlist-form), shared by the form, the
 * landing page, the database checks and the waitlist report. Plain JavaScript, so that the
 * backend's Node scripts read the same lists as the widgets (product.ts re-exports them).
 */
export const FEATURE_NAMES = /** @type {const} */ ([
  'Synced Social Media Analytics',
  'Agency Roster',
  'Payments',
  'Leads Email Collector',
  'White Label Solution',
  'Advertising Packages',
]);

export const CREATOR_COUNT_OPTIONS = /** @type {const} */ (['0', '1-5', '6-20', '21-50', '51-100', '101-200', '200+']);
