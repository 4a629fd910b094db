import { LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { BACKEND } from './ports.mjs';

export interface StoredRow {
  id: string;
  name: string;
  email: string;
  company_name: string;
  phone_number: string | null;
  importance: string | null;
  contact_consent: boolean;
  creator_count: string;
  feature_choices: string[];
  proposed_feature: string | null;
}

/** The rows stored for an email (ignoring case), read with the service key as an operator would. */
export async function rowsFor(email: string): Promise<StoredRow[]> {
  const response = await fetch(`${BACKEND}/rest/v1/waitlist?select=*`, {
    headers: { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}` },
  });
  if (!response.ok) throw new Error(`reading rows failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as StoredRow[];
  return rows.filter((row) => row.email.toLowerCase() === email.toLowerCase());
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
