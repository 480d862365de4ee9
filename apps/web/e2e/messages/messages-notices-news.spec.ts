import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo pack's in-mail, notices and news (apps/server/src/packs/demo/demo-pack.json) as the
 * demo learner meets them: two unread messages, a notice with the learner handbook, a notice with
 * a formula, news with pictures.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test('the demo learner reads an in-mail message and the unread count drops', async ({ page }) => {
  await signIn(page);
  const inbox = menu(page).getByRole('menuitem', { name: '站内信 2 条未读' });
  await expect(inbox).toBeVisible();
  await expect(inbox.locator('.ant-badge-count')).toHaveText('2');

  await inbox.click();
  await expect(page).toHaveURL(/\/h5\/p\/myinmailmessage$/);
  await expect(page.getByRole('heading', { name: '站内信' })).toBeVisible();
  await expectAccessible(page, 'in-mail list');

  // On a phone each unread dot stands beside its title, never over a letter of it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.lectern-inmail-item__dot')).toHaveCount(2);
  const overlaps = await page.locator('.lectern-inmail-item__dot').evaluateAll((dots) =>
    dots.flatMap((dot) => {
      const title = dot.parentElement;
      const box = dot.getBoundingClientRect();
      if (!title || box.width === 0) return ['a dot is not drawn'];
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      const letters: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        letters.push(...range.getClientRects());
      }
      if (letters.length === 0) return ['a dot has no title beside it'];
      return letters
        .filter(
          (text) =>
            box.left < text.right &&
            text.left < box.right &&
            box.top < text.bottom &&
            text.top < box.bottom,
        )
        .map(() => `the dot is over "${title.textContent}"`);
    }),
  );
  expect(overlaps).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 1000 });
  const reminder = page.getByRole('button', { name: /《演示综合测验》考试提醒\s*未读/ });
  await reminder.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('请在考试前完成设备检测');
  await expectAccessible(page, 'in-mail message dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(menu(page).getByRole('menuitem', { name: '站内信 1 条未读' })).toBeVisible();
  await expect(page.getByRole('button', { name: /《演示综合测验》考试提醒\s*已读/ })).toBeVisible();

  // The weekly report's formula renders once opened.
  await page.getByRole('button', { name: /您的学习周报已生成/ }).click();
  await expect(page.getByRole('dialog').locator('.katex').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page).getByRole('menuitem', { name: '站内信' })).toBeVisible();
  await expect(menu(page).locator('.ant-badge-count')).toHaveCount(0);
});

test('the demo learner opens a notice and downloads its attachment', async ({ page }) => {
  await signIn(page);
  await menu(page).getByRole('menuitem', { name: '公告' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/notice$/);
  const notices = page.getByRole('list', { name: '公告' });
  await expect(notices.getByRole('link', { name: '销售中心季度复盘会通知' })).toBeVisible();
  await expect(notices.getByRole('link', { name: '研发中心代码评审规范更新' })).toHaveCount(0);
  await expectAccessible(page, 'notice list');

  await notices.getByRole('link', { name: '2027 年度培训计划发布' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/notice\/detail\?noticeId=/);
  await expect(page.getByRole('heading', { name: '2027 年度培训计划发布' })).toBeVisible();
  const attachments = page.getByRole('list', { name: '附件' });
  await expect(attachments.getByText('学员手册.pdf')).toBeVisible();
  await expectAccessible(page, 'notice detail with attachment');

  const download = page.waitForEvent('download');
  await attachments.getByRole('button', { name: '下载 学员手册.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('学员手册.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: '返回公告列表' }).click();
  await page.getByRole('searchbox', { name: '搜索公告标题' }).fill('成绩');
  await page.getByRole('searchbox', { name: '搜索公告标题' }).press('Enter');
  await expect(notices.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'notice search results');
  await notices.getByRole('link', { name: '结业考试成绩计算规则' }).click();
  await expect(page.locator('.lectern-article .katex-display')).toBeVisible();
  await expect(page.locator('.lectern-article .katex-mathml annotation').last()).toHaveText(
    'S = 0.4 \\times S_1 + 0.6 \\times S_2',
  );
});

test('the demo learner opens a news item with its picture', async ({ page }) => {
  await signIn(page);
  await menu(page).getByRole('menuitem', { name: '新闻' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/news$/);
  const news = page.getByRole('list', { name: '新闻' });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  const covers = news.locator('img');
  await expect(covers).toHaveCount(3);
  for (const cover of await covers.all()) {
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectAccessible(page, 'news list');

  await news.getByRole('link', { name: '新版学习平台正式上线' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/news\/detail\?newsId=/);
  await expect(page.getByRole('heading', { name: '新版学习平台正式上线' })).toBeVisible();
  await expectAccessible(page, 'news detail');
  const picture = page.getByRole('img', { name: '新版学习平台' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});
