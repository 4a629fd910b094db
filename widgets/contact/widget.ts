/** The contact element, for the browser (index.ts) and the server renderer (../server.tsx). */
import type { ReactWidget } from '../../src/element/react-renderer';
import contactCss from '../../src/contact/contact.css?inline';
import { ContactElement, contactAttributes } from './element';

export const contactWidget = {
  tag: 'rosterkit-contact',
  attributes: contactAttributes,
  css: [contactCss],
  component: ContactElement,
  dialog: 'contact',
} satisfies ReactWidget<typeof contactAttributes>;
