import type { Locator } from '@playwright/test';

/**
 * Calls close() on a dialog element, then show() in a microtask, before the native close event of
 * the first has fired. Resolves once that event has fired and the next frame has rendered, so
 * whatever the event could undo, it would have undone.
 */
export async function showRightAfterClose(host: Locator): Promise<void> {
  await host.evaluate(
    (element) =>
      new Promise<void>((done) => {
        const widget = element as HTMLElement & { show(): void; close(): void };
        const dialog = widget.shadowRoot!.querySelector('dialog')!;
        dialog.addEventListener('close', () => requestAnimationFrame(() => setTimeout(done)), { once: true });
        new MutationObserver((_, observer) => {
          if (dialog.open) return;
          observer.disconnect();
          widget.show();
        }).observe(dialog, { attributes: true });
        widget.close();
      }),
  );
}
