import type { TTerminal } from '@lectern/contracts/common/terminal';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamCollectionState } from '@lectern/contracts/exams/get-exam-collection';
import { SAVE_GRACE_MS, SheetState, type TSheetState } from '@lectern/contracts/exams/exam';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TPostSaveExamCollectionRequest } from '@lectern/contracts/exams/post-save-exam-collection';
import type { TPostStartExamResponse } from '@lectern/contracts/exams/post-start-exam';
import type { TPostSubmitAnswerSheetResponse } from '@lectern/contracts/exams/post-submit-answer-sheet';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { LRUCache } from 'lru-cache';
import { sharedLookups } from '../../db/batch-while-busy';
import type { Dialect } from '../../db/database';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import type { WithJsonText } from '../../platform/http/json-text';
import type { PaperEntryOn } from '../../platform/exams/paper-entries';
import type { WrongAnswersOn } from '../../platform/mistakes/wrong-answers';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { QuestionDrawing } from '../questions/question-drawing';
import {
  SubmitReason,
  type AnswerSheetRow,
  type AttemptLookup,
  type SheetRef,
} from './answer-sheets.repository';
import type { SaveRules } from './answer-rules';
import { answerWrites } from './answer-writes';
import {
  closedSheetError,
  countAttempts,
  isPastGrace,
  MINUTE_MS,
  newAttemptRefusal,
  terminalRefusal,
} from './attempt-rules';
import { startOfDay } from './exam-day';
import { examCollections } from './exam-collections';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import { paperCache } from './paper-cache';
import type { RankingCache } from './ranking-cache';
import { submitExpiredSheets, type ExpirySweepOutcome } from './sheet-expiry';
import { questionWindows } from './question-windows';
import { leaveStandingOf, sheetLeaves } from './sheet-leaves';
import { sheetPauses, suspensionOf } from './sheet-pauses';
import { proctoringGate } from './sheet-proctoring';
import { isSignatureMissing, sheetSignatures, signatureOf } from './sheet-signatures';
import { sheetQuestionsCache, viewsJsonOf } from './sheet-questions-cache';
import { sheetStarts } from './sheet-starts';
import { sheetSubmission } from './sheet-submission';

/** Sheets whose save rules are kept; an entry is a few numbers. */
const MAX_CACHED_SHEET_RULES = 100_000;
/** Most sheets one statement looks up on PostgreSQL. */
const MAX_LOOKUPS_PER_STATEMENT = 100;

export type AnswerSheetsService = ReturnType<typeof answerSheetsService>;

/**
 * A learner's answer sheets: start, load, save, submit. It composes the attempt rules
 * (attempt-rules.ts), new sheets and their draw (sheet-starts.ts, modules/questions), the answer
 * writes (answer-writes.ts), the submission (sheet-submission.ts) and the expiry sweep
 * (sheet-expiry.ts).
 */
