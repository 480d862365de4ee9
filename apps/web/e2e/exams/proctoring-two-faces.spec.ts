import { chromiumWithCamera } from '../support/fake-media';
import { FACE_TIMEOUT, openDeviceCheck } from '../support/proctoring';
import { buttonName } from '../support/sign-in';
import { expect, test } from '../support/test';

test.use({ launchOptions: chromiumWithCamera('twoFaces') });

test('with two faces, the device check says so and does not pass', async ({ page }) => {
  test.setTimeout(120_000);
  const wizard = await openDeviceCheck(page);
  await expect(wizard.getByRole('status')).toHaveText('检测到多张人脸', { timeout: FACE_TIMEOUT });
  await page.waitForTimeout(5_000);
  await expect(wizard.getByRole('status')).toHaveText('检测到多张人脸');
  await expect(wizard.getByRole('progressbar', { name: '人脸检测进度' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(wizard.getByRole('button', { name: buttonName('完成检测') })).toBeDisabled();
});
