/** Entry of dist/widgets/roster-demo.js: defines <rosterkit-roster-demo>. (Placeholder until the roster demo lands.) */
import { commonAttributes } from '../../src/element/attributes';
import { defineWidget } from '../../src/element/define-widget';
import { reactRenderer } from '../../src/element/react-renderer';
import { RosterDemo } from './roster-demo';

defineWidget({
  tag: 'rosterkit-roster-demo',
  attributes: commonAttributes,
  css: [],
  renderer: reactRenderer(RosterDemo),
});
