/** The landing page's element, for the browser (index.ts) and the server renderer (../server.tsx). */
import type { ReactWidget } from '../../src/element/react-renderer';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import contactCss from '../../src/contact/contact.css?inline';
import landingCss from './landing.css?inline';
import dialogCss from '../../src/ui/dialog.css?inline';
import { modalDialogChunk } from '../../src/ui/dialog';
import { BELOW_HERO_CSS, Landing, landingAttributes } from './landing';
import { SECTION_ANCHORS } from './section-navigation';

export const landingWidget = {
  tag: 'rosterkit-landing',
  attributes: landingAttributes,
  css: [waitlistCss, contactCss, landingCss],
  component: Landing,
  // The HTML draws the sections below the hero, and the four dialogs, closed (landing.tsx).
  laterCss: [BELOW_HERO_CSS, dialogCss],
  anchors: SECTION_ANCHORS,
  // Its script has that code at hand (index.ts); @rosterkit/react's landing waits for it.
  drawnNeeds: modalDialogChunk.load,
} satisfies ReactWidget<typeof landingAttributes>;
