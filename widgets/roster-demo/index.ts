/** Entry of dist/widgets/roster-demo.js: defines <rosterkit-roster-demo>. */
import { brandAttribute } from '../../src/element/attributes';
import { waitlistAttributes } from '../../src/waitlist/attributes';
import { defineWidget } from '../../src/element/define-widget';
import { reactRenderer } from '../../src/element/react-renderer';
import dialogCss from '../../src/ui/dialog.css?inline';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import rosterCss from './roster.css?inline';
import { RosterDemo } from './roster-demo';

defineWidget({
  tag: 'rosterkit-roster-demo',
  attributes: { ...brandAttribute, ...waitlistAttributes },
  css: [dialogCss, waitlistCss, rosterCss],
  renderer: reactRenderer(RosterDemo),
});
