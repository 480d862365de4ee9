import type { Locator } from '@playwright/test';
import { api, MARKER, tokenOf } from '../support/api';
import { signIn } from '../support/sign-in';
import { startExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * Issue 21 point 4: what the server tells an examinee on the answering screen's /ws socket. The
 * demo administrator acts through the API, as an administrator's tool would. learner3 answers
 * 演示综合测验 (30 minutes, open to all) in no other spec.
 */
const LEARNER = { account: 'learner3', password: 'demo1234' };
const PAPER = '演示综合测验';

const minutesLeft = async (timer: Locator) => {
  // mm:ss, or h:mm:ss past an hour.
  const parts = ((await timer.textContent())?.match(/\d+/g) ?? []).map(Number);
  const [hours, minutes] = parts.length === 3 ? parts : [0, ...parts];
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

test('a proctor message, more time and a forced submission reach the answering screen', async ({
  page,
  request,
}) => {
  await signIn(page, LEARNER);
  await startExam(page, PAPER);
  const answerSheetId = new URL(page.url()).searchParams.get('answerSheetId') ?? '';
  const admin = await tokenOf(request, MARKER);

  // An announcement to everyone connected: sent again until the screen's socket has joined.
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    const sent = await api(request, '/admin/messages/announce', {
      token: admin,
      body: { text: '距离考试结束还有 10 分钟，请抓紧作答' },
    });
    expect(sent.code).toBe('200');
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog).toContainText('监考老师消息');
  await expect(dialog).toContainText('距离考试结束还有 10 分钟，请抓紧作答');
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();

  // Ten more minutes: the timer moves on at once.
  const timer = page.getByRole('timer', { name: '剩余时间' });
  const before = await minutesLeft(timer);
  const extended = await api(request, '/admin/exam/proctoring/extend', {
    token: admin,
    body: { answerSheetId, minutes: 10 },
  });
  expect(extended.code).toBe('200');
  await expect(page.getByText('考试时间已延长')).toBeVisible();
  await expect.poll(() => minutesLeft(timer)).toBeGreaterThanOrEqual(before + 9);

  // The administrator ends the attempt: the learner is told and sees the result.
  const submitted = await api(request, '/admin/exam/proctoring/submit', {
    token: admin,
    body: { answerSheetId },
  });
  expect(submitted.code).toBe('200');
  await expect(page.getByText('管理员已结束本次考试，试卷已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?/);
});
