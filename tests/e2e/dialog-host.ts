import type { Locator } from '@playwright/test';

/**
 * Calls close() on a dialog element, then show() at the moment its native dialog has
 * closed: in a microtask, before the native close event of the first has fired.
 */
export async function showRightAfterClose(host: Locator): Promise<void> {
  await host.evaluate((element) => {
    const widget = element as HTMLElement & { show(): void; close(): void };
    const dialog = widget.shadowRoot!.querySelector('dialog')!;
    new MutationObserver((_, observer) => {
      if (dialog.open) return;
      observer.disconnect();
      widget.show();
    }).observe(dialog, { attributes: true });
    widget.close();
  });
}
