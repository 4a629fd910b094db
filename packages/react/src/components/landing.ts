/** RosterkitLanding: the whole landing page. */
import type * as Types from '../../index';
import { landingWidget } from '../../../../widgets/landing/widget';
import type { AnyWidget } from '../any-widget';
import { drawShadowRoot } from '../draw';
import { defineNestedRosterDemo } from '../nested';
import { rosterkitComponent } from '../rosterkit-element';

// The landing shows the roster demo as an element of its own, which must be defined to render.
export const RosterkitLanding = /* @__PURE__ */ rosterkitComponent(landingWidget as unknown as AnyWidget, drawShadowRoot, { mountedWith: defineNestedRosterDemo }) as unknown as typeof Types.RosterkitLanding;
