import type { Page } from '@playwright/test';

/**
 * What the page logs as an error or warning, and its uncaught errors (React 19 reports a
 * hydration mismatch with reportError): what a developer would have to look at. With
 * `failedAnswers`, also every answer of 400 or more, by its URL, but those `except` matches
 * (a partner page's own missing favicon).
 */
export function consoleProblems(page: Page, { failedAnswers = false, except }: { failedAnswers?: boolean; except?: RegExp } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser's echo of a failed answer, which the answer itself names with its URL.
    if (failedAnswers && message.text().startsWith('Failed to load resource')) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  if (failedAnswers) {
    page.on('response', (response) => {
      if (response.status() >= 400 && !except?.test(response.url())) problems.push(`${response.status()} ${response.url()}`);
    });
  }
  return problems;
}
