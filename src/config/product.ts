/** The product's fixed vocabularies (docs/product.md#waitlist-form), shared by the form, the landing page and the database checks. */
export const FEATURE_NAMES = [
  'Synced Social Media Analytics',
  'Agency Roster',
  'Payments',
  'Leads Email Collector',
  'White Label Solution',
  'Advertising Packages',
] as const;

export const CREATOR_COUNT_OPTIONS = ['0', '1-5', '6-20', '21-50', '51-100', '101-200', '200+'] as const;
