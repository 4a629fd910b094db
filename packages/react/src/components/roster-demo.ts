/** RosterkitRosterDemo: the interactive roster demo. */
import type * as Types from '../../index';
import { rosterDemoWidget } from '../../../../widgets/roster-demo/widget';
import type { AnyWidget } from '../any-widget';
import { drawShadowRoot } from '../draw';
import { rosterkitComponent } from '../rosterkit-element';

export const RosterkitRosterDemo = /* @__PURE__ */ rosterkitComponent(rosterDemoWidget as unknown as AnyWidget, drawShadowRoot) as unknown as typeof Types.RosterkitRosterDemo;
