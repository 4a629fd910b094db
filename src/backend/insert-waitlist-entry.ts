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
  let supabase;
  try {
    supabase = await getSupabase(connection.url, connection.key);
  } catch {
    return { ok: false, ...NO_CONNECTION };
  }
  // supabase-js has no default timeout and never retries an insert: bound it here.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const { data, error, status } = await supabase
      .from('waitlist')
      .insert(row)
      .select('id')
      .abortSignal(controller.signal)
      .single<{ id: string | number }>();
    if (error || !data) return { ok: false, ...describeFailure(error ?? {}, status) };
    return { ok: true, id: String(data.id) };
  } finally {
    clearTimeout(timer);
  }
}
