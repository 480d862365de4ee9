import type { BrowserType, Page } from '@playwright/test';
import { openExamList } from './exams';
import { chromiumWithCamera } from './fake-media';
import { DEMO } from './fixtures';
import { buttonName } from './sign-in';
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

/**
 * Signs the proctored learner in. The demo pack puts them in 质量保障部, a branch that cannot be
 * chosen (not the last level, and disabled), so the first login asks for the supplementary info
 * (spec §2 /custom): the learner picks 平台研发部 and saves, as a learner would.
 */
export const signInProctored = async (page: Page) => {
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await page.getByLabel('账号').fill(PROCTORED_LEARNER.account);
  await page.getByLabel('密码').fill(PROCTORED_LEARNER.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
  const home = page.getByText('欢迎来到演示培训中心');
  const supplementaryInfo = page.getByRole('heading', { name: '其他信息' });
  await expect(home.or(supplementaryInfo)).toBeVisible();
  if (await supplementaryInfo.isVisible()) {
    await page.getByRole('button', { name: '组织架构' }).click();
    const picker = page.getByRole('dialog', { name: '选择组织架构' });
    await picker.getByTitle('平台研发部').click();
    await picker.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('button', { name: buttonName('保存并继续') }).click();
  }
  await expect(home).toBeVisible();
};

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
