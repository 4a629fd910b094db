/** Entry of dist/widgets/landing.js: defines <rosterkit-landing>, and the roster demo it shows. */
import '../roster-demo/index';
import { defineReactWidget } from '../../src/element/react-renderer';
import { modalDialogChunk } from '../../src/ui/dialog';
// Its dialogs are the page's calls to action: their code comes with the page, so the first
// click opens one at once (other widgets fetch it when idle, src/ui/dialog.tsx). Asked for
// here, the chunk is current before any click: the click's own render draws the dialog,
// not a render after the import's promise (a frame later, or more, on a slow phone).
import '../../src/ui/modal-dialog';
import { landingWidget } from './widget';

modalDialogChunk.preload();
defineReactWidget(landingWidget);
