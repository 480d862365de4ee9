import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { REVIEW_TENANT } from '../support/fixtures';
import { buttonName } from '../support/sign-in';
import { sentCode } from '../support/sms-outbox';
import { expect, test } from '../support/test';

const { factoryCode } = REVIEW_TENANT;
const { account, phone, password: OLD_PASSWORD } = REVIEW_TENANT.member;
const NEW_PASSWORD = 'Changed-2025';

async function passwordLogin(page: Page, password: string) {
  await page.goto(`/h5/p/login?factoryCode=${factoryCode}`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
}

test('a learner changes the password with a phone code (spec §2, §5)', async ({ page }) => {
  await passwordLogin(page, OLD_PASSWORD);
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await page.goto('/h5/p/personal/personal');
  const card = page.locator('.ant-card').filter({ hasText: '修改密码' });

  await card.getByRole('button', { name: buttonName('确认修改') }).click();
  await expect(card.getByText('原密码不能为空')).toBeVisible();
  await card.getByLabel('原密码').fill(OLD_PASSWORD);
  await card.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('确认新密码').fill(`${NEW_PASSWORD}x`);
  await expect(card.getByText('两次输入的新密码不一致')).toBeVisible();
  await expectAccessible(page, 'change password with mismatched passwords');
  await card.getByLabel('确认新密码').fill(NEW_PASSWORD);

  const since = Date.now();
  await card.getByRole('button', { name: buttonName('获取验证码') }).click();
  await expect(card.getByText(/^验证码已发送至 \S*0002$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await card.getByLabel('验证码').fill(await sentCode(phone, 'change-password', since));
  const oldToken = await page.evaluate(() => localStorage.getItem('lectern.memberToken'));
  expect(oldToken).toBeTruthy();
  await card.getByRole('button', { name: buttonName('确认修改') }).click();
  await expect(page.getByText('密码已修改，请用新密码重新登录')).toBeVisible();

  // Every session ended, this one too: the page is sent to the login screen.
  await expect(page).toHaveURL(/\/h5\/p\/login\?factoryCode=100200$/);
  const oldSession = await page.request.get('/h5/api/mine/memberInfo', {
    headers: { Authorization: oldToken ?? '' },
  });
  expect(await oldSession.json()).toEqual({ code: '403', body: '403-1' });

  await passwordLogin(page, OLD_PASSWORD);
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await passwordLogin(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
});
