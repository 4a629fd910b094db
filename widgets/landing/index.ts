/** Entry of dist/widgets/landing.js: defines <rosterkit-landing>, and the roster demo it shows. */
import '../roster-demo/index';
import { defineReactWidget } from '../../src/element/react-renderer';
import { modalDialogChunk } from '../../src/ui/dialog';
// Its dialogs are the page's calls to action: their code comes with the page and is given to the
// chunk before the first render, so the click's own render draws the dialog (not one after an
// import's promise), and a hydration draws all four, closed, as the HTML has them.
import * as modalDialog from '../../src/ui/modal-dialog';
import { landingWidget } from './widget';

modalDialogChunk.provide(modalDialog);
defineReactWidget(landingWidget);
