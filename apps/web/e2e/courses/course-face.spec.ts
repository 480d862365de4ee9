import type { Page } from '@playwright/test';
import { chromiumWithCamera } from '../support/fake-media';
import { FACE_TENANT } from '../support/face-tenant';
import { FACE_TIMEOUT } from '../support/proctoring';
import { buttonName } from '../support/sign-in';
import { expect, test } from '../support/test';

test.use({ launchOptions: chromiumWithCamera('oneFace') });

/** Signs in to the face tenant and opens its face-capture course's learning screen. */
const openCourse = async (page: Page, learner: { account: string; password: string }) => {
  await page.goto(`/h5/p/login?factoryCode=${FACE_TENANT.factoryCode}`);
  await page.getByLabel('账号').fill(learner.account);
  await page.getByLabel('密码').fill(learner.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await page.goto('/h5/p/exam/learn');
  await page.getByRole('link', { name: FACE_TENANT.course }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/learn\/course\?courseId=/);
  await expect(page.getByText('学习中需要人脸抓拍与比对')).toBeVisible();
  await page.getByRole('button', { name: buttonName('开始学习') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/learn\/course\/detail\?courseId=/);
};

test('a course’s face capture compares the camera with the ID photo before learning', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The one-face camera shows the woman of face-same's ID photo: learning opens.
  await openCourse(page, FACE_TENANT.courseSame);
  const capture = page.getByRole('dialog', { name: '学习前人脸采集' });
  await expect(capture).toBeVisible();
  await expect(capture).toBeHidden({ timeout: FACE_TIMEOUT });
  await expect(page.getByText('上班请按时打卡，迟到需说明原因。')).toBeVisible();
});

test('someone else’s face is refused with 300518 and learning stays closed', async ({ page }) => {
  test.setTimeout(180_000);
  await openCourse(page, FACE_TENANT.courseOther);
  const capture = page.getByRole('dialog', { name: '学习前人脸采集' });
  await expect(capture.getByText('首次人脸比对未通过')).toBeVisible({ timeout: FACE_TIMEOUT });
  await expect(capture.getByRole('button', { name: buttonName('重试') })).toBeVisible();
  await expect(page.getByText('上班请按时打卡，迟到需说明原因。')).toBeHidden();
});
