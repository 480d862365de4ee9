import { devices, type Page } from '@playwright/test';
import { buttonName, signIn } from '../support/sign-in';
import { currentQuestion, openExamList, startExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * The demo pack's 信息安全测验（仅限手机） (apps/server/src/packs/demo/demo-pack.json) forbids
 * the computer browser and the desktop client (spec §3 device rules, decision 0046). It is
 * learner4's, whom no other spec uses.
 */
const PAPER = '信息安全测验（仅限手机）';
const LEARNER = { account: 'learner4', password: 'demo1234' };
const REFUSAL = '本考试禁止使用电脑浏览器作答，请使用手机或平板参加考试';

/** A device's user agent, screen and touch, in the project's browser (Chromium). */
const inChromium = (name: string) => {
  const device = devices[name];
  if (!device) throw new Error(`no device ${name}`);
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = device;
  return { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch };
};

const openPreview = async (page: Page) => {
  await openExamList(page);
  await page
    .getByRole('article', { name: PAPER })
    .getByRole('button', { name: buttonName('进入考试') })
    .click();
};

test.describe('on a computer', () => {
  test('the preview says the exam needs a phone or tablet, and the start is blocked', async ({
    page,
  }) => {
    await signIn(page, LEARNER);
    await openPreview(page);
    await expect(page.getByRole('alert')).toContainText(REFUSAL);
    await expect(page.getByRole('button', { name: buttonName('开始考试') })).toBeDisabled();
  });
});

test.describe('on a phone', () => {
  test.use(inChromium('iPhone 13'));

  test('the learner takes the exam, and a computer cannot continue it', async ({
    page,
    browser,
  }) => {
    await signIn(page, LEARNER);
    await startExam(page, PAPER);
    await expect(
      currentQuestion(page).getByText('员工临时离开工位时，应当如何处理电脑？'),
    ).toBeVisible();
    const answering = page.url();

    // The same learner opens the sheet on a computer: it says why, and shows no question.
    // A context of the test takes the test's options (the phone's) unless told otherwise.
    const computer = await browser.newContext(inChromium('Desktop Chrome'));
    const desk = await computer.newPage();
    await signIn(desk, LEARNER);
    await desk.goto(answering);
    await expect(desk.locator('.lectern-overlay__text')).toHaveText(REFUSAL);
    await expect(currentQuestion(desk)).toBeHidden();
    await computer.close();
  });
});
