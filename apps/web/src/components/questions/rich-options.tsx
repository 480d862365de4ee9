import type { TQuestionOption } from '@lectern/contracts/questions/question';
import { RichText } from '@/components/ui/rich-text';
import type { TChoice } from './choice-list';
import { optionLetter } from './question-props';

/** A question's options as lettered choices with their rich content (formulas, pictures). */
export const letteredChoices = (options: readonly TQuestionOption[]): TChoice[] =>
  options.map((option, index) => ({
    key: option.key,
    letter: optionLetter(index),
    content: <RichText html={option.content} className="lectern-rich-text--inline" />,
  }));
