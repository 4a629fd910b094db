import { expect, type Locator } from '@playwright/test';
import { LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import type { Attribution } from '../../src/attribution/attribution';
import { BACKEND } from './ports.mjs';

/** A stored sign-up: the form's fields, then where it came from. */
export interface StoredRow extends Attribution {
  id: string;
  name: string;
  email: string;
  company_name: string;
  phone_number: string | null;
  importance: string | null;
  contact_consent: boolean;
  /** The consent label the visitor ticked, null without consent. */
  consent_text: string | null;
  /** Set by the database when consent is given; null without. */
  consented_at: string | null;
  creator_count: string;
  feature_choices: string[];
  proposed_feature: string | null;
}

/**
 * The rows stored for an email (ignoring case), read with the service key as an operator
 * would. Filtered by the backend: a read answers at most 1,000 rows.
 */
export async function rowsFor(email: string, backend = BACKEND): Promise<StoredRow[]> {
  const response = await fetch(`${backend}/rest/v1/waitlist?select=*&email=ilike.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}` },
  });
  if (!response.ok) throw new Error(`reading rows failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredRow[];
}

/** Fills step 1 of a waitlist form: its required fields, phone left empty. */
export async function fillStepOne(form: Locator, email: string, { name = 'Ada Lovelace', company = 'Analytical Agency', creators = '6-20' } = {}) {
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('How many creators do you manage?').selectOption(creators);
}

/** Fills step 1 of a waitlist form and submits both steps, step 2 left empty. */
export async function submitBothSteps(form: Locator, email: string, creators = '6-20') {
  await fillStepOne(form, email, { creators });
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Submit' }).click();
}

/** Signs up through both steps and waits for the thank-you view. */
export async function signUp(form: Locator, email: string, creators?: string) {
  await submitBothSteps(form, email, creators);
  await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
