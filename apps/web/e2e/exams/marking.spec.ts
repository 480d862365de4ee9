import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { api, MARKER, tokenOf } from '../support/api';
import { expectReadable } from '../support/readable';
import { buttonName, signIn } from '../support/sign-in';
import { currentQuestion, startExam, submitExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * Marking subjective answers (docs/decisions/0041) with the demo pack's learner5, invited to
 * 信息安全反思（自评） (self-graded for 30 minutes) and 案例分析（人工阅卷） (marked by a
 * marker), and its administrator `marker`. learner5 is used by no other spec.
 */
const LEARNER = { account: 'learner5', password: 'demo1234' };
const SELF_GRADED = '信息安全反思（自评）';
const MARKED = '案例分析（人工阅卷）';
const KEYWORDS = '主观题关键词评分测验';

const signInAsLearner = (page: Page) => signIn(page, LEARNER);

const current = currentQuestion;

test('short answers are scored by their keywords as soon as the exam is submitted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsLearner(page);
  await startExam(page, KEYWORDS);
  // Length and upper/lower case but no special character (7 of 10); then every keyword of the
  // second question by its synonyms (10).
  await current(page)
    .getByLabel('你的答案', { exact: true })
    .fill('至少 12 位，包含大写和小写字母');
  await page.getByRole('button', { name: buttonName('下一题') }).click();
  await expect(current(page).getByRole('heading', { name: '第 2 题' })).toBeVisible();
  await current(page)
    .getByLabel('你的答案', { exact: true })
    .fill('不要点击链接，确认发件人后举报');
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await submitExam(page);

  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await expectReadable(page.getByText('17 / 20'), 'keyword score');
  await expect(page.getByText('恭喜你，考试通过！')).toBeVisible();
});

