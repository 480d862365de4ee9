import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer, TSimpleAnswer } from '@lectern/contracts/questions/answer';
import { useLatest } from '@/lib/use-latest';
import { QuestionCard } from './question-card';
import { answerKeyOf, type TQuestionInputProps } from './question-props';

/** Type 0: its sub-questions, each answered with its own type's controls (spec §3). */
export function CombinationQuestion({
  question,
  answer,
  onChange,
  review,
}: TQuestionInputProps<typeof QuestionType.COMBINATION>) {
  const answerKey = answerKeyOf(review, QuestionType.COMBINATION);
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
    <ol className="lectern-question-parts">
      {question.parts.map((part, index) => (
        <li key={part.questionId}>
          <QuestionCard
            question={part}
            number={String(index + 1)}
            isPart
            answer={parts[part.questionId] ?? null}
            onChange={(partAnswer) => answerPart(part.questionId, partAnswer)}
            review={
              review
                ? {
                    answerKey:
                      answerKey?.parts.find((partKey) => partKey.id === part.questionId)?.key ??
                      null,
                  }
                : undefined
            }
          />
        </li>
      ))}
    </ol>
  );
}
