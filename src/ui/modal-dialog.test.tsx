import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page whose dialog is drawn in the HTML, closed, and opens when the browser says it did. */
function Page({ takesOpening }: { takesOpening: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ModalDialog id="join" open={open} onClose={() => setOpen(false)} title="Join" onOpenedBefore={takesOpening ? () => setOpen(true) : undefined}>
      <p>{open ? 'open' : 'closed'}</p>
    </ModalDialog>
  );
}

/** Drawn as a server would, opened before any script (as a button's commandfor does), then hydrated. */
async function hydrateOpened(takesOpening: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page takesOpening={takesOpening} />);
  document.body.append(container);
  const dialog = container.querySelector('dialog')!;
  const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
  expect(close.getAttribute('commandfor')).toBe('join');
  expect(close.getAttribute('command')).toBe('close');
  dialog.setAttribute('open', '');
  const root = await act(async () => hydrateRoot(container, <Page takesOpening={takesOpening} />));
  return { dialog, close, text: () => dialog.querySelector('p')?.textContent, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('given a dialog drawn in the HTML that the browser opened before its script ran', () => {
  it('should stay open once hydrated, and its page should take it as open', async () => {
    const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, text, root } = await hydrateOpened(true);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(text()).toBe('open');
    expect(onError).not.toHaveBeenCalled();
    act(() => root.unmount());
    onError.mockRestore();
  });

  it('should leave the closing to React once hydrated: its close button no longer closes it by itself', async () => {
    const { close, root } = await hydrateOpened(true);
    expect(close.hasAttribute('commandfor')).toBe(false);
    expect(close.hasAttribute('command')).toBe(false);
    act(() => root.unmount());
  });

  it('should be closed by its state when its page does not take the opening', async () => {
    const { dialog, text, root } = await hydrateOpened(false);
    expect(text()).toBe('closed');
    expect(dialog.hasAttribute('open')).toBe(false);
    act(() => root.unmount());
  });
});
