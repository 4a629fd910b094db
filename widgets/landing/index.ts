/** Entry of dist/widgets/landing.js: defines <rosterkit-landing>, and the roster demo it shows. */
import '../roster-demo/index';
import { defineWidget } from '../../src/element/define-widget';
import { reactRenderer } from '../../src/element/react-renderer';
import dialogCss from '../../src/ui/dialog.css?inline';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import contactCss from '../../src/contact/contact.css?inline';
import landingCss from './landing.css?inline';
import { Landing, landingAttributes } from './landing';

defineWidget({
  tag: 'rosterkit-landing',
  attributes: landingAttributes,
  css: [dialogCss, waitlistCss, contactCss, landingCss],
  renderer: reactRenderer(Landing),
});
