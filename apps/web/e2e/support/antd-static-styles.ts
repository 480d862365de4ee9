import type { Page } from '@playwright/test';

/**
 * The component styles antd built in the page's browser: it writes them into
 * `<style data-css-hash>`, and the theme's variables, which it always writes per tenant, carry
 * `data-token-hash` besides. The first screens take their component styles from the stylesheet
 * built with the client instead (build/antd-static-styles.ts, docs/decisions/0035).
 */
export const antdStylesBuiltInBrowser = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map((style) =>
      (style.textContent ?? '').slice(0, 80),
    ),
  );
