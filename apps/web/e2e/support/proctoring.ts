import type { BrowserType, Page } from '@playwright/test';
import { openExamList } from './exams';
import { chromiumWithCamera } from './fake-media';
import { buttonName, signIn } from './sign-in';
import { expect } from './test';

/**
 * The demo pack's proctored papers (issue 21): 信息安全监考测验（严格） watches the camera only,
 * holds a face 3 s at the device check, looks every 5 s in the exam and allows 2 no-face counts.
 * Its learner `proctored` is no other spec's. A camera picture is a browser launch of its own
 * (Chromium reads the fake camera's file from its command line): one spec file per picture.
 */
export const STRICT_PAPER = '信息安全监考测验（严格）';
export const PROCTORED_LEARNER = { account: 'proctored', password: 'demo1234' };
/**
 * Face models load, and their first look compiles its shaders, on SwiftShader's software WebGL
 * of a GPU-less Chromium, on a machine shared with other runs: give them time (decision 0050).
 */
export const FACE_TIMEOUT = 60_000;

/** Signs the proctored learner in (the demo pack's `proctored`). */
export const signInProctored = (page: Page) => signIn(page, PROCTORED_LEARNER);

/** From the signed-in shell: finds `paper` in 我的考试 and opens its preview. */
export const openPreview = async (page: Page, paper = STRICT_PAPER) => {
  await openExamList(page);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).fill(paper);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).press('Enter');
  await expect(async () => {
    await page
      .getByRole('article', { name: paper })
      .getByRole('button', { name: buttonName('进入考试') })
      .click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};

/**
 * Signs the proctored learner in, opens the strict paper's preview and its device check (a check
 * of another spec may have passed within the last 30 minutes: then it is 'check again').
 */
export const openDeviceCheck = async (page: Page) => {
  await signInProctored(page);
  await openPreview(page);
  await page
    .getByRole('button', { name: buttonName('开始设备检测') })
    .or(page.getByRole('button', { name: buttonName('重新检测') }))
    .click();
  return page.getByRole('dialog', { name: '设备检测' });
};

/**
 * Passes the strict paper's device check in a browser of its own whose camera shows one face: the
 * server then lets the learner start from any browser for 30 minutes.
 */
export const passDeviceCheckElsewhere = async (browserType: BrowserType) => {
  const browser = await browserType.launch(chromiumWithCamera('oneFace'));
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const wizard = await openDeviceCheck(page);
    await expect(wizard.getByRole('status')).toHaveText('人脸检测通过', {
      timeout: FACE_TIMEOUT,
    });
    await wizard.getByRole('button', { name: buttonName('完成检测') }).click();
    await expect(wizard).toBeHidden();
  } finally {
    await browser.close();
  }
};
