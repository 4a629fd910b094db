/**
 * Entry of dist/ssr/index.js: every widget element drawn to HTML on a server (Node), as a
 * declarative shadow root that the browser shows before any script and the element's
 * script then hydrates. The build draws the demo host's landing page with it; a partner's
 * Astro, Next.js or Express page can send the waitlist form already drawn
 * (docs/embedding.md#server-rendering).
 */
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { cspHash } from '../build/csp-hash.ts';
import { refuseSecretKey } from '../src/backend/project.mjs';
import { readAttributeRecord } from '../src/element/attributes';
import { escapeHtml, styleElementText } from '../src/element/escape-html';
import { RENDERED_YEAR_ATTRIBUTE, widgetTree, type HtmlRender } from '../src/element/from-html';
import { ROOT_CLASS, ROOT_LANG, widgetStyles } from '../src/element/define-widget';
import type { ReactWidget } from '../src/element/react-renderer';
import { serverHost } from '../src/element/widget-host';
import { EARLY_INPUT_SCRIPT as MINIFIED_EARLY_INPUT_SCRIPT } from 'virtual:rosterkit-early-input';
import type { AttributeTable } from '../src/element/attributes';
import { modalDialogChunk } from '../src/ui/dialog';
import * as modalDialog from '../src/ui/modal-dialog';

/**
 * What the built module has instead of the start of each image's URL (build/prerender.ts):
 * the widgets folder goes in its place. Run from source (the unit tests), images keep their source paths.
 */
declare const __ROSTERKIT_ASSET_PREFIX__: string | undefined;
const ASSET_PREFIX = typeof __ROSTERKIT_ASSET_PREFIX__ === 'string' ? __ROSTERKIT_ASSET_PREFIX__ : null;

// A render is synchronous: a dialog the HTML draws (the landing's, the roster demo's) needs its code at hand.
modalDialogChunk.provide(modalDialog);

/** Every widget definition (widgets/<script>/widget.ts or .tsx), by tag: the browser's scripts define the same ones. */
const WIDGETS = new Map(
  Object.values(import.meta.glob<Record<string, ReactWidget<AttributeTable>>>('./*/widget.{ts,tsx}', { eager: true }))
    .flatMap((module) => Object.values(module).filter((value) => typeof value === 'object' && 'tag' in value))
    .map((widget) => [widget.tag, widget]),
);

export interface RenderOptions {
  /**
   * Where the page loads the widget scripts from: the folder that holds embed.js and
   * styles/ (dist/widgets/ of the same release). Default '/widgets/'.
   */
  widgetsUrl?: string;
  /**
   * 'link' (default): the shadow root links its stylesheet under the widgets folder, which a
   * CSP allows by origin and browsers cache. 'inline': a <style> in the HTML, one request
   * fewer before the first paint, for a page whose CSP allows it by its hash.
   */
  styles?: 'link' | 'inline';
}

/**
 * The script each drawn element comes after: it holds a click on the element's buttons that
 * need script until the script has taken the element over, and enables a drawn form's Next as
 * its fields are filled (src/element/early-input.ts). It is the same for every element and
 * installs itself once per page, and the same as the one @rosterkit/react draws into its
 * elements' shadow roots: one hash allows both.
 */
export const EARLY_INPUT_SCRIPT: string = MINIFIED_EARLY_INPUT_SCRIPT;

/** EARLY_INPUT_SCRIPT's hash, for a Content-Security-Policy's script-src without 'unsafe-inline'. */
export const EARLY_INPUT_SCRIPT_HASH = cspHash(EARLY_INPUT_SCRIPT);

/** An element's attributes, as they would be written on it: `data-brand`, `data-supabase-url`, …; undefined or null leaves one out. */
export type WidgetAttributes = Record<string, string | null | undefined>;

/** The attributes an element is written with: each a string. */
type Written = Record<string, string>;

/**
 * The HTML of a widget element, drawn, for the given attributes: EARLY_INPUT_SCRIPT, then the
 * element with those attributes and a declarative shadow root holding a link to its stylesheet
 * and what the browser would draw first. Load the element's script on the same page (embed.js or its
 * own) and it takes the drawn nodes over. Attribute values are escaped; unknown tags throw.
 */
