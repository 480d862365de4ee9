import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetSelfGradingResponse } from '@lectern/contracts/exams/get-self-grading';
import { questionOf } from '@/components/questions/test/question-fixtures';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { localTime, renderPage } from '../test/exam-fixtures';
import { ExamPaths } from '../exams.feature';
import { SelfGradingPage } from './self-grading-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const view = (questionId: string, content: string) =>
  questionOf(QuestionType.SHORT_ANSWER, { questionId, content, score: 10 });

const gradingOf = (): TGetSelfGradingResponse => ({
  answerSheetId: 'sheet-1',
  paperName: 'Security reflection',
  until: localTime(2024, 5, 6, 9, 42, 34),
  questions: [
    {
      question: view('q-habit', '<p>Name a daily security habit.</p>'),
      answer: { questionType: QuestionType.SHORT_ANSWER, text: 'I lock my screen.', fileUrls: [] },
      fullScore: 10,
      referenceAnswer: 'Lock the screen when leaving the desk.',
      analysis: null,
      mark: null,
    },
    {
      question: view('q-incident', '<p>Describe a recent incident.</p>'),
      answer: { questionType: QuestionType.SHORT_ANSWER, text: 'A phishing mail.', fileUrls: [] },
      fullScore: 10,
      referenceAnswer: null,
      analysis: '<p>Say what happened and what you changed.</p>',
      mark: { score: 6, comment: null, source: 'self', markedAt: localTime(2024, 5, 6, 9, 20) },
    },
  ],
});

const open = (answers: Parameters<typeof byPath>[0]) => {
  api = fakeApi(byPath(answers));
  return renderPage(<SelfGradingPage />, `${ExamPaths.SELF_GRADING}?answerSheetId=sheet-1`);
};

describe('self-grading (spec §2 /exam/answer-grade-own, §4)', () => {
  it('lists the answers with their reference answers and the window, and a score given', async () => {
    open({ 'GET /exam/selfGrading': ok(gradingOf()) });
    expect(await screen.findByText('Finish self-grading by 2024-05-06 09:42:34')).toBeVisible();
    expect(screen.getByText('Lock the screen when leaving the desk.')).toBeVisible();
    expect(screen.getByText('Say what happened and what you changed.')).toBeVisible();
    expect(screen.getByText('Self-graded: 6 / 10')).toBeVisible();
    // The scored answer cannot be scored again: one score field for the other.
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
  });

  it('sends the score, then shows the result once the last answer is scored', async () => {
    const router = open({
      'GET /exam/selfGrading': ok(gradingOf()),
      'POST /exam/gradeOwnAnswer': ok({
        answerSheetId: 'sheet-1',
        state: 'judged',
        remaining: 0,
        score: 20,
        passed: true,
      }),
    });
    const field = await screen.findByLabelText('Your score (0–10)');
    const confirm = screen.getByRole('button', { name: 'Confirm score' });
    expect(confirm).toBeDisabled();
    await userEvent.type(field, '8.5');
    await userEvent.click(confirm);
    const post = api?.requests.find((request) => request.method === 'post');
    expect(JSON.parse(String(post?.data))).toEqual({
      answerSheetId: 'sheet-1',
      questionId: 'q-habit',
      score: 8.5,
    });
    expect(await screen.findByText('Self-grading complete: your result is ready')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'View result' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_FINISH);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-1');
  });

  it('says why when the window has closed, and leads to the result', async () => {
    const router = open({ 'GET /exam/selfGrading': failure(ErrorCode.PAPER_BEING_MARKED) });
    const overlay = await screen.findByText('The paper is being marked');
    expect(overlay).toBeVisible();
    await userEvent.click(within(document.body).getByRole('button', { name: 'View result' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_FINISH);
  });
});
