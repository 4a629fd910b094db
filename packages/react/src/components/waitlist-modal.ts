/** RosterkitWaitlistModal: the waitlist dialog and its trigger. */
import type * as Types from '../../index';
import { waitlistModalWidget } from '../../../../widgets/waitlist/widget';
import type { AnyWidget } from '../any-widget';
import { drawShadowRoot } from '../draw';
import { rosterkitComponent } from '../rosterkit-element';

export const RosterkitWaitlistModal = /* @__PURE__ */ rosterkitComponent(waitlistModalWidget as unknown as AnyWidget, drawShadowRoot) as unknown as typeof Types.RosterkitWaitlistModal;
