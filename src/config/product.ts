/** The product's fixed vocabularies, kept in product-options.mjs so that the backend's Node scripts import them too. */
export { CREATOR_COUNT_OPTIONS, FEATURE_NAMES } from './product-options.mjs';
