import { expect, type Locator } from '@playwright/test';

/**
 * Waits until every image of a widget in view has loaded and is decoded: they are lazy
 * and decode after its first frame (later still while its lazy parts preload; at once with
 * JavaScript off), and one loaded but still decoding (decoding="async") is painted as the
 * space it holds. In view across means within the widget, as a carousel's other slides
 * wait to be scrolled to.
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
