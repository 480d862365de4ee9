import { QuestionType } from '@lectern/contracts/common/enums';
import type { TMistakeQuestion, TMistakeSet } from '@lectern/contracts/mistakes/mistakes';
import type { ReactElement } from 'react';
import { options, questionOf } from '@/components/questions/test/question-fixtures';
import { renderRoute } from '@/test/render-route';
import { MistakesPaths } from '../mistakes.feature';

/** An exam set of the 'Geography' paper classification. */
export function setOf(overrides: Partial<TMistakeSet> = {}): TMistakeSet {
  return {
    sourceType: 5,
    sourceId: 'class-geo',
    name: 'Geography',
    questionCount: 2,
    wrongCount: 3,
    correctCount: 1,
    ...overrides,
  };
}

export const capital = questionOf(QuestionType.SINGLE_CHOICE, {
  questionId: 'q-capital',
  content: '<p>Which city is the capital of France?</p>',
  options: options('Berlin', 'Paris', 'Rome'),
});
export const earth = questionOf(QuestionType.TRUE_FALSE, {
  questionId: 'q-earth',
  content: '<p>The Earth orbits the Sun.</p>',
});

export const capitalKey = { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' } as const;
export const earthKey = { questionType: QuestionType.TRUE_FALSE, value: true } as const;

/** The two questions of the set: the capital answered wrong twice, the Earth once. */
export function questionsOf(): TMistakeQuestion[] {
  return [
    {
      view: capital,
      knowledgePoints: ['Capitals'],
      wrongCount: 2,
      correctCount: 1,
      lastWrongAt: new Date(2024, 4, 6, 9, 0, 0).getTime(),
    },
    {
      view: earth,
      knowledgePoints: [],
      wrongCount: 1,
      correctCount: 0,
      lastWrongAt: new Date(2024, 4, 7, 10, 30, 0).getTime(),
    },
  ];
}

export const defaultSettings = {
  collectInExam: true,
  collectInExercise: true,
  collectInKnowledgeExercise: true,
  autoRemove: false,
  autoRemoveAfter: 3,
};

const destinations = [MistakesPaths.SETS, MistakesPaths.LIST, MistakesPaths.PROCESSING];

/** Renders `page` at `entry` in a router whose other mistakes routes just name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
