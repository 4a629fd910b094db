import { createContext, useContext, useEffect, useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A widget can arrive drawn in a declarative shadow root (the demo host's landing, dist/ssr/), and
 * its script hydrates it: the first render must draw what the server drew. What the server cannot
 * know (today's date, the visitor's settings, a saved draft) changes once the nodes are React's.
 */
export interface HtmlRender {
  /** The year the HTML was rendered in: the footer's copyright shows it until hydrated. */
  renderedYear: number;
  /**
   * On the server only: the declarative shadow root (<template shadowrootmode>) of another
   * widget element drawn inside this one (the roster demo inside the landing page). In the
   * browser that element's own script hydrates it.
   */
  shadowRootOf?: (tag: string, attributes: Record<string, string | undefined>) => ReactNode;
  /**
   * False where a host app's own render draws the widget (@rosterkit/react): its stream may send
   * a Suspense boundary's content after the rest, for a script that cannot look inside a shadow
   * root to move into place. The parts then render with no boundary, drawn and hydrated alike.
   */
  suspenseBoundaries?: false;
  /**
   * In the browser: the drawn element of this id as the page has it now, which may differ from
   * the HTML (early-input.ts enables Next as its form is filled). For a hydrating render.
   */
  drawn?: (id: string) => Element | null;
}

export const HtmlRenderContext = createContext<HtmlRender | null>(null);

/** The attribute of a widget's root node that carries HtmlRender's year into the browser. */
export const RENDERED_YEAR_ATTRIBUTE = 'data-rendered-year';

/** What the browser's first render of the widget drawn in `container` takes from its HTML. */
export function htmlRenderOf(container: HTMLElement): HtmlRender {
  return {
    renderedYear: Number(container.getAttribute(RENDERED_YEAR_ATTRIBUTE)),
    drawn: (id) => (container.getRootNode() as ShadowRoot).getElementById(id),
  };
}

/** True on the server and in a root hydrated from HTML: everything the HTML has is drawn at once. */
export function useFromHtml(): boolean {
  return useContext(HtmlRenderContext) !== null;
}

/** For useSyncExternalStore, with a value that changes only between the server and the browser. */
export const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates the HTML's nodes, true once they are React's (or
 * drawn by a script): until then, what the HTML does by itself (commandfor, a button held by
 * early-input.ts) stays.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * What a widget's root renders, in the browser (react-renderer.tsx) and on the server
 * (widgets/server.tsx) alike, so that hydration finds the same tree.
 */
export function widgetTree<P extends object>(Component: ComponentType<P>, props: P, html: HtmlRender | null): ReactNode {
  return (
    <HtmlRenderContext.Provider value={html}>
      <Component {...props} />
    </HtmlRenderContext.Provider>
  );
}

/**
 * Ids for what a server draws. React's useId counts from its root, and a widget drawn inside a
 * host app's own server render (@rosterkit/react) is hydrated by a root of its own, so useId
 * would give the browser other ids than the HTML's. An id need only be unique in the widget's
 * shadow root: each is named, under its dialog's id. Parts drawn in the browser alone may use useId.
 */
export const IdScope = createContext('rk');

/** `name` under the nearest dialog's id, or the widget's: `rk-waitlist-email` inline, `rk-contact-contact-email` in the landing's contact dialog. */
export function useScopedId(name: string): string {
  return `${useContext(IdScope)}-${name}`;
}

/**
 * useLayoutEffect in the browser. On a server no effect runs, and React 18 warns of every layout
 * effect it meets there (a host app's server render, through @rosterkit/react): useEffect instead.
 */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
