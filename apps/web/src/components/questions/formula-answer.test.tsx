import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { TestProviders } from '@/test/session';
import { QuestionReviewCard } from './question-card';
import { answerQuestion as answer } from './test/answer-question';
import { questionOf } from './test/question-fixtures';

// jsdom cannot lay out MathLive's field: it stands in with the element's value and its 'input'
// event, which are all the editor reads. Everything around it (dialog, insertion, preview) is real.
vi.mock('mathlive', () => {
  class MathfieldElement extends HTMLElement {
    static fontsDirectory: string | null = './fonts';
    static soundsDirectory: string | null = './sounds';
    mathVirtualKeyboardPolicy = 'manual';
    value = '';
    connectedCallback() {
      this.tabIndex = 0;
    }
  }
  customElements.define('math-field', MathfieldElement);
  return { MathfieldElement };
});

/** The learner writes a formula in MathLive's field, as MathLive reports it. */
function writeFormula(tex: string) {
  const field = screen.getByLabelText<HTMLElement & { value: string }>('Formula editor');
  act(() => {
    field.value = tex;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return field;
}

const openEditor = async (user: ReturnType<typeof userEvent.setup>, field: string) => {
  await user.click(screen.getByRole('button', { name: `Insert a formula into ${field}` }));
  return screen.findByRole('dialog', { name: 'Insert a formula' });
};

function review(question: TQuestionView, learnerAnswer: TAnswer, answerKey: TAnswerKey) {
  render(
    <TestProviders>
      <QuestionReviewCard
        question={question}
        number="1"
        answer={learnerAnswer}
        answerKey={answerKey}
      />
    </TestProviders>,
  );
}

describe('the formula editor in a short answer (decision 0053)', () => {
  const question = questionOf(QuestionType.SHORT_ANSWER);

  it('puts the formula in at the caret as \\( \\), renders it in the preview and hands the focus back', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Your answer');
    await user.type(box, 'Area =  units');
    box.setSelectionRange(7, 7);

    const dialog = await openEditor(user, 'Your answer');
    const field = within(dialog).getByLabelText('Formula editor');
    await waitFor(() => expect(field).toHaveFocus());
    const insert = within(dialog).getByRole('button', { name: 'Insert' });
    expect(insert).toBeDisabled();

    writeFormula(String.raw`\frac{a}{b}`);
    await user.click(insert);

    const text = String.raw`Area = \(\frac{a}{b}\) units`;
    expect(last()).toEqual({ questionType: QuestionType.SHORT_ANSWER, text, fileUrls: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box).toHaveValue(text);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box.selectionStart).toBe(text.indexOf(' units'));

    const preview = screen.getByText('Preview:').parentElement!;
    await waitFor(() =>
      expect(preview.querySelector('.katex-mathml annotation')).toHaveTextContent(
        String.raw`\frac{a}{b}`,
      ),
    );
    expect(preview).toHaveTextContent(/^Preview:Area = .+ units$/);
  });

  it('inserts with Enter in the field, and changes nothing when cancelled', async () => {
    const user = userEvent.setup();
    const { last, changes } = answer(question);
    await user.type(screen.getByLabelText('Your answer'), 'x');

    await openEditor(user, 'Your answer');
    writeFormula('y^2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toHaveLength(1);

    await openEditor(user, 'Your answer');
    const field = writeFormula('\\sqrt{2}');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(last()).toEqual({
      questionType: QuestionType.SHORT_ANSWER,
      text: String.raw`x\(\sqrt{2}\)`,
      fileUrls: [],
    });
  });

  it('shows the answer’s formulas rendered in review, with no formula button', async () => {
    review(
      question,
      { questionType: QuestionType.SHORT_ANSWER, text: String.raw`\(E = mc^2\)`, fileUrls: [] },
      { questionType: QuestionType.SHORT_ANSWER, referenceAnswer: null, keywords: [] },
    );
    expect(screen.queryByRole('button', { name: /formula/ })).not.toBeInTheDocument();
    const preview = screen.getByText('Preview:').parentElement!;
    await waitFor(() =>
      expect(preview.querySelector('.katex-mathml annotation')).toHaveTextContent('E = mc^2'),
    );
  });
});

describe('the formula editor in fill-in-the-blanks (decision 0053)', () => {
  const question = questionOf(QuestionType.FILL_IN_BLANK, { blankCount: 2 });

  it('replaces the selected text of its own blank', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    const blank = screen.getByLabelText<HTMLInputElement>('Blank 2');
    await user.type(blank, 'one half');
    blank.setSelectionRange(0, 8);

    await openEditor(user, 'Blank 2');
    writeFormula(String.raw`\frac{1}{2}`);
    await user.click(screen.getByRole('button', { name: 'Insert' }));

    expect(last()).toEqual({
      questionType: QuestionType.FILL_IN_BLANK,
      blanks: ['', String.raw`\(\frac{1}{2}\)`],
    });
    await waitFor(() => expect(blank).toHaveFocus());
  });

  it('refuses a formula that does not fit the blank, keeping the editor open', async () => {
    const user = userEvent.setup();
    const { changes } = answer(question, {
      questionType: QuestionType.FILL_IN_BLANK,
      blanks: ['x'.repeat(495), ''],
    });
    await openEditor(user, 'Blank 1');
    writeFormula('abc');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(
      await screen.findByText('With this formula the answer would be longer than 500 characters.'),
    ).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Insert a formula' })).toBeInTheDocument();
  });

  it('renders formulas of the answer and of the right answers in review', async () => {
    review(
      question,
      { questionType: QuestionType.FILL_IN_BLANK, blanks: [String.raw`\(\pi r^2\)`, ''] },
      {
        questionType: QuestionType.FILL_IN_BLANK,
        blanks: [[String.raw`\(\pi r^2\)`], ['4']],
        blanksUnordered: false,
        caseSensitive: false,
      },
    );
    expect(screen.getByLabelText('Blank 1')).toHaveValue(String.raw`\(\pi r^2\)`);
    await waitFor(() => expect(document.querySelectorAll('.katex')).toHaveLength(2));
    const [firstRight, secondRight] = screen.getAllByText('Right answer:');
    expect(firstRight?.parentElement?.querySelector('.katex')).not.toBeNull();
    expect(secondRight?.parentElement).toHaveTextContent('Right answer: 4');
    expect(screen.queryByRole('button', { name: /formula/ })).not.toBeInTheDocument();
  });
});

describe('MathLive’s files', () => {
  it('are loaded from this origin’s page base, where the build puts them, by absolute URLs', async () => {
    const { MathfieldElement } = await import('mathlive');
    await import('./formula-editor');
    const base = `${window.location.origin}${import.meta.env.BASE_URL}mathlive`;
    expect(MathfieldElement.fontsDirectory).toBe(`${base}/fonts`);
    expect(MathfieldElement.soundsDirectory).toBe(`${base}/sounds`);
  });
});
