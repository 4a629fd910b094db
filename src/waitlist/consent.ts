import type { AttributeTable } from '../element/attributes';
import type { WaitlistRow } from '../backend/insert-waitlist-entry';
import { textColumn } from '../backend/text-column';

/**
 * Consent to be contacted, asked for only when the embedder sets data-consent-label
 * (docs/product.md#waitlist-form). The label shown is the text stored: the row's
 * consent_text is the exact words the visitor ticked.
 */

/** The table's bound on consent_text (supabase/migrations/): a longer label is cut, so what shows is what is stored. */
export const MAX_CONSENT_TEXT_LENGTH = 500;

/**
 * The label as shown: white space collapsed as the page would render it, then as the
 * consent_text column takes it (textColumn). '' means no checkbox.
 */
export function consentLabelOf(value: string | null): string {
  // Without NUL first, so that the white space around one collapses too.
  const label = (value ?? '').replaceAll('\0', '').replace(/\s+/g, ' ').trim();
  return textColumn(label, MAX_CONSENT_TEXT_LENGTH).trimEnd();
}

/** What every element that can send a sign-up reads to ask for consent. */
export const consentAttribute = {
  consentLabel: { attribute: 'data-consent-label', parse: consentLabelOf },
} satisfies AttributeTable;

/**
 * The row's consent columns, as the insert policy accepts them: true only with the label
 * ticked, and no consent_text otherwise (left out, so a row from a form that does not ask
 * is the same as before consent could be asked for).
 */
export function consentColumns(ticked: boolean, label: string): Pick<WaitlistRow, 'contact_consent' | 'consent_text'> {
  return ticked && label !== '' ? { contact_consent: true, consent_text: label } : { contact_consent: false };
}
