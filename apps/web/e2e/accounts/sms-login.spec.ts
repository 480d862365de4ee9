import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { buttonName } from '../support/sign-in';
import { sentCode } from '../support/sms-outbox';
import { expect, test } from '../support/test';

/** The demo learner's phone in the demo pack. */
const DEMO_PHONE = '13800000001';

test('a learner logs in with a code sent to the phone (spec §1)', async ({ page }) => {
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await page.getByRole('button', { name: '验证码登录' }).click();
  const panel = page.locator('form#code-login');
  await expect(page.getByLabel('密码')).toHaveCount(0);

  await panel.getByLabel('手机号').fill(DEMO_PHONE);
  const since = Date.now();
  await panel.getByRole('button', { name: buttonName('获取验证码') }).click();
  await expect(panel.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  const code = await sentCode(DEMO_PHONE, 'login', since);

  // After a refusal antd's spinner can linger in the button's name ('loading 登录') for a while.
  const submit = panel.locator('button[type="submit"]');
  await expect(submit).toHaveText(/^登\s*录$/);
  await panel.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(page.getByText('验证信息有误')).toBeVisible();
  await expectAccessible(page, 'code login with a wrong code');
  await expect(page).toHaveURL(/\/h5\/p\/login/);

  await panel.getByLabel('验证码').fill(code);
  await submit.click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await expect(page.getByRole('button', { name: `账号菜单：${DEMO.nickName}` })).toBeVisible();
  await expect(page.getByText('欢迎来到演示培训中心')).toBeVisible();
});
