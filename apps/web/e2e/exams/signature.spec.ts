import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { expectReadable } from '../support/readable';
import { buttonName } from '../support/sign-in';
import { currentQuestion, startExam, submitExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * The manual signature (spec §2 signature pad, item type 101, docs/decisions/0044) with the demo
 * pack's `signer`, invited to 保密承诺测验（需签名）, which asks to be signed as 承诺人签名.
 * signer is used by no other spec.
 */
const SIGNER = { account: 'signer', password: 'demo1234' };
const PLEDGE = '保密承诺测验（需签名）';
const TITLE = '承诺人签名';

const signInAsSigner = async (page: Page) => {
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await page.getByLabel('账号').fill(SIGNER.account);
  await page.getByLabel('密码').fill(SIGNER.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
};

const panel = (page: Page) => page.getByRole('navigation', { name: '答题卡' });
const signatureItem = (page: Page) => panel(page).getByRole('region', { name: TITLE });
const signaturePad = (page: Page) => page.getByRole('dialog', { name: TITLE });
const blankArea = (page: Page) => signaturePad(page).getByRole('img', { name: '签名区域' });

/** Dark pixels of the pad's canvas: what has been drawn on its white. */
const inkOnPad = (area: Locator) =>
  area.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
    return dark;
  });

/** Dark pixels of a loaded signature image: the stroke reached the server and came back. */
const inkOfImage = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
    return dark;
  });

/** The box of `area` once it stands still (the dialog zooms in as it opens). */
const settledBox = async (area: Locator) => {
  let last = JSON.stringify(await area.boundingBox());
  await expect
    .poll(async () => {
      const [previous, now] = [last, JSON.stringify(await area.boundingBox())];
      last = now;
      return now === previous;
    })
    .toBe(true);
  const box = await area.boundingBox();
  if (!box) throw new Error('the blank area has no box');
  return box;
};

/** A wavy stroke across the middle of `area`, as points relative to the page. */
const strokeAcross = async (area: Locator) => {
  const box = await settledBox(area);
  return Array.from({ length: 12 }, (_, step) => ({
    x: box.x + box.width * (0.1 + (0.8 * step) / 11),
    y: box.y + box.height * (step % 2 === 0 ? 0.4 : 0.6),
  }));
};

/** Answers the pledge's four true/false questions as a careful employee would. */
const answerPledge = async (page: Page) => {
  for (const [number, choice] of [
    [1, '错误'],
    [2, '正确'],
    [3, '正确'],
    [4, '错误'],
  ] as const) {
    await currentQuestion(page).getByRole('radio', { name: choice }).check();
    if (number < 4) await page.getByRole('button', { name: buttonName('下一题') }).click();
  }
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
};

