/** The header logo's animation (SPEC §4 and §9), with the unit in each name. */
export const LOGO_SPIN_MS = 600;
export const WORDMARK_VISIBLE_MS = 6000;
export const LOGO_CYCLE_MS = 10000;
