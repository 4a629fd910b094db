/** Entry of dist/widgets/landing.js: defines <rosterkit-landing>, and the roster demo it shows. */
import '../roster-demo/index';
import { defineReactWidget } from '../../src/element/react-renderer';
import { modalDialogChunk } from '../../src/ui/dialog';
// Its dialogs are the page's calls to action: their code comes with the page, so the first
// click opens one at once (other widgets fetch it when idle, src/ui/dialog.tsx). Given to
// the chunk here, it is current before the first render: the click's own render draws the
// dialog, not a render after an import's promise (a frame later, or more, on a slow phone),
// and a hydration draws the waitlist's, closed, as the HTML has it.
import * as modalDialog from '../../src/ui/modal-dialog';
import { landingWidget } from './widget';

modalDialogChunk.provide(modalDialog);
defineReactWidget(landingWidget);
