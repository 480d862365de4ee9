import type { Browser, Page } from '@playwright/test';
import { noisePng } from '../support/fixtures';
import { expectReadable } from '../support/readable';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo pack's offline class OT-DEMO-1 (docs/decisions/0066): its trainer and mentor shows the
 * session's attendance QR code on one screen, a learner signs in and out from a second browser
 * (the URL the code carries), hands in homework, and the mentor grades it through the product.
 */

const TRAINEE = { account: 'apprentice', password: 'demo1234' };
const MENTOR = { account: 'mentor', password: 'demo1234' };
const CLASS_NAME = '信息安全意识线下培训班';
const FIRST_SESSION = '第一课：识别钓鱼邮件（实操）';
const HOMEWORK = '列出部门的三个信息安全隐患';

const signedInPage = async (browser: Browser, account: typeof TRAINEE) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
};

/** The trainer opens the first session from the class list and shows the code of `kind`. */
const showCode = async (trainer: Page, label: '签到二维码' | '签退二维码') => {
  await trainer.getByText(label, { exact: true }).click();
  await expect(trainer.getByRole('img', { name: label })).toBeVisible();
  const link = trainer.getByTestId('attendance-link');
  await expect(link).toHaveAttribute('href', /\/h5\/p\/attendance\?code=/);
  return (await link.getAttribute('href'))!;
};

test('a learner signs in and out of a session by the trainer’s QR code from a second browser', async ({
  browser,
}) => {
  const trainer = await signedInPage(browser, MENTOR);
  await trainer.getByRole('menuitem', { name: '线下培训' }).click();
  await trainer.getByRole('link', { name: CLASS_NAME }).click();
  await expect(trainer.getByRole('heading', { name: CLASS_NAME })).toBeVisible();
  await trainer.getByRole('link', { name: '查看课次' }).first().click();
  await expect(trainer.getByRole('heading', { name: FIRST_SESSION })).toBeVisible();
  const signInUrl = await showCode(trainer, '签到二维码');

  const learner = await signedInPage(browser, TRAINEE);
  await learner.goto(signInUrl);
  await expect(learner.getByText('签到成功')).toBeVisible();
  await expectReadable(learner.getByText(`${CLASS_NAME} · ${FIRST_SESSION}`));
  await expect(learner.getByText(/签到时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
  // The same code again (a reload, a second scan) is refused; the trainer's count shows the one.
  await learner.reload();
  await expect(learner.getByText('你已使用过这个签到码')).toBeVisible();
  await expect(trainer.getByText('1 / 0 / 2')).toBeVisible({ timeout: 10_000 });

  const signOutUrl = await showCode(trainer, '签退二维码');
  await learner.goto(signOutUrl);
  await expect(learner.getByText('签退成功')).toBeVisible();
  await learner.getByRole('button', { name: '查看课次' }).click();
  await expect(learner.getByText('已出勤')).toBeVisible();
  await expect(learner.getByText(/签退时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
  await expect(trainer.getByText('1 / 1 / 2')).toBeVisible({ timeout: 10_000 });
});

test('a learner hands in homework with a file, the mentor grades it and the learner reads the grade', async ({
  browser,
}) => {
  const learner = await signedInPage(browser, TRAINEE);
  await learner.getByRole('menuitem', { name: '线下培训' }).click();
  await learner.getByRole('link', { name: CLASS_NAME }).click();
  await learner.getByRole('link', { name: '提交作业' }).click();
  await expect(learner.getByRole('heading', { name: HOMEWORK })).toBeVisible();
  await learner
    .getByRole('textbox', { name: '作业内容' })
    .fill('1. 离开工位不锁屏：设置自动锁屏。\n2. 打印件不及时取走：改用刷卡打印。');
  await learner.locator('input[type=file]').setInputFiles({
    name: 'routes.png',
    mimeType: 'image/png',
    buffer: noisePng(8),
  });
  await expect(learner.getByText('routes.png')).toBeVisible();
  await learner.getByRole('button', { name: buttonName('提交') }).click();
  await expect(learner.getByText('作业已提交')).toBeVisible();
  await expect(learner.getByText('待批改').first()).toBeVisible();

  const mentor = await signedInPage(browser, MENTOR);
  await mentor.getByRole('menuitem', { name: '我的带教' }).click();
  const row = mentor.getByRole('row', { name: /陈小安/ });
  await expect(row.getByText('已交 1/1，待批改 1')).toBeVisible();
  await row.getByRole('link', { name: '批改作业' }).click();
  await mentor.getByRole('link', { name: HOMEWORK }).click();
  await expect(mentor.getByText('离开工位不锁屏')).toBeVisible();
  await expect(mentor.getByRole('link', { name: /routes\.png/ })).toBeVisible();
  await mentor.getByRole('spinbutton', { name: '成绩' }).fill('85');
  await mentor.getByRole('textbox', { name: '评语' }).fill('隐患找得准，改进措施可以再具体些');
  await mentor.getByRole('button', { name: '提交批改' }).click();
  await expect(mentor.getByText('隐患找得准，改进措施可以再具体些')).toBeVisible();
  await expect(mentor.getByRole('button', { name: '提交批改' })).toBeHidden();

  await learner.goto('/h5/p/homeworkresult');
  const result = learner.getByRole('row', { name: new RegExp(HOMEWORK) });
  await expectReadable(result.getByText('85 / 100 分'));
  await result.getByRole('link', { name: HOMEWORK }).click();
  await expectReadable(learner.getByText('隐患找得准，改进措施可以再具体些'));
  await expect(learner.getByText('合格', { exact: true })).toBeVisible();
  await expect(learner.getByText('周启明')).toBeVisible();
});
