import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expectEachReadable, expectReadable } from '../support/readable';
import { buttonName, signIn } from '../support/sign-in';
import { currentQuestion, startExam, submitExam } from '../support/exams';
import { expect, test } from '../support/test';

/** The demo pack's exams with attempt rules (apps/server/src/packs/demo/demo-pack.json). */
const SECTIONED = '信息安全分部分测验';
const CHALLENGE = '信息安全闯关（一次机会）';
const QUICK = '信息安全快答（每题限时）';
const UNIFIED_END = '信息安全年考（统一放榜）';

const current = currentQuestion;
const panel = (page: Page) => page.getByRole('navigation', { name: '答题卡' });
const heading = (page: Page, number: number) =>
  current(page).getByRole('heading', { name: `第 ${number} 题` });

const next = (page: Page) => page.getByRole('button', { name: buttonName('下一题') }).click();

test('a learner finishes each section before the next opens, then reads the keys', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startExam(page, SECTIONED);
  await expectReadable(page.getByText('第 1 部分：'), 'section');
  await expectReadable(current(page).getByText('基础知识'), 'section name');
  await expect(panel(page).getByRole('heading', { name: '情景判断' })).toBeVisible();
  const locked = panel(page).getByRole('button', { name: '第 4 题：未答，未开放' });
  await expect(locked).toBeVisible();
  await expectAccessible(page, 'sectioned exam');

  // The next section stays closed while this one has unanswered questions.
  await locked.click();
  await expectReadable(page.getByText('请完成本部分全部试题后再切换'), 'section refusal');
  await expect(heading(page, 1)).toBeVisible();

  for (const [number, choice] of [
    [1, '错误'],
    [2, '正确'],
    [3, '错误'],
  ] as const) {
    await current(page).getByRole('radio', { name: choice }).check();
    if (number < 3) await next(page);
  }
  await next(page);
  await expect(heading(page, 4)).toBeVisible();
  await expectReadable(page.getByText('第 2 部分：'), 'next section');
  await current(page)
    .getByRole('radio', { name: /通过公司官方渠道/ })
    .check();
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });

  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await page.getByRole('button', { name: buttonName('留在本页') }).click();
  await page.getByRole('button', { name: buttonName('答题详情') }).click();

  // Its only attempt is used: the detail shows the keys and analyses.
  const questions = page.getByRole('region', { name: /^第 \d+ 题$/ });
  await expect(questions).toHaveCount(7);
  await expect(questions.nth(0)).toContainText('正确');
  await expect(page.getByText('本考试不公布答案和解析。')).toHaveCount(0);
  await expectEachReadable(questions.locator('.lectern-question__right-answer'), 'right answer');
  await expect(page.getByText('解析').first()).toBeVisible();
});

test('in pass mode each confirmed answer is judged, and a wrong one with no chance left ends the exam', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startExam(page, CHALLENGE);
  await expectReadable(page.getByText('剩余机会：1 次'), 'chances');

  // Choosing is not answering: nothing is judged until the learner confirms.
  await current(page)
    .getByRole('radio', { name: /所有系统使用同一个密码/ })
    .check();
  await current(page)
    .getByRole('radio', { name: /与用户名相同/ })
    .check();
  await page.getByRole('button', { name: buttonName('确认答案') }).click();
  await expectReadable(current(page).getByText('回答错误'), 'verdict');
  await expectReadable(page.getByText('剩余机会：0 次'), 'no chance left');
  await expect(current(page).getByRole('radio', { name: /与用户名相同/ })).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: '第 1 题：已答，答错' })).toBeVisible();
  await expectAccessible(page, 'pass mode judged');

  await next(page);
  await expectReadable(page.getByText('没有剩余机会：再答错一题将自动交卷'), 'last chance');
  await current(page)
    .getByRole('radio', { name: /单独同意/ })
    .check();
  await page.getByRole('button', { name: buttonName('确认答案') }).click();
  await expectReadable(current(page).getByText('回答正确'), 'right verdict');

  await next(page);
  await current(page)
    .getByRole('radio', { name: /个人网盘/ })
    .check();
  await page.getByRole('button', { name: buttonName('确认答案') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await expectReadable(page.getByText('回答错误，闯关失败'), 'level failed');
  await expectReadable(page.getByText('很遗憾，本次考试未通过'), 'failed');
});

test('each question of a per-question-timed exam closes after its seconds, and the next one shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startExam(page, QUICK);
  await expectReadable(current(page).getByRole('timer', { name: '本题剩余' }), 'question timer');
  await current(page).getByRole('radio', { name: '错误' }).check();

  // Nobody clicks: the first question's 15 seconds end and the second one shows.
  await expect(heading(page, 2)).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: buttonName('上一题') }).click();
  await expect(heading(page, 1)).toBeVisible();
  await expectReadable(current(page).getByText('本题作答时间已到'), 'question time over');
  const kept = current(page).getByRole('radio', { name: '错误' });
  await expect(kept).toBeChecked();
  await expect(kept).toBeDisabled();
  await expectAccessible(page, 'closed question');
});

test('the results of an exam with a unified end stay hidden until it, but the learner sees when', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startExam(page, UNIFIED_END);
  await current(page).getByRole('radio').first().check();
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await submitExam(page);

  // The finish page says the result is held back, and until when.
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await page.getByRole('button', { name: buttonName('留在本页') }).click();
  await expectReadable(page.getByText('成绩暂未公布'), 'result hidden');
  await expectReadable(page.getByText(/^成绩将于 2027-12-31 \d\d:\d\d:\d\d 公布$/), 'release time');
  const finish = page.getByRole('main');
  await expect(finish.getByText('暂未公布', { exact: true })).toHaveCount(2); // score and rank
  await expect(page.getByRole('button', { name: buttonName('答题详情') })).toHaveCount(0);
  const sheetId = new URL(page.url()).searchParams.get('answerSheetId') ?? '';

  // The rankings wait for the release as well, and say so.
  await page.getByRole('button', { name: buttonName('排行榜') }).click();
  const held = page.getByRole('alert');
  await expectReadable(held.getByText('成绩暂未公布'), 'rankings hidden');
  await expectReadable(held.getByText(/^成绩将于 2027-12-31 .+ 公布$/), 'rankings release time');
  await expect(page.getByRole('table')).toBeHidden();

  // So does the answer sheet, even opened by its address.
  await page.goto(`/h5/p/exam/answer?answerSheetId=${encodeURIComponent(sheetId)}`);
  await expectReadable(page.locator('.lectern-overlay__text'), 'answer sheet hidden');
  await expect(page.locator('.lectern-overlay__text')).toHaveText('统一结束时间前不能查看');
});
