import type { AttributeTable } from '../../../src/element/attributes';
import type { ReactWidget } from '../../../src/element/react-renderer';

/** A widget of any attribute table: the component reads its props from that table. */
export type AnyWidget = ReactWidget<AttributeTable>;

/** The same widget, typed as AnyWidget (index.ts casts in its types alone). */
export const anyWidget = <T extends AttributeTable>(widget: ReactWidget<T>) => widget as unknown as ReactWidget<AttributeTable>;
