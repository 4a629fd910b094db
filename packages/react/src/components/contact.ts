/** RosterkitContact: the contact dialog and its trigger. */
import type * as Types from '../../index';
import { contactWidget } from '../../../../widgets/contact/widget';
import type { AnyWidget } from '../any-widget';
import { drawShadowRoot } from '../draw';
import { rosterkitComponent } from '../rosterkit-element';

export const RosterkitContact = /* @__PURE__ */ rosterkitComponent(contactWidget as unknown as AnyWidget, drawShadowRoot) as unknown as typeof Types.RosterkitContact;
