import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { useRef, useState } from 'react';
import { ApiError, errorCodeOf, errorMessage } from '@/lib/api-client';

/** A round of questions judged as each is saved: practice, daily practice. */
type TRound<TQuestion, TJudged> = {
  questions: readonly TQuestion[];
  answers: readonly TJudged[];
  /** The highest seq the round has seen, answered or not. */
  lastSeq: number;
};

type TJudgedAnswer = { questionId: string; seq: number };

/** The first question not answered yet, where a reload continues. */
const firstOpen = (round: TRound<{ view: TQuestionView }, TJudgedAnswer>) => {
  const answered = new Set(round.answers.map(({ questionId }) => questionId));
  const index = round.questions.findIndex(({ view }) => !answered.has(view.questionId));
  return index === -1 ? 0 : index;
};

/**
 * One question at a time of a round judged on save: the question shown, the learner's drafts, the
 * judged answers, and the seq of each save, above every seq the round has seen.
 */
export function useJudgedRound<
  TQuestion extends { view: TQuestionView },
  TJudged extends TJudgedAnswer,
>(round: TRound<TQuestion, TJudged>) {
  const [index, setIndex] = useState(() => firstOpen(round));
  const [judged, setJudged] = useState(
    () => new Map(round.answers.map((answer) => [answer.questionId, answer])),
  );
  const [drafts, setDrafts] = useState(new Map<string, TAnswer | null>());
  const seq = useRef(Math.max(round.lastSeq, ...round.answers.map((answer) => answer.seq)));
  const item = round.questions[index];
  const questionId = item?.view.questionId;

  return {
    index,
    setIndex,
    item,
    total: round.questions.length,
    judged,
    draft: questionId === undefined ? null : (drafts.get(questionId) ?? null),
    setDraft: (answer: TAnswer | null) => {
      if (questionId !== undefined)
        setDrafts((previous) => new Map(previous).set(questionId, answer));
    },
    /** The seq for the next save. */
    nextSeq: () => (seq.current += 1),
    /** Keeps the server's judgement of a saved answer. */
    keep: (answer: TJudged) =>
      setJudged((previous) => new Map(previous).set(answer.questionId, answer)),
  };
}

/** The catalogue message of a finish refused with questions left (309150, with how many), or null. */
export const questionsRemainRefusal = (error: unknown) =>
  errorCodeOf(error) === ErrorCode.PRACTICE_QUESTIONS_REMAIN
    ? errorMessage(
        ErrorCode.PRACTICE_QUESTIONS_REMAIN,
        error instanceof ApiError ? error.body : null,
      )
    : null;
