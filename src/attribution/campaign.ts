/*
 * The visit's UTM values, from the first page with a widget whose address carried any: kept in
 * sessionStorage, so later pages keep them and a page without them does not erase them. Storage
 * is touched only on a page whose address has UTM values, and at a sign-up.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type Campaign = Partial<Record<(typeof UTM_KEYS)[number], string>>;

const STORAGE_KEY = 'rosterkit-campaign';

function campaignIn(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) campaign[key] = value;
  }
  return campaign;
}

/**
 * The campaign kept for the visit, else null. The host page shares sessionStorage, so only a
 * non-empty string under a UTM key counts: anything else stored there never reaches a sign-up.
 */
function stored(): Campaign | null {
  let value: unknown;
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    value = text ? JSON.parse(text) : null;
  } catch {
    // Blocked storage, or a value that is no longer JSON: as if nothing was kept.
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    const kept: unknown = (value as Record<string, unknown>)[key];
    if (typeof kept === 'string' && kept.trim()) campaign[key] = kept.trim();
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/**
 * This page's UTM values: those of the address the visitor arrived on, else of `search`. An app
 * that routes on the client (Next.js) changes the address with no new page, and a script may
 * tidy the values away, before a widget has run; the page's navigation entry keeps its address.
 */
function pageCampaign(search: string): Campaign {
  // Not in every test environment of an app (jsdom): attribution must never fail a sign-up.
  const arrived = performance.getEntriesByType?.('navigation')[0];
  const campaign = arrived ? campaignIn(new URL(arrived.name, location.href).search) : {};
  return Object.keys(campaign).length > 0 ? campaign : campaignIn(search);
}

/** Keeps this page's UTM values for the rest of the visit, unless an earlier page's are kept. */
export function rememberCampaign(search = location.search): void {
  const campaign = pageCampaign(search);
  if (Object.keys(campaign).length === 0 || stored()) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Blocked or full: this page's sign-ups still carry its own values.
  }
}

/** The visit's campaign: the one kept, else this page's own. */
export function currentCampaign(search = location.search): Campaign {
  return stored() ?? pageCampaign(search);
}
