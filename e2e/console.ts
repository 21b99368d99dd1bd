import type { Page } from '@playwright/test';

/**
 * The page's console errors and uncaught exceptions from now on; a test ends with `expect(problems).toEqual([])`.
 * `ignore` leaves out errors a flow expects (the browser logs a handled 409, say).
 */
export function watchConsole(page: Page, ignore?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !(ignore && ignore.test(msg.text()))) problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
