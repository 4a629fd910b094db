import type { AttributeTable } from '../../../src/element/attributes';
import type { ReactWidget } from '../../../src/element/react-renderer';

/** A widget of any attribute table: the component reads its props from that table. */
export type AnyWidget = ReactWidget<AttributeTable>;

/**
 * The same widget, typed as AnyWidget. The modules of components/ cast instead of calling this: a
 * host's bundler keeps a call among a pure call's arguments, and with it the widget's code.
 */
export const anyWidget = <T extends AttributeTable>(widget: ReactWidget<T>): AnyWidget => widget as unknown as AnyWidget;
