/** Entry of dist/widgets/waitlist.js: defines <rosterkit-waitlist> and <rosterkit-waitlist-modal>. */
import { defineWidget } from '../../src/element/define-widget';
import { reactRenderer } from '../../src/element/react-renderer';
import dialogCss from '../../src/ui/dialog.css?inline';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import { InlineWaitlist, inlineAttributes, modalAttributes, WaitlistModal } from './elements';

defineWidget({
  tag: 'rosterkit-waitlist',
  attributes: inlineAttributes,
  css: [waitlistCss],
  renderer: reactRenderer(InlineWaitlist),
});

defineWidget({
  tag: 'rosterkit-waitlist-modal',
  attributes: modalAttributes,
  css: [dialogCss, waitlistCss],
  renderer: reactRenderer(WaitlistModal),
  dialog: 'waitlist',
});
