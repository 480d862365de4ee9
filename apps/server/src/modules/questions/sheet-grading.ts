import type { TAnswer } from '@lectern/contracts/questions/answer';
import {
  gradeAnswer,
  roundScore,
  type TGrade,
  type TScoringOptions,
} from '@lectern/contracts/questions/grading';
import type { TSheetQuestion } from './sheet-question';

/** A sheet's answers graded: each question's grade, the total and what is left to a marker. */
export type SheetGrading = {
  grades: Record<string, TGrade>;
  score: number;
  /** Questions with an answer. */
  answered: number;
  /** A question waits for a person to mark it. */
  needsMarking: boolean;
};

/** Grades every question of a sheet with the answer `answerOf` gives for it. */
export const gradeSheet = (
  questions: TSheetQuestion[],
  answerOf: (questionId: string) => TAnswer | null,
  scoring: TScoringOptions,
): SheetGrading => {
  const grades: Record<string, TGrade> = {};
  let score = 0;
  let answered = 0;
  let needsMarking = false;
  for (const question of questions) {
    const answer = answerOf(question.view.questionId);
    const grade = gradeAnswer({ score: question.view.score, key: question.key, scoring }, answer);
    grades[question.view.questionId] = grade;
    score += grade.score ?? 0;
    if (answer !== null) answered += 1;
    if (grade.status === 'not-judged') needsMarking = true;
  }
  return { grades, score: roundScore(score), answered, needsMarking };
};
