import { render } from '@testing-library/react';
import { useState } from 'react';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { TestProviders } from '@/test/session';
import { QuestionCard } from '../question-card';

/** Renders a question the way the exam screen does, keeping every answer it produces. */
export function answerQuestion(question: TQuestionView, initial: TAnswer | null = null) {
  const changes: (TAnswer | null)[] = [];
  function Harness() {
    const [current, setCurrent] = useState<TAnswer | null>(initial);
    return (
      <QuestionCard
        question={question}
        number="1"
        answer={current}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return { changes, last: () => changes.at(-1) };
}