export const answerSheetsService = (
  deps: ServiceDeps<
    Pick<
      ExamsRepositories,
      'papers' | 'sheets' | 'uploads' | 'leaves' | 'collections' | 'proctoring'
    >,
    {
      dialect: Dialect;
      config: Pick<Config, 'paperCacheMs' | 'examTimeZone'>;
      rankings: Pick<RankingCache, 'invalidatePaper'>;
      drawing: Pick<QuestionDrawing, 'draw'>;
      wrongAnswers: WrongAnswersOn;
      paperEntries: PaperEntryOn;
    }
  >,
) => {
  const { db, repositories, dialect, config } = deps;
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
  /** A sheet's questions, from the cache or read with `executor` (the transaction, inside one). */
  const questionsOfSheet = async (tenantId: string, sheetId: string, executor = db) => {
    const cached = drawnQuestions.get(sheetId);
    if (cached) return cached;
    const { setId, json } = await repositories(executor).sheets.questionsOf(tenantId, sheetId);
    return drawnQuestions.rememberStored(sheetId, setId, json);
  };

  /** Each sheet's save rules, from its paper (`answer-rules.ts`), kept for the saves' fast path. */
  const sheetRules = new LRUCache<string, SaveRules>({ max: MAX_CACHED_SHEET_RULES });
  const rulesOfSheet = async (tenantId: string, sheet: Pick<AnswerSheetRow, 'id' | 'paper_id'>) => {
    const paper = await cachedPapers.find(tenantId, sheet.paper_id);
    const rules: SaveRules = {
      passChances: paper?.pass_chances ?? null,
      secondsPerQuestion: paper?.seconds_per_question ?? null,
      multipleChoicePartialRatio: paper?.multiple_choice_partial_ratio ?? 0.5,
    };
    sheetRules.set(sheet.id, rules);
    return rules;
  };

  const { submitSheet, submitTimeUp } = sheetSubmission({ ...deps, questionsOfSheet });
  const starts = sheetStarts({ ...deps, drawnQuestions });

  const gate = proctoringGate(deps);

  const refuseTerminal = (paper: PaperRow, terminal: TTerminal) => {
    const refusal = terminalRefusal(paper, terminal);
    if (refusal) throw new AppError(refusal);
  };

  /** The learner's own sheet, in any state. */
  const ownSheet = async ({ tenantId, memberId }: MemberSession, sheetId: string) => {
    const sheet = await findOwned({ tenantId, memberId, sheetId });
    if (!sheet) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    return sheet;
  };

  /** The learner's own sheet, still being answered and in time (submitted first when not). */
  const answeringSheet = async (session: MemberSession, sheetId: string, now: number) => {
    const sheet = await ownSheet(session, sheetId);
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
    sheet: Pick<
      AnswerSheetRow,
      | 'id'
      | 'paper_id'
      | 'started_at'
      | 'deadline_at'
      | 'last_seq'
      | 'pause_count'
      | 'paused_until'
      | 'open_section'
      | 'wrong_count'
      | 'leave_count'
      | 'leave_violations'
      | 'signature_url'
      | 'signed_at'
    >,
    now: number,
  ): Promise<WithJsonText<TGetAnswerSheetResponse>> => {
    const paper = await cachedPapers.find(session.tenantId, sheet.paper_id);
    if (!paper) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    await rulesOfSheet(session.tenantId, sheet);
    const drawn = await questionsOfSheet(session.tenantId, sheet.id);
    // Every save raises last_seq (seqs are positive): a sheet still at 0 has no answers, only
    // (with per-question time) questions opened.
    const answers =
      Number(sheet.last_seq) === 0 && paper.seconds_per_question === null
        ? []
        : await sheets.answersOf(session.tenantId, sheet.id);
    const windowMs = (paper.seconds_per_question ?? 0) * 1000;
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
      suspension: suspensionOf(paper, sheet, now),
      sections: drawn.sections,
      openSection: sheet.open_section,
      passMode:
        paper.pass_chances === null
          ? null
          : { chances: paper.pass_chances, chancesLeft: paper.pass_chances - sheet.wrong_count },
      leaveRule: leaveStandingOf(paper, sheet),
      signature: signatureOf(paper, sheet),
      proctoring: await gate.sheetOf(session, sheet.id, paper),
      questions: viewsJsonOf(drawn),
      answers: answers.map((row) => ({
        questionId: row.question_id,
        answer: row.answer === null ? null : (JSON.parse(row.answer) as TAnswer),
        marked: row.marked === 1,
        seq: Number(row.seq),
        ...(row.verdict !== null && { correct: row.verdict === 1 }),
        ...(row.opened_at !== null && { closesAt: Number(row.opened_at) + windowMs }),
      })),
      lastSeq: Number(sheet.last_seq),
    };
  };

  const { saveAnswers } = answerWrites({
    ...deps,
    knownQuestions: drawnQuestions.get,
    questionsOfSheet,
    answeringSheet,
    knownRules: (sheetId) => sheetRules.get(sheetId),
    rulesOfSheet,
    failLevel: async (tenantId, sheetId, now) => {
      await submitSheet({ tenantId, sheetId, reason: SubmitReason.LEVEL_FAILED, finishedAt: now });
    },
  });

  const pauses = sheetPauses({
    sheets,
    paperOf: cachedPapers.find,
    questionsOfSheet,
    answeringSheet,
  });

  const windows = questionWindows({
    ...deps,
    paperOf: cachedPapers.find,
    questionsOfSheet,
    answeringSheet,
  });

  const pageLeaves = sheetLeaves({
    ...deps,
    paperOf: cachedPapers.find,
    ownSheet,
    answeringSheet,
    submitSheet,
  });

  const collections = examCollections(deps);
  const signatures = sheetSignatures({
    ...deps,
    paperOf: cachedPapers.find,
    answeringSheet,
  });

  const service = {
    /** The paper as cached (paper-cache.ts). */
    paperOf: cachedPapers.find,
    ownSheet,
    answeringSheet,
    /** Ends a sheet for the server (sheet-submission.ts): its state, or null when ended already. */
    submitSheet,

    /** A sheet's questions as drawn at start, with keys and analyses. */
    questionsOf: (tenantId: string, sheetId: string) => questionsOfSheet(tenantId, sheetId),

    /**
     * A paper the learner may open: exists in their tenant, not deleted, published, and public,
     * inviting them, or reachable through a feature's entry that opens it to them (a course's
     * final exam, a training or class exam: platform/exams/paper-entries.ts).
     */
    openPaper: async ({ tenantId, memberId }: MemberSession, paperId: string) => {
      const paper = await cachedPapers.find(tenantId, paperId);
      if (!paper) throw new AppError(ErrorCode.PAPER_NOT_FOUND);
      if (paper.deleted_at !== null) throw new AppError(ErrorCode.PAPER_DELETED_ALT);
      const admitted =
        paper.is_public === 1 ||
        (await papers.isInvited(tenantId, paperId, memberId)) ||
        (await deps.paperEntries(db).opensFor(tenantId, paperId, memberId));
      if (!admitted) throw new AppError(ErrorCode.NOT_INVITED);
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
      terminal: TTerminal,
    ): Promise<WithJsonText<TPostStartExamResponse>> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const paper = await service.openPaper(session, paperId);
      refuseTerminal(paper, terminal);
      const attempts = (await service.attemptsOf(session, [paper.id], now))(paper.id);
      if (attempts.answeringSheetId !== null) {
        if (!continueExam) throw new AppError(ErrorCode.ALREADY_IN_EXAM);
        return service.answerSheet(session, attempts.answeringSheetId, terminal);
      }
      // The sheet to continue was submitted meanwhile: a new attempt needs a start of its own.
      if (continueExam) throw new AppError(ErrorCode.EXAM_SUBMITTED_OR_DELETED);
      const payCompleted =
        paper.paid !== 1 ||
        (await papers.paidPaperIds(tenantId, memberId, [paper.id])).has(paper.id);
      const refusal = newAttemptRefusal(paper, attempts, payCompleted, now);
      if (refusal) throw new AppError(refusal);
      // Spec §2 /exam/Collection: a new attempt waits for the paper's information (decision 0043).
      if ((await collections.stateOf(session, paper)) === ExamCollectionState.REQUIRED) {
        throw new AppError(ErrorCode.REQUIRED_INFO_EMPTY);
      }
      // Spec §2 device check: a new attempt at a proctored paper waits for a passed check.
      await gate.refuseUnchecked(session, paper, now);
      return sheetView(
        session,
        await starts.newSheet(session, paper, attempts.sheetCount, now),
        now,
      );
    },

    /** Spec §2 /exam/Collection: where the learner stands with the paper's information. */
    collectionState: collections.stateOf,

    /** The paper's collection form with the learner's values (exam-collections.ts). */
    collection: async (session: MemberSession, paperId: string) =>
      collections.form(session, await service.openPaper(session, paperId)),

    saveCollection: async (session: MemberSession, request: TPostSaveExamCollectionRequest) =>
      collections.save(session, await service.openPaper(session, request.paperId), request),

    /** The sheet being answered, read by the answering screen: from an allowed terminal only. */
    answerSheet: async (
      session: MemberSession,
      sheetId: string,
      terminal: TTerminal,
    ): Promise<WithJsonText<TGetAnswerSheetResponse>> => {
      const now = Date.now();
      const sheet = await answeringSheet(session, sheetId, now);
      const paper = await cachedPapers.find(session.tenantId, sheet.paper_id);
      if (paper) refuseTerminal(paper, terminal);
      return sheetView(session, sheet, now);
    },

    saveAnswers,

    /** Spec §9 per-question time (question-windows.ts). */
    openQuestion: windows.open,

    /** Spec §4 pause and resume (sheet-pauses.ts). */
    pause: pauses.pause,
    resume: pauses.resume,

    /** Spec §4 leave rule: a leave of the answering page or the return from it (sheet-leaves.ts). */
    reportPageLeave: pageLeaves.report,

    /** Spec §2 manual signature: stores the learner's signature image (sheet-signatures.ts). */
    sign: signatures.sign,

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
          // Once the deadline has passed the submission is the deadline's, which never waits for
          // a signature: a learner out of time is not held on the sheet (decision 0044).
          if (
            (sheet.deadline_at === null || now < sheet.deadline_at) &&
            isSignatureMissing(paper, sheet)
          ) {
            throw new AppError(ErrorCode.SIGNATURE_EMPTY);
          }
          // Submitted while paused, the pause ends with the submission (sheet-submission.ts).
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
