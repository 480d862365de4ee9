import { chromium, devices, type Locator } from '@playwright/test';
import { chromiumWithFakeMedia } from '../support/chromium';
import { buttonName, signIn } from '../support/sign-in';
import { openExamList } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * The demo pack's 信息安全全程监考 (issue 21) asks for the camera, the microphone, the desktop and
 * the phone secondary camera; its learner `proctored` is the proctoring specs' alone.
 */
const PAPER = '信息安全全程监考';
const LEARNER = { account: 'proctored', password: 'demo1234' };

test.use({ launchOptions: chromiumWithFakeMedia });

test('the phone opened from the device check streams its camera to the examinee page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, LEARNER);
  await openExamList(page);
  const search = page.getByRole('searchbox', { name: '按试卷名称搜索' });
  await search.fill(PAPER);
  await search.press('Enter');
  await expect(async () => {
    await page
      .getByRole('article', { name: PAPER })
      .getByRole('button', { name: buttonName('进入考试') })
      .click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: buttonName('开始设备检测') }).click();
  const wizard = page.getByRole('dialog', { name: '设备检测' });
  await wizard.getByText('手机副摄像头', { exact: true }).click();
  const step = wizard.getByRole('region', { name: '手机副摄像头' });
  await expect(step.getByRole('img', { name: '连接手机副摄像头的二维码' })).toBeVisible();
  await expect(step.getByRole('status')).toHaveText('未连接');

  // The phone: another device, not signed in, opening the address of the QR code. Its own
  // browser, as a phone's would be: Chromium's fake camera is one device per browser, which
  // stops giving frames to a second page while the first page's stream plays nowhere.
  const link = step.getByRole('link', { name: '无法扫码？在手机上打开此链接' });
  const address = await link.getAttribute('href');
  expect(address).toContain('/h5/p/exam/preview/deputy-camera?');
  const phoneBrowser = await chromium.launch(chromiumWithFakeMedia);
  try {
    const phoneContext = await phoneBrowser.newContext({ ...devices['Pixel 7'] });
    const phone = await phoneContext.newPage();
    await phone.goto(address!);
    await expect(phone.getByRole('heading', { name: '手机副摄像头' })).toBeVisible();
    await expect(phone.getByRole('status')).toHaveText('已连接电脑，正在监考', { timeout: 20_000 });

    // The phone shows its own picture; the examinee sees it too, and the step passes.
    const showsFrames = (video: Locator) =>
      expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    await showsFrames(phone.getByLabel('手机副摄像头画面'));
    await expect(step.getByRole('status')).toHaveText('已连接');
    const picture = step.getByLabel('手机副摄像头画面');
    await expect(picture).toBeVisible();
    await showsFrames(picture);
    // Closing the phone page disconnects it.
    await phoneContext.close();
    await expect(step.getByRole('status')).toHaveText('未连接', { timeout: 20_000 });
  } finally {
    await phoneBrowser.close();
  }
});