export function renderWidget(tag: string, given: WidgetAttributes = {}, options: RenderOptions = {}): string {
  const attributes = givenAttributes(given);
  // The browser only logs it, but a server can refuse before anything is sent.
  refuseSecretKey(attributes['data-supabase-key'], 'data-supabase-key');
  const anchors = (widgetOf(tag).anchors ?? []).map((id) => `<span id="${id}" slot="anchor-${id}"></span>`).join('');
  const shadowRoot = `<template shadowrootmode="open">${shadowRootContent(tag, attributes, options)}</template>`;
  return `<script>${EARLY_INPUT_SCRIPT}</script><${tag}${attributesHtml(attributes)}>${shadowRoot}${anchors}</${tag}>`;
}

/** The tags renderWidget draws: every element of widgets/registry.mjs. */
export const WIDGET_TAGS: readonly string[] = [...WIDGETS.keys()];

/** Each widget's stylesheet, under the widgets folder: the build writes these files beside the scripts. */
export function widgetStylesheets(): { tag: string; path: string; css: string }[] {
  return [...WIDGETS.values()].map((widget) => ({ tag: widget.tag, ...stylesheetOf(widget) }));
}

function widgetOf(tag: string): ReactWidget<AttributeTable> {
  const widget = WIDGETS.get(tag);
  if (!widget) throw new Error(`[rosterkit] no widget element is called <${tag}>: use one of ${WIDGET_TAGS.join(', ')}.`);
  return widget;
}

const stylesheets = new Map<ReactWidget<AttributeTable>, { path: string; css: string }>();

/**
 * Everything the first frame and the HTML show, in one file whose name changes with its
 * content; worked out once per widget, not at every render of a partner's page.
 */
function stylesheetOf(widget: ReactWidget<AttributeTable>): { path: string; css: string } {
  let stylesheet = stylesheets.get(widget);
  if (!stylesheet) {
    const css = widgetStyles(widget, true).join('\n');
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
    stylesheet = { path: `styles/${widget.tag}-${hash}.css`, css };
    stylesheets.set(widget, stylesheet);
  }
  return stylesheet;
}

/** What an element's declarative shadow root holds: its styles, then the widget drawn in its root node. */
function shadowRootContent(tag: string, attributes: Record<string, string | undefined>, options: RenderOptions): string {
  const widget = widgetOf(tag);
  const widgetsUrl = (options.widgetsUrl ?? '/widgets/').replace(/\/?$/, '/');
  const html: HtmlRender = {
    renderedYear: new Date().getFullYear(),
    shadowRootOf: (innerTag, innerAttributes) => <template dangerouslySetInnerHTML={{ __html: shadowRootContent(innerTag, innerAttributes, options) }} {...{ shadowrootmode: 'open' }} />,
  };
  const props = readAttributeRecord(attributes, widget.attributes);
  const drawn = renderToString(widgetTree(widget.component, { ...props, host: serverHost(tag, attributes.id ?? '') }, html));
  // A function, so that a `$` in the URL is taken as written, not as a replacement pattern.
  const body = ASSET_PREFIX ? drawn.replaceAll(ASSET_PREFIX, () => escapeHtml(widgetsUrl)) : drawn;
  const { path, css } = stylesheetOf(widget);
  const styles =
    options.styles === 'inline'
      ? `<style>${styleElementText(css)}</style>`
      : `<link rel="stylesheet" href="${escapeHtml(`${widgetsUrl}${path}`)}" crossorigin="anonymous">`;
  return `${styles}<div class="${ROOT_CLASS}" lang="${ROOT_LANG}" ${RENDERED_YEAR_ATTRIBUTE}="${html.renderedYear}">${body}</div>`;
}

/**
 * The attributes as given from plain JavaScript too: null, like undefined, leaves one out (a
 * value read from a database or a config); any other value that is not a string is a mistake.
 */
function givenAttributes(given: Record<string, unknown>): Written {
  const attributes: Written = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string') throw new Error(`[rosterkit] the value of "${name}" must be a string, not ${typeof value}.`);
    attributes[name] = value;
  }
  return attributes;
}

function attributesHtml(attributes: Written): string {
  return Object.entries(attributes)
    .map(([name, value]) => {
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`[rosterkit] "${name}" is not an attribute name.`);
      // A value from a request in an event handler would run as script in the partner's page.
      if (name.startsWith('on')) throw new Error(`[rosterkit] "${name}" is an event handler: listen for the widget's events with addEventListener.`);
      return value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}
