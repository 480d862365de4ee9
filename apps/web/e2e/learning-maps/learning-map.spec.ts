import type { Page } from '@playwright/test';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn, signOut } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * A learner walks the demo pack's 信息安全入门地图 (issue 24, decision 0069): its second stage is
 * locked until the first is done; finishing the first stage's practice opens it, and the third
 * still waits for the second stage and its exam score. The development map shows the first rung
 * as the current goal, and the learner's mentor (the demo learner) follows the map.
 */
const WALKER = { account: 'mapwalker', password: 'demo1234' };
const MAP = '信息安全入门地图';

const stageNamed = (page: Page, name: string) =>
  page.getByRole('listitem', { name: new RegExp(`^第 \\d 阶段 ${name}$`) });

const openMap = async (page: Page) => {
  await page.getByRole('menuitem', { name: '学习地图' }).click();
  await expect(page).toHaveURL(/\/learn-map$/);
  await page.getByRole('link', { name: MAP }).click();
  await expect(page).toHaveURL(/\/learn-map\/detail\?mapId=/);
  await expect(page.getByRole('heading', { name: MAP })).toBeVisible();
};

test('a learner walks a learning map: finishing a stage opens the next', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, WALKER);
  await openMap(page);
  await expect(page.getByText('已完成 0/5 项')).toBeVisible();

  const warmUp = stageNamed(page, '入门练习');
  const basics = stageNamed(page, '安全基础');
  const final = stageNamed(page, '结业考核');
  await expect(warmUp.getByText('进行中')).toBeVisible();
  await expect(basics.getByText('此阶段尚未解锁，开放条件：')).toBeVisible();
  await expect(basics.getByText('完成上一阶段「入门练习」')).toBeVisible();
  await expect(basics.getByText('安全生产手册导读')).toBeVisible();
  await expect(basics.getByRole('link')).toHaveCount(0);
  await expect(final.getByText('上一阶段每场考试的最高分达到 80 分：')).toBeVisible();
  await expect(final.getByText('信息安全自测（可暂停）：尚未参加')).toBeVisible();

  // The first stage's practice: both subjective questions answered, then finished.
  await warmUp.getByRole('link', { name: '去练习' }).click();
  await expect(page).toHaveURL(/\/exam\/exercise\?taskId=/);
  await page.getByRole('button', { name: buttonName('开始练习') }).click();
  for (const number of [1, 2]) {
    const question = page.locator('section.lectern-question').first();
    await expect(question.getByRole('heading', { name: `第 ${number} 题` })).toBeVisible();
    await question.getByRole('textbox').first().fill('至少 12 位，包含大写和小写字母、数字和符号');
    await page.getByRole('button', { name: buttonName('提交答案') }).click();
    if (number === 1) await page.getByRole('button', { name: buttonName('下一题') }).click();
  }
  await page.getByRole('button', { name: buttonName('结束练习') }).click();
  await expect(page).toHaveURL(/\/exam\/exercise-record\?taskId=/);

  // Back on the map: the first stage is done, the second open with its links, the third locked.
  await openMap(page);
  await expect(warmUp.getByText('已完成', { exact: true }).first()).toBeVisible();
  await expect(basics.getByText('进行中')).toBeVisible();
  await expect(basics.getByText('此阶段尚未解锁，开放条件：')).toBeHidden();
  await expect(final.getByText('完成上一阶段「安全基础」')).toBeVisible();
  await expect(page.getByText('已完成 1/5 项')).toBeVisible();
  await basics.getByRole('link', { name: '去考试' }).click();
  await expect(page).toHaveURL(/\/exam\/preview\?paperId=/);
  await expect(page.getByText('信息安全自测（可暂停）').first()).toBeVisible();

  // The development map: the first rung, 销售代表, is the goal, and its map is on the way.
  await page.goBack();
  await expect(page.getByRole('heading', { name: MAP })).toBeVisible();
  await page.getByRole('menuitem', { name: '发展地图' }).click();
  await expect(page).toHaveURL(/\/devlop-map$/);
  await expect(page.getByText('销售岗位晋升通道')).toBeVisible();
  await expect(page.getByText('已达成 0/3 级')).toBeVisible();
  const next = page.getByRole('region', { name: '下一级' });
  await expect(next.getByText('完成学习地图「信息安全入门地图」，还需完成 4 项任务')).toBeVisible();
  await next.getByRole('link', { name: '查看学习地图' }).click();
  await expect(page.getByRole('heading', { name: MAP })).toBeVisible();
});

test("a mentor follows a mentee's learning maps", async ({ page }) => {
  await signIn(page, { account: DEMO.account, password: DEMO.password });
  await page.goto('/h5/p/personal/map-emp-detail');
  await expect(page.getByRole('heading', { name: '学员学习地图' })).toBeVisible();
  await page.getByRole('link', { name: '周明远' }).click();
  await expect(page).toHaveURL(/memberId=/);
  await expect(page.getByRole('heading', { name: '周明远' })).toBeVisible();
  await page.getByText(MAP).click();
  await expect(stageNamed(page, '安全基础')).toBeVisible();
  await expect(stageNamed(page, '结业考核').getByText('此阶段尚未解锁，开放条件：')).toBeVisible();
  // A mentor reads; the tasks are the mentee's to do.
  await expect(page.getByRole('link', { name: '去练习' })).toHaveCount(0);
  await signOut(page);
});
