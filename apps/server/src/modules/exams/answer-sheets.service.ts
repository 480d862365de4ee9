import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  QUERY_CODE_LENGTH,
  SAVE_GRACE_MS,
  SheetState,
  type TSheetState,
} from '@lectern/contracts/exams/exam';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TPostStartExamResponse } from '@lectern/contracts/exams/post-start-exam';
import type { TPostSubmitAnswerSheetResponse } from '@lectern/contracts/exams/post-submit-answer-sheet';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { aloneOnFailure, batchWhileBusy, sharedLookups } from '../../db/batch-while-busy';
import type { Dialect } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import type { WithJsonText } from '../../platform/http/json-text';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { MAX_CACHED_COMPOSITIONS, type QuestionDrawing } from '../questions/question-drawing';
import type { TSheetQuestion } from '../questions/sheet-question';
import {
  SubmitReason,
  type AnswerSheetRow,
  type AttemptLookup,
  type SheetRef,
} from './answer-sheets.repository';
import { answerWrites } from './answer-writes';
import {
  allAttemptsUsed,
  closedSheetError,
  countAttempts,
  deadlineOf,
  isPastGrace,
  MINUTE_MS,
  newAttemptRefusal,
  todaysAttemptsUsed,
} from './attempt-rules';
import { startOfDay } from './exam-day';
import type { ExamsRepositories } from './exams.repositories';
import { paperCache } from './paper-cache';
import type { PaperRow } from './papers.repository';
import type { RankingCache } from './ranking-cache';
import { submitExpiredSheets, type ExpirySweepOutcome } from './sheet-expiry';
import { questionSetIdOf, sheetQuestionsCache, viewsJsonOf } from './sheet-questions-cache';
import { sheetSubmission } from './sheet-submission';

/** Spec §3 query code: Crockford's base32 alphabet (no I, L, O, U). */
const QUERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Fresh query codes tried when one clashes with an existing sheet's. */
const QUERY_CODE_TRIES = 5;

export const newQueryCode = () =>
  Array.from(
    { length: QUERY_CODE_LENGTH },
    () => QUERY_CODE_ALPHABET[randomInt(QUERY_CODE_ALPHABET.length)],
  ).join('');

/** Most sheets one statement looks up or makes on PostgreSQL. */
const MAX_LOOKUPS_PER_STATEMENT = 100;

export type AnswerSheetsService = ReturnType<typeof answerSheetsService>;

/**
 * A learner's answer sheets: start, load, save, submit. It composes the attempt rules
 * (attempt-rules.ts), the draw of questions (modules/questions), the answer writes
 * (answer-writes.ts), the submission (sheet-submission.ts) and the expiry sweep (sheet-expiry.ts).
 */
