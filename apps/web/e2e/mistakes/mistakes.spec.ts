import type { Page } from '@playwright/test';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A learner answers a practice question wrongly, finds it in the mistake sets with its counts
 * (the practice classification's set and one per knowledge point), sets auto-removal after one
 * right answer, practises the set until the question leaves it, and clears every set (spec §2
 * 'Mistakes', §3, §4, issue 22 points 4 and 9). learner3 practises nothing in the other specs.
 */
const LEARNER = { account: 'learner3', password: 'demo1234' };
const TASK = '信息安全基础练习';
/** The task's practice classification: its wrong answers' set. */
const SET = '信息安全练习';
/** The first question's knowledge points: a set each. */
const POINTS = ['钓鱼邮件识别', '密码与账号安全'];
const STEM = '收到一封自称“IT 部门”的邮件，要求点击链接重置密码。正确的做法是？';

const currentQuestion = (page: Page) => page.locator('section.lectern-question').first();
const submit = (page: Page) => page.getByRole('button', { name: buttonName('提交答案') }).click();
const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

test('a learner builds a mistake set in practice, practises it away and clears the rest', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, LEARNER);

  // A wrong answer in practice (answer mode).
  await page.getByRole('menuitem', { name: '练习任务' }).click();
  await page
    .getByRole('article', { name: TASK })
    .getByRole('button', { name: buttonName('去练习') })
    .click();
  await page.getByRole('button', { name: buttonName('开始练习') }).click();
  let question = currentQuestion(page);
  await expect(question.getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await question.getByRole('radio', { name: /^A\. 立即点击链接并按提示操作/ }).click();
  await submit(page);
  await expect(question.getByText('回答错误', { exact: true })).toBeVisible();

  // The mistake sets: the practice classification's, and one per knowledge point.
  await page.goto('/h5/p/custom-home');
  await page.getByRole('menuitem', { name: '错题本' }).click();
  await expect(page).toHaveURL(/\/mistakes$/);
  await expect(page.getByRole('heading', { name: '错题本', level: 2 })).toBeVisible();
  await openTab(page, '练习错题');
  const set = page.getByRole('article', { name: SET });
  await expect(set.getByText('1 道题')).toBeVisible();
  await expect(set.getByText('答错 1 次')).toBeVisible();
  await expect(set.getByText('答对 0 次')).toBeVisible();
  await openTab(page, '知识点错题');
  for (const point of POINTS) {
    await expect(page.getByRole('article', { name: point }).getByText('答错 1 次')).toBeVisible();
  }

  // Auto-removal after one right answer, saved and still there after a reload.
  const settings = page.getByRole('region', { name: '错题设置' });
  await expect(
    settings.getByRole('checkbox', { name: '练习中答错的题', exact: true }),
  ).toBeChecked();
  await settings.getByRole('switch', { name: '答对后自动移出错题集' }).click();
  await settings.getByRole('spinbutton', { name: '答对几次后移出' }).fill('1');
  await settings.getByRole('button', { name: buttonName('保存设置') }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: '错题设置' })
      .getByRole('switch', { name: '答对后自动移出错题集' }),
  ).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: '答对几次后移出' })).toHaveValue('1');

  // The set's questions, then its practice: wrong again, then right, and the question leaves.
  await openTab(page, '练习错题');
  await page.getByRole('article', { name: SET }).getByRole('link', { name: '查看题目' }).click();
  await expect(page).toHaveURL(/\/mistakes\/list\?sourceType=1&sourceId=/);
  await expect(page.getByRole('heading', { name: SET })).toBeVisible();
  const item = page.getByRole('article', { name: '第 1 题' });
  await expect(item.getByText(STEM)).toBeVisible();
  await expect(item.getByText('答错 1 次')).toBeVisible();
  await page.getByRole('button', { name: buttonName('练习错题') }).click();

  await expect(page).toHaveURL(/\/mistakes\/processing\?sourceType=1&sourceId=/);
  question = currentQuestion(page);
  await expect(question.getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await expect(question.getByText(STEM)).toBeVisible();
  await question.getByRole('radio', { name: /^A\. 立即点击链接并按提示操作/ }).click();
  await submit(page);
  await expect(question.getByText('回答错误', { exact: true })).toBeVisible();
  await expect(question.getByText('答错 2 次')).toBeVisible();
  await expect(question.getByRole('radio', { name: /^B\. .*正确答案/ })).toBeVisible();
  await expect(question.getByText(/此类邮件是典型的钓鱼手法/)).toBeVisible();

  await question.getByRole('button', { name: buttonName('再做一次') }).click();
  question = currentQuestion(page);
  await question.getByRole('radio', { name: /^B\. 通过公司官方渠道联系 IT 部门核实/ }).click();
  await submit(page);
  await expect(question.getByText('回答正确', { exact: true })).toBeVisible();
  await expect(question.getByText('答对 1 次', { exact: true })).toBeVisible();
  await expect(page.getByText('已累计答对 1 次，本题已移出错题集')).toBeVisible();

  // Back in the sets: the practice set is gone, the knowledge points' remain until cleared.
  await page.getByRole('button', { name: '返回错题本' }).click();
  await expect(page).toHaveURL(/\/mistakes\?sourceType=1$/);
  await expect(page.getByText('暂无练习错题，练习中答错的题目会收集在这里。')).toBeVisible();
  await openTab(page, '知识点错题');
  await expect(page.getByRole('article', { name: POINTS[0] })).toBeVisible();

  await page.getByRole('button', { name: buttonName('清空错题') }).click();
  const dialog = page.getByRole('dialog', { name: '确定清空全部错题吗？' });
  await expect(
    dialog.getByText('考试、练习和知识点的错题集都将被清空，且无法恢复。'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: buttonName('清空') }).click();
  await expect(page.getByText(/^已清空 \d+ 道错题$/)).toBeVisible();
  await expect(
    page.getByText('暂无知识点错题，练习中答错的题目会按知识点收集在这里。'),
  ).toBeVisible();
  await openTab(page, '考试错题');
  await expect(page.getByText('暂无考试错题，交卷后答错的题目会收集在这里。')).toBeVisible();
});
