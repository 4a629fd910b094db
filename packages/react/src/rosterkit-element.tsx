import {
  createElement,
  forwardRef,
  Fragment,
  useCallback,
  useImperativeHandle,
  useInsertionEffect,
  useMemo,
  useRef,
  useState,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { refuseSecretKey } from '../../../src/backend/project.mjs';
import { readAttributeRecord, type AttributeTable } from '../../../src/element/attributes';
import { REACT_HOST_ATTRIBUTE } from '../../../src/element/define-widget';
import { useBrowserLayoutEffect } from '../../../src/element/from-html';
import type { RosterkitEvents } from '../../../src/element/events';
import type { ReactWidget } from '../../../src/element/react-renderer';
import type { WidgetHost, WidgetRoot } from '../../../src/element/widget-host';
import type { RosterkitDialogHandle, RosterkitDialogName, RosterkitDialogProps, RosterkitLandingProps } from '../index';
import type { FirstRender } from './first-render';
import { mountWidget, type MountedWidget } from './mount';
import { openOnClick } from './open-on-click';

/** Every prop a component may take: the union of index.d.ts's. */
type AnyProps = RosterkitLandingProps &
  RosterkitDialogProps & {
    onSuccess?: (detail: never) => void;
  };

/**
 * On a server: the element's declarative shadow root (draw.tsx). In the browser there is none;
 * the element's shadow root is the server's, or made on mount.
 */
export type DrawShadowRoot = (widget: ReactWidget<AttributeTable>, id: string | undefined, props: Record<string, unknown>) => ReactNode;

type WidgetAttributes = Record<string, string>;

/** The props that are an attribute's text, by the attribute each becomes. */
export const TEXT_PROPS = {
  brand: 'data-brand',
  supabaseUrl: 'data-supabase-url',
  supabaseKey: 'data-supabase-key',
  source: 'data-source',
  consentLabel: 'data-consent-label',
  triggerLabel: 'data-trigger-label',
  contactEmail: 'data-contact-email',
} as const satisfies Partial<Record<keyof AnyProps, string>>;

/** Each prop of the wrong kind, named on the console once. */
const refused = new Set<string>();

/** The props as the element's attributes, so that the widget reads them as the script tag's element does. */
function attributesOf(props: AnyProps): WidgetAttributes {
  const attributes: WidgetAttributes = {};
  for (const [prop, attribute] of Object.entries(TEXT_PROPS)) {
    const value: unknown = props[prop as keyof typeof TEXT_PROPS];
    if (typeof value === 'string') attributes[attribute] = value;
    // From an untyped config, a URL object or JSX: read as text, it would throw in the app's render.
    else if (value != null && !refused.has(prop)) {
      refused.add(prop);
      console.error(`[rosterkit] ${prop} must be a string, not ${typeof value}: it is left out.`);
    }
  }
  // As the element's attribute errs on the visitor's side: anything but true or nothing turns
  // it off, the string "false" from an untyped config included.
  if (props.attribution != null && props.attribution !== true) attributes['data-attribution'] = 'off';
  return attributes;
}

const onServer = () => typeof window === 'undefined';

/**
 * Whether the browser leaves the server's <template shadowrootmode> a child of its element
 * (before Safari 16.4 or Firefox 123) instead of making it the element's shadow root.
 */
const leavesDrawnTemplates = () => !('shadowRootMode' in HTMLTemplateElement.prototype);

/**
 * The callbacks, by the event each answers. A contact message is the contact dialog's success;
 * the landing sends them too, but its onSuccess is a sign-up's, with the row's id.
 */
const callbacksOf = (widget: ReactWidget<AttributeTable>) =>
  ({
    'rosterkit-waitlist-success': 'onSuccess',
    'rosterkit-waitlist-error': 'onError',
    ...(widget.dialog === 'contact' ? { 'rosterkit-contact-submit': 'onSuccess' } : {}),
  }) as const satisfies Partial<Record<keyof RosterkitEvents, keyof AnyProps>>;

/**
 * A widget as a component: its element, with a shadow root that a React root of the host's React
 * renders into. Drawn on a server, the element carries that root as a declarative shadow root,
 * and the component hydrates it in place.
 */
export function rosterkitComponent(
  widget: ReactWidget<AttributeTable>,
  drawShadowRoot: DrawShadowRoot | null,
  { mountedWith, firstRender }: { mountedWith?: () => void; firstRender?: FirstRender } = {},
): ForwardRefExoticComponent<AnyProps & RefAttributes<RosterkitDialogHandle>> {
  const callbacks = callbacksOf(widget);
  const component = forwardRef<RosterkitDialogHandle, AnyProps>(function RosterkitElement(props, ref) {
    const { id, className, style, open: openProp } = props;
    const element = useRef<HTMLElement>(null);
    const [openState, setOpenState] = useState(false);
    const open = openProp ?? openState;
    // The props on screen: a render that suspends or is thrown away (a transition) never commits,
    // and must not have its callbacks called.
    const latest = useRef(props);
    useInsertionEffect(() => {
      latest.current = props;
    });
    const attributes = attributesOf(props);
    // In the HTML, the project's secret key would reach every visitor: a server refuses it, as
    // renderWidget does, and a page prerendered by `next build` fails. Inside a Suspense boundary
    // React would render it again in the browser, props and key included: it must not be passed.
    if (onServer()) refuseSecretKey(attributes['data-supabase-key'], 'supabaseKey');
    const key = JSON.stringify(attributes);
    // What the widget's component gets: the attributes read as its element reads them, and a
    // dialog's `open`: the app's prop, or else this component's state.
    const widgetProps = useMemo(
      () => ({ ...readAttributeRecord(attributes, widget.attributes), ...(widget.dialog ? { open } : {}) }),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [key, open],
    );

    const setOpen = useCallback((next: boolean) => {
      const { open: held, onOpenChange } = latest.current;
      if (held === undefined) setOpenState(next);
      else if (held !== next) {
        if (onOpenChange) onOpenChange(next, widget.dialog as RosterkitDialogName);
        // As React warns of a value without onChange: a visitor could not close the dialog.
        else console.warn(`[rosterkit] open is set without onOpenChange, so the dialog stays ${held ? 'open' : 'closed'}: pass onOpenChange, or leave open out.`);
      }
    }, []);
    // One handle for the component's life: an app's callback ref is called once, not at every render.
    useImperativeHandle(
      ref,
      () => ({
        get element() {
          return element.current;
        },
        show: () => setOpen(true),
        close: () => setOpen(false),
      }),
      [setOpen],
    );

    const mounted = useRef<MountedWidget | null>(null);
    useBrowserLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      mountedWith?.();
      restyleRefused(node);
      const host = hostOf(node, setOpen);
      try {
        mounted.current ??= mountWidget(node, widget, host, widgetProps, firstRender);
      } catch (error) {
        // Thrown in the host's commit, it would take the host's whole app down with the widget:
        // in a browser without constructable stylesheets (Safari before 16.4), or under a test
        // DOM that lacks them. The widget alone is missing, as a script tag's would be: what was
        // written into its shadow root before the throw (a form drawn at build) would never work.
        node.shadowRoot?.replaceChildren();
        console.error(`[rosterkit] <${widget.tag}> cannot be shown in this browser:`, error);
        return;
      }
      mounted.current.keep();
      const stop = listen(node, latest, callbacks);
      const stopOpening = widget.dialog ? openOnClick(node, widget.dialog, setOpen) : undefined;
      return () => {
        stop();
        stopOpening?.();
        mounted.current?.unmountSoon(() => (mounted.current = null));
      };
    }, []);
    useBrowserLayoutEffect(() => mounted.current?.update(widgetProps), [widgetProps]);
    // React 19 sets a custom element's props as its properties where it has them: an id taken away
    // is set to undefined, which the element's id reads as the word "undefined".
    useBrowserLayoutEffect(() => {
      if (id === undefined) element.current?.removeAttribute('id');
    }, [id]);

    const anchors = (widget.anchors ?? []).map((anchor) => <span key={anchor} id={anchor} slot={`anchor-${anchor}`} />);
    // A browser that leaves the drawn template in place gets an empty one in its render too, so that
    // hydration finds the children the server sent; the widget then renders into a shadow root of
    // its own. A server that cannot draw (no `node` condition) sends that empty one, so the two
    // agree in every browser. No Suspense boundary: a host's stream would send a large one apart
    // from the page, hidden until a script moves it, and hydrate it after the app's effects had run.
    const emptyTemplate = <template key="shadow-root" {...{ shadowrootmode: 'open' }} />;
    let shadowRoot: ReactNode = null;
    if (onServer()) shadowRoot = drawShadowRoot ? <Fragment key="shadow-root">{drawShadowRoot(widget, id, widgetProps)}</Fragment> : emptyTemplate;
    else if (leavesDrawnTemplates()) shadowRoot = emptyTemplate;
    return createElement(
      widget.tag,
      {
        ref: element,
        id,
        // `class`, not `className`: React 18 sets a custom element's props as they are named.
        class: className,
        style,
        [REACT_HOST_ATTRIBUTE]: '',
        ...attributes,
        // A dialog's `open` is reflected, as on the script tag's element.
        ...(widget.dialog && open ? { open: '' } : {}),
        suppressHydrationWarning: true,
      },
      shadowRoot,
      ...anchors,
    );
  });
  component.displayName = `Rosterkit(${widget.tag})`;
  return component;
}

