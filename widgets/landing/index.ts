/** Entry of dist/widgets/landing.js: defines <rosterkit-landing>, and the roster demo it shows. */
import '../roster-demo/index';
// Its dialogs are the page's calls to action: their code comes with the page, so the first
// click opens one at once (other widgets fetch it when idle, src/ui/dialog.tsx).
import '../../src/ui/modal-dialog';
import { defineReactWidget } from '../../src/element/react-renderer';
import { landingWidget } from './widget';

defineReactWidget(landingWidget);
