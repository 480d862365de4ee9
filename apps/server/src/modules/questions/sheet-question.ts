import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';

/**
 * One question of a sheet as drawn at start: the learner's view with the paper's score, and what
 * grading and the answer detail need. Only `view` ever reaches the browser while the sheet is
 * answered.
 */
export type TSheetQuestion = {
  view: TQuestionView;
  key: TAnswerKey;
  analysis: string | null;
  /** The name of the paper section the question is in; absent when the paper has no sections. */
  section?: string;
};
