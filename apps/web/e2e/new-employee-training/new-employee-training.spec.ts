import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { api, tokenOf } from '../support/api';
import { currentQuestion, submitExam } from '../support/exams';
import { expectReadable } from '../support/readable';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo pack's new employee does their programmes (spec §2 /new-employ-train, §6): tasks with
 * deadlines from the invitation, progress, and the training exam, reached only through its
 * programme once the task before it is passed; a learner not invited is refused both.
 */

/** The demo pack's new employee, invited to two programmes; no other spec signs in as them. */
const TRAINEE = { account: 'trainee', password: 'demo1234' };
/** A demo learner on no programme's invitation list. */
const STUDENT = { account: 'student', password: 'demo1234' };

type TProgrammes = { list: { trainId: string; name: string }[] };
type TProgramme = { exam: { examId: string } | null };

const programmeOf = async (request: APIRequestContext, name: string) => {
  const token = await tokenOf(request, TRAINEE);
  const { body } = await api<TProgrammes>(request, '/newMemberTrain/list', { token });
  const programme = body.list.find((item) => item.name === name);
  if (!programme) throw new Error(`no programme ${name}`);
  const detail = await api<TProgramme>(request, '/newMemberTrain/detail', {
    token,
    query: { trainId: programme.trainId },
  });
  return { trainId: programme.trainId, examId: detail.body.exam?.examId ?? '' };
};

/** From the signed-in shell, opens 新员工培训 through the main menu (folded away on a phone). */
const openTraining = async (page: Page) => {
  const menuToggle = page.getByRole('button', { name: '主菜单' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('新员工培训').click();
  await expect(page).toHaveURL(/\/h5\/p\/new-employ-train$/);
};

/** axe at the desktop width, then at a phone's, then back. */
const expectAccessibleAtBothWidths = async (page: Page, stateName: string) => {
  const desktop = page.viewportSize();
  await expectAccessible(page, stateName);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${stateName} (phone)`);
  if (desktop) await page.setViewportSize(desktop);
};

const tasks = (page: Page) => page.getByRole('list', { name: '培训任务' }).getByRole('listitem');

test('a new employee opens their programme’s tasks, passes one and reaches the training exam through it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, TRAINEE);
  await openTraining(page);

  // The list: both programmes, the onboarding one with its course overdue.
  const onboarding = page.getByRole('article', { name: '2027 届新员工入职培训' });
  await expect(onboarding.getByText('逾期 1 项')).toBeVisible();
  await expect(onboarding.getByText(/已完成 0\/3 项任务/)).toBeVisible();
  await expectReadable(onboarding.getByRole('link', { name: '2027 届新员工入职培训' }));
  await expectAccessibleAtBothWidths(page, 'new-employee training list');
  await onboarding.getByRole('link', { name: '2027 届新员工入职培训' }).click();

  // The programme: deadlines counted from the invitation, the overdue course marked, the exam shut.
  await expect(page).toHaveURL(/\/h5\/p\/new-employ-train\/detail\?trainId=/);
  await expect(tasks(page)).toHaveCount(3);
  const course = tasks(page).nth(0);
  await expect(course.getByText(/受邀后 7 天内完成 · 截止 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(course.getByText('已逾期')).toBeVisible();
  await expect(tasks(page).nth(2).getByText('信息安全基础练习')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '培训进度' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByRole('heading', { name: '新员工入职结业考试' })).toBeVisible();
  await expect(page.getByText('完成全部培训任务后开放')).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('进入考试') })).toBeHidden();
  await expectAccessibleAtBothWidths(page, 'new-employee programme');

  // A task opens the page that does it: the course's learning screen.
  await course.getByRole('link', { name: '新员工入职必修课' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/learn\/course\/detail\?courseId=/);
  await expect(page.getByRole('navigation', { name: '课件目录' })).toBeVisible();

  // The other programme: its one task is a paper, passed with its first three answers.
  await page.goto('/h5/p/new-employ-train');
  await page
    .getByRole('article', { name: '新员工信息安全入门' })
    .getByRole('link', { name: '新员工信息安全入门' })
    .click();
  await expect(page.getByRole('heading', { name: '新员工信息安全考核' })).toBeVisible();
  await expect(page.getByText('未开放', { exact: true })).toBeVisible();
  await tasks(page).nth(0).getByRole('link', { name: '信息安全自测（可暂停）' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?paperId=/);
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
  for (const [index, answer] of [
    /通过公司官方渠道联系 IT 部门核实/,
    /立即断开网络并报告信息安全部门/,
    /锁定计算机屏幕/,
  ].entries()) {
    if (index > 0) await page.getByRole('button', { name: buttonName('下一题') }).click();
    await currentQuestion(page).getByRole('radio', { name: answer }).check();
  }
  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish/);

  // Back in the programme: the task done, the progress full, the training exam open.
  await page.goto('/h5/p/new-employ-train');
  await page
    .getByRole('article', { name: '新员工信息安全入门' })
    .getByRole('link', { name: '新员工信息安全入门' })
    .click();
  await expect(tasks(page).nth(0).getByText('已完成', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '培训进度' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('可参加', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: buttonName('进入考试') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?paperId=/);
  await expect(page.getByText('新员工信息安全考核').first()).toBeVisible();
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await expectReadable(currentQuestion(page).getByText(/自称“IT 部门”的邮件/));
});

test('a learner not on the invitation list is refused the programme and its training exam', async ({
  page,
  request,
}) => {
  const programme = await programmeOf(request, '2027 届新员工入职培训');
  await signIn(page, STUDENT);
  await openTraining(page);
  await expect(page.getByText('暂无邀请您参加的新员工培训')).toBeVisible();

  await page.goto(`/h5/p/new-employ-train/detail?trainId=${programme.trainId}`);
  await expect(page.getByText('您不在新员工培训的邀请名单中')).toBeVisible();
  await expectReadable(page.getByText('您不在新员工培训的邀请名单中'));
  await expect(page.getByRole('list', { name: '培训任务' })).toBeHidden();

  await page.goto(`/h5/p/exam/preview?paperId=${programme.examId}`);
  await expect(page.getByText('您未被邀请参加本次考试').first()).toBeVisible();
});
