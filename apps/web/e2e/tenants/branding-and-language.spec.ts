import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The demo pack's main colour #1F7A8C, as the browser computes it. */
const DEMO_MAIN_COLOUR = 'rgb(31, 122, 140)';

test.describe('tenant branding and languages', () => {
  test("the login page shows the tenant's name, logo, background and colour", async ({ page }) => {
    await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
    await expect(page.getByText('演示培训中心').first()).toBeVisible();

    const favicon = page.locator('link[rel="icon"]');
    await expect(favicon).toHaveAttribute('href', /\/h5\/api\/files\/.+logo\.svg/);
    const logoSrc = await favicon.getAttribute('href');
    const logo = await page.request.get(logoSrc ?? '');
    expect(logo.status()).toBe(200);

    const background = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .map((element) => getComputedStyle(element).backgroundImage)
        .find((image) => image.includes('login-background.svg')),
    );
    expect(background).toBeTruthy();

    const submit = page.getByRole('button', { name: buttonName('登录') });
    await expect(submit).toHaveCSS('background-color', DEMO_MAIN_COLOUR);
  });

  test('the language switch changes every string and is remembered', async ({ page }) => {
    await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
    await expect(page.getByLabel('账号')).toBeVisible();

    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByLabel('Account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Account cannot be empty')).toBeVisible();
    await expectAccessible(page, 'login in English with field errors');

    // On a busy machine a click can land while the menu still opens: choose again until it took.
    const japanese = page.getByRole('menuitem', { name: '日本語' });
    await expect(async () => {
      if (!(await japanese.isVisible())) {
        await page.getByRole('button', { name: 'Switch language' }).click({ timeout: 3_000 });
      }
      await japanese.click({ timeout: 3_000 });
      await expect(page.getByRole('button', { name: 'English' })).toHaveCount(0, {
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expectAccessible(page, 'login in Japanese');

    await page.getByRole('button', { name: /日本語/ }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await signIn(page);
  });
});