test('a learner must sign before submitting, signs with the mouse, and finds the signature in the answer detail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsSigner(page);
  await startExam(page, PLEDGE);
  await answerPledge(page);

  // The answer-sheet panel lists the signature beside the questions, not signed yet.
  await expectReadable(signatureItem(page).getByRole('heading', { name: TITLE }));
  await expectReadable(signatureItem(page).getByText('未签名'));

  // Submitting unsigned says so in the spec's words, and opens the pad.
  await page.getByRole('button', { name: buttonName('交卷') }).click();
  await expectReadable(page.getByText('签名内容不能为空'), 'refusal');
  await expect(signaturePad(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: '确定交卷吗？' })).toHaveCount(0);
  await expectReadable(signaturePad(page).getByText('请在下方空白处签名'));
  await expectAccessible(page, 'signature pad');

  // Saving a blank pad is refused; then a stroke drawn with the mouse, retried, drawn again.
  await signaturePad(page)
    .getByRole('button', { name: buttonName('保存') })
    .click();
  await expectReadable(signaturePad(page).getByRole('alert'), 'empty pad');
  const draw = async () => {
    const [start, ...rest] = await strokeAcross(blankArea(page));
    await page.mouse.move(start!.x, start!.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 3 });
    await page.mouse.up();
  };
  await draw();
  expect(await inkOnPad(blankArea(page))).toBeGreaterThan(50);
  await signaturePad(page)
    .getByRole('button', { name: buttonName('重签') })
    .click();
  expect(await inkOnPad(blankArea(page))).toBe(0);
  await draw();
  await signaturePad(page)
    .getByRole('button', { name: buttonName('保存') })
    .click();
  await expect(signaturePad(page)).toBeHidden();

  // Saved: the panel shows it, as the server serves it back.
  await expectReadable(signatureItem(page).getByText('已签名'));
  const thumbnail = signatureItem(page).getByRole('img', { name: '你的签名' });
  await expect(thumbnail).toBeVisible();
  expect(await inkOfImage(thumbnail)).toBeGreaterThan(50);

  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await page.getByRole('button', { name: buttonName('留在本页') }).click();
  await page.getByRole('button', { name: buttonName('答题详情') }).click();

  await expect(page).toHaveURL(/\/h5\/p\/exam\/answer\?answerSheetId=/);
  const signature = page.getByRole('region', { name: TITLE });
  const image = signature.getByRole('img', { name: '你的签名' });
  await expect(image).toBeVisible();
  expect(await inkOfImage(image)).toBeGreaterThan(50);
  await expectReadable(signature.getByText(/^签名时间：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/));
  await expectAccessible(page, 'answer detail with a signature');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test('a learner signs with a finger, turns the phone, and keeps the signature', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsSigner(page);
    await startExam(page, PLEDGE);
    // Started from the desktop's menu, answered on the phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await signatureItem(page)
      .getByRole('button', { name: buttonName('签名') })
      .click();
    await expect(signaturePad(page)).toBeVisible();
    const area = blankArea(page);
    // The blank area fills the dialog's width on the phone, once the dialog has zoomed in.
    await expect.poll(async () => (await area.boundingBox())?.width).toBeGreaterThan(300);
    await expectReadable(signaturePad(page).getByRole('button', { name: buttonName('退出') }));

    // A finger's stroke, as the touch screen reports it.
    const cdp = await page.context().newCDPSession(page);
    const [start, ...rest] = await strokeAcross(area);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start!] });
    for (const point of rest) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const drawn = await inkOnPad(area);
    expect(drawn).toBeGreaterThan(50);

    // Turned sideways and back: the blank area takes the new width and keeps the stroke.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => (await area.boundingBox())?.width).toBeGreaterThan(400);
    await expect.poll(() => inkOnPad(area)).toBeGreaterThan(drawn / 3);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await area.boundingBox())?.width).toBeLessThan(400);
    await expect.poll(() => inkOnPad(area)).toBeGreaterThan(drawn / 3);

    // Exit saves nothing; signed, the item says so.
    await signaturePad(page)
      .getByRole('button', { name: buttonName('退出') })
      .click();
    await expect(signaturePad(page)).toBeHidden();
    await expectReadable(signatureItem(page).getByText('未签名'));
    await signatureItem(page)
      .getByRole('button', { name: buttonName('签名') })
      .click();
    // The stroke waits for the dialog to have zoomed in, as a finger would: antd ignores the
    // pointer while the dialog moves.
    await expect(signaturePad(page)).not.toHaveClass(/zoom-(appear|enter)/);
    await expect.poll(async () => (await area.boundingBox())?.width).toBeGreaterThan(300);
    const [again, ...more] = await strokeAcross(blankArea(page));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [again!] });
    for (const point of more) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await inkOnPad(blankArea(page))).toBeGreaterThan(50);
    await signaturePad(page)
      .getByRole('button', { name: buttonName('保存') })
      .click();
    await expect(signaturePad(page)).toBeHidden();
    await expectReadable(signatureItem(page).getByText('已签名'));
    expect(
      await inkOfImage(signatureItem(page).getByRole('img', { name: '你的签名' })),
    ).toBeGreaterThan(50);
  });
});
