import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn, signOut } from '../support/sign-in';
import { expect, test } from '../support/test';

test.describe('sessions', () => {
  test('a session revoked by a newer login is sent to /login with url and factoryCode', async ({
    page,
    request,
  }) => {
    await signIn(page);

    const elsewhere = await request.post('/h5/api/login/login', {
      data: { factoryCode: DEMO.factoryCode, userCode: DEMO.account, password: DEMO.password },
    });
    expect((await elsewhere.json()).code).toBe('200');

    await page.goto('/h5/p/personal/personal');
    await expect(page.getByText('您的账号已在其他地方登录')).toBeVisible();
    await expect(page).toHaveURL(/\/h5\/p\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('url')).toBe('/personal/personal');
    expect(url.searchParams.get('factoryCode')).toBe(DEMO.factoryCode);

    await page.getByLabel('账号').fill(DEMO.account);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page).toHaveURL(/\/h5\/p\/personal\/personal$/);
  });

  test('signing out asks for confirmation and ends the session', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('lectern.memberToken'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: `账号菜单：${DEMO.nickName}` }).click();
    await page.getByText('退出登录').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('确定要退出登录吗？')).toBeVisible();
    await expectAccessible(page, 'sign-out dialog');
    await dialog.getByRole('button', { name: buttonName('取消') }).click();
    await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);

    await signOut(page);
    await expect(page).toHaveURL(new RegExp(`/h5/p/login\\?factoryCode=${DEMO.factoryCode}`));
    expect(await page.evaluate(() => localStorage.getItem('lectern.memberToken'))).toBeNull();

    const afterSignOut = await page.request.get('/h5/api/mine/memberInfo', {
      headers: { Authorization: token ?? '' },
    });
    expect((await afterSignOut.json()).code).toBe('403');
  });
});
