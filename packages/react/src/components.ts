import type { AttributeTable } from '../../../src/element/attributes';
import type { ReactWidget } from '../../../src/element/react-renderer';

/** A widget of any attribute table: the component reads its props from that table. */
export type AnyWidget = ReactWidget<AttributeTable>;

/** As AnyWidget; index.ts casts instead, so that a host's bundler sees no call to keep. */
export const anyWidget = <T extends AttributeTable>(widget: ReactWidget<T>) => widget as unknown as ReactWidget<AttributeTable>;
