/** Entry of dist/widgets/contact.js: defines <rosterkit-contact>. */
import { defineReactWidget } from '../../src/element/react-renderer';
import { contactWidget } from './widget';

defineReactWidget(contactWidget);
