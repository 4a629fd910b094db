import type { Page } from '@playwright/test';

/**
 * What the page logs as an error or warning, and its uncaught errors (React 19 reports a
 * hydration mismatch with reportError): what a developer would have to look at.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