test('a learner grades their own subjective answers after the exam, and gets the result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsLearner(page);
  await startExam(page, SELF_GRADED);
  for (const [number, text] of [
    [2, '上周离开座位没有锁屏，以后离开就按 Win+L。'],
    [3, '锁屏；不用公共 Wi-Fi 处理工作；及时打补丁。'],
  ] as const) {
    await page.getByRole('button', { name: buttonName('下一题') }).click();
    await expect(current(page).getByRole('heading', { name: `第 ${number} 题` })).toBeVisible();
    await current(page).getByLabel('你的答案', { exact: true }).fill(text);
  }
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await submitExam(page);

  // The finish page offers self-grading, in the catalogue's words, and stays.
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await expectReadable(page.getByText('考试已结束，请自评主观题'));
  await expect(page.getByText(/请在 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 前完成自评/)).toBeVisible();
  await expect(page.locator('.lectern-exam-finish__redirect')).toHaveCount(0);
  await page.getByRole('button', { name: buttonName('自评主观题') }).click();

  await expect(page).toHaveURL(/\/h5\/p\/exam\/answer-grade-own\?answerSheetId=/);
  const answers = page.locator('.lectern-self-grading__question');
  await expect(answers).toHaveCount(2);
  await expect(answers.nth(0)).toContainText('参考答案');
  await expect(answers.nth(0)).toContainText('今后可执行的改进措施');
  await expect(answers.nth(0).getByLabel('你的答案', { exact: true })).toHaveValue(
    '上周离开座位没有锁屏，以后离开就按 Win+L。',
  );
  await expectAccessible(page, 'self-grading');

  await answers.nth(0).getByLabel('你的评分（0–8 分）').fill('6');
  await answers
    .nth(0)
    .getByRole('button', { name: buttonName('确认评分') })
    .click();
  await expect(answers.nth(0).getByText('已自评：6 / 8 分')).toBeVisible();
  await answers.nth(1).getByLabel('你的评分（0–8 分）').fill('7.5');
  await answers
    .nth(1)
    .getByRole('button', { name: buttonName('确认评分') })
    .click();

  await expectReadable(page.getByText('自评完成，成绩已生成'));
  await page.getByRole('button', { name: buttonName('查看成绩') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  // The true/false question was left unanswered: 0 + 6 + 7.5.
  await expectReadable(page.getByText('13.5 / 20'));
  await expect(page.getByText('恭喜你，考试通过！')).toBeVisible();
});

test('a marker’s API calls turn a sheet being marked into a judged one the learner then sees', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // learner5 takes the exam marked by a marker (through the API, as the client would).
  const learnerToken = await tokenOf(request, LEARNER);
  const exams = await api<{ list: { paperId: string; paperName: string }[] }>(
    request,
    '/exam/list',
    { token: learnerToken, query: { pageSize: '50' } },
  );
  const paperId = exams.body.list.find((exam) => exam.paperName === MARKED)?.paperId ?? '';
  const started = await api<{ answerSheetId: string }>(request, '/exam/start', {
    token: learnerToken,
    body: { paperId, continueExam: false },
  });
  expect(started.code).toBe('200');
  const answerSheetId = started.body.answerSheetId;
  const sheet = await api<{ questions: { questionId: string; questionType: number }[] }>(
    request,
    '/exam/answerSheet',
    { token: learnerToken, query: { answerSheetId } },
  );
  const essays = sheet.body.questions.filter((question) => question.questionType === 5);
  const saved = await api(request, '/exam/saveAnswers', {
    token: learnerToken,
    body: {
      answerSheetId,
      answers: essays.map((question, index) => ({
        questionId: question.questionId,
        seq: index + 1,
        marked: false,
        answer: { questionType: 5, text: `第 ${index + 1} 题的作答`, fileUrls: [] },
      })),
    },
  });
  expect(saved.code).toBe('200');
  expect(
    (
      await api<{ state: string }>(request, '/exam/submit', {
        token: learnerToken,
        body: { answerSheetId },
      })
    ).body.state,
  ).toBe('marking');

  // The learner sees it being marked.
  await signInAsLearner(page);
  await page.goto(`/h5/p/exam/finish?answerSheetId=${answerSheetId}`);
  await expect(page.getByText('试卷正在阅卷中')).toBeVisible();

  // A learner's session is no marker's.
  const refused = await api(request, '/admin/exam/ungradedAnswers', {
    token: await tokenOf(request, { account: 'learner2', password: 'demo1234' }),
  });
  expect(refused.code).toBe('309001');

  // The marker lists the sheet's answers and scores them, with a comment.
  const markerToken = await tokenOf(request, MARKER);
  const waiting = await api<{
    list: { answerSheetId: string; question: { questionId: string }; fullScore: number }[];
  }>(request, '/admin/exam/ungradedAnswers', {
    token: markerToken,
    query: { paperId, pageSize: '50' },
  });
  const ofSheet = waiting.body.list.filter((row) => row.answerSheetId === answerSheetId);
  expect(ofSheet.map((row) => row.fullScore)).toEqual([8, 8]);
  const first = await api<{ state: string; remaining: number }>(request, '/admin/exam/markAnswer', {
    token: markerToken,
    body: {
      answerSheetId,
      questionId: ofSheet[0]?.question.questionId,
      score: 5,
      comment: '隐患说清楚了，改进措施可以更具体。',
    },
  });
  expect(first.body).toMatchObject({ state: 'marking', remaining: 1 });
  const last = await api<{ state: string; score: number; passed: boolean }>(
    request,
    '/admin/exam/markAnswer',
    {
      token: markerToken,
      body: { answerSheetId, questionId: ofSheet[1]?.question.questionId, score: 8 },
    },
  );
  expect(last.body).toMatchObject({ state: 'judged', score: 13, passed: true });

  // The learner now sees the result, the marker's score and comment, and a message.
  await page.reload();
  await expectReadable(page.getByText('13 / 20'));
  await expect(page.getByText('恭喜你，考试通过！')).toBeVisible();
  await page.goto(`/h5/p/exam/answer?answerSheetId=${answerSheetId}`);
  const marked = page.getByRole('region', { name: '第 2 题' });
  await expectReadable(marked.getByText('阅卷评分：5 / 8 分'));
  await expect(marked.locator('.lectern-answer-detail__mark-comment')).toHaveText(
    '阅卷评语：隐患说清楚了，改进措施可以更具体。',
  );
  await expectAccessible(page, 'answer detail with a marker’s comment');

  await page.goto('/h5/p/myinmailmessage');
  // The paper's name is marked with the tenant's language inside the learner's words.
  await page.getByRole('button', { name: new RegExp(`《\\s*${MARKED}\\s*》已完成阅卷`) }).click();
  await expect(page.getByRole('dialog')).toContainText('得分 13，考试通过。');
});
