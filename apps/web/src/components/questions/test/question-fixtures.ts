import type { TQuestionType } from '@lectern/contracts/common/enums';
import type { TQuestionOption, TQuestionView } from '@lectern/contracts/questions/question';

export const options = (...contents: string[]): TQuestionOption[] =>
  contents.map((content, index) => ({ key: `k${index + 1}`, content }));

/** A question of `questionType` with nothing but what the test gives it. */
export function questionOf(
  questionType: TQuestionType,
  overrides: Partial<TQuestionView> = {},
): TQuestionView {
  return {
    questionId: `q-${questionType}`,
    questionType,
    customTypeName: null,
    content: `<p>Question of type ${questionType}</p>`,
    score: 5,
    options: [],
    targets: [],
    blankCount: 0,
    clozeBlanks: [],
    parts: [],
    media: null,
    upload: null,
    docUrls: [],
    docNames: [],
    docPics: [],
    ...overrides,
  };
}
