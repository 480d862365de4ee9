import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TGetAnswerDetailResponse } from '@lectern/contracts/exams/get-answer-detail';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { questionOf } from '@/components/questions/test/question-fixtures';
import { examQuestions } from '../test/answering-fixtures';
import { AnswerDetailPage } from './answer-detail-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const [capital, primes, earth] = examQuestions as [
  (typeof examQuestions)[number],
  (typeof examQuestions)[number],
  (typeof examQuestions)[number],
];
const essay = questionOf(QuestionType.SHORT_ANSWER, {
  questionId: 'q-essay',
  content: '<p>Describe a river delta.</p>',
  score: 10,
});

const startTime = Date.UTC(2024, 4, 6, 1, 0, 0);
const detail: TGetAnswerDetailResponse = {
  answerSheetId: 'sheet-1',
  paperName: 'Geography basics',
  state: 'judged',
  score: 7.5,
  totalScore: 25,
  passed: false,
  startTime,
  finishTime: startTime + 12 * 60_000 + 5_000,
  questions: [
    {
      question: capital,
      answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
      status: 'right',
      score: 5,
      key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
      analysis: '<p>Paris has been the capital since 987.</p>',
      mark: null,
    },
    {
      question: primes,
      answer: { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['k1'] },
      status: 'partial',
      score: 2.5,
      key: { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['k1', 'k3'] },
      analysis: null,
      mark: null,
    },
    {
      question: earth,
      answer: null,
      status: 'unanswered',
      score: 0,
      key: { questionType: QuestionType.TRUE_FALSE, value: true },
      analysis: null,
      mark: null,
    },
    {
      question: essay,
      answer: { questionType: QuestionType.SHORT_ANSWER, text: 'Sand.', fileUrls: [] },
      status: 'not-judged',
      score: null,
      key: null,
      analysis: null,
      mark: null,
    },
  ],
  signature: null,
  keysVisibility: 'afterSubmit',
  keysShown: true,
  keysReleaseTime: null,
};

/** The detail as a paper shows it before its keys are released: answers and tags only. */
const withheld = (
  keys: Pick<TGetAnswerDetailResponse, 'keysVisibility' | 'keysReleaseTime'>,
): TGetAnswerDetailResponse => ({
  ...detail,
  ...keys,
  keysShown: false,
  questions: detail.questions.map((item) => ({ ...item, key: null, analysis: null })),
});

