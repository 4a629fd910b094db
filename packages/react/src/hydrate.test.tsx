import { act, useEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInput } from '../../../src/element/early-input';
import { laterChunk } from '../../../src/waitlist/load-later';
import { waitlistModalWidget } from '../../../widgets/waitlist/widget';
import type { RosterkitDialogHandle } from '../index';
import { waitlistWidget } from '../../../widgets/waitlist/widget';
import { anyWidget } from './any-widget';
import { RosterkitLanding, RosterkitWaitlist, RosterkitWaitlistModal } from './index';
import { rosterkitComponent } from './rosterkit-element';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** The browser's parse of a declarative shadow root: each <template shadowrootmode> becomes its parent's shadow root. */
function attachDrawnShadowRoots(node: ParentNode): void {
  for (const template of node.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode]')) {
    attachDrawnShadowRoots(template.content);
    template.parentElement?.attachShadow({ mode: 'open' }).append(template.content);
    template.remove();
  }
}

const idsIn = (root: ParentNode | null | undefined) => [...(root?.querySelectorAll('[id]') ?? [])].map((element) => element.id);
/** Whether React has taken this node over: hydration puts its fiber on each node it claims. */
const claimedByReact = (node: Element | null | undefined) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber$'));

/** The app rendered as on a server: with no window. */
function serverRender(app: ReactNode): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(app);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A container in the page holding `app` as a server sent it, its declarative shadow roots parsed unless `parsed` is false. */
function drawnByServer(app: ReactNode, { parsed = true } = {}): HTMLDivElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = serverRender(app);
  if (parsed) attachDrawnShadowRoots(container);
  return container;
}

// happy-dom does not parse declarative shadow roots (attachDrawnShadowRoots does), nor say it
// would: the tests stand for a browser that does, but for the one that leaves them in place.
beforeEach(() => {
  Object.defineProperty(HTMLTemplateElement.prototype, 'shadowRootMode', { configurable: true, get: () => 'open' });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLTemplateElement.prototype, 'shadowRootMode');
});

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  // A form sent on to step 2 leaves a draft, which the next test's form would open on.
  sessionStorage.clear();
});

const connection = { supabaseUrl: 'https://xyz.supabase.co', supabaseKey: 'sb_publishable_abc123' };

describe('given a component drawn deep in a host app server render', () => {
  // Siblings before the component move it in the host's tree: ids counted from that tree's root would differ from the widget root's.
  const apps = {
    waitlist: (
      <main>
        <h1>Acme</h1>
        <p>Sign up below.</p>
        <RosterkitWaitlist brand="Acme" {...connection} />
      </main>
    ),
    landing: (
      <main>
        <p>Before</p>
        <RosterkitLanding brand="Acme" {...connection} contactEmail="hello@acme.example" />
      </main>
    ),
    // Drawn open: its dialog is in the HTML, and its code must be there before the hydration.
    'open waitlist dialog': (
      <main>
        <p>Before</p>
        <RosterkitWaitlistModal brand="Acme" {...connection} open />
      </main>
    ),
  };
  const tags = { waitlist: 'rosterkit-waitlist', landing: 'rosterkit-landing', 'open waitlist dialog': 'rosterkit-waitlist-modal' };


  it.each(Object.keys(apps) as (keyof typeof apps)[])('hydrates the %s in place: the same ids, no mismatch', async (name) => {
    const container = drawnByServer(apps[name]);
    const host = container.querySelector(tags[name]);
    const drawnRoot = host?.shadowRoot?.querySelector('.rk-root');
    const drawnIds = idsIn(drawnRoot);
    expect(drawnIds.length).toBeGreaterThan(3);
    const drawnFirst = drawnRoot?.firstElementChild;

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, apps[name]);
    });
    // The widget's own root starts once the browser is idle, the open dialog's once its code is there.
    // The node drawn on the server, not one drawn anew in its place.
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(claimedByReact(drawnFirst)).toBe(true);
    });
    expect(drawnRoot?.firstElementChild).toBe(drawnFirst);

    expect(errors).not.toHaveBeenCalled();
    // The drawn nodes are kept, not drawn anew, and React's render of them names the same ids.
    expect(host?.shadowRoot?.querySelector('.rk-root')).toBe(drawnRoot);
    expect(idsIn(drawnRoot)).toEqual(drawnIds);
    errors.mockRestore();
  });
});

