/*
 * Attribute parsing: a table of tiny per-type parsers, as in react-to-web-component.
 * Each widget declares which attributes it observes and how each turns into a prop; an
 * entry may read several attributes into one prop (the backend connection).
 */

type AttributeParser<T> = (value: string | null) => T;

export const text =
  (fallback = ''): AttributeParser<string> =>
  (value) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? fallback : trimmed;
  };

/** Boolean attributes follow HTML: present means true, whatever the value. */
export const flag: AttributeParser<boolean> = (value) => value !== null;

type AttributeEntry =
  | { attribute: string; parse: AttributeParser<unknown> }
  | { attribute: readonly string[]; parse: (values: readonly (string | null)[]) => unknown };

export type AttributeTable = Record<string, AttributeEntry>;

export type PropsOf<T extends AttributeTable> = {
  [K in keyof T]: ReturnType<T[K]['parse']>;
};

export function observedAttributes(table: AttributeTable): string[] {
  return Object.values(table).flatMap((entry) => entry.attribute);
}

/** Reads from an element, or on the server from anything that answers getAttribute as one does. */
export function readAttributes<T extends AttributeTable>(element: Pick<Element, 'getAttribute'>, table: T): PropsOf<T> {
  const props: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(table)) {
    props[name] =
      typeof entry.attribute === 'string'
        ? (entry.parse as AttributeParser<unknown>)(element.getAttribute(entry.attribute))
        : (entry.parse as (values: readonly (string | null)[]) => unknown)(entry.attribute.map((attribute) => element.getAttribute(attribute)));
  }
  return props as PropsOf<T>;
}

/** The same, from attributes given as a record (a server's, or a React component's props): undefined is absent. */
export function readAttributeRecord<T extends AttributeTable>(attributes: Readonly<Record<string, string | undefined>>, table: T): PropsOf<T> {
  return readAttributes({ getAttribute: (name) => attributes[name] ?? null }, table);
}

/** Every element's brand name, shown in its titles and footers. */
export const brandAttribute = {
  brand: { attribute: 'data-brand', parse: text('Rosterkit') },
} satisfies AttributeTable;
