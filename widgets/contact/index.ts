/** Entry of dist/widgets/contact.js: defines <rosterkit-contact>. */
import { defineWidget } from '../../src/element/define-widget';
import { reactRenderer } from '../../src/element/react-renderer';
import dialogCss from '../../src/ui/dialog.css?inline';
import contactCss from '../../src/contact/contact.css?inline';
import { ContactElement, contactAttributes } from './element';

defineWidget({
  tag: 'rosterkit-contact',
  attributes: contactAttributes,
  css: [dialogCss, contactCss],
  renderer: reactRenderer(ContactElement),
  dialog: 'contact',
});
