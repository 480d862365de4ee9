import type { Page } from '@playwright/test';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo learner practises the demo's daily practice (5 questions a day from 信息安全题库):
 * each answer judged as it is submitted, the finish page with the day's credits (5 for
 * finishing, 1 per right answer), and themselves in the day's ranking (issue 22 point 5).
 */
const DAILY = '每日一练·信息安全';

const currentQuestion = (page: Page) => page.locator('section.lectern-question').first();

test('the demo learner answers today’s daily practice, earns its credits and is ranked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('menuitem', { name: '每日练习' }).click();
  await expect(page).toHaveURL(/\/exam\/daily-exercise$/);
  const card = page.getByRole('article', { name: DAILY });
  await expect(card.getByText('今日未开始')).toBeVisible();
  await expect(card.getByText('完成得 5 积分，每答对一题再得 1 积分')).toBeVisible();
  await expect(card.getByText('5 道', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: buttonName('开始今日练习') }).click();
  await expect(page).toHaveURL(/\/exam\/daily-exercise\/exercise\?dailyId=/);

  // A finish before answering is refused with the number left.
  await page.getByRole('button', { name: buttonName('完成今日练习') }).click();
  await expect(page.getByText('还有 5 道题未作答，全部作答后才能完成练习')).toBeVisible();

  // Each question answered with its first choice and judged at once.
  let right = 0;
  for (let number = 1; number <= 5; number += 1) {
    const question = currentQuestion(page);
    await expect(question.getByRole('heading', { name: `第 ${number} 题` })).toBeVisible();
    await question.locator('input[type=radio], input[type=checkbox]').first().check();
    await page.getByRole('button', { name: buttonName('提交答案') }).click();
    const judgement = question.getByText(/^回答(正确|错误)$/);
    await expect(judgement).toBeVisible();
    if ((await judgement.textContent()) === '回答正确') right += 1;
    await expect(page.getByText(`已答 ${number}/5`)).toBeVisible();
    if (number < 5) await page.getByRole('button', { name: buttonName('下一题') }).click();
  }

  // A reload continues the day where the learner was: every answer judged, nothing left.
  await page.reload();
  await expect(page.getByText('已答 5/5')).toBeVisible();
  await page.getByRole('button', { name: buttonName('完成今日练习') }).click();
  await expect(page).toHaveURL(/\/daily\/finish\?dailyId=.*&day=/);
  await expect(page.getByRole('heading', { name: '今日练习完成' })).toBeVisible();
  await expect(page.getByText(`${right} / 5 题`)).toBeVisible();
  await expect(page.getByText(`+${5 + right} 积分`)).toBeVisible();

  // The day's ranking holds the learner, with their own rank.
  await page.getByRole('button', { name: buttonName('查看今日排行') }).click();
  await expect(page).toHaveURL(/\/exam\/daily-exercise\/rankings\?.*period=day/);
  await expect(page.getByRole('radio', { name: '今日' })).toBeChecked();
  await expect(page.getByText(/^第 1 名 · 得分 [\d.]+ · 用时/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(DEMO.nickName) });
  await expect(row.getByRole('cell').first()).toHaveText('1');

  // The detail shows the finished day and the streak; today's practice cannot start again.
  await page.goto('/h5/p/exam/daily-exercise');
  await expect(card.getByText('今日已完成')).toBeVisible();
  await card.getByRole('button', { name: buttonName('练习详情') }).click();
  await expect(page.getByText('连续完成天数')).toBeVisible();
  await expect(page.getByRole('row', { name: /已完成/ })).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('查看今日结果') })).toBeVisible();
});
