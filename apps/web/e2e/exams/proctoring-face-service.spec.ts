import type { Page } from '@playwright/test';
import { currentQuestion } from '../support/exams';
import { chromiumWithCamera } from '../support/fake-media';
import { FACE_TENANT } from '../support/face-tenant';
import { FACE_TIMEOUT, openPreview } from '../support/proctoring';
import { buttonName } from '../support/sign-in';
import { expect, test } from '../support/test';

test.use({ launchOptions: chromiumWithCamera('oneFace') });

/**
 * Signs in to the face tenant, passes the device check of its paper (which compares faces with
 * the ID photo) with the one-face camera, and lands on the face-service result.
 */
const checkFace = async (page: Page, learner: { account: string; password: string }) => {
  await page.goto(`/h5/p/login?factoryCode=${FACE_TENANT.factoryCode}`);
  await page.getByLabel('账号').fill(learner.account);
  await page.getByLabel('密码').fill(learner.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await openPreview(page, FACE_TENANT.paper);
  await page.getByRole('button', { name: buttonName('开始设备检测') }).click();
  const wizard = page.getByRole('dialog', { name: '设备检测' });
  await expect(wizard.getByRole('status')).toHaveText('人脸检测通过', { timeout: FACE_TIMEOUT });
  await wizard.getByRole('button', { name: buttonName('完成检测') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\/face-service\?paperId=.+&snapshot=/);
  await expect(page.getByRole('img', { name: '证件照' })).toBeVisible();
  await expect(page.getByRole('img', { name: '检测抓拍' })).toBeVisible();
};

test('the face of the check matches the ID photo, and the exam starts from the result', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await checkFace(page, FACE_TENANT.same);
  await expect(page.getByRole('status')).toHaveText('人脸比对通过', { timeout: FACE_TIMEOUT });
  await expect(page.getByText('抓拍与证件照为同一人，可以开始考试。')).toBeVisible();
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
});

test("someone else's ID photo does not match, and the way back is the preview", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await checkFace(page, FACE_TENANT.other);
  await expect(page.getByRole('status')).toHaveText('与证件照不符', { timeout: FACE_TIMEOUT });
  await expect(page.getByRole('button', { name: buttonName('开始考试') })).toBeHidden();
  await page.getByRole('button', { name: buttonName('返回考试预览') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?paperId=/);
  await expect(page.getByText(/设备检测已通过/)).toBeVisible();
});
