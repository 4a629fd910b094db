import { expect, type Locator } from '@playwright/test';

/**
 * Waits until every image in view within a widget (a carousel's other slides wait to be scrolled
 * to) has loaded and is decoded: they are lazy, and one still decoding (decoding="async") is
 * painted as the empty space it holds.
 */
export async function imagesInViewLoaded(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate(async (host) => {
        const { left, right } = host.getBoundingClientRect();
        // Its own images and those of the widgets inside it (the landing's roster demo).
        const images = (root: ShadowRoot | null): HTMLImageElement[] =>
          root ? [...root.querySelectorAll('*')].flatMap((node) => (node instanceof HTMLImageElement ? [node] : images(node.shadowRoot))) : [];
        const inView = images(host.shadowRoot).filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > left && box.left < right;
        });
        if (!inView.every((img) => img.complete && img.naturalWidth > 0)) return false;
        await Promise.all(inView.map((img) => img.decode()));
        return true;
      }),
    )
    .toBe(true);
}
