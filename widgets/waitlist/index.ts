/** Entry of dist/widgets/waitlist.js: defines <rosterkit-waitlist> and <rosterkit-waitlist-modal>. */
import { defineReactWidget } from '../../src/element/react-renderer';
import { waitlistModalWidget, waitlistWidget } from './widget';

defineReactWidget(waitlistWidget);
defineReactWidget(waitlistModalWidget);
