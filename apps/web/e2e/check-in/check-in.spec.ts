import type { Locator, Page } from '@playwright/test';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo learner joins the demo's check-in plan (信息安全打卡周, seven days that started three
 * days before the demo was imported), checks in today by doing the day's tasks, and makes up
 * two missed days within the plan's two make-ups (issue 24, spec §2 /clock).
 */
const PLAN = '信息安全打卡周';

/** `offset` days from today, as the server counts days (EXAM_TIME_ZONE, Asia/Shanghai). */
const dayFromToday = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now() + offset * 24 * 60 * 60 * 1000);

/** Answers every question of the screen with its first choice. */
const answerAll = async (page: Page) => {
  const questions = page.locator('section.lectern-question');
  await expect(questions).toHaveCount(2);
  for (const question of await questions.all()) {
    await question.locator('input[type=radio], input[type=checkbox]').first().check();
  }
};

const calendarDay = (page: Page, day: string): Locator =>
  page.getByRole('listitem', { name: new RegExp(`^${day}：`) });

test('the demo learner joins a check-in plan, checks in today and makes up missed days', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('menuitem', { name: '打卡学习' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/clock$/);
  const card = page.getByRole('article', { name: PLAN });
  await expect(card.getByText('未加入')).toBeVisible();
  await expect(
    card.getByText(`${dayFromToday(-3)} 至 ${dayFromToday(3)}（共 7 天）`),
  ).toBeVisible();
  await expect(card.getByText('每次打卡 5 积分，补卡 2 积分')).toBeVisible();

  // The preview lists the rules and the three days' tasks in turn.
  await card.getByRole('button', { name: buttonName('预览') }).click();
  await expect(page).toHaveURL(/\/clock\/preview\?planId=/);
  await expect(page.getByText('最多可补卡 2 天', { exact: true })).toBeVisible();
  await expect(page.getByText('第 3 天', { exact: true })).toBeVisible();
  await expect(page.getByText('观看 · 消防安全短片')).toBeVisible();
  await page.getByRole('button', { name: buttonName('加入') }).click();

  // Joining opens the learner's progress: today to do, three days missed.
  await expect(page).toHaveURL(/\/clock\/join\?planId=/);
  await expect(page.getByText(`加入「${PLAN}」`)).toBeVisible();
  await page.getByRole('button', { name: buttonName('确认加入') }).click();
  await expect(page).toHaveURL(/\/clock\/detail\?planId=/);
  await expect(calendarDay(page, dayFromToday(0))).toContainText('今天');
  await expect(calendarDay(page, dayFromToday(-1))).toContainText('漏打');
  await expect(page.getByText('补卡 已用 / 剩余')).toBeVisible();
  await expect(page.getByText('0 / 2')).toBeVisible();

  // Today: the text must be read and both questions answered before the check-in is taken.
  await page.getByRole('button', { name: buttonName('今日打卡') }).click();
  await expect(page).toHaveURL(/\/clock\/exercise\?planId=[^&]+$/);
  await expect(page.getByText('离开工位要锁屏', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: buttonName('完成打卡') }).click();
  await expect(page.getByText('请先完成当天的阅读和观看任务')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读' }).check();
  await page.getByRole('button', { name: buttonName('完成打卡') }).click();
  await expect(page.getByText('还有 2 道题未作答，全部作答后才能打卡')).toBeVisible();
  await answerAll(page);
  await page.getByRole('button', { name: buttonName('完成打卡') }).click();
  await expect(page).toHaveURL(/\/clock\/finish\?planId=.*&day=/);
  await expect(page.getByRole('heading', { name: '打卡成功' })).toBeVisible();
  await expect(page.getByText('已连续打卡 1 天')).toBeVisible();
  await expect(page.getByText('5 积分', { exact: true })).toBeVisible();

  // Today cannot be checked in twice: its screen shows the check-in done.
  await page.goBack();
  await page.reload();
  await expect(page.getByText(`${dayFromToday(0)} 已打卡`)).toBeVisible();

  // Two days ago: the film to watch, as a make-up worth 2 credits.
  await page.goto('/h5/p/clock');
  await card.getByRole('button', { name: buttonName('我的进度') }).click();
  await calendarDay(page, dayFromToday(-2))
    .getByRole('button', { name: `补卡 ${dayFromToday(-2)}` })
    .click();
  await expect(
    page.getByText(`正在补 ${dayFromToday(-2)} 的卡：可得 2 积分，并用掉一次补卡。`),
  ).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /fire-safety\.mp4$/);
  await page.getByRole('checkbox', { name: '我已看完' }).check();
  await answerAll(page);
  await page.getByRole('button', { name: buttonName('提交补卡') }).click();
  await expect(page.getByRole('heading', { name: '补卡成功' })).toBeVisible();
  await expect(page.getByText('2 积分', { exact: true })).toBeVisible();
  // Yesterday is still missing: the streak is today alone.
  await expect(page.getByText('已连续打卡 1 天')).toBeVisible();

  // Making up yesterday joins the days: three in a row, and no make-up is left.
  await page.getByRole('button', { name: buttonName('我的进度') }).click();
  await calendarDay(page, dayFromToday(-1))
    .getByRole('button', { name: `补卡 ${dayFromToday(-1)}` })
    .click();
  await expect(page.getByText('识别钓鱼邮件', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读' }).check();
  await answerAll(page);
  await page.getByRole('button', { name: buttonName('提交补卡') }).click();
  await expect(page.getByText('已连续打卡 3 天')).toBeVisible();
  await page.getByRole('button', { name: buttonName('我的进度') }).click();
  await expect(page.getByText('2 / 0')).toBeVisible();
  await expect(calendarDay(page, dayFromToday(-3))).toContainText('漏打');
  await expect(calendarDay(page, dayFromToday(-1))).toContainText('已补卡');
  await expect(page.getByRole('button', { name: /^补卡 / })).toHaveCount(0);
});
