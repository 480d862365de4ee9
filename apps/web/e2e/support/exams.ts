import type { Page } from '@playwright/test';
import { buttonName } from './sign-in';
import { expect } from './test';

/** The answering screen's current question. */
export const currentQuestion = (page: Page) => page.getByRole('main', { name: '当前题目' });

/** From the signed-in shell, opens 我的考试 through the main menu (folded away on a phone). */
export const openExamList = async (page: Page) => {
  const menuToggle = page.getByRole('button', { name: '主菜单' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('我的考试').click();
};

/**
 * From the signed-in shell: opens 我的考试, finds `paper` by its name (the list is paged), enters
 * it and starts it at question 1.
 */
export const startExam = async (page: Page, paper: string) => {
  await openExamList(page);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).fill(paper);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).press('Enter');
  // The search answers while the list may still be drawing the page before it: a click on a card
  // it then replaces is lost, so the learner clicks again.
  await expect(async () => {
    await page
      .getByRole('article', { name: paper })
      .getByRole('button', { name: buttonName('进入考试') })
      .click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
};

/** Submits the sheet on screen, confirming the dialog. */
export const submitExam = async (page: Page) => {
  await page.getByRole('button', { name: buttonName('交卷') }).click();
  await page
    .getByRole('dialog', { name: '确定交卷吗？' })
    .getByRole('button', { name: buttonName('交卷') })
    .click();
};
