import { chromiumWithCamera } from '../support/fake-media';
import { currentQuestion, submitExam } from '../support/exams';
import { FACE_TIMEOUT, openDeviceCheck } from '../support/proctoring';
import { buttonName } from '../support/sign-in';
import { expect, test } from '../support/test';

test.use({ launchOptions: chromiumWithCamera('oneFace') });

test('with one face held, the device check passes and the proctored exam starts watched', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const wizard = await openDeviceCheck(page);
  await expect(wizard.getByRole('status')).toHaveText('人脸检测通过', { timeout: FACE_TIMEOUT });
  await expect(wizard.getByRole('progressbar', { name: '人脸检测进度' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await wizard.getByRole('button', { name: buttonName('完成检测') }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByText(/设备检测已通过，请在 .+ 前开始考试/)).toBeVisible();

  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
  const monitor = page.getByRole('complementary', { name: '监控画面' });
  await expect(monitor).toBeVisible();
  await expect(monitor.getByLabel('摄像头画面')).toBeVisible();
  // Two looks (every 5 s) at a face in front of the camera count nothing.
  await page.waitForTimeout(12_000);
  await expect(monitor.getByRole('listitem')).toHaveCount(0);
  await expect(monitor).toContainText('违规次数超过限制将自动交卷');

  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?/);
});
