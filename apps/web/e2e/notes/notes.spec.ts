import type { Page } from '@playwright/test';
import { api, MARKER, tokenOf } from '../support/api';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Issue 22 point 3: the demo learner practises 全题型练习, writes a public note on its first
 * question and a private one on its second, stars the first and reports an error in it; finds
 * the note by searching 我的笔记 and the question under 我的收藏 with its key and analysis. A
 * second learner sees the public note with the author's name, never the private one.
 */
const TASK = '全题型练习';
const FIRST_STEM = '销售额最高的是哪个季度';
const PUBLIC_NOTE = '看柱状图最高的那根：第三季度 210 万元';
const PRIVATE_NOTE = '多选题：泄露途径要逐项排除';

const openTask = async (page: Page) => {
  await page.getByRole('menuitem', { name: '练习任务' }).click();
  await page
    .getByRole('article', { name: TASK })
    .getByRole('button', { name: buttonName('去练习') })
    .click();
  await page.getByRole('button', { name: buttonName('开始练习') }).click();
  await expect(page).toHaveURL(/mode=answer/);
};

const tools = (page: Page) => page.getByRole('toolbar', { name: '题目工具' });

const openNotes = async (page: Page) => {
  await tools(page)
    .getByRole('button', { name: buttonName('笔记') })
    .click();
  const dialog = page.getByRole('dialog', { name: '题目笔记' });
  await expect(dialog.getByRole('textbox', { name: '我的笔记' })).toBeVisible();
  return dialog;
};

const writeNote = async (page: Page, text: string, isPublic: boolean) => {
  const dialog = await openNotes(page);
  await dialog.getByRole('textbox', { name: '我的笔记' }).fill(text);
  if (isPublic) await dialog.getByRole('switch', { name: '公开' }).click();
  await expect(
    dialog.getByText(isPublic ? '公开笔记会连同你的名字' : '私密笔记仅自己可见', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: buttonName('保存笔记') }).click();
  // The saved note's visibility tag (the switch keeps its own 公开 label).
  await expect(
    dialog.locator('.ant-tag').getByText(isPublic ? '公开' : '私密', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

test('a learner notes, stars and reports a question; another learner sees only the public note', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openTask(page);
  await expect(page.getByText(FIRST_STEM, { exact: false })).toBeVisible();

  // The first question: a public note, a star and an error report.
  await writeNote(page, PUBLIC_NOTE, true);
  await tools(page)
    .getByRole('button', { name: buttonName('收藏') })
    .click();
  await expect(tools(page).getByRole('button', { name: buttonName('已收藏') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tools(page)
    .getByRole('button', { name: buttonName('纠错') })
    .click();
  const report = page.getByRole('dialog', { name: '题目纠错' });
  await report.getByRole('radio', { name: '解析有误' }).click();
  await report.getByRole('textbox', { name: '错误描述' }).fill('解析应写明第四季度为 180 万元');
  await report.getByRole('button', { name: buttonName('提交') }).click();
  await expect(page.getByText('已提交，感谢您的反馈')).toBeVisible();
  await expect(report).toBeHidden();

  // The second question: a private note.
  await page.getByRole('button', { name: buttonName('下一题') }).click();
  await expect(page.getByText('以下哪些行为可能导致公司信息泄露', { exact: false })).toBeVisible();
  await writeNote(page, PRIVATE_NOTE, false);

  // The tenant's administrator reads the report through the API.
  const adminToken = await tokenOf(request, MARKER);
  const reports = await api<{ list: { text: string; kind: string; nickName: string }[] }>(
    request,
    '/admin/questions/corrections',
    { token: adminToken, query: { status: 'open', pageSize: '50' } },
  );
  expect(reports.body.list).toContainEqual(
    expect.objectContaining({
      text: '解析应写明第四季度为 180 万元',
      kind: 'wrong-analysis',
      nickName: DEMO.nickName,
    }),
  );

  // 我的笔记: both notes, and a search on the server finds one by its words.
  await page.goto('/h5/p/personal/notes');
  await expect(page.getByRole('heading', { name: '我的笔记' })).toBeVisible();
  await expect(page.getByText(PUBLIC_NOTE)).toBeVisible();
  await expect(page.getByText(PRIVATE_NOTE)).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索笔记内容或题干' }).fill('逐项排除');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(page.getByText(PUBLIC_NOTE)).toBeHidden();
  await expect(page.getByText(PRIVATE_NOTE)).toBeVisible();
  // The question's stem is searched too.
  await page.getByRole('searchbox', { name: '搜索笔记内容或题干' }).fill(FIRST_STEM);
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expect(page.getByText(PUBLIC_NOTE)).toBeVisible();
  await expect(page.getByText(PRIVATE_NOTE)).toBeHidden();
  await page.getByRole('link', { name: '查看题目' }).click();
  await expect(page).toHaveURL(/\/personal\/notes\/question\?questionId=/);
  await expect(page.getByText(FIRST_STEM, { exact: false })).toBeVisible();
  await expect(
    page.getByText('第三季度销售额为 210 万元，为全年最高', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: '我的笔记' })).toHaveValue(PUBLIC_NOTE);

  // 我的收藏 → 题目: the starred question, opened with its key and analysis, then unstarred.
  await page.getByRole('menuitem', { name: '我的收藏' }).click();
  await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
  await page.getByRole('link', { name: /题目/ }).click();
  await expect(page).toHaveURL(/\/personal\/favs\/question$/);
  await expect(page.getByText(FIRST_STEM, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: '查看题目与解析' }).click();
  await expect(
    page.getByText('第三季度销售额为 210 万元，为全年最高', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^C\..*正确答案/ })).toBeVisible();

  // A second learner sees the public note with its author's name, never the private one.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, { account: 'learner2', password: 'demo1234' });
  await openTask(second);
  const publicNotes = await openNotes(second);
  await expect(publicNotes.getByText('其他学员的公开笔记（1）')).toBeVisible();
  await expect(publicNotes.getByText(PUBLIC_NOTE)).toBeVisible();
  await expect(publicNotes.getByText(DEMO.nickName)).toBeVisible();
  await second.keyboard.press('Escape');
  await second.getByRole('button', { name: buttonName('下一题') }).click();
  const privateNotes = await openNotes(second);
  await expect(privateNotes.getByText('暂无其他学员的公开笔记')).toBeVisible();
  await expect(privateNotes.getByText(PRIVATE_NOTE)).toBeHidden();
  await other.close();

  // Unstarred from the question, it leaves the list.
  await page.getByRole('button', { name: buttonName('取消收藏') }).click();
  await expect(page).toHaveURL(/\/personal\/favs\/question$/);
  await expect(page.getByText('还没有收藏的题目', { exact: false })).toBeVisible();
});
