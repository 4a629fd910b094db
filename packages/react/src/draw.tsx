/**
 * What a component draws on a server: its element's shadow root, as a declarative shadow root
 * that a visitor sees, styled, before any script; the component hydrates it in the browser.
 * It is part of the host's own render, with the host's React: a renderer of its own inside it
 * would run another copy of React where a framework bundles one (Next.js's App Router).
 * The built package imports it as `#draw`, which a bundler resolves to this module for Node
 * and to no-draw.ts for the browser (package.json's "imports"): a browser bundle leaves out
 * the server's part, and the dialog's code stays a chunk of its own.
 */
import type { ReactNode } from 'react';
import { readAttributeRecord, type AttributeTable } from '../../../src/element/attributes';
import { ROOT_CLASS, ROOT_LANG, widgetStyles } from '../../../src/element/define-widget';
import { styleElementText } from '../../../src/element/escape-html';
import { RENDERED_YEAR_ATTRIBUTE, widgetTree, type HtmlRender } from '../../../src/element/from-html';
import type { ReactWidget } from '../../../src/element/react-renderer';
import { serverHost } from '../../../src/element/widget-host';
import { rosterDemoWidget } from '../../../widgets/roster-demo/widget';
import { modalDialogChunk } from '../../../src/ui/dialog';
import { CloseIcon, ModalDialog } from '../../../src/ui/modal-dialog';
import { EARLY_INPUT_SCRIPT } from 'virtual:rosterkit-early-input';
import { anyWidget } from './any-widget';
import type { DrawShadowRoot } from './rosterkit-element';

/**
 * The element's <template shadowrootmode>: its styles, the script that holds a click made before
 * hydration and enables Next as the form is filled (src/element/early-input.ts; a CSP allows it
 * by the hash the README gives), then the widget drawn in its root node.
 */
export const drawShadowRoot: DrawShadowRoot = (widget, id, props) => shadowRootTemplate(widget, id, props, true);

/** `holdsClicks` false: without the script, which an element drawn inside another does not need. */
function shadowRootTemplate(widget: ReactWidget<AttributeTable>, id: string | undefined, props: Record<string, unknown>, holdsClicks: boolean): ReactNode {
  const { html, tree } = drawnWidget(widget, id, props);
  const css = widgetStyles(widget, true).join('\n');
  return (
    <template {...{ shadowrootmode: 'open' }}>
      <style dangerouslySetInnerHTML={{ __html: styleElementText(css) }} />
      {holdsClicks && <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />}
      <div className={ROOT_CLASS} lang={ROOT_LANG} {...{ [RENDERED_YEAR_ATTRIBUTE]: html.renderedYear }}>
        {tree}
      </div>
    </template>
  );
}

/** What the widget's root node holds, drawn for these props, and the render it is drawn with (first-render.tsx draws it too). */
export function drawnWidget(widget: ReactWidget<AttributeTable>, id: string | undefined, props: Record<string, unknown>): { html: HtmlRender; tree: ReactNode } {
  // A render is synchronous: a dialog the HTML draws (the landing's, the roster demo's) needs its code at hand.
  // Named, not `import * as`: a namespace object brings a bundler helper module the package does not ship.
  modalDialogChunk.provide({ ModalDialog, CloseIcon });
  const html: HtmlRender = {
    renderedYear: new Date().getFullYear(),
    suspenseBoundaries: false,
    // The one element drawn inside another: the landing's roster demo.
    shadowRootOf: (tag, nestedAttributes) => {
      const nested = anyWidget(rosterDemoWidget);
      if (tag !== nested.tag) throw new Error(`[rosterkit] no widget element is called <${tag}> inside another.`);
      const nestedProps = readAttributeRecord(nestedAttributes, nested.attributes);
      return shadowRootTemplate(nested, nestedAttributes.id, nestedProps, false);
    },
  };
  return { html, tree: widgetTree(widget.component, { ...props, host: serverHost(widget.tag, id ?? '') }, html) };
}
