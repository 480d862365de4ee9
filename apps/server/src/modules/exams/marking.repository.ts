import { sql } from 'kysely';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { Executor } from '../../platform/services/service-deps';
import type { SheetMarkTable } from './exams.schema';

/** A sheet's grades after a score: what `storeGrades` writes. */
export type MarkedGrades = {
  /** JSON: per question id, contracts `TGradeStatus` and score. */
  grades: string;
  score: number;
  state: typeof SheetState.MARKING | typeof SheetState.JUDGED;
  passed: number | null;
};

/** Marking queries: sheets being marked, their grades and the scores people gave. */
export const markingRepository = (db: Executor) => ({
  /**
   * Takes the write lock of a sheet still being marked and reads its grades as the last writer
   * left them; undefined when it is not being marked (any more). Scores of one sheet are given one
   * after the other from here to the commit, so none is lost and one judges the sheet.
   */
  lockSheetBeingMarked: (tenantId: string, sheetId: string) =>
    db
      .updateTable('answer_sheets')
      .set({ grades: sql<string | null>`grades` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('state', '=', SheetState.MARKING)
      .returning(['grades'])
      .executeTakeFirst(),

  storeGrades: (tenantId: string, sheetId: string, marked: MarkedGrades) =>
    db
      .updateTable('answer_sheets')
      .set(marked)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('state', '=', SheetState.MARKING)
      .executeTakeFirst(),

  insertMark: (mark: SheetMarkTable) => db.insertInto('sheet_marks').values(mark).execute(),

  findMark: (tenantId: string, sheetId: string, questionId: string) =>
    db
      .selectFrom('sheet_marks')
      .select(['score', 'source'])
      .where('tenant_id', '=', tenantId)
      .where('sheet_id', '=', sheetId)
      .where('question_id', '=', questionId)
      .executeTakeFirst(),

  /** The tenant's sheets being marked, oldest first, with their paper and learner. */
  sheetsBeingMarked: (tenantId: string, paperId: string | null) => {
    let query = db
      .selectFrom('answer_sheets')
      .innerJoin('papers', (join) =>
        join
          .onRef('papers.id', '=', 'answer_sheets.paper_id')
          .onRef('papers.tenant_id', '=', 'answer_sheets.tenant_id'),
      )
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'answer_sheets.member_id')
          .onRef('members.tenant_id', '=', 'answer_sheets.tenant_id'),
      )
      .select([
        'answer_sheets.id',
        'answer_sheets.paper_id',
        'answer_sheets.finished_at',
        'answer_sheets.grades',
        'papers.name as paper_name',
        'papers.self_grading',
        'members.user_code',
        'members.nick_name',
      ])
      .where('answer_sheets.tenant_id', '=', tenantId)
      .where('answer_sheets.state', '=', SheetState.MARKING);
    if (paperId !== null) query = query.where('answer_sheets.paper_id', '=', paperId);
    return query.orderBy('answer_sheets.finished_at').orderBy('answer_sheets.id').execute();
  },

  /** Saved answers of some questions of one sheet. */
  answersOf: (tenantId: string, sheetId: string, questionIds: string[]) =>
    questionIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('sheet_answers')
          .select(['question_id', 'answer'])
          .where('tenant_id', '=', tenantId)
          .where('sheet_id', '=', sheetId)
          .where('question_id', 'in', questionIds)
          .execute(),
});
