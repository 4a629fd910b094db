import type { Locator, Page } from '@playwright/test';

/** The notices of a widget's notification area (src/ui/toast.tsx): the items of its one live region. */
export const notices = (scope: Page | Locator) => scope.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

/** The error notices among them (the destructive variant), such as 'Submission Error'. */
export const errorNotices = (scope: Page | Locator) => notices(scope).and(scope.locator('.rk-toast-destructive'));

/**
 * The page as Safari 16.4 to 16.7 and Firefox 123 and 124 run it: they draw and mount the widgets
 * (declarative shadow DOM, constructable style sheets) but have no popovers, nor their selector.
 */
export async function withoutPopovers(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['showPopover', 'hidePopover', 'togglePopover']) Reflect.deleteProperty(HTMLElement.prototype, name);
    const matches = Element.prototype.matches;
    Object.assign(Element.prototype, {
      matches(this: Element, selector: string) {
        if (selector.includes(':popover-open')) throw new DOMException(`'${selector}' is not a valid selector.`, 'SyntaxError');
        return matches.call(this, selector);
      },
    });
  });
}
