/** RosterkitWaitlist: the inline two-step waitlist form. */
import type * as Types from '../../index';
import { waitlistWidget } from '../../../../widgets/waitlist/widget';
import type { AnyWidget } from '../any-widget';
import { drawShadowRoot } from '../draw';
import { rosterkitComponent } from '../rosterkit-element';
// The inline form's HTML, drawn when the package is built (build/first-render.ts).
import { waitlistFirstRender } from 'virtual:rosterkit-first-render';

export const RosterkitWaitlist = /* @__PURE__ */ rosterkitComponent(waitlistWidget as unknown as AnyWidget, drawShadowRoot, { firstRender: waitlistFirstRender }) as unknown as typeof Types.RosterkitWaitlist;
