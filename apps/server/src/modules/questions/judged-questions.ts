import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TGradeStatus } from '@lectern/contracts/questions/grade-status';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type { Executor } from '../../platform/services/service-deps';
import { questionsRepository } from './questions.repository';

/** A question judged as it is saved (practice, mistake sets, daily practice), with its key. */
export type JudgedQuestion = {
  view: TQuestionView;
  key: TAnswerKey;
  analysis: string | null;
  knowledgePoints: string[];
};

/** Right or wrong; null when a person would mark it (the learner compares with the key). */
export const correctOf = (status: TGradeStatus) =>
  status === 'right' ? true : status === 'not-judged' || status === 'not-scored' ? null : false;

/** A question's full score when each is worth `score`: a combination's parts keep their shares. */
export const fullScoreOf = (key: TAnswerKey, score: number) =>
  key.questionType === QuestionType.COMBINATION
    ? key.parts.reduce((sum, part) => sum + part.score, 0)
    : score;

/**
 * The questions of `ids` in that order, each worth `score` (a combination 0: its parts keep
 * their shares); those removed from their bank since are left out.
 */
export const judgedQuestions = async (
  db: Executor,
  tenantId: string,
  ids: readonly string[],
  score: number,
): Promise<JudgedQuestion[]> => {
  const rows = await questionsRepository(db).questionsByIds(tenantId, [...ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const key = JSON.parse(row.answer_key) as TAnswerKey;
    const view = JSON.parse(row.view) as TQuestionView;
    return [
      {
        view: { ...view, score: key.questionType === QuestionType.COMBINATION ? 0 : score },
        key,
        analysis: row.analysis,
        knowledgePoints: JSON.parse(row.knowledge_points) as string[],
      },
    ];
  });
};