export const answerSheetsService = (
  deps: ServiceDeps<
    Pick<ExamsRepositories, 'papers' | 'sheets' | 'uploads'>,
    {
      dialect: Dialect;
      config: Pick<Config, 'paperCacheMs' | 'examTimeZone'>;
      rankings: Pick<RankingCache, 'invalidatePaper'>;
      drawing: Pick<QuestionDrawing, 'draw'>;
    }
  >,
) => {
  const { db, transact, repositories, dialect, config, drawing } = deps;
  const { papers, sheets } = repositories(db);
  const cachedPapers = paperCache(papers, { ttlMs: config.paperCacheMs });
  const drawnQuestions = sheetQuestionsCache();
  /** The learner's own sheet, or undefined (`sharedLookups`). */
  const findOwned = sharedLookups(
    dialect,
    sheets.findMany,
    (rows, { tenantId, memberId, sheetId }: SheetRef & { memberId: string }) =>
      rows.find(
        (row) => row.tenant_id === tenantId && row.id === sheetId && row.member_id === memberId,
      ),
    MAX_LOOKUPS_PER_STATEMENT,
  );
  /** The learner's sheets of some papers and their expired ones (`sharedLookups`). */
  const attemptsAndExpiredOf = sharedLookups(
    dialect,
    sheets.attemptsAndExpiredOf,
    (rows, { tenantId, memberId }: AttemptLookup) =>
      rows.filter((row) => row.tenant_id === tenantId && row.member_id === memberId),
    MAX_LOOKUPS_PER_STATEMENT,
  );
  /**
   * PostgreSQL: new sheets whose draw is stored; those that arrive together are one INSERT, and
   * if it fails each is tried alone, so only a learner who already has a sheet hears of it.
   */
  const insertSheet = batchWhileBusy(
    aloneOnFailure(async (rows: AnswerSheetRow[]) => {
      await sheets.insert(rows);
      return rows.map(() => undefined);
    }),
    MAX_LOOKUPS_PER_STATEMENT,
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

  /** A sheet's questions, from the cache or read with `executor` (the transaction, inside one). */
  const questionsOfSheet = async (tenantId: string, sheetId: string, executor = db) => {
    const cached = drawnQuestions.get(sheetId);
    if (cached) return cached;
    const { setId, json } = await repositories(executor).sheets.questionsOf(tenantId, sheetId);
    return drawnQuestions.rememberStored(sheetId, setId, json);
  };

  const { submitSheet, submitTimeUp } = sheetSubmission({ ...deps, questionsOfSheet });

  /** The learner's own sheet, still being answered and in time (submitted first when not). */
  const answeringSheet = async (
    { tenantId, memberId }: MemberSession,
    sheetId: string,
    now: number,
  ) => {
    const sheet = await findOwned({ tenantId, memberId, sheetId });
    if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    if (sheet.state !== SheetState.ANSWERING) throw closedSheetError(sheet.submit_reason);
    if (isPastGrace(sheet, now)) {
      await submitTimeUp(sheet);
      throw new AppError(ErrorCode.EXAM_TIME_UP);
    }
    return sheet;
  };

  /** A sheet being answered as the learner reads it: its paper, questions and saved answers. */
  const sheetView = async (
    session: MemberSession,
    sheet: Pick<AnswerSheetRow, 'id' | 'paper_id' | 'started_at' | 'deadline_at' | 'last_seq'>,
    now: number,
  ): Promise<WithJsonText<TGetAnswerSheetResponse>> => {
    const paper = await cachedPapers.find(session.tenantId, sheet.paper_id);
    if (!paper) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    // Every save raises last_seq (seqs are positive): a sheet still at 0 has no answers.
    const answers =
      Number(sheet.last_seq) === 0 ? [] : await sheets.answersOf(session.tenantId, sheet.id);
    return {
      answerSheetId: sheet.id,
      paperId: paper.id,
      paperName: paper.name,
      totalScore: paper.total_score,
      startTime: sheet.started_at,
      deadline: sheet.deadline_at,
      serverTime: now,
      earliestSubmitTime:
        paper.earliest_submit_minutes === null
          ? null
          : sheet.started_at + paper.earliest_submit_minutes * MINUTE_MS,
      requireAllAnswered: paper.require_all_answered === 1,
      secondsPerQuestion: paper.seconds_per_question,
      questions: viewsJsonOf(await questionsOfSheet(session.tenantId, sheet.id)),
      answers: answers.map((row) => ({
        questionId: row.question_id,
        answer: row.answer === null ? null : (JSON.parse(row.answer) as TAnswer),
        marked: row.marked === 1,
        seq: Number(row.seq),
      })),
      lastSeq: Number(sheet.last_seq),
    };
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

  const { saveAnswers } = answerWrites({
    ...deps,
    knownQuestions: drawnQuestions.get,
    questionsOfSheet,
    answeringSheet,
  });

  const service = {
    /** A sheet's questions as drawn at start, with keys and analyses. */
    questionsOf: (tenantId: string, sheetId: string) => questionsOfSheet(tenantId, sheetId),

    /** A paper the learner may open: exists in their tenant, not deleted, invited, published. */
    openPaper: async ({ tenantId, memberId }: MemberSession, paperId: string) => {
      const paper = await cachedPapers.find(tenantId, paperId);
      if (!paper) throw new AppError(ErrorCode.PAPER_NOT_FOUND);
      if (paper.deleted_at !== null) throw new AppError(ErrorCode.PAPER_DELETED_ALT);
      if (paper.is_public !== 1 && !(await papers.isInvited(tenantId, paperId, memberId))) {
        throw new AppError(ErrorCode.NOT_INVITED);
      }
      if (paper.published !== 1) throw new AppError(ErrorCode.PAPER_NOT_PUBLISHED);
      return paper;
    },

    /**
     * The learner's attempts at each paper, after submitting any of their sheets out of time
     * (found in the same read).
     */
    attemptsOf: async (session: MemberSession, paperIds: string[], now: number) => {
      const { tenantId, memberId } = session;
      const read = await attemptsAndExpiredOf({
        tenantId,
        memberId,
        paperIds,
        cutoff: now - SAVE_GRACE_MS,
      });
      const expired = read.filter(
        (row) => row.state === SheetState.ANSWERING && isPastGrace(row, now),
      );
      for (const sheet of expired) await submitTimeUp(sheet);
      const asked = new Set(paperIds);
      const rows =
        expired.length > 0
          ? await sheets.attemptsOf(tenantId, memberId, paperIds)
          : read.filter((row) => asked.has(row.paper_id));
      return countAttempts(rows, startOfDay(now, config.examTimeZone));
    },

    submitExpiredOf: async ({ tenantId, memberId }: MemberSession, now: number) => {
      for (const sheet of await sheets.expiredOf(tenantId, memberId, now - SAVE_GRACE_MS)) {
        await submitTimeUp(sheet);
      }
    },

    /** Submits every tenant's sheets out of time (the expiry sweep, sheet-expiry.ts). */
    submitExpiredSheets: (now: number): Promise<ExpirySweepOutcome> =>
      submitExpiredSheets({ sheets, submitTimeUp }, now),

    start: async (
      session: MemberSession,
      paperId: string,
      continueExam: boolean,
    ): Promise<WithJsonText<TPostStartExamResponse>> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const paper = await service.openPaper(session, paperId);
      const attempts = (await service.attemptsOf(session, [paper.id], now))(paper.id);
      if (attempts.answeringSheetId !== null) {
        if (!continueExam) throw new AppError(ErrorCode.ALREADY_IN_EXAM);
        return service.answerSheet(session, attempts.answeringSheetId);
      }
      // The sheet to continue was submitted meanwhile: a new attempt needs a start of its own.
      if (continueExam) throw new AppError(ErrorCode.EXAM_SUBMITTED_OR_DELETED);
      const payCompleted =
        paper.paid !== 1 ||
        (await papers.paidPaperIds(tenantId, memberId, [paper.id])).has(paper.id);
      const refusal = newAttemptRefusal(paper, attempts, payCompleted, now);
      if (refusal) throw new AppError(refusal);

      const questions = await drawing.draw(tenantId, paper, now);
      const draw = serializedDraw(questions);
      const setKey = `${tenantId}/${draw.setId}`;
      for (let attempt = 0; attempt < QUERY_CODE_TRIES; attempt += 1) {
        const sheet: AnswerSheetRow = {
          id: newId(),
          tenant_id: tenantId,
          paper_id: paper.id,
          member_id: memberId,
          attempt_no: attempts.sheetCount + 1,
          state: SheetState.ANSWERING,
          started_at: now,
          deadline_at: deadlineOf(paper, now),
          finished_at: null,
          submit_reason: null,
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
        return sheetView(session, sheet, now);
      }
      throw new Error('No unique query code after several tries');
    },

    answerSheet: async (
      session: MemberSession,
      sheetId: string,
    ): Promise<WithJsonText<TGetAnswerSheetResponse>> => {
      const now = Date.now();
      return sheetView(session, await answeringSheet(session, sheetId, now), now);
    },

    saveAnswers,

    /**
     * Submits the learner's sheet. Idempotent: a sheet already submitted, by anyone, answers its
     * state. Out of time it is submitted as the server would, at the deadline.
     */
    submit: async (
      session: MemberSession,
      sheetId: string,
    ): Promise<TPostSubmitAnswerSheetResponse> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const sheet = await findOwned({ tenantId, memberId, sheetId });
      if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
      let state = sheet.state === SheetState.ANSWERING ? null : (sheet.state as TSheetState);
      if (sheet.state === SheetState.ANSWERING) {
        if (isPastGrace(sheet, now)) state = await submitTimeUp(sheet);
        else {
          const paper = await cachedPapers.find(tenantId, sheet.paper_id);
          const earliestSubmitTime =
            paper?.earliest_submit_minutes == null
              ? null
              : sheet.started_at + paper.earliest_submit_minutes * MINUTE_MS;
          if (earliestSubmitTime !== null && now < earliestSubmitTime) {
            throw new AppError(ErrorCode.EARLIEST_SUBMIT_TIME, earliestSubmitTime);
          }
          if (
            paper?.require_all_answered === 1 &&
            (await sheets.countAnswered(tenantId, sheet.id)) < sheet.question_count
          ) {
            throw new AppError(ErrorCode.MUST_ANSWER_ALL_BEFORE_SUBMIT);
          }
          const finishedAt = sheet.deadline_at === null ? now : Math.min(now, sheet.deadline_at);
          state = await submitSheet({
            tenantId,
            sheetId: sheet.id,
            reason: SubmitReason.LEARNER,
            finishedAt,
            paper,
          });
        }
      }
      // Ended by another caller meanwhile: the state it is in now.
      state ??= ((await sheets.findState(tenantId, sheet.id))?.state ?? sheet.state) as TSheetState;
      return { answerSheetId: sheet.id, state };
    },
  };
  return service;
};
