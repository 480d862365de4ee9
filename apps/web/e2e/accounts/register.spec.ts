import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { DEMO, REVIEW_TENANT } from '../support/fixtures';
import { buttonName } from '../support/sign-in';
import { freshPhone, sentCode } from '../support/sms-outbox';
import { expect, test } from '../support/test';

const PASSWORD = 'Welcome-2025';

/** Fills the registration form, sends the code and types the one the SMS carried. */
async function fillRegistration(page: Page, phone: string, name: string) {
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: buttonName('获取验证码') }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await sentCode(phone, 'register', since));
}

test.describe('registration (spec §2, §4)', () => {
  test('in a tenant without review the new learner is logged in at once', async ({ page }) => {
    const phone = freshPhone();
    await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
    await page.getByRole('link', { name: '立即注册' }).click();
    await expect(page).toHaveURL(`/h5/p/regist?factoryCode=${DEMO.factoryCode}`);
    // The link gave the tenant: the form names the organisation and does not ask for its number.
    await expect(page.getByRole('heading', { name: '演示培训中心' })).toBeVisible();
    await expect(page.getByLabel('姓名')).toBeVisible();
    await expect(page.getByLabel('租户号')).toHaveCount(0);

    await page.getByLabel('确认密码').fill('something-else');
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await expectAccessible(page, 'register with mismatched passwords');

    await fillRegistration(page, phone, '新学员');
    await page.getByRole('button', { name: buttonName('注册') }).click();
    // Signed in at once; the demo tenant asks every newcomer for the supplementary info first.
    await expect(page).toHaveURL(`/h5/p/custom?factoryCode=${DEMO.factoryCode}&url=%2Fcustom-home`);
    await expect(page.getByRole('heading', { name: '其他信息' })).toBeVisible();
    await expectAccessible(page, 'custom info after registering');
  });

  test('in a tenant with review the learner waits and is sent back to login', async ({ page }) => {
    const phone = freshPhone();
    await page.goto(`/h5/p/regist?factoryCode=${REVIEW_TENANT.factoryCode}`);
    await expect(page.getByRole('heading', { name: REVIEW_TENANT.sysName })).toBeVisible();
    await fillRegistration(page, phone, '待审学员');
    await page.getByRole('button', { name: buttonName('注册') }).click();

    await expect(page.getByText('注册成功')).toBeVisible();
    await expect(page.getByText('您的账号正在等待管理员审核，审核通过后即可登录。')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^[1-5] 秒后返回登录页$/);
    await expectAccessible(page, 'registration awaiting review');
    await expect(page).toHaveURL(/\/h5\/p\/login\?factoryCode=100200$/, { timeout: 8_000 });

    // Until an administrator approves it, the account cannot sign in.
    await page.getByLabel('账号').fill(phone);
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: buttonName('登录') }).click();
    await expect(page.getByText('账号未激活')).toBeVisible();
    await expect(page).toHaveURL(/\/h5\/p\/login/);
  });
});
