/** Entry of dist/widgets/roster-demo.js: defines <rosterkit-roster-demo>. */
import { defineReactWidget } from '../../src/element/react-renderer';
import { rosterDemoWidget } from './widget';

defineReactWidget(rosterDemoWidget);
