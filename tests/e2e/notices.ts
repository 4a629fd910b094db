import type { Locator, Page } from '@playwright/test';

/** The notices of a widget's notification area (src/ui/toast.tsx): the items of its one live region. */
export const notices = (scope: Page | Locator) => scope.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

/** The error notices among them (the destructive variant), such as 'Submission Error'. */
export const errorNotices = (scope: Page | Locator) => notices(scope).and(scope.locator('.rk-toast-destructive'));
