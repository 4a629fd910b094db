/**
 * Run when the package is built (build/first-render.ts), never shipped: the inline waitlist's
 * first render as HTML, as draw.tsx draws it on a server. Its form reads no prop, so one render
 * serves every app; a unit test holds that true.
 */
import { renderToString } from 'react-dom/server';
import { readAttributeRecord } from '../../../src/element/attributes';
import { waitlistWidget } from '../../../widgets/waitlist/widget';
import { anyWidget } from './any-widget';
import { drawnWidget } from './draw';

/** What a component puts into its element's empty shadow root before its first render: its root node's HTML, and the year it was drawn in. */
export interface FirstRender {
  html: string;
  year: number;
}

export function waitlistFirstRender(): FirstRender {
  const widget = anyWidget(waitlistWidget);
  // A project's URL and key, or the form says in the console that they are missing; it draws the same without.
  const attributes = { 'data-supabase-url': 'https://xyz.supabase.co', 'data-supabase-key': 'sb_publishable_first_render' };
  const { html, tree } = drawnWidget(widget, undefined, readAttributeRecord(attributes, widget.attributes));
  return { html: renderToString(tree), year: html.renderedYear };
}
