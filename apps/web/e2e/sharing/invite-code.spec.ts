import { DEMO } from '../support/fixtures';
import { buttonName, signIn } from '../support/sign-in';
import { freshPhone, sentCode } from '../support/sms-outbox';
import { expect, test } from '../support/test';

const PASSWORD = 'Welcome-2025';
/** A demo learner whose invitation code no other spec uses. */
const INVITER = { account: 'learner4', password: 'demo1234' };

/**
 * A learner shares their invitation code: the link of /personal/invitecode opens registration
 * with the code, and the member who registers with it is listed as invited (issue 24).
 */
test('a colleague registers with the learner’s invitation link and is listed as invited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, INVITER);
  await page.getByRole('menuitem', { name: '邀请码' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/personal\/invitecode$/);
  await expect(page.getByRole('heading', { name: '我的邀请码', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '扫码注册的二维码' })).toBeVisible();
  await expect(page.getByText('还没有人用你的邀请码注册')).toBeVisible();
  const code = (await page.getByLabel('邀请码', { exact: true }).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = page.getByRole('link', { name: /\/h5\/p\/regist\?/ });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`/h5/p/regist\\?factoryCode=${DEMO.factoryCode}&inviteCode=${code}$`),
  );
  const href = (await link.getAttribute('href')) ?? '';
  // Another browser, in effect: nobody signed in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // The colleague opens the link and registers; the form shows whose code they came with.
  const phone = freshPhone();
  await page.goto(href);
  await expect(page.getByText(`邀请码：${code}`)).toBeVisible();
  await page.getByLabel('姓名').fill('受邀新同事');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: buttonName('获取验证码') }).click();
  await page.getByLabel('验证码').fill(await sentCode(phone, 'register', since));
  await page.getByRole('button', { name: buttonName('注册') }).click();
  await expect(page.getByRole('heading', { name: '其他信息' })).toBeVisible();

  // Back as the inviter: the new member is listed with the hidden middle of their phone.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, INVITER);
  await page.goto('/h5/p/personal/invitecode');
  await expect(page.getByText('用我的邀请码注册的成员（1）')).toBeVisible();
  const row = page.getByRole('row', { name: /受邀新同事/ });
  await expect(row).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
});
