/** The product's fixed vocabularies, kept in product-options.mjs so that the backend's Node scripts import them too. */
export { CREATOR_COUNT_OPTIONS, FEATURE_NAMES } from './product-options.mjs';

/** The longest proposed feature the database takes: its check on waitlist.proposed_feature. */
export const PROPOSED_FEATURE_MAX = 2000;
