import type { Page } from '@playwright/test';
import { chromiumWithCamera } from '../support/fake-media';
import { buttonName, signIn } from '../support/sign-in';
import { currentQuestion, openExamList } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * The demo pack's proctored papers (issue 21): 信息安全监考测验（严格） watches the camera only,
 * holds a face 3 s at the device check, looks every 5 s in the exam and allows 2 no-face counts.
 * Its learner `proctored` is no other spec's.
 */
const STRICT = '信息安全监考测验（严格）';
const LEARNER = { account: 'proctored', password: 'demo1234' };
/** Face models load on the CPU backend of a GPU-less Chromium: give them time. */
const FACE_TIMEOUT = 45_000;

const openDeviceCheck = async (page: Page) => {
  await signIn(page, LEARNER);
  await openExamList(page);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).fill(STRICT);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).press('Enter');
  await expect(async () => {
    await page
      .getByRole('article', { name: STRICT })
      .getByRole('button', { name: buttonName('进入考试') })
      .click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // A proctored paper starts only after a passed device check.
  await expect(page.getByRole('button', { name: buttonName('开始考试') })).toBeDisabled();
  await page.getByRole('button', { name: buttonName('开始设备检测') }).click();
  return page.getByRole('dialog', { name: '设备检测' });
};

test.describe('with a face in front of the camera', () => {
  test.use({ launchOptions: chromiumWithCamera('oneFace') });

  test('the device check passes after the face is held, and the exam can start', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const wizard = await openDeviceCheck(page);
    await expect(wizard.getByRole('status')).toHaveText('人脸检测通过', {
      timeout: FACE_TIMEOUT,
    });
    await wizard.getByRole('button', { name: buttonName('完成检测') }).click();
    await expect(wizard).toBeHidden();
    await expect(page.getByText(/设备检测已通过/)).toBeVisible();
    await page.getByRole('button', { name: buttonName('开始考试') }).click();
    await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '监控画面' })).toBeVisible();
  });
});

test.describe('with two faces', () => {
  test.use({ launchOptions: chromiumWithCamera('twoFaces') });

  test('the device check says so and does not pass', async ({ page }) => {
    test.setTimeout(120_000);
    const wizard = await openDeviceCheck(page);
    await expect(wizard.getByRole('status')).toHaveText('检测到多张人脸', {
      timeout: FACE_TIMEOUT,
    });
    await page.waitForTimeout(4_000);
    await expect(wizard.getByRole('status')).toHaveText('检测到多张人脸');
    await expect(wizard.getByRole('button', { name: buttonName('完成检测') })).toBeDisabled();
  });
});

test.describe('with no face', () => {
  test.use({ launchOptions: chromiumWithCamera('noFace') });

  test('the device check says no face is seen and does not pass', async ({ page }) => {
    test.setTimeout(120_000);
    const wizard = await openDeviceCheck(page);
    await expect(wizard.getByRole('status')).toHaveText('未检测到人脸', {
      timeout: FACE_TIMEOUT,
    });
    await page.waitForTimeout(4_000);
    await expect(wizard.getByRole('status')).toHaveText('未检测到人脸');
    await expect(wizard.getByRole('button', { name: buttonName('完成检测') })).toBeDisabled();
  });
});
