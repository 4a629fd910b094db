import { text, type AttributeTable } from '../element/attributes';

/** What every element that can send a sign-up reads about where it is embedded. */
export const attributionAttributes = {
  /** A label the embedder chooses, e.g. acme-blog, stored with each sign-up. */
  source: { attribute: 'data-source', parse: text() },
  /**
   * data-attribution="off": no page, referrer or UTM value is recorded. So does any value but
   * "on": "false", "no" or a typo for off err on the visitor's side.
   */
  attribution: { attribute: 'data-attribution', parse: (value: string | null) => value === null || value.trim().toLowerCase() === 'on' },
} satisfies AttributeTable;
