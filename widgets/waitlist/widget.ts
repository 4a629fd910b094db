/** The two waitlist elements, for the browser (index.ts) and the server renderer (../server.tsx). */
import type { ReactWidget } from '../../src/element/react-renderer';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import { InlineWaitlist, inlineAttributes, modalAttributes, WaitlistModal } from './elements';

export const waitlistWidget = {
  tag: 'rosterkit-waitlist',
  attributes: inlineAttributes,
  css: [waitlistCss],
  component: InlineWaitlist,
} satisfies ReactWidget<typeof inlineAttributes>;

export const waitlistModalWidget = {
  tag: 'rosterkit-waitlist-modal',
  attributes: modalAttributes,
  css: [waitlistCss],
  component: WaitlistModal,
  dialog: 'waitlist',
} satisfies ReactWidget<typeof modalAttributes>;
