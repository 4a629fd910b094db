import { expect, type Locator } from '@playwright/test';

/**
 * Passes once a landing section has come to rest where its scroll margin puts it: the same over
 * 300 ms, within a pixel. Retried: on a busy machine a smooth scroll may start late, after a still
 * moment, and a bound on its top alone would pass on the way there.
 */
export async function expectAtItsScrollMargin(section: Locator, name: string): Promise<void> {
  await expect(async () => {
    const { before, after } = await section.evaluate(async (element) => {
      const offset = () => element.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(element).scrollMarginTop);
      const first = offset();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { before: first, after: offset() };
    });
    expect(after, `${name}: still moving`).toBe(before);
    expect(Math.abs(after), `${name}: ${after} px from its scroll margin`).toBeLessThanOrEqual(1);
  }).toPass();
}

/** The FAQ items open now, by their data-value, of the FAQ's `items` (its groups). */
export const openFaqItems = (items: Locator) =>
  items.evaluateAll((all) => all.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.getAttribute('data-value')));
