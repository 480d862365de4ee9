import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expectReadable } from '../support/readable';
import { buttonName, signIn } from '../support/sign-in';
import { currentQuestion, startExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * The demo pack's 信息安全自测（可暂停） (apps/server/src/packs/demo/demo-pack.json): 15 minutes,
 * two pauses of up to 5 minutes each; its second question forbids pausing (spec §4).
 */
const PAPER = '信息安全自测（可暂停）';

const current = currentQuestion;
const pauseScreen = (page: Page) => page.getByRole('alertdialog', { name: '考试已暂停' });

/** The time left on the exam's timer, in seconds ('14分58秒'). */
const secondsLeft = async (page: Page) => {
  const text = await page.locator('.lectern-exam-timer__value').innerText();
  const [minutes = 0, seconds = 0] = (text.match(/\d+/g) ?? []).map(Number);
  return minutes * 60 + seconds;
};

const pause = async (page: Page) => {
  await page.getByRole('button', { name: buttonName('暂停') }).click();
  await expect(pauseScreen(page)).toBeVisible();
};

test('a learner pauses an exam, the time stands still, and the paper’s pause rules hold', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startExam(page, PAPER);

  // The first pause: the exam is hidden and its time stands still.
  const before = await secondsLeft(page);
  await pause(page);
  const screen = pauseScreen(page);
  await expect(
    screen.getByText(/暂停期间不计入考试时间。暂停将在 0[45]分\d\d秒 后结束/),
  ).toBeVisible();
  await expect(screen.getByText('剩余暂停次数：1')).toBeVisible();
  await expectReadable(screen.getByRole('heading', { name: '考试已暂停' }), 'pause title');
  await expect(page.locator('.lectern-exam')).toHaveAttribute('inert', '');
  await expectAccessible(page, 'exam paused');

  // Still paused after a reload: the server keeps the pause.
  await page.reload();
  await expect(pauseScreen(page)).toBeVisible();
  await page.waitForTimeout(4_000);
  await pauseScreen(page)
    .getByRole('button', { name: buttonName('继续考试') })
    .click();
  await expect(pauseScreen(page)).toBeHidden();
  await expect(current(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
  // The seconds spent paused (and reloading) were not taken from the exam.
  expect(await secondsLeft(page)).toBeGreaterThanOrEqual(before - 2);

  // The second question forbids pausing.
  await page.getByRole('button', { name: buttonName('下一题') }).click();
  await expect(current(page).getByRole('heading', { name: '第 2 题' })).toBeVisible();
  await page.getByRole('button', { name: buttonName('暂停') }).click();
  await expect(page.getByText('本题不允许暂停考试')).toBeVisible();
  await expect(pauseScreen(page)).toBeHidden();

  // The last pause, then none is left.
  await page.getByRole('button', { name: buttonName('上一题') }).click();
  await pause(page);
  await expect(pauseScreen(page).getByText('剩余暂停次数：0')).toBeVisible();
  await pauseScreen(page)
    .getByRole('button', { name: buttonName('继续考试') })
    .click();
  await expect(pauseScreen(page)).toBeHidden();
  await page.getByRole('button', { name: buttonName('暂停') }).click();
  await expect(page.getByText('暂停次数已用完')).toBeVisible();

  await page.getByRole('button', { name: buttonName('交卷') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: buttonName('交卷') })
    .click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
});
