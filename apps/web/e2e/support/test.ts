import { expect, test as base } from '@playwright/test';

/** A breach of the Content-Security-Policy, as a page reported it. */
export type TCspViolation = {
  page: string;
  directive: string;
  blocked: string;
  source: string;
};

/** The function every page of the test's browser context reports a violation through. */
const REPORT_BINDING = '__lecternReportCspViolation';

/**
 * Playwright's `test`, listening for `securitypolicyviolation` in every page and frame of the
 * test's context: a test during which any page breaks the server's Content-Security-Policy fails
 * (docs/decisions/0024). Specs import `test` and `expect` from here, never from @playwright/test.
 */
export const test = base.extend<{ cspViolations: TCspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: TCspViolation[] = [];
      await context.exposeBinding(REPORT_BINDING, (_source, violation: TCspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: TCspViolation) => unknown>)[
            binding
          ];
          void report?.({
            page: document.location.href,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          });
        });
      }, REPORT_BINDING);

      await use(violations);

      // A report still on its way from a page lands before the check.
      for (const page of context.pages()) {
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => {});
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
