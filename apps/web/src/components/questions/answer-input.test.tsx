import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { TestProviders } from '@/test/session';
import { options, questionOf } from './test/question-fixtures';
import { preloadAnswerInputs } from './answer-input';
import { QuestionCard, QuestionReviewCard } from './question-card';

// Its own file: the drag-and-drop modules must not have been rendered by another test before.
describe('question types loaded before the answering screen shows', () => {
  /** Renders the question as the exam screen does after 下一题, its heading focused. */
  const open = (question: TQuestionView) => {
    const heading = createRef<HTMLHeadingElement>();
    render(
      <TestProviders>
        <QuestionCard
          question={question}
          number="1"
          headingRef={heading}
          answer={null}
          onChange={() => undefined}
        />
      </TestProviders>,
    );
    heading.current?.focus();
  };

  it('shows a classification question’s controls at once: one Tab goes from the heading to the first', async () => {
    await preloadAnswerInputs();
    const user = userEvent.setup();
    open(
      questionOf(QuestionType.CLASSIFICATION, {
        options: options('Apple', 'Carrot'),
        targets: [{ key: 'fruit', content: 'Fruit' }],
      }),
    );
    // Right after the first render, before any loading could finish.
    const handle = screen.getByRole('button', { name: 'Drag Apple' });
    await user.tab();
    expect(handle).toHaveFocus();
  });

  it('shows a sorting question’s controls at once: one Tab goes from the heading to the first', async () => {
    await preloadAnswerInputs();
    const user = userEvent.setup();
    open(questionOf(QuestionType.SORTING, { options: options('Seed', 'Sprout') }));
    const handle = screen.getByRole('button', { name: 'Drag Seed' });
    await user.tab();
    expect(handle).toHaveFocus();
  });

  it('shows a sorting and a classification question’s review at once too, without a spinner', async () => {
    await preloadAnswerInputs();
    render(
      <TestProviders>
        <QuestionReviewCard
          question={questionOf(QuestionType.SORTING, { options: options('Seed', 'Sprout') })}
          number="1"
          answer={{ questionType: QuestionType.SORTING, order: ['k2', 'k1'] }}
          answerKey={{ questionType: QuestionType.SORTING, order: ['k1', 'k2'] }}
        />
        <QuestionReviewCard
          question={questionOf(QuestionType.CLASSIFICATION, {
            options: options('Apple'),
            targets: [{ key: 'fruit', content: 'Fruit' }],
          })}
          number="2"
          answer={{ questionType: QuestionType.CLASSIFICATION, groups: { k1: 'fruit' } }}
          answerKey={{ questionType: QuestionType.CLASSIFICATION, groups: { k1: 'fruit' } }}
        />
      </TestProviders>,
    );
    // Right after the first render, before any loading could finish.
    const order = within(screen.getByRole('list', { name: 'Question 1' })).getAllByRole('listitem');
    expect(order.map((item) => item.textContent)).toEqual(['1.Sprout', '2.Seed']);
    expect(screen.getByLabelText('Category of Apple')).toHaveValue('fruit');
  });
});
