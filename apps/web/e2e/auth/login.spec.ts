import { expectAccessible } from '../support/accessibility';
import { antdStylesBuiltInBrowser } from '../support/antd-static-styles';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('password login', () => {
  test("the login screen is styled by the built stylesheet, in the tenant's colour", async ({
    page,
  }) => {
    await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
    const submit = page.getByRole('button', { name: buttonName('登录') });
    await expect(page.getByLabel('账号')).toBeEditable();
    await expect(submit).toBeVisible();

    // antd built no component style in the page (decision 0035).
    expect(await antdStylesBuiltInBrowser(page)).toEqual([]);
    // The primary button is drawn in the primary colour antd's variables carry for the tenant.
    const [background, primary] = await submit.evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.getPropertyValue('--ant-color-primary').trim()];
    });
    const rgb = (background ?? '').match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
    const hex = `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(hex).toBe(primary.toLowerCase());
  });

  test('a learner signs in and lands on the home page with the menu', async ({ page }) => {
    await signIn(page);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByText('首页')).toBeVisible();
    await expect(menu.getByText('个人信息')).toBeVisible();
    await expect(page.getByRole('button', { name: `账号菜单：${DEMO.nickName}` })).toBeVisible();
    await expect(page.getByText('欢迎来到演示培训中心')).toBeVisible();
  });

  test('a wrong password shows the catalogue message and stays on the login page', async ({
    page,
  }) => {
    await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expectAccessible(page, 'login with a wrong password');
    await expect(page).toHaveURL(/\/h5\/p\/login/);
  });

  test('empty fields show the validation messages of spec §5', async ({ page }) => {
    await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
    await expect(page.getByLabel('租户号')).toHaveCount(0);
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page.getByText('账号不能为空')).toBeVisible();
    await expect(page.getByText('请输入六位及以上密码，区分大小写')).toBeVisible();
    await expectAccessible(page, 'login with empty fields');

    await page.getByLabel('密码').fill('12345');
    await expect(page.getByText('请输入六位及以上密码，区分大小写')).toBeVisible();
  });

  test('without factoryCode in the URL the tenant number is asked for and required', async ({
    page,
  }) => {
    await page.goto('/h5/p/login');
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page.getByText('租户号不能为空')).toBeVisible();
    await expectAccessible(page, 'login asking for the tenant number');

    await page.getByLabel('租户号').fill(DEMO.factoryCode);
    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  });

  test('unknown paths go to the login page', async ({ page }) => {
    await page.goto('/h5/p/no-such-screen');
    await expect(page).toHaveURL(/\/h5\/p\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/h5\/p\/login/);
  });
});
