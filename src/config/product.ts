/** The product's fixed vocabularies, kept in product-options.mjs so that the backend's Node scripts import them too. */
export { CREATOR_COUNT_OPTIONS, FEATURE_NAMES } from './product-options.mjs';

/*
 * The longest values the database takes, by its checks on public.waitlist: the form's fields stop
 * there, so nothing typed is refused after it is sent (product.test.ts holds them to the checks).
 */
export const NAME_MAX_CHARS = 200;
export const EMAIL_MAX_CHARS = 320;
export const COMPANY_NAME_MAX_CHARS = 200;
export const PHONE_NUMBER_MAX_CHARS = 50;
export const PROPOSED_FEATURE_MAX_CHARS = 2000;
