import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { currentQuestion, startExam, submitExam } from '../support/exams';
import { DEMO } from '../support/fixtures';
import { expectReadable } from '../support/readable';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Certificates and credits (docs/decisions/0064) with the demo pack's `graduate`, whom no other
 * spec uses: they pass 信息安全自测（可暂停）, which issues a certificate with the demo template
 * and its 10 credits, find it under 我的证书, download it, and anyone looks it up at /cert/find.
 */
const GRADUATE = { account: 'graduate', password: 'demo1234' };
const PAPER = '信息安全自测（可暂停）';
/** Its first three questions, each worth 20: 60 passes. */
const RIGHT_CHOICES = [/通过公司官方渠道/, /立即断开网络/, /锁定计算机屏幕/];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const openMenu = async (page: Page, entry: string) => {
  const menuToggle = page.getByRole('button', { name: '主菜单' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText(entry).click();
};

/** The image has been drawn by the server and loaded, not merely put in the page. */
const expectImageLoaded = async (image: Locator) => {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
      timeout: 20_000,
    })
    .toBe(1600);
};

const passCertificateExam = async (page: Page) => {
  await startExam(page, PAPER);
  for (const [index, choice] of RIGHT_CHOICES.entries()) {
    await currentQuestion(page).getByRole('radio', { name: choice }).check();
    if (index < RIGHT_CHOICES.length - 1) {
      await page.getByRole('button', { name: buttonName('下一题') }).click();
      await expect(
        currentQuestion(page).getByRole('heading', { name: `第 ${index + 2} 题` }),
      ).toBeVisible();
    }
  }
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await expect(page.getByText('恭喜你，考试通过！')).toBeVisible();
};

test('a learner who passes a certificate exam finds, downloads and looks up the certificate', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, GRADUATE);
  await passCertificateExam(page);

  // 我的证书: the certificate as its image, with the exam, the date and the number.
  await openMenu(page, '我的证书');
  await expect(page).toHaveURL(/\/h5\/p\/personal\/cert$/);
  await expect(page.getByRole('heading', { level: 2, name: '我的证书' })).toBeVisible();
  const card = page.getByRole('listitem', { name: PAPER });
  await expectReadable(card.getByRole('heading', { name: PAPER }), 'certificate title');
  await expect(card.getByText('考试证书')).toBeVisible();
  await expectReadable(card.getByText(/^颁发于 \d{4}-\d{2}-\d{2}$/), 'date of issue');
  const numberText = await card.getByText(/^编号 /).innerText();
  const number = numberText.replace(/^编号 /, '');
  expect(number).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expectImageLoaded(card.locator('img'));
  await expectAccessible(page, 'my certificates');

  // Opened large, then downloaded: a PNG named by its number.
  await card.getByRole('button', { name: buttonName('查看大图') }).click();
  const viewer = page.getByRole('dialog');
  await expectImageLoaded(viewer.getByRole('img', { name: `证书：${PAPER}` }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('link', { name: '下载证书' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${number}.png`);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // 我的积分: the certificate's 10 credits, named by its type.
  await openMenu(page, '我的积分');
  await expect(page.getByRole('heading', { level: 2, name: '我的积分' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: PAPER });
  await expect(row.getByText('获得证书')).toBeVisible();
  await expect(row.getByText('+10')).toBeVisible();
  await page.getByRole('link', { name: '积分排行榜' }).click();
  await expect(page.getByRole('region', { name: '我的排名' })).toContainText('陈思远');

  // Anyone, not signed in, checks the number at /cert/find.
  const visitor = await browser.newContext();
  const lookup = await visitor.newPage();
  await lookup.goto(`/h5/p/cert/find?factoryCode=${DEMO.factoryCode}`);
  await expect(lookup.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible();
  await lookup.getByLabel('证书编号').fill('0000-0000-0000-0000');
  await lookup.getByRole('button', { name: buttonName('查询') }).click();
  await expectReadable(lookup.getByText('未找到该证书'), 'not found');

  await lookup.getByLabel('证书编号').fill(number.toLowerCase());
  await lookup.getByRole('button', { name: buttonName('查询') }).click();
  await expectReadable(lookup.getByText('证书有效'), 'valid');
  await expect(lookup.getByText('陈*远')).toBeVisible();
  await expect(lookup.getByText(PAPER, { exact: true })).toBeVisible();
  await expect(lookup.getByText('演示集团培训中心')).toBeVisible();
  await expectImageLoaded(lookup.getByRole('img', { name: `证书：${PAPER}` }));
  await expectAccessible(lookup, 'certificate lookup');

  // The QR code on the certificate opens the lookup with the number filled in.
  await lookup.goto(
    `/h5/p/cert/find?factoryCode=${DEMO.factoryCode}&number=${number.replaceAll('-', '')}`,
  );
  await expect(lookup.getByText('证书有效')).toBeVisible();
  await expect(lookup.getByLabel('证书编号')).toHaveValue(number);
  await visitor.close();
});
