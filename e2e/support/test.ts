/**
 * The browser tests' `test`: Playwright's, with an automatic check that the page saw no
 * Content-Security-Policy violation (the product's policy must hold on every screen). Every spec
 * imports `test` and `expect` from here.
 */
import { test as base, expect } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Violations a test provokes on purpose, per page (see `expectCspToBlock`). */
const expectedViolations = new WeakMap<object, RegExp>();

/**
 * For a test that serves the page hostile markup on purpose: the policy blocking what matches
 * `pattern` is the point there, not a failure.
 */
export function expectCspToBlock(page: object, pattern: RegExp): void {
  expectedViolations.set(page, pattern);
}

export const test = base.extend<{ noCspViolations: void }>({
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (!/Content Security Policy/i.test(message.text())) return;
        if (expectedViolations.get(page)?.test(message.text())) return;
        violations.push(message.text());
      });
      // the event names the directive and what was blocked (init scripts are not subject to CSP)
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          const sample = event.sample ? ` (${event.sample})` : '';
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}${sample}${where}`,
          );
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
