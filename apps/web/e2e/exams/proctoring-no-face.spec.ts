import { chromiumWithCamera } from '../support/fake-media';
import { currentQuestion } from '../support/exams';
import {
  FACE_TIMEOUT,
  openDeviceCheck,
  openPreview,
  passDeviceCheckElsewhere,
  signInProctored,
} from '../support/proctoring';
import { buttonName } from '../support/sign-in';
import { expect, test } from '../support/test';

test.use({ launchOptions: chromiumWithCamera('noFace') });

test('with no one in front of the camera, the device check says so and does not pass', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wizard = await openDeviceCheck(page);
  await expect(wizard.getByRole('status')).toHaveText('未检测到人脸', { timeout: FACE_TIMEOUT });
  await page.waitForTimeout(5_000);
  await expect(wizard.getByRole('status')).toHaveText('未检测到人脸');
  await expect(wizard.getByRole('button', { name: buttonName('完成检测') })).toBeDisabled();
});

test('the strict paper counts each look with no face and submits itself at the third', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  // The check passed with a face in another browser; then the face leaves this one's camera.
  await passDeviceCheckElsewhere(playwright.chromium);
  await signInProctored(page);
  await openPreview(page);
  await expect(page.getByText(/设备检测已通过/)).toBeVisible();
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();

  // Spec §8 'no face %1 times', one look every 5 s; maxNoFace 2: the third submits the sheet.
  const monitor = page.getByRole('complementary', { name: '监控画面' });
  await expect(monitor.getByText('未检测到人脸 1 次')).toBeVisible({ timeout: FACE_TIMEOUT });
  await expect(monitor.getByText('未检测到人脸 2 次')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('违规次数超过限制，已自动交卷')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?/);
});
