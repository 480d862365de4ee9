import type { Page } from '@playwright/test';
import { api, tokenOf } from '../support/api';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Share knowledge (issue 24, spec §2 /personal/shareKnowledge): a learner shares a course from its
 * page and a note from 我的笔记; a colleague opens both links and reads the previews, and a link
 * that is not one of the tenant's is refused with its message. learner5 writes no notes in the
 * other specs.
 */
const SHARER = { account: 'learner5', password: 'demo1234' };
const COLLEAGUE = { account: 'learner2', password: 'demo1234' };
const COURSE = '安全生产手册导读';
const TASK = '全题型练习';
const STEM = '销售额最高的是哪个季度';
const NOTE = '分享给同事：先看柱状图里最高的那根';

/** Opens the share dialog of `scope`'s share button and reads its link. */
const shareLink = async (page: Page, scope: ReturnType<Page['locator']> | Page) => {
  await scope
    .getByRole('button', { name: buttonName('分享') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '分享链接' });
  await expect(dialog.getByRole('img', { name: '打开分享的二维码' })).toBeVisible();
  const link = dialog.getByRole('link', { name: /\/h5\/p\/personal\/shareKnowledge\?token=/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/h5\/p\/personal\/shareKnowledge\?token=[A-Za-z0-9_-]{24}$/);
  await page.keyboard.press('Escape');
  return href;
};

test('a learner shares a course and a note; a colleague reads them, and a bad link is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenOf(request, SHARER);
  const courses = await api<{ list: { courseId: string; name: string }[] }>(
    request,
    '/course/list',
    { token, query: { pageNum: '1', pageSize: '50' } },
  );
  const courseId = courses.body.list.find(({ name }) => name === COURSE)?.courseId;
  if (!courseId) throw new Error(`no course ${COURSE}`);

  await signIn(page, SHARER);
  // The course, from its page.
  await page.goto(`/h5/p/exam/learn/course?courseId=${courseId}`);
  await expect(page.getByRole('heading', { name: COURSE, level: 2 })).toBeVisible();
  const courseLink = await shareLink(page, page.locator('.lectern-course-header'));
  // Sharing again gives the same link.
  expect(await shareLink(page, page.locator('.lectern-course-header'))).toBe(courseLink);

  // A note on a practice question, shared from 我的笔记.
  await page.goto('/h5/p/custom-home');
  await page.getByRole('menuitem', { name: '练习任务' }).click();
  await page
    .getByRole('article', { name: TASK })
    .getByRole('button', { name: buttonName('去练习') })
    .click();
  await page.getByRole('button', { name: buttonName('开始练习') }).click();
  await page
    .getByRole('toolbar', { name: '题目工具' })
    .getByRole('button', { name: buttonName('笔记') })
    .click();
  const notes = page.getByRole('dialog', { name: '题目笔记' });
  await notes.getByRole('textbox', { name: '我的笔记' }).fill(NOTE);
  await notes.getByRole('button', { name: buttonName('保存笔记') }).click();
  await expect(notes.locator('.ant-tag').getByText('私密', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();
  // The question itself, from the tools bar.
  const questionLink = await shareLink(page, page.getByRole('toolbar', { name: '题目工具' }));
  await page.goto('/h5/p/personal/notes');
  const row = page.locator('.lectern-notes-list__item', { hasText: NOTE });
  await expect(row).toBeVisible();
  const noteLink = await shareLink(page, row);

  // My shares: both, newest first.
  await page.goto('/h5/p/personal/shareKnowledge');
  await expect(page.getByRole('heading', { name: '我的分享', level: 2 })).toBeVisible();
  await expect(page.getByText(COURSE)).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();

  // A colleague opens the links.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, COLLEAGUE);
  await second.goto(courseLink);
  await expect(second.getByRole('heading', { name: '分享的内容', level: 2 })).toBeVisible();
  await expect(second.getByRole('heading', { name: COURSE })).toBeVisible();
  await second.getByRole('button', { name: buttonName('进入课程') }).click();
  await expect(second).toHaveURL(new RegExp(`/exam/learn/course\\?courseId=${courseId}$`));
  await second.goto(noteLink);
  await expect(second.getByText(NOTE)).toBeVisible();
  await expect(second.getByText('笔记所属试题')).toBeVisible();
  // The question, which the colleague sees in the same practice task, without its answer.
  await second.goto(questionLink);
  await expect(second.getByText(STEM, { exact: false })).toBeVisible();
  await expect(second.getByText('正确答案')).toHaveCount(0);
  // A link no learner of the tenant made.
  await second.goto('/h5/p/personal/shareKnowledge?token=madeUpTokenMadeUpToken00');
  await expect(second.getByText('分享链接不存在')).toBeVisible();
  await other.close();

  // The sharer sees the opens.
  await page.reload();
  await expect(
    page.locator('.lectern-share-list__item', { hasText: COURSE }).getByText(/已打开 1 次/),
  ).toBeVisible();
});
