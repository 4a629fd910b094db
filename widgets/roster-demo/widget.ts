/** The roster demo's element, for the browser (index.ts) and the server renderer (../server.tsx). */
import { brandAttribute } from '../../src/element/attributes';
import type { ReactWidget } from '../../src/element/react-renderer';
import { waitlistAttributes } from '../../src/waitlist/attributes';
import { modalDialogChunk } from '../../src/ui/dialog';
import dialogCss from '../../src/ui/dialog.css?inline';
import waitlistCss from '../../src/waitlist/waitlist.css?inline';
import reserveCss from './reserve.css?inline';
import rosterCss from './roster.css?inline';
import { RosterDemo } from './roster-demo';

const rosterAttributes = { ...brandAttribute, ...waitlistAttributes };

export const rosterDemoWidget = {
  tag: 'rosterkit-roster-demo',
  attributes: rosterAttributes,
  css: [waitlistCss, rosterCss],
  reserveCss,
  // Drawn in the HTML, its waitlist dialog is there, closed (roster-demo.tsx).
  laterCss: [dialogCss],
  drawnNeeds: modalDialogChunk.load,
  component: RosterDemo,
} satisfies ReactWidget<typeof rosterAttributes>;
