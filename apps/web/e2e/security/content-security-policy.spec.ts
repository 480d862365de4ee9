import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO } from '../support/fixtures';
import { expect, test } from '../support/test';

const LOGIN = `/h5/p/login?factoryCode=${DEMO.factoryCode}`;

/**
 * What injected markup would try: an inline script, an inline event handler, and code evaluated
 * from text by a timer. Answers whether any of them ran.
 */
const injectScripts = async () => {
  const page = window as unknown as Record<string, unknown>;
  const script = document.createElement('script');
  script.textContent = 'window.__inlineRan = true';
  document.body.append(script);
  const button = document.createElement('button');
  button.setAttribute('onclick', 'window.__handlerRan = true');
  document.body.append(button);
  button.click();
  setTimeout('window.__timerRan = true'); // code from text, as eval would run it
  await new Promise((resolve) => setTimeout(resolve, 100));
  button.remove();
  return Boolean(page.__inlineRan || page.__handlerRan || page.__timerRan);
};

test.describe('the Content-Security-Policy of the learner client (docs/decisions/0024)', () => {
  test('refuses injected scripts, and the suite hears of each', async ({ page, cspViolations }) => {
    await page.goto(LOGIN);
    await expect(page.getByLabel('账号')).toBeVisible();
    expect(await page.evaluate(injectScripts)).toBe(false);
    await expect
      .poll(() => cspViolations.map(({ directive, blocked }) => `${directive} ${blocked}`).sort())
      .toEqual(['script-src eval', 'script-src-attr inline', 'script-src-elem inline']);
    // This test's own violations are the ones it expects; any other still fails it.
    cspViolations.splice(0);
  });

  test('fails a test during which a page breaks the policy', async ({ page }) => {
    test.fail(true, 'the violation listener must fail this test');
    await page.goto(LOGIN);
    await expect(page.getByLabel('账号')).toBeVisible();
    await page.evaluate(injectScripts);
  });

  test("keeps the login page out of another site's frame", async ({ page, baseURL }) => {
    // Another site: a page on another port of this machine that frames the login page.
    const elsewhere = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(`<!doctype html><iframe src="${baseURL}${LOGIN}"></iframe>`);
    });
    elsewhere.listen(0, '127.0.0.1');
    await once(elsewhere, 'listening');
    try {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
      await expect
        .poll(() => messages.join('\n'))
        .toMatch(/Framing '.*' violates .*"frame-ancestors 'none'"/);
      // The frame shows Chromium's error page instead, a moment after the report.
      await expect
        .poll(() =>
          page
            .frames()
            .find((candidate) => candidate !== page.mainFrame())
            ?.url(),
        )
        .toBe('chrome-error://chromewebdata/');
      await expect(page.frameLocator('iframe').getByLabel('账号')).toHaveCount(0);
    } finally {
      elsewhere.close();
    }
  });
});
