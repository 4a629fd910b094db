import { act, Activity, createRef, startTransition, StrictMode, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RosterkitDialogHandle } from '../index';
import { ATTRIBUTES, ELEMENTS } from '../../../widgets/registry.mjs';
import { RosterkitContact, RosterkitLanding, RosterkitRosterDemo, RosterkitWaitlist, RosterkitWaitlistModal } from './index';
import { TEXT_PROPS } from './rosterkit-element';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | null = null;
async function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root ??= createRoot(container);
  await act(async () => root?.render(<StrictMode>{node}</StrictMode>));
  // The widget's own root renders in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Lets time pass inside act() until `check` passes: a dialog's code is a lazy import, which a
 * cold or busy worker may take longer than any fixed wait to compile.
 */
async function settle(check: () => void) {
  await vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      check();
    },
    { timeout: 5_000 },
  );
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const connection = { supabaseUrl: 'https://xyz.supabase.co', supabaseKey: 'sb_publishable_abc123' };

describe('given a component rendered in the browser, with no server', () => {
  it('renders its widget into the shadow root of its element, with the props as attributes', async () => {
    await render(<RosterkitWaitlist brand="Acme" {...connection} className="signup" />);
    const element = document.querySelector('rosterkit-waitlist');
    expect(element?.getAttribute('data-brand')).toBe('Acme');
    expect(element?.className).toBe('signup');
    expect(element?.shadowRoot?.querySelector('.rk-root')?.textContent).toContain('Full name');
  });

  it('passes every attribute an element reads on from a prop', async () => {
    const components = [RosterkitWaitlist, RosterkitWaitlistModal, RosterkitContact, RosterkitRosterDemo, RosterkitLanding] as React.FC<object>[];
    const props = { ...Object.fromEntries(Object.keys(TEXT_PROPS).map((prop) => [prop, 'Acme'])), ...connection, attribution: false };
    await render(components.map((Component, index) => <Component key={index} {...props} />));
    const passed = new Set(ELEMENTS.flatMap(({ tag }) => document.querySelector(tag)?.getAttributeNames() ?? []));
    // `open` is a dialog's state, not a prop's text: tested with the dialogs below.
    expect(ATTRIBUTES.filter((name) => name !== 'open' && !passed.has(name))).toEqual([]);
  });

  it("takes away its element's id, class and a data attribute when the props go", async () => {
    await render(<RosterkitWaitlist id="signup" className="signup" brand="Acme" {...connection} />);
    const element = document.querySelector('rosterkit-waitlist');
    expect([element?.id, element?.className, element?.getAttribute('data-brand')]).toEqual(['signup', 'signup', 'Acme']);
    await render(<RosterkitWaitlist {...connection} />);
    expect(['id', 'class', 'data-brand'].filter((name) => element?.hasAttribute(name))).toEqual([]);
  });

  it('calls onSuccess and onError with the detail of the events its element dispatches', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    await render(<RosterkitWaitlist {...connection} onSuccess={onSuccess} onError={onError} />);
    const element = document.querySelector('rosterkit-waitlist');
    element?.dispatchEvent(new CustomEvent('rosterkit-waitlist-success', { detail: { id: 'row-1' } }));
    element?.dispatchEvent(new CustomEvent('rosterkit-waitlist-error', { detail: { code: '23505', message: 'taken' } }));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ id: 'row-1' });
    expect(onError).toHaveBeenCalledExactlyOnceWith({ code: '23505', message: 'taken' });
  });

  it('calls the callbacks of the props on screen, not those of a render that suspended', async () => {
    const shown = vi.fn();
    const suspended = vi.fn();
    const never = new Promise<never>(() => undefined);
    function Pending(): React.ReactNode {
      throw never;
    }
    const app = (onSuccess: () => void, waiting: boolean) => (
      <Suspense fallback="loading">
        <RosterkitWaitlist {...connection} onSuccess={onSuccess} />
        {waiting ? <Pending /> : null}
      </Suspense>
    );
    await render(app(shown, false));
    // A transition keeps what is on screen while its render waits: that render is never committed.
    await act(async () => startTransition(() => root?.render(<StrictMode>{app(suspended, true)}</StrictMode>)));
    expect(document.body.textContent).not.toContain('loading');
    document.querySelector('rosterkit-waitlist')?.dispatchEvent(new CustomEvent('rosterkit-waitlist-success', { detail: { id: 'row-1' } }));
    expect(suspended).not.toHaveBeenCalled();
    expect(shown).toHaveBeenCalledExactlyOnceWith({ id: 'row-1' });
  });

  it("opens and closes a dialog from its ref, and says so through onOpenChange", async () => {
    const ref = createRef<RosterkitDialogHandle>();
    const onOpenChange = vi.fn();
    await render(<RosterkitContact ref={ref} onOpenChange={onOpenChange} />);
    expect(ref.current?.element?.localName).toBe('rosterkit-contact');
    await act(async () => ref.current?.show());
    await settle(() => expect(onOpenChange).toHaveBeenLastCalledWith(true, 'contact'));
    await act(async () => ref.current?.close());
    await settle(() => expect(onOpenChange).toHaveBeenLastCalledWith(false, 'contact'));
  });

  it("hands an app's callback ref one handle for its life, not a new one at every render", async () => {
    const handles: (RosterkitDialogHandle | null)[] = [];
    const ref = (handle: RosterkitDialogHandle | null) => void handles.push(handle);
    await render(<RosterkitContact ref={ref} triggerLabel="Talk to us" />);
    const attached = handles.length;
    await render(<RosterkitContact ref={ref} triggerLabel="Write to us" />);
    expect(handles).toHaveLength(attached);
    expect(handles.at(-1)?.element?.localName).toBe('rosterkit-contact');
  });

  it('opens a dialog for a host-page button with data-rosterkit-open, and reflects open on its element', async () => {
    const ref = createRef<RosterkitDialogHandle>();
    await render(
      <>
        <button type="button" data-rosterkit-open="contact">
          <span>Write to us</span>
        </button>
        <RosterkitContact ref={ref} />
      </>,
    );
    const element = ref.current?.element;
    expect(element?.hasAttribute('open')).toBe(false);
    await act(async () => document.querySelector('[data-rosterkit-open] span')?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
    await settle(() => expect(element?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    expect(element?.hasAttribute('open')).toBe(true);
    await act(async () => ref.current?.close());
    expect(element?.hasAttribute('open')).toBe(false);
  });

  it('opens the dialog shown for data-rosterkit-open, not one of its kind that <Activity> hides before it', async () => {
    const hidden = createRef<RosterkitDialogHandle>();
    const shown = createRef<RosterkitDialogHandle>();
    await render(
      <>
        {/* As Next.js keeps a route left: in the page, hidden, its effects cleaned up. */}
        <Activity mode="hidden">
          <RosterkitContact ref={hidden} />
        </Activity>
        <button type="button" data-rosterkit-open="contact">
          Write to us
        </button>
        <RosterkitContact ref={shown} />
      </>,
    );
    expect(document.querySelectorAll('rosterkit-contact')).toHaveLength(2);
    await act(async () => document.querySelector<HTMLElement>('[data-rosterkit-open]')?.click());
    await settle(() => expect(shown.current?.element?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    expect(document.querySelector('rosterkit-contact')?.hasAttribute('open')).toBe(false);
  });

  it('names a data-rosterkit-open that names no dialog on the console, once a value, as embed.js does', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(
      <>
        <button type="button" data-rosterkit-open="contcat">
          Mistyped
        </button>
        <RosterkitContact />
      </>,
    );
    const mistyped = document.querySelector<HTMLElement>('[data-rosterkit-open]');
    await act(async () => mistyped?.click());
    await act(async () => mistyped?.click());
    expect(errors.mock.calls.filter(([message]) => String(message).includes('data-rosterkit-open'))).toEqual([
      ['[rosterkit] data-rosterkit-open="contcat" names no dialog: use waitlist or contact.'],
    ]);
    expect(document.querySelector('rosterkit-contact')?.hasAttribute('open')).toBe(false);
    errors.mockRestore();
  });

  it('says once that a data-rosterkit-open was clicked for a dialog no component on the page opens, as embed.js does', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render(
      <>
        <button type="button" data-rosterkit-open="waitlist">
          Join
        </button>
        <RosterkitContact />
      </>,
    );
    const join = document.querySelector<HTMLElement>('[data-rosterkit-open]');
    await act(async () => join?.click());
    await act(async () => join?.click());
    expect(warnings.mock.calls).toEqual([['[rosterkit] data-rosterkit-open="waitlist" was clicked, but the page has no RosterkitWaitlistModal.']]);
    expect(document.querySelector('rosterkit-contact')?.hasAttribute('open')).toBe(false);
    warnings.mockRestore();
  });

  it('keeps its root and nodes, with no error, while <Activity> hides it, and unmounts it when removed hidden', async () => {
    const errors = vi.spyOn(console, 'error');
    const shown = (mode: 'visible' | 'hidden' | null) =>
      mode ? (
        <Activity mode={mode}>
          <RosterkitWaitlist {...connection} />
        </Activity>
      ) : null;
    await render(shown('visible'));
    const root = document.querySelector('rosterkit-waitlist')?.shadowRoot?.querySelector('.rk-root');
    const field = root?.querySelector('input');
    expect(field).toBeTruthy();
    await render(shown('hidden'));
    await render(shown('visible'));
    // Not unmounted and hydrated anew from an empty container: the same nodes, and React said nothing.
    expect(document.querySelector('rosterkit-waitlist')?.shadowRoot?.querySelector('.rk-root input')).toBe(field);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    // Removed while hidden, React runs no cleanup: the root goes with its element all the same.
    await render(shown('hidden'));
    await render(shown(null));
    expect(root?.childElementCount).toBe(0);
  });

  it('unmounts a widget removed while hidden in an app that itself lives in a shadow root', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div')));
    const shown = async (mode: 'visible' | 'hidden' | null) => {
      await act(async () =>
        root?.render(
          mode ? (
            <Activity mode={mode}>
              <RosterkitWaitlist {...connection} />
            </Activity>
          ) : null,
        ),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    };
    await shown('visible');
    const widgetRoot = host.shadowRoot?.querySelector('rosterkit-waitlist')?.shadowRoot?.querySelector('.rk-root');
    expect(widgetRoot?.querySelector('input')).toBeTruthy();
    await shown('hidden');
    await shown(null);
    expect(widgetRoot?.childElementCount).toBe(0);
  });

  it("calls a dialog's onOpenChange once per change when the app holds its open", async () => {
    const ref = createRef<RosterkitDialogHandle>();
    const onOpenChange = vi.fn();
    function HeldContact() {
      const [open, setOpen] = useState(false);
      return (
        <RosterkitContact
          ref={ref}
          open={open}
          onOpenChange={(next, dialog) => {
            onOpenChange(next, dialog);
            setOpen(next);
          }}
        />
      );
    }
    await render(<HeldContact />);
    await act(async () => ref.current?.show());
    await settle(() => expect(ref.current?.element?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true, 'contact');
    await act(async () => ref.current?.close());
    await settle(() => expect(ref.current?.element?.shadowRoot?.querySelector('dialog')?.open).toBe(false));
    expect(onOpenChange.mock.calls).toEqual([
      [true, 'contact'],
      [false, 'contact'],
    ]);
  });

  it('keeps a dialog the app holds open without onOpenChange open, and says why on the console', async () => {
    const ref = createRef<RosterkitDialogHandle>();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render(<RosterkitContact ref={ref} open />);
    await settle(() => expect(ref.current?.element?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    await act(async () => ref.current?.close());
    expect(warnings).toHaveBeenCalledExactlyOnceWith('[rosterkit] open is set without onOpenChange, so the dialog stays open: pass onOpenChange, or leave open out.');
    expect(ref.current?.element?.shadowRoot?.querySelector('dialog')?.open).toBe(true);
    warnings.mockRestore();
  });

  it("calls the landing's onSuccess for a sign-up, not for a contact message sent from it", async () => {
    const onSuccess = vi.fn();
    await render(<RosterkitLanding {...connection} onSuccess={onSuccess} />);
    const element = document.querySelector('rosterkit-landing');
    element?.dispatchEvent(new CustomEvent('rosterkit-contact-submit', { detail: {} }));
    element?.dispatchEvent(new CustomEvent('rosterkit-waitlist-success', { detail: { id: 'row-1' } }));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ id: 'row-1' });
  });

  describe('the inline waitlist', () => {
    /** requestIdleCallback held: the widget's root waits for the visitor, or for release(). */
    function holdIdle() {
      const held: IdleRequestCallback[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => held.push(callback));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      return () => held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    }
    afterEach(() => vi.unstubAllGlobals());
    const drawn = () => document.querySelector('rosterkit-waitlist')?.shadowRoot?.querySelector<HTMLElement>('.rk-root');

    it('is drawn with the app, before its root exists; its root then hydrates the same nodes, keeping what was typed', async () => {
      const release = holdIdle();
      const errors = vi.spyOn(console, 'error');
      await render(<RosterkitWaitlist brand="Acme" {...connection} />);
      const name = drawn()?.querySelector<HTMLInputElement>('input[name="name"]');
      expect(name?.labels?.[0]?.textContent).toBe('Full name');
      expect(drawn()?.hasAttribute('data-rk-live')).toBe(false);
      name!.value = 'Ada Lovelace';

      await act(async () => release());
      await settle(() => expect(drawn()?.hasAttribute('data-rk-live')).toBe(true));
      expect(drawn()?.querySelector('input[name="name"]')).toBe(name);
      expect(name?.value).toBe('Ada Lovelace');
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    });

    it('brings back each form its own draft, by its place among the forms on the page', async () => {
      sessionStorage.setItem('rosterkit-draft:rosterkit-waitlist:1', JSON.stringify({ state: { name: 'Bea Second', step: 'details' }, version: 0 }));
      const release = holdIdle();
      await render(
        <>
          <RosterkitWaitlist {...connection} />
          <RosterkitWaitlist {...connection} />
        </>,
      );
      await act(async () => release());
      const names = () => [...document.querySelectorAll('rosterkit-waitlist')].map((element) => element.shadowRoot?.querySelector('input')?.value);
      await settle(() => expect(names()).toEqual(['', 'Bea Second']));
      sessionStorage.clear();
    });

    it("keeps a form inside another component's shadow root apart from the page's own, each with its draft", async () => {
      sessionStorage.setItem('rosterkit-draft:rosterkit-waitlist:0', JSON.stringify({ state: { name: 'Ada First', step: 'details' }, version: 0 }));
      // A partner's web component (Lit, Stencil) that renders the form into its shadow root.
      const card = document.body.appendChild(document.createElement('partner-card'));
      const shadow = card.attachShadow({ mode: 'open' });
      const release = holdIdle();
      await render(
        <>
          <RosterkitWaitlist {...connection} />
          {createPortal(<RosterkitWaitlist {...connection} />, shadow)}
        </>,
      );
      await act(async () => release());
      const forms = [document.querySelector('rosterkit-waitlist'), shadow.querySelector('rosterkit-waitlist')];
      await settle(() => expect(forms.map((element) => element?.shadowRoot?.querySelector('input')?.value)).toEqual(['Ada First', '']));
      sessionStorage.clear();
    });

    it('is rendered by React on a page that refuses HTML strings (Trusted Types), and the app goes on', async () => {
      // What require-trusted-types-for 'script' does to a string given to innerHTML.
      const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      const refuse = vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (this: Element, html: string) {
        if (this.classList.contains('rk-root')) throw new TypeError("This document requires 'TrustedHTML' assignment.");
        innerHTML.set!.call(this, html);
      });
      try {
        await render(
          <main>
            <h1>Acme</h1>
            <RosterkitWaitlist brand="Acme" {...connection} />
          </main>,
        );
        expect(document.querySelector('h1')?.textContent).toBe('Acme');
        await vi.waitFor(() => expect(drawn()?.querySelector('input[name="name"]')).toBeTruthy());
        expect(refuse).toHaveBeenCalled();
      } finally {
        refuse.mockRestore();
      }
    });

    it('is hydrated at once when the visitor reaches for it, before the browser is idle', async () => {
      holdIdle();
      await render(<RosterkitWaitlist brand="Acme" {...connection} />);
      expect(drawn()?.hasAttribute('data-rk-live')).toBe(false);
      drawn()?.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      await settle(() => expect(drawn()?.hasAttribute('data-rk-live')).toBe(true));
    });
  });
});
