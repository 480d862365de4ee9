import type { Locator, Page } from '@playwright/test';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A PK match between two browser contexts (issue 22 points 6 and 9): the demo learner and
 * learner2 (李明) queue for the demo's 信息安全知识 PK, are matched, answer the same five questions,
 * see each other's score live over the realtime channel, and get the result with its credits.
 */
const QUIZ = '信息安全知识 PK';
const QUESTIONS = 5;

const openLobby = async (page: Page) => {
  await page.getByRole('menuitem', { name: 'PK 对战' }).click();
  await expect(page).toHaveURL(/\/exam\/pk$/);
  await expect(page.getByRole('heading', { name: QUIZ })).toBeVisible();
};

/**
 * Answers the question shown with its first option and waits for its judgement; the match's last
 * answer ends it instead (`ends`).
 */
const answerCurrent = async (page: Page, number: number, ends = false) => {
  await expect(page.getByText(`第 ${number}/${QUESTIONS} 题`)).toBeVisible();
  const question = page.locator('section.lectern-question').first();
  const choice = question.getByRole('radio').or(question.getByRole('checkbox')).first();
  await choice.click();
  await page.getByRole('button', { name: buttonName('提交答案') }).click();
  if (ends) return;
  await expect(page.getByText(new RegExp(`^第 ${number} 题答(对|错)了$`))).toBeVisible();
};

const scoreIn = async (region: Locator) =>
  Number(await region.locator('.lectern-pk-player__score').textContent());

test('two learners are matched, answer, see each other’s score live and the result with credits', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  try {
    await signIn(page);
    await signIn(rival, { account: 'learner2', password: 'demo1234' });
    await openLobby(page);
    await openLobby(rival);

    // The demo learner waits; 李明 joins and both are taken to the same match.
    const quizCard = page.getByRole('article', { name: QUIZ });
    await expect(quizCard.getByText('5 道题')).toBeVisible();
    await expect(quizCard.getByText('胜 10 / 平 5 / 负 2')).toBeVisible();
    await quizCard.getByRole('button', { name: buttonName('开始匹配') }).click();
    await expect(page.getByText(`正在为「${QUIZ}」匹配对手…`)).toBeVisible();
    await rival
      .getByRole('article', { name: QUIZ })
      .getByRole('button', { name: buttonName('开始匹配') })
      .click();
    await expect(page).toHaveURL(/\/pk\/match\?matchId=/);
    await expect(rival).toHaveURL(page.url());

    const myBoard = page.getByRole('region', { name: '对手' });
    const rivalBoard = rival.getByRole('region', { name: '对手' });
    await expect(myBoard.getByText('李明')).toBeVisible();
    await expect(rivalBoard.getByText('演示学员')).toBeVisible();

    // The demo learner answers first: 李明 sees it at once, without reloading.
    await answerCurrent(page, 1);
    const myScore = await scoreIn(page.getByRole('region', { name: '我方' }));
    await expect(rivalBoard.getByText('答题中 1/5')).toBeVisible();
    await expect(rivalBoard.locator('.lectern-pk-player__score')).toHaveText(String(myScore));

    for (let number = 2; number <= QUESTIONS; number += 1) await answerCurrent(page, number);
    await expect(page.getByText('你已答完，等待对手…')).toBeVisible();
    await expect(rivalBoard.getByText('已答完')).toBeVisible();

    for (let number = 1; number <= QUESTIONS; number += 1) {
      await answerCurrent(rival, number, number === QUESTIONS);
      if (number < QUESTIONS) await expect(myBoard.getByText(`答题中 ${number}/5`)).toBeVisible();
    }

    // Both see the same final score and a result with its credits.
    const final = /^(\d+) : (\d+)（对手 (.+)）$/;
    const mine = page.getByText(final);
    const theirs = rival.getByText(final);
    await expect(mine).toBeVisible();
    await expect(theirs).toBeVisible();
    const [, a, b] = final.exec((await mine.textContent()) ?? '')!;
    await expect(theirs).toHaveText(`${b} : ${a}（对手 演示学员）`);
    await expect(page.getByText('双方均已答完')).toBeVisible();
    const outcome =
      Number(a) > Number(b)
        ? ['胜利', '失败', 10, 2]
        : Number(a) < Number(b)
          ? ['失败', '胜利', 2, 10]
          : ['平局', '平局', 5, 5];
    await expect(page.getByText(String(outcome[0]), { exact: true })).toBeVisible();
    await expect(rival.getByText(String(outcome[1]), { exact: true })).toBeVisible();
    await expect(page.getByText(`获得 ${outcome[2]} 积分`)).toBeVisible();
    await expect(rival.getByText(`获得 ${outcome[3]} 积分`)).toBeVisible();

    // The match is in both histories.
    await page.getByRole('button', { name: buttonName('PK 记录') }).click();
    await expect(page).toHaveURL(/\/exam\/pk\/history$/);
    const row = page.getByRole('row', { name: /李明/ });
    await expect(row.getByText(`${a} : ${b}`)).toBeVisible();
    await expect(row.getByText(`+${outcome[2]}`)).toBeVisible();
  } finally {
    await rivalContext.close();
  }
});
