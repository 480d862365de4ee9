import type { Page } from '@playwright/test';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo learner practises the free 信息安全基础练习 (19 questions of the demo pack): judged
 * answers in answer mode, the key up front in recite mode, the finish refused while questions
 * remain, then finished, and the record (spec §2 practice, §4, §5).
 */
const TASK = '信息安全基础练习';

const currentQuestion = (page: Page) => page.locator('section.lectern-question').first();

const submit = (page: Page) => page.getByRole('button', { name: buttonName('提交答案') }).click();

test('a learner practises a free task in answer and recite mode and sees the record', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByRole('menuitem', { name: '练习任务' }).click();
  await expect(page).toHaveURL(/\/exam\/exercise-task/);
  const card = page.getByRole('article', { name: TASK });
  await expect(card.getByText('已答 0/19')).toBeVisible();
  await expect(card.getByText('免费')).toBeVisible();
  await expect(
    page.getByRole('article', { name: '销售技能进阶练习（付费）' }).getByText('19.9 元'),
  ).toBeVisible();
  await card.getByRole('button', { name: buttonName('去练习') }).click();

  // The preview: the questions by type and the mode choice.
  await expect(page.getByText('单选题')).toBeVisible();
  await expect(page.getByRole('radio', { name: '答题模式' })).toBeChecked();
  await page.getByRole('button', { name: buttonName('开始练习') }).click();
  await expect(page).toHaveURL(/mode=answer/);

  // Answer mode: right, then wrong, each with the key and the analysis once saved.
  let question = currentQuestion(page);
  await expect(question.getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await expect(page.getByText('此类邮件是典型的钓鱼手法', { exact: false })).toBeHidden();
  await question.getByRole('radio', { name: /^B\. 通过公司官方渠道联系 IT 部门核实/ }).click();
  await submit(page);
  await expect(question.getByText('回答正确', { exact: true })).toBeVisible();
  await expect(question.getByText(/此类邮件是典型的钓鱼手法/)).toBeVisible();
  await expect(question.getByRole('radio', { name: /^B\./ })).toBeDisabled();

  await page.getByRole('button', { name: buttonName('下一题') }).click();
  question = currentQuestion(page);
  await expect(question.getByRole('heading', { name: '第 2 题' })).toBeVisible();
  await question.getByRole('radio', { name: /^A\. 关闭显示器即可/ }).click();
  await submit(page);
  await expect(question.getByText('回答错误', { exact: true })).toBeVisible();
  await expect(
    question.getByRole('radio', { name: /^B\. 锁定计算机屏幕.*正确答案/ }),
  ).toBeVisible();
  await expect(question.getByText(/锁屏可以防止他人趁离开时查看或操作电脑/)).toBeVisible();

  // Finishing with questions left is refused with the number left (spec §5).
  await page.getByRole('button', { name: buttonName('结束练习') }).click();
  await expect(page.getByText('还有 17 道题未作答，全部作答后才能完成练习')).toBeVisible();

  // Recite mode: the round continues at question 3, its key and analysis shown before answering.
  await page.getByText('背题模式', { exact: true }).click();
  await expect(page).toHaveURL(/mode=recite/);
  question = currentQuestion(page);
  await expect(question.getByRole('heading', { name: '第 3 题' })).toBeVisible();
  await expect(question.getByRole('region', { name: '正确答案' })).toBeVisible();
  await expect(question.getByText(/客户个人信息应存放在公司受控/)).toBeVisible();
  await expect(page.getByText('已答 2/19')).toBeVisible();

  // The rest answered with each question's first choice.
  for (let number = 3; number <= 19; number += 1) {
    question = currentQuestion(page);
    await expect(question.getByRole('heading', { name: `第 ${number} 题` })).toBeVisible();
    await question.locator('input[type=radio], input[type=checkbox]').first().check();
    await submit(page);
    await expect(question.getByText(/^回答(正确|错误)$/)).toBeVisible();
    if (number < 19) await page.getByRole('button', { name: buttonName('下一题') }).click();
  }
  await expect(page.getByText('已答 19/19')).toBeVisible();

  await page.getByRole('button', { name: buttonName('结束练习') }).click();
  await expect(page).toHaveURL(/\/exam\/exercise-record\?taskId=/);
  await expect(page.getByRole('heading', { name: '练习记录' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(TASK) });
  // Right: question 1, strong-password (A) and the four true statements answered 正确; the
  // three multiple choices answered A of A, B, D score half each.
  await expect(row.getByText('6/19（31.58%）')).toBeVisible();
  await expect(row.getByText('7.5 / 19')).toBeVisible();
});
