import { createElement, useContext } from 'react';
import { HtmlRenderContext } from './from-html';

/**
 * Another widget's element inside this one (the roster demo inside the landing page).
 * Drawn on a server, it carries its own declarative shadow root; in the browser the
 * element is left to its own script, which hydrates that root.
 */
export function WidgetElement({ tag, attributes }: { tag: string; attributes: Record<string, string | undefined> }) {
  const html = useContext(HtmlRenderContext);
  return createElement(tag, attributes, html?.shadowRootOf?.(tag, attributes));
}
