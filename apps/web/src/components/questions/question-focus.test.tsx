import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { answerQuestion as answer } from './test/answer-question';
import { options, questionOf } from './test/question-fixtures';

const itemTexts = () =>
  within(screen.getByRole('list', { name: 'Question 1' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('sorting (type 7) from the keyboard', () => {
  const question = questionOf(QuestionType.SORTING, {
    options: options('Seed', 'Sprout', 'Tree'),
  });

  it('keeps the focus on the moved item’s button in its new place', async () => {
    const user = userEvent.setup();
    answer(question);
    (await screen.findByRole('button', { name: 'Move Tree up' })).focus();
    await user.keyboard('{Enter}');
    expect(itemTexts()).toEqual(['1.Seed', '2.Tree', '3.Sprout']);
    expect(screen.getByRole('button', { name: 'Move Tree up' })).toHaveFocus();
    // Space, too, and the next press moves the same item again.
    await user.keyboard(' ');
    expect(itemTexts()).toEqual(['1.Tree', '2.Seed', '3.Sprout']);
  });

  it('hands the focus to the other move button when the item reaches an end', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    (await screen.findByRole('button', { name: 'Move Sprout up' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move Sprout up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sprout down' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(last()).toEqual({ questionType: QuestionType.SORTING, order: ['k1', 'k3', 'k2'] });
    expect(screen.getByRole('button', { name: 'Move Sprout down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sprout up' })).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('puts the focus at the top of the list when the given order becomes the answer', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    (await screen.findByRole('button', { name: 'Answer with this order' })).focus();
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ questionType: QuestionType.SORTING, order: ['k1', 'k2', 'k3'] });
    expect(screen.queryByRole('button', { name: 'Answer with this order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Drag Seed' })).toHaveFocus();
  });
});

describe('classification (type 11) from the keyboard', () => {
  const question = questionOf(QuestionType.CLASSIFICATION, {
    options: options('Apple', 'Carrot', 'Pear', 'Leek'),
    targets: [
      { key: 'fruit', content: 'Fruit' },
      { key: 'vegetable', content: 'Vegetable' },
    ],
  });

  it('keeps the focus on a classified item; its next Tab goes to the next unclassified item', async () => {
    const user = userEvent.setup();
    answer(question);
    const carrot = await screen.findByLabelText('Category of Carrot');
    await user.selectOptions(carrot, 'Vegetable');
    const vegetables = screen.getByRole('region', { name: 'Vegetable' });
    expect(within(vegetables).getByLabelText('Category of Carrot')).toHaveFocus();
    // The item can still be changed where it now is.
    await user.selectOptions(screen.getByLabelText('Category of Carrot'), 'Fruit');
    expect(
      within(screen.getByRole('region', { name: 'Fruit' })).getByLabelText('Category of Carrot'),
    ).toHaveFocus();

    // One Tab: the next unclassified item after Carrot, in the box of unclassified items.
    await user.tab();
    const unclassified = screen.getByRole('region', { name: 'Not classified' });
    expect(within(unclassified).getByLabelText('Category of Pear')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Category of Pear'), 'Fruit');
    await user.tab();
    expect(screen.getByLabelText('Category of Leek')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Category of Leek'), 'Vegetable');
    // Past the last item it comes round to the first one still unclassified.
    await user.tab();
    expect(screen.getByLabelText('Category of Apple')).toHaveFocus();
  });

  it('leaves Shift+Tab as it is, and Tab too once the focus has left the item', async () => {
    const user = userEvent.setup();
    answer(question);
    await user.selectOptions(await screen.findByLabelText('Category of Apple'), 'Fruit');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Drag Apple' })).toHaveFocus();
    // Out of the item, to the last control before its box, and back onto it.
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Category of Leek')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Category of Apple')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Category of Carrot')).not.toHaveFocus();
    expect(screen.getByLabelText('Category of Apple')).not.toHaveFocus();
  });

  it('after the last item is classified, Tab goes on in document order', async () => {
    const user = userEvent.setup();
    answer(
      questionOf(QuestionType.CLASSIFICATION, {
        options: options('Apple'),
        targets: [{ key: 'fruit', content: 'Fruit' }],
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Category of Apple'), 'Fruit');
    expect(screen.getByLabelText('Category of Apple')).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