describe('given a press on a drawn button before the app has hydrated', () => {
  it('hydrates with no mismatch, and carries the press out once', async () => {
    // Step 2's code at hand: the press shows it within an act() of the test's.
    await act(() => laterChunk.load());
    const app = (
      <main>
        <RosterkitWaitlist brand="Acme" {...connection} />
      </main>
    );
    const container = drawnByServer(app);
    // As the script drawn in the shadow root does: it enables Next as step 1 is filled, holds the
    // press, and marks the button.
    captureEarlyInput();
    const form = container.querySelector('rosterkit-waitlist')?.shadowRoot;
    const next = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(next?.disabled).toBe(true);
    // Step 1 filled in, as a visitor would before the app's script.
    const field = (name: string) => form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    for (const [name, value] of Object.entries({ name: 'Ada Lovelace', email: 'ada@example.com', companyName: 'Engine Agency', creatorCount: '1-5' })) {
      field(name)!.value = value;
      field(name)!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    expect(next?.disabled).toBe(false);
    const clicks = vi.fn();
    next?.addEventListener('click', clicks);
    next?.click();
    expect(next?.getAttribute('aria-busy')).toBe('true');
    expect(clicks).not.toHaveBeenCalled();

    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      // The press acted: step 2, in place of the Next pressed.
      expect(form?.textContent).toContain('Step 2 of 2');
    });
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(next?.hasAttribute('data-rk-held')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("given an app that opens a drawn dialog from its own mount effect", () => {
  it('finds the ref set and the dialog opens, as on a client-only page', async () => {
    function App() {
      const dialog = useRef<RosterkitDialogHandle>(null);
      useEffect(() => dialog.current?.show(), []);
      return (
        <main>
          <RosterkitWaitlistModal ref={dialog} brand="Acme" {...connection} />
        </main>
      );
    }
    const container = drawnByServer(<App />);
    await act(async () => {
      root = hydrateRoot(container, <App />);
    });
    const element = container.querySelector('rosterkit-waitlist-modal');
    expect(element?.hasAttribute('open')).toBe(true);
    // The modal itself, once its code is there: not only the element's state.
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(element?.shadowRoot?.querySelector('dialog')?.open).toBe(true);
    });
  });
});

describe('given a waitlist dialog element drawn closed on the server', () => {
  it("hydrates at once, without waiting for the dialog's code, which it does not draw yet", async () => {
    // The dialog's code never arrives (a slow network): the closed element must not wait for it.
    const needs = vi.spyOn(waitlistModalWidget, 'drawnNeeds').mockImplementation(() => new Promise(() => undefined));
    const app = (
      <main>
        <RosterkitWaitlistModal brand="Acme" {...connection} />
      </main>
    );
    const container = drawnByServer(app);
    const drawnRoot = container.querySelector('rosterkit-waitlist-modal')?.shadowRoot?.querySelector('.rk-root');
    expect(drawnRoot?.querySelector('dialog')).toBeNull();
    const drawnFirst = drawnRoot?.firstElementChild;
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(claimedByReact(drawnFirst)).toBe(true);
    });
    expect(drawnRoot?.firstElementChild).toBe(drawnFirst);
    expect(needs).not.toHaveBeenCalled();
    needs.mockRestore();
  });
});

/**
 * Hydrates `app`, a heading and a waitlist, as `browser` received it from a server, and expects
 * the host's own nodes hydrated, not drawn anew, with no mismatch and no error.
 */
async function hydratesInPlace(app: ReactNode, browser: 'parses declarative shadow roots' | 'leaves them as templates') {
  const container = drawnByServer(app, { parsed: browser === 'parses declarative shadow roots' });
  if (browser === 'leaves them as templates') {
    Reflect.deleteProperty(HTMLTemplateElement.prototype, 'shadowRootMode');
    // A browser's template has no child nodes, its content apart; happy-dom's firstChild reads that content, so it goes.
    for (const template of container.querySelectorAll('template')) template.content.replaceChildren();
  }
  const heading = container.querySelector('h1');
  const recovered = vi.fn();
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: recovered });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(container.querySelector('h1')).toBe(heading);
  expect(claimedByReact(heading)).toBe(true);
  expect(recovered).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  const element = container.querySelector('rosterkit-waitlist');
  await vi.waitFor(() => expect(element?.shadowRoot?.querySelector('.rk-root')?.textContent).toContain('Full name'));
  return element;
}

describe('given a browser that leaves a declarative shadow root as a <template> (before Safari 16.4 or Firefox 123)', () => {
  it('hydrates the host app in place, the drawn template left inert, and renders the widget into a shadow root of its own', async () => {
    const element = await hydratesInPlace(
      <main>
        <h1>Acme</h1>
        <RosterkitWaitlist brand="Acme" {...connection} />
      </main>,
      'leaves them as templates',
    );
    expect(element?.querySelector(':scope > template')).not.toBeNull();
  });
});

describe('given a server that cannot draw (no `node` condition: an Edge runtime, Workers)', () => {
  // As the package resolves `#draw` there: to nothing.
  const UndrawnWaitlist = rosterkitComponent(anyWidget(waitlistWidget), null);

  it.each(['parses declarative shadow roots', 'leaves them as templates'] as const)(
    'hydrates the host app in place in a browser that %s, and renders the widget',
    async (browser) => {
      await hydratesInPlace(
        <main>
          <h1>Acme</h1>
          <UndrawnWaitlist brand="Acme" {...connection} />
        </main>,
        browser,
      );
    },
  );
});