/** The element as the widget sees it: `open` set and removed by the widget is this component's state. */
function hostOf(element: HTMLElement, setOpen: (open: boolean) => void): WidgetHost {
  const host: WidgetHost = {
    localName: element.localName,
    get id() {
      return element.id;
    },
    get shadowRoot() {
      return element.shadowRoot;
    },
    // Its root lists this host in the element's place, where a saved draft looks for it, and
    // names the shadow root's host, as the element's own root does: forms in two components'
    // shadow roots keep their own drafts.
    getRootNode: () => {
      const root = element.getRootNode() as ParentNode;
      const listed: WidgetRoot = { querySelectorAll: (selectors) => [...root.querySelectorAll(selectors)].map((found) => (found === element ? host : found)) };
      return root instanceof ShadowRoot ? { ...listed, host: root.host } : listed;
    },
    dispatchEvent: (event) => element.dispatchEvent(event),
    setAttribute: (name, value) => (name === 'open' ? setOpen(true) : element.setAttribute(name, value)),
    removeAttribute: (name) => (name === 'open' ? setOpen(false) : element.removeAttribute(name)),
  };
  return host;
}

/**
 * The drawn element's style attribute, applied through the CSSOM if a CSP without 'unsafe-inline'
 * refused it: React's hydration keeps the attribute and never sets it again, so the app's theme
 * (--rk-*) and sizes would be lost for the page's life. No CSP governs the CSSOM.
 */
function restyleRefused(element: HTMLElement) {
  const drawn = element.getAttribute('style');
  if (drawn && element.style.length === 0) element.style.cssText = drawn;
}

/** Calls the latest props' callbacks for the element's events; returns what stops it. */
function listen(element: HTMLElement, latest: { current: AnyProps }, callbacks: ReturnType<typeof callbacksOf>): () => void {
  const listening = new AbortController();
  for (const [type, callback] of Object.entries(callbacks)) {
    element.addEventListener(type, (event) => latest.current[callback]?.((event as CustomEvent).detail as never), { signal: listening.signal });
  }
  for (const [type, open] of [['rosterkit-open', true], ['rosterkit-close', false]] as const) {
    element.addEventListener(
      type,
      (event) => {
        // A dialog whose `open` the app holds: setOpen asked for this change, and the app made it.
        if (latest.current.open !== undefined) return;
        latest.current.onOpenChange?.(open, (event as CustomEvent<{ dialog: RosterkitDialogName }>).detail.dialog);
      },
      { signal: listening.signal },
    );
  }
  return () => listening.abort();
}

