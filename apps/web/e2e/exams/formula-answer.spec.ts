import type { Page } from '@playwright/test';
import { currentQuestion, startExam, submitExam } from '../support/exams';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The formula editor (docs/decisions/0053) in the demo pack's 演示综合测验, whose question 10 is
 * a short answer: MathLive in Chromium, the formula inserted as \( \) LaTeX, rendered by KaTeX in
 * the preview and in the answer detail, under the server's Content-Security-Policy (the test
 * fixture fails on any violation: MathLive's styles, fonts and sounds included).
 */
const PAPER = '演示综合测验';

const goToQuestion = async (page: Page, number: number) => {
  await page.getByRole('button', { name: new RegExp(`^第 ${number} 题：`) }).click();
  await expect(
    currentQuestion(page).getByRole('heading', { name: `第 ${number} 题` }),
  ).toBeVisible();
};

test('a learner types a formula into a short answer and sees it rendered', async ({ page }) => {
  test.setTimeout(120_000);
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });

  await signIn(page);
  await startExam(page, PAPER);
  await goToQuestion(page, 10);
  const question = currentQuestion(page);
  const box = question.getByLabel('你的答案', { exact: true });
  await box.fill('面积 = ');

  await question.getByRole('button', { name: '插入公式到你的答案' }).click();
  const dialog = page.getByRole('dialog', { name: '插入公式' });
  await expect(dialog).toBeVisible();
  // MathLive names its inner (visually hidden) text box after the field.
  await expect(dialog.getByRole('textbox', { name: '公式编辑器' })).toHaveCount(1);
  await expect(dialog.locator('math-field')).toBeFocused();
  // MathLive reads the keys as math: ^ opens the exponent, / makes a fraction.
  await page.keyboard.type('\\pi r^2');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('button', { name: buttonName('插入') })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The formula went in as \( \) at the caret, which stands after it, in the answer box.
  await expect(box).toHaveValue(/^面积 = \\\(\\pi r\^(2|\{2\})\\\)$/);
  await expect(box).toBeFocused();
  await page.keyboard.type(' 平方米');
  await expect(box).toHaveValue(/^面积 = \\\(.+\\\) 平方米$/);

  const preview = question.locator('.lectern-formula-preview');
  await expect(preview.locator('.katex')).toBeVisible();
  await expect(preview.locator('.katex-mathml annotation')).toHaveText(/^\\pi r\^(2|\{2\})$/);
  await expect(preview).toContainText('平方米');
  // MathLive drew with the fonts of this origin (KaTeX's, or its own copies under mathlive/).
  expect(fontRequests.every((path) => path.startsWith('/h5/p/'))).toBe(true);

  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await page.getByRole('button', { name: buttonName('留在本页') }).click();
  await page.getByRole('button', { name: buttonName('答题详情') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/answer\?answerSheetId=/);
  const reviewed = page.getByRole('region', { name: '第 10 题' });
  await expect(reviewed.locator('.lectern-formula-preview .katex-mathml annotation')).toHaveText(
    /^\\pi r\^(2|\{2\})$/,
  );
  await expect(reviewed.getByRole('button', { name: /公式/ })).toHaveCount(0);
});
