/**
 * @rosterkit/react: the components. On a server each draws its element's shadow root into the HTML
 * (draw.tsx); in the browser it hydrates that root on mount, or renders it there. Each is a pure
 * call, so a host's bundler keeps only those it uses.
 */
import type * as Types from '../index';
import { contactWidget } from '../../../widgets/contact/widget';
import { landingWidget } from '../../../widgets/landing/widget';
import { rosterDemoWidget } from '../../../widgets/roster-demo/widget';
import { waitlistModalWidget, waitlistWidget } from '../../../widgets/waitlist/widget';
import type { AnyWidget } from './any-widget';
import { drawShadowRoot } from './draw';
import { defineNestedRosterDemo } from './nested';
import { rosterkitComponent } from './rosterkit-element';
// The inline form's HTML, drawn when the package is built (build/first-render.ts).
import { waitlistFirstRender } from 'virtual:rosterkit-first-render';

export const RosterkitWaitlist = /* @__PURE__ */ rosterkitComponent(waitlistWidget as unknown as AnyWidget, drawShadowRoot, { firstRender: waitlistFirstRender }) as unknown as typeof Types.RosterkitWaitlist;
export const RosterkitWaitlistModal = /* @__PURE__ */ rosterkitComponent(waitlistModalWidget as unknown as AnyWidget, drawShadowRoot) as unknown as typeof Types.RosterkitWaitlistModal;
export const RosterkitContact = /* @__PURE__ */ rosterkitComponent(contactWidget as unknown as AnyWidget, drawShadowRoot) as unknown as typeof Types.RosterkitContact;
export const RosterkitRosterDemo = /* @__PURE__ */ rosterkitComponent(rosterDemoWidget as unknown as AnyWidget, drawShadowRoot) as unknown as typeof Types.RosterkitRosterDemo;
// The landing shows the roster demo as an element of its own, which must be defined to render.
export const RosterkitLanding = /* @__PURE__ */ rosterkitComponent(landingWidget as unknown as AnyWidget, drawShadowRoot, { mountedWith: defineNestedRosterDemo }) as unknown as typeof Types.RosterkitLanding;
