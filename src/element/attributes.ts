/**
 * Attribute parsing: a table of tiny per-type parsers, as in react-to-web-component.
 * Each widget declares which attributes it observes and how each turns into a prop.
 */
export type AttributeParser<T> = (value: string | null) => T;

export const text =
  (fallback = ''): AttributeParser<string> =>
  (value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? fallback : trimmed;
  };

/** Boolean attributes follow HTML: present means true, whatever the value. */
export const flag: AttributeParser<boolean> = (value) => value !== null;

export type AttributeTable = Record<string, { attribute: string; parse: AttributeParser<unknown> }>;

export type PropsOf<T extends AttributeTable> = {
  [K in keyof T]: ReturnType<T[K]['parse']>;
};

export function readAttributes<T extends AttributeTable>(element: Element, table: T): PropsOf<T> {
  const props: Record<string, unknown> = {};
  for (const [name, { attribute, parse }] of Object.entries(table)) {
    props[name] = parse(element.getAttribute(attribute));
  }
  return props as PropsOf<T>;
}

/** The attributes every element understands (CONTRACT.md). */
export const commonAttributes = {
  brand: { attribute: 'data-brand', parse: text('Rosterkit') },
  supabaseUrl: { attribute: 'data-supabase-url', parse: text() },
  supabaseKey: { attribute: 'data-supabase-key', parse: text() },
} satisfies AttributeTable;
