import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer, TSimpleAnswer } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type { ReactNode } from 'react';
import { useLatest } from '@/lib/use-latest';
import { QuestionCard, QuestionReviewCard } from './question-card';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';

type TCombination = typeof QuestionType.COMBINATION;

/** The sub-questions in order, each drawn by `part` with its number within the combination. */
function QuestionParts({
  question,
  part,
}: {
  question: TQuestionView;
  part: (part: TQuestionView, number: string) => ReactNode;
}) {
  return (
    <ol className="lectern-question-parts">
      {question.parts.map((subQuestion, index) => (
        <li key={subQuestion.questionId}>{part(subQuestion, String(index + 1))}</li>
      ))}
    </ol>
  );
}

/** Type 0: its sub-questions, each answered with its own type's controls (spec §3). */
export function CombinationInput({
  question,
  answer,
  onChange,
}: TQuestionInputProps<TCombination>) {
  const parts = answer?.parts ?? {};
  // A part may answer late (a recording uploads): it joins the other parts as they are then.
  const latest = useLatest(answer);

  const answerPart = (partId: string, partAnswer: TAnswer | null) => {
    const next: Record<string, TSimpleAnswer> = { ...latest.current?.parts };
    // A combination never nests another; its parts are the simple types.
    if (partAnswer && partAnswer.questionType !== QuestionType.COMBINATION)
      next[partId] = partAnswer;
    else delete next[partId];
    onChange(
      Object.keys(next).length ? { questionType: QuestionType.COMBINATION, parts: next } : null,
    );
  };

  return (
    <QuestionParts
      question={question}
      part={(part, number) => (
        <QuestionCard
          question={part}
          number={number}
          isPart
          answer={parts[part.questionId] ?? null}
          onChange={(partAnswer) => answerPart(part.questionId, partAnswer)}
        />
      )}
    />
  );
}

/** Type 0 in review: each sub-question reviewed with its own answer and key. */
export function CombinationReview({
  question,
  answer,
  answerKey,
}: TQuestionReviewProps<TCombination>) {
  const parts = answer?.parts ?? {};
  return (
    <QuestionParts
      question={question}
      part={(part, number) => (
        <QuestionReviewCard
          question={part}
          number={number}
          isPart
          answer={parts[part.questionId] ?? null}
          answerKey={
            answerKey?.parts.find((partKey) => partKey.id === part.questionId)?.key ?? null
          }
        />
      )}
    />
  );
}
