import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { QUERY_CODE_LENGTH, SheetState } from '@lectern/contracts/exams/exam';
import { aloneOnFailure, batchWhileBusy } from '../../db/batch-while-busy';
import type { Dialect } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { MAX_CACHED_COMPOSITIONS, type QuestionDrawing } from '../questions/question-drawing';
import type { TSheetQuestion } from '../questions/sheet-question';
import type { AnswerSheetRow } from './answer-sheets.repository';
import { allAttemptsUsed, countAttempts, deadlineOf, todaysAttemptsUsed } from './attempt-rules';
import { startOfDay } from './exam-day';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import { questionSetIdOf, type sheetQuestionsCache } from './sheet-questions-cache';

/** Spec §3 query code: Crockford's base32 alphabet (no I, L, O, U). */
const QUERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Fresh query codes tried when one clashes with an existing sheet's. */
const QUERY_CODE_TRIES = 5;

export const newQueryCode = () =>
  Array.from(
    { length: QUERY_CODE_LENGTH },
    () => QUERY_CODE_ALPHABET[randomInt(QUERY_CODE_ALPHABET.length)],
  ).join('');

/** Most new sheets one INSERT makes on PostgreSQL. */
const MAX_SHEETS_PER_INSERT = 100;

/** Makes the sheets of new attempts: draws their questions and stores sheet and draw. */
export const sheetStarts = ({
  db,
  transact,
  repositories,
  dialect,
  config,
  drawing,
  drawnQuestions,
}: ServiceDeps<
  Pick<ExamsRepositories, 'sheets'>,
  {
    dialect: Dialect;
    config: Pick<Config, 'examTimeZone'>;
    drawing: Pick<QuestionDrawing, 'draw'>;
    /** Where a sheet's questions are kept once drawn, for its saves and loads. */
    drawnQuestions: Pick<ReturnType<typeof sheetQuestionsCache>, 'rememberDrawn'>;
  }
>) => {
  const { sheets } = repositories(db);
  /**
   * PostgreSQL: new sheets whose draw is stored; those that arrive together are one INSERT, and
   * if it fails each is tried alone, so only a learner who already has a sheet hears of it.
   */
  const insertSheet = batchWhileBusy(
    aloneOnFailure(async (rows: AnswerSheetRow[]) => {
      await sheets.insert(rows);
      return rows.map(() => undefined);
    }),
    MAX_SHEETS_PER_INSERT,
  );
  /** Question sets known to be stored, so a start does not send the same draw again. */
  const storedSets = new LRUCache<string, true>({ max: MAX_CACHED_COMPOSITIONS });
  /** A draw's JSON and id, kept with the draw: a paper's fixed questions are one shared array. */
  const serializedDraws = new WeakMap<TSheetQuestion[], { json: string; setId: string }>();

  const serializedDraw = (questions: TSheetQuestion[]) => {
    let draw = serializedDraws.get(questions);
    if (!draw) {
      const json = JSON.stringify(questions);
      draw = { json, setId: questionSetIdOf(json) };
      serializedDraws.set(questions, draw);
    }
    return draw;
  };

  /**
   * After a new sheet is made: have the attempts run out since they were counted (another start
   * made a sheet and submitted it meanwhile)? Exact, because while this sheet is being answered
   * no other sheet of the learner's at this paper can be, so the count cannot change.
   */
  const attemptsRanOut = async (
    { tenantId, memberId }: MemberSession,
    paper: PaperRow,
    now: number,
  ) => {
    if (paper.times_allowed === null && paper.times_per_day === null) return false;
    const rows = await sheets.attemptsOf(tenantId, memberId, [paper.id]);
    const attempts = countAttempts(rows, startOfDay(now, config.examTimeZone))(paper.id);
    return allAttemptsUsed(paper, attempts) || todaysAttemptsUsed(paper, attempts);
  };

  return {
    /**
     * The sheet of a new attempt, the learner's `sheetCount + 1`th at the paper, after the start's
     * own checks; withdrawn again if the attempts ran out meanwhile.
     */
    newSheet: async (
      session: MemberSession,
      paper: PaperRow,
      sheetCount: number,
      now: number,
    ): Promise<AnswerSheetRow> => {
      const { tenantId, memberId } = session;
      const questions = await drawing.draw(tenantId, paper);
      const draw = serializedDraw(questions);
      const setKey = `${tenantId}/${draw.setId}`;
      for (let attempt = 0; attempt < QUERY_CODE_TRIES; attempt += 1) {
        const sheet: AnswerSheetRow = {
          id: newId(),
          tenant_id: tenantId,
          paper_id: paper.id,
          member_id: memberId,
          attempt_no: sheetCount + 1,
          state: SheetState.ANSWERING,
          started_at: now,
          deadline_at: deadlineOf(paper, now),
          finished_at: null,
          submit_reason: null,
          pause_count: 0,
          paused_ms: 0,
          paused_until: null,
          open_section: 0,
          wrong_count: 0,
          leave_count: 0,
          leave_violations: 0,
          signature_upload_id: null,
          signature_url: null,
          signed_at: null,
          questions: '',
          question_set_id: draw.setId,
          question_count: questions.length,
          answered_count: 0,
          grades: null,
          last_seq: 0,
          score: null,
          passed: null,
          query_code: newQueryCode(),
          hidden_at: null,
        };
        try {
          // On PostgreSQL a sheet whose draw is stored already needs no transaction and shares
          // an INSERT with the starts that arrive with it; on SQLite it joins a group commit.
          await (storedSets.has(setKey) && dialect === 'postgres'
            ? insertSheet(sheet)
            : transact(async (trx) => {
                const { sheets: trxSheets } = repositories(trx);
                if (!storedSets.has(setKey)) {
                  await trxSheets.saveQuestionSet(tenantId, draw.setId, draw.json, now);
                }
                await trxSheets.insert([sheet]);
              }));
          storedSets.set(setKey, true);
          drawnQuestions.rememberDrawn(sheet.id, draw.setId, draw.json, questions);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // A concurrent start made the learner's sheet first; else the query code clashed.
          if (await sheets.findAnswering(tenantId, paper.id, memberId)) {
            throw new AppError(ErrorCode.EXAM_IN_PROGRESS);
          }
          continue;
        }
        if (await attemptsRanOut(session, paper, now)) {
          await sheets.withdraw(tenantId, sheet.id);
          throw new AppError(ErrorCode.EXAM_ALREADY_STARTED_OR_COMPLETED);
        }
        return sheet;
      }
      throw new Error('No unique query code after several tries');
    },
  };
};
