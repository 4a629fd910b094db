import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { unstable_cancelCallback, unstable_forceFrameRate, unstable_scheduleCallback, unstable_UserBlockingPriority } from 'scheduler';
import { RENDER_SLICE_MS } from '../config/timing';
import type { AttributeTable, PropsOf } from './attributes';
import { defineWidget, type Renderer, type WidgetDefinition } from './define-widget';
import { htmlRenderOf, widgetTree, type HtmlRender } from './from-html';
import type { WidgetHost } from './widget-host';
import { LIVE_ATTRIBUTE, takeEarlyInput, TOUCHED_ATTRIBUTE } from './early-input';
import { whenIdleOrTouched } from './when-idle-or-touched';

export interface WidgetProps {
  /** The custom element, or its stand-in on a server: events are dispatched on it, dialogs reflect `open` on it. */
  host: WidgetHost;
}

/**
 * A widget written as a React component: what the element layer needs, with the component
 * itself instead of a renderer, so that the server renderer (widgets/server.tsx) can draw
 * the same component to HTML.
 */
export interface ReactWidget<T extends AttributeTable> extends Omit<WidgetDefinition<T>, 'renderer'> {
  component: ComponentType<PropsOf<T> & WidgetProps>;
  /**
   * Ids of the sections a link from another page may point at (#faq): drawn on the server
   * as empty elements of the page itself, each in the slot `anchor-<id>`, since the
   * browser's fragment navigation never looks inside a shadow root.
   */
  anchors?: readonly string[];
  /** Code that the first render of an element drawn in the HTML needs (a dialog drawn closed): loaded before it is hydrated. */
  drawnNeeds?: () => Promise<unknown>;
}

// React's scheduler renders a transition in slices of 1000 / fps ms. This sets it for the
// widgets' own copy of React, never for a host page's.
unstable_forceFrameRate(1000 / RENDER_SLICE_MS);

/** Registers a React widget's element (widgets/<script>/index.ts). */
export function defineReactWidget<T extends AttributeTable>(widget: ReactWidget<T>): void {
  defineWidget({ ...widget, renderer: reactRenderer(widget.component, widget.drawnNeeds) });
}

/**
 * The React adapter: makes the root and adopts the styles in a task of its own, after the one that
 * evaluated the modules; renders as transitions, in slices that yield (RENDER_SLICE_MS). A widget
 * drawn in the HTML works without its root for what the browser does by itself, and holds the rest
 * (early-input.ts): it is hydrated once the browser is idle, or at once when touched. An update
 * before the root or during a hydration waits, so React never redraws the server's nodes anew.
 */
export function reactRenderer<P extends object>(Component: ComponentType<P & WidgetProps>, drawnNeeds?: () => Promise<unknown>) {
  return (host: HTMLElement): Renderer<P> => {
    let root: Root | null = null;
    let html: HtmlRender | null = null;
    let cancel: (() => void) | null = null;
    let latest!: P;
    const tree = (props: P) => widgetTree(Component, { ...props, host }, html);
    return {
      mount(container, props, fromHtml, adoptStyles) {
        if (fromHtml) html = htmlRenderOf(container);
        latest = props;
        const start = () => {
          const needs = fromHtml ? drawnNeeds?.() : undefined;
          if (!needs) return makeRoot();
          let live = true;
          cancel = () => (live = false);
          // Without what it needs, the drawn element still hydrates: React then draws that part anew.
          void needs.catch(() => undefined).then(() => live && makeRoot());
        };
        const makeRoot = () => {
          cancel = null;
          adoptStyles();
          startTransition(() => {
            root = fromHtml ? hydrateRoot(container, tree(props)) : createRoot(container);
            // A new root renders now; a hydrated one again only if an update came while it waited.
            if (!fromHtml || latest !== props) root.render(tree(latest));
          });
          container.setAttribute(LIVE_ATTRIBUTE, '');
          // Outside the transition: a held click is the visitor's, and renders at once. The
          // hydration, a transition, has not begun: React finds the buttons without their marks.
          takeEarlyInput(container)();
        };
        // Clicked before the script ran: the visitor is waiting for this root.
        if (fromHtml && container.hasAttribute(TOUCHED_ATTRIBUTE)) start();
        else if (fromHtml) cancel = whenIdleOrTouched(container, start);
        else {
          const task = unstable_scheduleCallback(unstable_UserBlockingPriority, start);
          cancel = () => unstable_cancelCallback(task);
        }
      },
      update(props) {
        latest = props;
        if (root) startTransition(() => root?.render(tree(props)));
      },
      unmount() {
        cancel?.();
        cancel = null;
        root?.unmount();
        root = null;
      },
    };
  };
}
