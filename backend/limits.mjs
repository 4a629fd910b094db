// @ts-check
// The sign-up limits as the local backend switches and shows them: its start-up lines, and
// `npm run supabase:check` for a hosted project (the limits themselves are the database's:
// supabase/migrations/, docs/product.md#sign-up-limits).

/** @typedef {import('./db.mjs').Database} Database */

/**
 * Turns the sign-up limits' trigger on or off. Set on every start, so a data directory
 * once served with RATE_LIMITS=off is limited again the next time; a hosted project has
 * no such switch.
 * @param {Database} db
 * @param {boolean} on
 */
export async function setRateLimits(db, on) {
  await db.pg.exec(`alter table public.waitlist ${on ? 'enable' : 'disable'} trigger waitlist_limits`);
}

/** @typedef {{ name: string, max_signups: number | null, per_seconds: number, enforced: boolean }} Limit  a row of public.waitlist_limits */

/** The limits in docs/product.md's order, which the start-up lines and supabase:check follow. */
export const LIMIT_NAMES = ['per_client', 'global', 'per_domain'];

/** @param {Database} db @returns {Promise<string>} the limits as the start-up lines show them */
export async function describeLimits(db) {
  const { rows } = await db.pg.query('select name, max_signups, per_seconds, enforced from public.waitlist_limits');
  const limits = /** @type {Limit[]} */ (rows);
  if (!limits.every((limit) => limit.enforced)) return 'off (RATE_LIMITS=off): any number of sign-ups is stored';
  return formatLimits(limits);
}

/** The limits as the start-up lines and supabase:check show them: "per_client 10 per 10 min, …", a lifted one "global unlimited". @param {Limit[]} limits */
export function formatLimits(limits) {
  const rank = (/** @type {string} */ name) => (LIMIT_NAMES.includes(name) ? LIMIT_NAMES.indexOf(name) : LIMIT_NAMES.length);
  return [...limits]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((l) => (l.max_signups === null ? `${l.name} unlimited` : `${l.name} ${l.max_signups} per ${period(l.per_seconds)}`))
    .join(', ');
}

/** A limit's window: 600 → "10 min", 3600 → "1 h". @param {number} seconds */
function period(seconds) {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
