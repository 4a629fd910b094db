import { act, createRef, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RosterkitDialogHandle } from '../index';
import { RosterkitContact, RosterkitWaitlist } from './index';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | null = null;
async function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  root ??= createRoot(container);
  await act(async () => root?.render(<StrictMode>{node}</StrictMode>));
  // The widget's own root renders in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const connection = { supabaseUrl: 'https://xyz.supabase.co', supabaseKey: 'anon' };

describe('given a component rendered in the browser, with no server', () => {
  it('renders its widget into the shadow root of its element, with the props as attributes', async () => {
    await render(<RosterkitWaitlist brand="Acme" {...connection} className="signup" />);
    const element = document.querySelector('rosterkit-waitlist');
    expect(element?.getAttribute('data-brand')).toBe('Acme');
    expect(element?.className).toBe('signup');
    expect(element?.shadowRoot?.querySelector('.rk-root')?.textContent).toContain('Full name');
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

  it("opens and closes a dialog from its ref, and says so through onOpenChange", async () => {
    const ref = createRef<RosterkitDialogHandle>();
    const onOpenChange = vi.fn();
    await render(<RosterkitContact ref={ref} onOpenChange={onOpenChange} />);
    expect(ref.current?.element?.localName).toBe('rosterkit-contact');
    await act(async () => ref.current?.show());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onOpenChange).toHaveBeenLastCalledWith(true, 'contact');
    await act(async () => ref.current?.close());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'contact');
  });
});
