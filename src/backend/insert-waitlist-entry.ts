import type { Attribution } from '../attribution/attribution';
import { getSupabase } from './client';
import type { Connection } from './connection';
import { describeFailure } from './errors';
import { NO_CONNECTION, type SubmitFailure } from './messages';
import { SUBMIT_TIMEOUT_MS } from '../config/timing';

/** One row of table waitlist, by its column names (supabase/migrations/). */
export interface WaitlistRow {
  name: string;
  email: string;
  company_name: string;
  phone_number: string | null;
  importance: string | null;
  /** True only with consent_text, the label the visitor ticked: the insert policy refuses anything else. */
  contact_consent: boolean;
  /** Left out without consent; consented_at is the database's to set. */
  consent_text?: string;
  creator_count: string;
  feature_choices: string[];
  proposed_feature: string | null;
}

export type InsertResult = { ok: true; id: string } | ({ ok: false } & SubmitFailure);

/** Inserts one sign-up through a usable connection; a failure comes back with the text to show. */
export async function insertWaitlistEntry(connection: Connection & { ok: true }, row: WaitlistRow & Partial<Attribution>): Promise<InsertResult> {
  // supabase-js has no default timeout and never retries an insert: the sign-up is bounded here,
  // from the fetch of supabase-js itself, which a stalled connection holds up as long.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    let supabase;
    try {
      const timedOut = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', reject));
      supabase = await Promise.race([getSupabase(connection.url, connection.key), timedOut]);
    } catch {
      return { ok: false, ...NO_CONNECTION };
    }
    const { data, error, status } = await supabase
      .from('waitlist')
      .insert(row)
      .select('id')
      .abortSignal(controller.signal)
      .single<{ id: string | number }>();
    // The new row, as asked for; or an array of it, where a proxy dropped the Accept header asking.
    const id = (Array.isArray(data) ? data[0] : data)?.id;
    // Any other answer (another API's JSON, an empty one) names no row: nothing says it was stored.
    if (error || (typeof id !== 'string' && typeof id !== 'number')) return { ok: false, ...describeFailure(error ?? {}, status) };
    return { ok: true, id: String(id) };
  } finally {
    clearTimeout(timer);
  }
}
