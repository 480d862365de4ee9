import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expectReadable } from '../support/readable';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Learning reports (docs/decisions/0068) with the demo learner, whose six past weeks the demo pack
 * brings, counted back from the import's week (in UTC): the study report under the menu's
 * 学习报告, the weekly reports and last week's report with its charts and their table views.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Monday of the week before this one, in UTC, as the pack counts. */
const lastWeek = () => {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS - 7 * DAY_MS;
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return `${day(monday)} – ${day(monday + 6 * DAY_MS)}`;
};

/** A chart's card by its title: it keeps it whether the chart or the table shows. */
const chartCard = (page: Page, title: string) =>
  page
    .locator('.lectern-reports__chart')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

const openMenu = async (page: Page, entry: string) => {
  const menuToggle = page.getByRole('button', { name: '主菜单' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText(entry).click();
};

test('a learner reads their study report and last week’s report with its charts', async ({
  page,
}) => {
  await signIn(page);
  await openMenu(page, '学习报告');
  await expect(page).toHaveURL(/\/h5\/p\/personal\/study-report$/);
  await expect(page.getByRole('heading', { name: '学习报告' })).toBeVisible();
  await expectReadable(page.getByText('最近 6 周：', { exact: false }));

  // Four charts, each drawn once loaded, each with its table view.
  const weeklyTime = page.getByRole('img', { name: /每周学习时长图表/ });
  await expect(weeklyTime.locator('svg')).toBeVisible();
  await expect(page.getByRole('img', { name: /图表；切换到/ })).toHaveCount(4);
  const weeklyCard = chartCard(page, '每周学习时长');
  await weeklyCard.getByText('表格').click();
  const weeklyTable = weeklyCard.getByRole('table', { name: '每周学习时长' });
  await expect(weeklyTable).toBeVisible();
  // Last week's 265 minutes, as hours.
  await expectReadable(weeklyTable.getByRole('row', { name: new RegExp(lastWeek()) }));
  await expect(weeklyTable.getByRole('row', { name: new RegExp(lastWeek()) })).toContainText(
    '4.4 小时',
  );
  await expectAccessible(page, 'study report');

  await page.getByRole('link', { name: '学习周报' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/personal\/week-report-list$/);
  const newest = page.getByRole('link', { name: `${lastWeek()} 周报` });
  await expectReadable(newest);
  await expect(page.getByRole('link', { name: / 周报$/ })).toHaveCount(6);
  await expect(page.locator('.lectern-reports__week').first()).toContainText('第 1 名 / 4 人');
  await expectAccessible(page, 'weekly reports');

  await newest.click();
  await expect(page).toHaveURL(/\/h5\/p\/weekreportdetail\?reportId=/);
  await expect(page.getByRole('heading', { name: `学习周报 ${lastWeek()}` })).toBeVisible();
  await expectReadable(page.getByText('4 小时 25 分钟'));
  await expectReadable(page.getByText('比上周多 2 小时 0 分钟'));
  await expectReadable(page.getByText('第 1 名'));
  await expectReadable(page.getByText('华东销售部'));
  await expectReadable(page.getByRole('cell', { name: '新员工入职必修课' }));
  await expectReadable(page.getByRole('cell', { name: '86 分 · 通过' }));
  await expectReadable(page.getByRole('cell', { name: '54 分 · 未通过' }));

  const dailyTime = page.getByRole('img', { name: /每日学习时长图表/ });
  // ECharts' SVG: the days under the bars, each bar's value over it.
  await expect(dailyTime.locator('svg')).toBeVisible();
  await expect(dailyTime.getByText('周六')).toBeVisible();
  await expect(dailyTime.getByText('90 分钟')).toBeVisible();
  const dailyCard = chartCard(page, '每日学习时长');
  await dailyCard.getByText('表格').click();
  const dailyTable = dailyCard.getByRole('table', { name: '每日学习时长' });
  await expectReadable(dailyTable.getByRole('row', { name: /周一/ }));
  await expect(dailyTable.getByRole('row', { name: /周一/ })).toContainText('45 分钟');
  await expect(dailyTable.getByRole('row', { name: /周六/ })).toContainText('90 分钟');
  await expectAccessible(page, 'weekly report');
});
