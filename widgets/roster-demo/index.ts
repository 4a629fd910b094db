/** Entry of dist/widgets/roster-demo.js: defines <rosterkit-roster-demo>. */
import { commonAttributes } from '../../src/element/attributes';
import { defineWidget } from '../../src/element/define-widget';
import { reactRenderer } from '../../src/element/react-renderer';
import dialogCss from '../../src/ui/dialog.css?inline';
import toastCss from '../../src/ui/toast.css?inline';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import rosterCss from './roster.css?inline';
import { RosterDemo } from './roster-demo';

defineWidget({
  tag: 'rosterkit-roster-demo',
  attributes: commonAttributes,
  css: [dialogCss, toastCss, waitlistCss, rosterCss],
  renderer: reactRenderer(RosterDemo),
});
