import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SAVE_GRACE_MS } from '@lectern/contracts/exams/exam';
import type {
  TAnswerSave,
  TPostSaveAnswersResponse,
} from '@lectern/contracts/exams/post-save-answers';
import { isEmptyAnswer } from '@lectern/contracts/questions/answer';
import { aloneOnFailure, batchWhileBusy, type ItemOutcome } from '../../db/batch-while-busy';
import type { Dialect } from '../../db/database';
import { AppError } from '../../platform/http/app-error';
import type { Executor, ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { checkAnswerFiles, checkedAnswers, type AnswerFile } from '../questions/answer-checks';
import { isPlain, writeRuledAnswers, type SaveRules } from './answer-rules';
import type { AnswerSheetRow, AnswerWrite } from './answer-sheets.repository';
import { closedSheetError } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { SheetQuestions } from './sheet-questions-cache';

/** Most sheets whose answers one statement writes on PostgreSQL. */
const MAX_WRITES_PER_STATEMENT = 64;

/** Per question, the save with the highest seq (the first of equals): one write per question. */
const latestSaves = (saves: TAnswerSave[]) => {
  const latest = new Map<string, TAnswerSave>();
  for (const save of saves) {
    const current = latest.get(save.questionId);
    if (!current || save.seq > current.seq) latest.set(save.questionId, save);
  }
  return [...latest.values()];
};

/**
 * PostgreSQL: writes that arrive together go in one statement, each sheet at most once (a later
 * write of a sheet goes in the next).
 */
const writeInStatements = (
  writeAnswersOfSheets: ExamsRepositories['sheets']['writeAnswersOfSheets'],
) => {
  const writeMany = aloneOnFailure(writeAnswersOfSheets);
  return async (writes: AnswerWrite[]) => {
    const outcomes: ItemOutcome<Map<string, number> | null>[] = [];
    let pending = writes.map((write, index) => ({ write, index }));
    while (pending.length > 0) {
      const sheetIds = new Set<string>();
      const round = pending.filter(({ write }) =>
        sheetIds.has(write.sheetId) ? false : (sheetIds.add(write.sheetId), true),
      );
      pending = pending.filter((entry) => !round.includes(entry));
      const written = await writeMany(round.map(({ write }) => write));
      round.forEach(({ index }, position) => {
        outcomes[index] = written[position] ?? {
          status: 'rejected',
          reason: new Error('unwritten'),
        };
      });
    }
    return outcomes;
  };
};

/** Saves a learner's answers to a sheet they are answering. */
export const answerWrites = ({
  db,
  transact,
  repositories,
  dialect,
  knownQuestions,
  questionsOfSheet,
  answeringSheet,
  knownRules,
  rulesOfSheet,
  failLevel,
}: ServiceDeps<
  Pick<ExamsRepositories, 'sheets' | 'uploads'>,
  {
    dialect: Dialect;
    /** A sheet's questions if this node has them at hand, without reading the database. */
    knownQuestions: (sheetId: string) => SheetQuestions | undefined;
    questionsOfSheet: (tenantId: string, sheetId: string) => Promise<SheetQuestions>;
    /** The learner's own sheet, still being answered and in time (submitted first when not). */
    answeringSheet: (
      session: MemberSession,
      sheetId: string,
      now: number,
    ) => Promise<Pick<AnswerSheetRow, 'id' | 'paper_id'>>;
    /** The save rules of a sheet's paper if this node has them at hand. */
    knownRules: (sheetId: string) => SaveRules | undefined;
    rulesOfSheet: (
      tenantId: string,
      sheet: Pick<AnswerSheetRow, 'id' | 'paper_id'>,
    ) => Promise<SaveRules>;
    /** Pass mode: submits a sheet whose wrong answers outran its chances (300361). */
    failLevel: (tenantId: string, sheetId: string, now: number) => Promise<void>;
  }
>) => {
  const { sheets, uploads } = repositories(db);
  /** Saves' writes: batched into statements on PostgreSQL, group commits on SQLite. */
  const writeAnswers =
    dialect === 'postgres'
      ? batchWhileBusy(writeInStatements(sheets.writeAnswersOfSheets), MAX_WRITES_PER_STATEMENT)
      : (write: AnswerWrite) =>
          transact((trx: Executor) => repositories(trx).sheets.writeAnswers(write));

  const checkFiles = (session: MemberSession, files: AnswerFile[]) =>
    checkAnswerFiles(uploads, session, files);

  return {
    /**
     * Saves answers, each only over an older one, and acknowledges each with the seq now stored
     * for its question. Acknowledged saves are committed (durable).
     */
    saveAnswers: async (
      session: MemberSession,
      sheetId: string,
      saves: TAnswerSave[],
    ): Promise<TPostSaveAnswersResponse> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const answers = latestSaves(saves).map((save) => ({
        question_id: save.questionId,
        // An emptied answer is stored as cleared: it does not count as answered.
        answer:
          save.answer === null || isEmptyAnswer(save.answer) ? null : JSON.stringify(save.answer),
        marked: save.marked ? 1 : 0,
        seq: save.seq,
        saved_at: now,
      }));
      const answerWrite = {
        tenantId,
        memberId,
        sheetId,
        deadlineFloor: now - SAVE_GRACE_MS,
        answers,
      };
      const acknowledged = (stored: Map<string, number>) =>
        saves.map((save) => ({
          questionId: save.questionId,
          seq: stored.get(save.questionId) ?? 0,
        }));
      const closed = async () =>
        closedSheetError((await sheets.findState(tenantId, sheetId))?.submit_reason ?? null);
      // A sheet being answered on this node has its questions at hand: answers that fit them,
      // attach no files and meet no rule of the paper are written at once, and the sheet is looked
      // at only if that is refused.
      const known = knownQuestions(sheetId);
      const rules = knownRules(sheetId);
      const fitsKnown =
        known && rules && isPlain(known, rules) ? checkedAnswers(known.views, saves) : null;
      let stored =
        fitsKnown?.refusal === null && fitsKnown.files.length === 0
          ? await writeAnswers(answerWrite)
          : null;
      if (stored) return { saved: acknowledged(stored), refused: [], serverTime: now };

      const sheet = await answeringSheet(session, sheetId, now);
      const questions = await questionsOfSheet(tenantId, sheet.id);
      const checked = checkedAnswers(questions.views, saves);
      if (checked.refusal) throw new AppError(checked.refusal);
      await checkFiles(session, checked.files);
      const sheetRules = await rulesOfSheet(tenantId, sheet);
      if (isPlain(questions, sheetRules)) {
        stored = await writeAnswers(answerWrite);
        if (!stored) throw await closed();
        return { saved: acknowledged(stored), refused: [], serverTime: now };
      }
      const ruled = await transact((trx) =>
        writeRuledAnswers(trx, repositories, answerWrite, questions, sheetRules, now),
      );
      if (!ruled) throw await closed();
      if (ruled.chancesLeft !== null && ruled.chancesLeft < 0) {
        await failLevel(tenantId, sheet.id, now);
        throw new AppError(ErrorCode.LEVEL_FAILED);
      }
      return {
        saved: acknowledged(ruled.stored),
        refused: ruled.refused,
        ...(questions.sections !== null && { openSection: ruled.openSection }),
        ...(ruled.chancesLeft !== null && { judged: ruled.judged, chancesLeft: ruled.chancesLeft }),
        serverTime: now,
      };
    },
  };
};