function openAnswer(search: string) {
  const query = new URLSearchParams(search);
  const params = {
    answerSheetId: query.get('answerSheetId') ?? undefined,
    queryCode: query.get('queryCode') ?? undefined,
  };
  const router = createMemoryRouter(
    [
      { path: ExamPaths.EXAM_ANSWER, element: <AnswerDetailPage {...params} /> },
      { path: ExamPaths.EXAM_LIST, element: <p>Exam list</p> },
    ],
    { initialEntries: [`${ExamPaths.EXAM_ANSWER}${search}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const panel = () => screen.getByRole('navigation', { name: 'Answer sheet' });

describe('answer detail (spec §2, §4)', () => {
  it('shows the score and every question tagged, with the learner’s and the right answers', async () => {
    api = fakeApi(byPath({ 'GET /exam/answerDetail': ok(detail) }));
    openAnswer('?answerSheetId=sheet-1');
    expect(await screen.findByRole('heading', { name: 'Geography basics' })).toBeInTheDocument();
    expect(api.requests[0]?.params).toMatchObject({ answerSheetId: 'sheet-1' });
    expect(screen.getByText('7.5 / 25')).toBeInTheDocument();
    expect(screen.getByText('Not passed')).toBeInTheDocument();
    expect(screen.getByText('12 min 05 s')).toBeInTheDocument();

    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('Right')).toBeInTheDocument();
    expect(within(first).getByText('5 / 5 pts')).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: 'B. Paris Right answer' })).toBeChecked();
    expect(within(first).getByText('Paris has been the capital since 987.')).toBeInTheDocument();

    const second = screen.getByRole('region', { name: 'Question 2' });
    expect(within(second).getByText('Partly right')).toBeInTheDocument();
    expect(within(second).getByText('2.5 / 5 pts')).toBeInTheDocument();
    expect(within(second).getByText('Right answer:').parentElement).toHaveTextContent(
      'Right answer: A, C',
    );

    const third = screen.getByRole('region', { name: 'Question 3' });
    expect(within(third).getByText('Unanswered')).toBeInTheDocument();
    expect(within(third).getByText('Right answer:').parentElement).toHaveTextContent(
      'Right answer: True',
    );

    const fourth = screen.getByRole('region', { name: 'Question 4' });
    expect(within(fourth).getByText('Not judged')).toBeInTheDocument();
    expect(within(fourth).getByText('Score pending')).toBeInTheDocument();
    expect(within(fourth).getByLabelText('Your answer')).toHaveValue('Sand.');

    expect(within(panel()).getByRole('link', { name: 'Question 1: Right' })).toHaveAttribute(
      'href',
      '#answer-detail-question-1',
    );
    expect(
      within(panel()).getByRole('link', { name: 'Question 2: Partly right' }),
    ).toBeInTheDocument();
    expect(
      within(panel()).getByRole('link', { name: 'Question 3: Unanswered' }),
    ).toBeInTheDocument();
    expect(
      within(panel()).getByRole('link', { name: 'Question 4: Not judged' }),
    ).toBeInTheDocument();
  });

  it('shows no right answers while the key display policy withholds them, and says until when', async () => {
    api = fakeApi(
      byPath({
        'GET /exam/answerDetail': ok(
          withheld({ keysVisibility: 'afterLastAttempt', keysReleaseTime: null }),
        ),
      }),
    );
    openAnswer('?answerSheetId=sheet-1');
    expect(
      await screen.findByText(
        'The answers and explanations will be shown once you have used all your attempts.',
      ),
    ).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('Right')).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: 'B. Paris' })).toBeChecked();
    expect(screen.queryByText('Right answer:')).not.toBeInTheDocument();
    expect(screen.queryByText('Paris has been the capital since 987.')).not.toBeInTheDocument();
  });

  it.each([
    [
      { keysVisibility: 'afterEnd', keysReleaseTime: Date.UTC(2030, 0, 1, 10, 0) },
      /The answers and explanations will be shown when the exam ends at 2030/,
    ],
    [
      { keysVisibility: 'afterLastAttempt', keysReleaseTime: Date.UTC(2030, 0, 1, 10, 0) },
      /once you have used all your attempts, or when the exam ends at 2030/,
    ],
    [
      { keysVisibility: 'never', keysReleaseTime: null },
      /This exam does not show its answers and explanations/,
    ],
  ] as const)('explains the %j policy', async (keys, notice) => {
    api = fakeApi(byPath({ 'GET /exam/answerDetail': ok(withheld(keys)) }));
    openAnswer('?answerSheetId=sheet-1');
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('finds a sheet by its query code', async () => {
    api = fakeApi(byPath({ 'GET /exam/answerDetail': ok(detail) }));
    openAnswer('?queryCode=7K3M9QWX2A');
    expect(await screen.findByRole('heading', { name: 'Geography basics' })).toBeInTheDocument();
    expect(api.requests[0]?.params).toMatchObject({ queryCode: '7K3M9QWX2A' });
  });

  it('says a sheet is being marked until it is judged', async () => {
    api = fakeApi(
      byPath({
        'GET /exam/answerDetail': ok({ ...detail, state: 'marking', score: null, passed: null }),
      }),
    );
    openAnswer('?answerSheetId=sheet-1');
    expect(await screen.findAllByText('Being marked')).toHaveLength(2);
  });

  it('shows a marker’s score with the comment, and a learner’s own score', async () => {
    const [capital, primes, earth, essay] = detail.questions;
    const markedAt = detail.finishTime + 60_000;
    api = fakeApi(
      byPath({
        'GET /exam/answerDetail': ok({
          ...detail,
          questions: [
            capital,
            primes,
            earth,
            {
              ...essay,
              status: 'partial',
              score: 6.5,
              mark: { score: 6.5, comment: 'Name the coastline too.', source: 'marker', markedAt },
            },
          ],
        }),
      }),
    );
    openAnswer('?answerSheetId=sheet-1');
    const marked = await screen.findByRole('region', { name: 'Question 4' });
    expect(within(marked).getByText("Marker's score: 6.5 / 10")).toBeVisible();
    const comment = within(marked).getByText('Name the coastline too.');
    expect(comment.parentElement).toHaveTextContent("Marker's comment: Name the coastline too.");
    // The tenant's marker wrote it: marked with the tenant's content language.
    expect(comment).toHaveAttribute('lang', 'zh-CN');
    const unmarked = screen.getByRole('region', { name: 'Question 1' });
    expect(within(unmarked).queryByText(/Marker's/)).not.toBeInTheDocument();
  });

  it('shows the signature the sheet was submitted with, under the paper’s title for it', async () => {
    const signedAt = detail.finishTime - 60_000;
    api = fakeApi(
      byPath({
        'GET /exam/answerDetail': ok({
          ...withheld({ keysVisibility: 'never', keysReleaseTime: null }),
          signature: {
            itemType: 101,
            title: '考生签名',
            imageUrl: '/h5/api/files/upload-1/signature.png',
            signedAt,
          },
        }),
      }),
    );
    openAnswer('?answerSheetId=sheet-1');
    // The learner's own, shown whatever the key policy withholds.
    const signature = await screen.findByRole('region', { name: '考生签名' });
    expect(within(signature).getByRole('img', { name: 'Your signature' })).toHaveAttribute(
      'src',
      '/h5/api/files/upload-1/signature.png',
    );
    expect(within(signature).getByText(/^Signed at /)).toBeVisible();
    expect(
      within(signature).getByRole('heading', { name: '考生签名' }).firstElementChild,
    ).toHaveAttribute('lang', 'zh-CN');
  });

  it('says a sheet was submitted unsigned, and shows nothing for a paper without a signature', async () => {
    api = fakeApi(
      byPath({
        'GET /exam/answerDetail': ok({
          ...detail,
          signature: { itemType: 101, title: null, imageUrl: null, signedAt: null },
        }),
      }),
    );
    openAnswer('?answerSheetId=sheet-1');
    const signature = await screen.findByRole('region', { name: 'Signature' });
    expect(within(signature).getByText('Not signed when the exam was submitted')).toBeVisible();
    expect(within(signature).queryByRole('img')).not.toBeInTheDocument();
  });

  it('explains why another learner’s sheet cannot be opened (300325)', async () => {
    api = fakeApi(byPath({ 'GET /exam/answerDetail': failure('300325') }));
    openAnswer('?answerSheetId=sheet-9');
    await waitFor(() =>
      expect(screen.getAllByText("You cannot view other people's results")).not.toHaveLength(0),
    );
    expect(screen.getByRole('button', { name: 'Back to exam list' })).toBeInTheDocument();
  });
});
