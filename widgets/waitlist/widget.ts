/** The two waitlist elements, for the browser (index.ts) and the server renderer (../server.tsx). */
import type { ReactWidget } from '../../src/element/react-renderer';
import { modalDialogChunk } from '../../src/ui/dialog';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import cardCss from './card.css?inline';
import { InlineWaitlist, inlineAttributes, modalAttributes, WaitlistModal } from './elements';

export const waitlistWidget = {
  tag: 'rosterkit-waitlist',
  attributes: inlineAttributes,
  css: [waitlistCss, cardCss],
  component: InlineWaitlist,
} satisfies ReactWidget<typeof inlineAttributes>;

export const waitlistModalWidget = {
  tag: 'rosterkit-waitlist-modal',
  attributes: modalAttributes,
  css: [waitlistCss],
  component: WaitlistModal,
  dialog: 'waitlist',
  // Drawn open, its dialog is in the HTML and is hydrated with the modal's code at hand. Drawn
  // closed there is no dialog yet: @rosterkit/react hydrates it at once; the script, which holds
  // the trigger's clicks meanwhile, waits for that code, which it asks for when idle anyway.
  drawnNeeds: modalDialogChunk.load,
} satisfies ReactWidget<typeof modalAttributes>;
