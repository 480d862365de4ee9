import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import {
  QUERY_CODE_LENGTH,
  SAVE_GRACE_MS,
  SheetState,
  type TSheetState,
} from '@lectern/contracts/exams/exam';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type {
  TAnswerSave,
  TPostSaveAnswersResponse,
} from '@lectern/contracts/exams/post-save-answers';
import type { TPostStartExamResponse } from '@lectern/contracts/exams/post-start-exam';
import type { TPostSubmitAnswerSheetResponse } from '@lectern/contracts/exams/post-submit-answer-sheet';
import type { TAnswerUploadRule, TQuestionView } from '@lectern/contracts/questions/question';
import {
  aloneOnFailure,
  batchWhileBusy,
  sharedLookups,
  type ItemOutcome,
} from '../../db/batch-while-busy';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/http/app-error';
import type { WithJsonText } from '../../platform/http/json-text';
import { newId } from '../../platform/security/tokens';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadIdOfUrl } from '../../platform/uploads/file-url';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import {
  answerSheetsRepository,
  SubmitReason,
  type AnswerSheetRow,
  type AnswerWrite,
  type AttemptLookup,
  type ExpiredSheet,
  type QuestionGrade,
  type SheetRef,
  type SheetResult,
  type TSheetQuestion,
  type TSubmitReason,
} from './answer-sheets.repository';
import { gradeAnswer, roundScore } from '@lectern/contracts/questions/grading';
import { papersRepository, type PaperRow } from './papers.repository';
import { paperCache } from './paper-cache';
import type { RankingCache } from './ranking-cache';
import { questionSetIdOf, sheetQuestionsCache, viewsJsonOf } from './sheet-questions-cache';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Exam rules (states, attempts, start order): docs/decisions/0005-exam-list-states-and-attempts.md. */

const MINUTE_MS = 60_000;
const MEBIBYTE = 1024 * 1024;

/** How long a built paper composition is reused before banks are read again. */
export const COMPOSITION_CACHE_TTL_MS = 10_000;
/** Papers whose composition is kept; the least recently built is dropped first. */
const MAX_CACHED_COMPOSITIONS = 500;
/** Spec §3 query code: Crockford's base32 alphabet (no I, L, O, U). */
const QUERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Fresh query codes tried when one clashes with an existing sheet's. */
const QUERY_CODE_TRIES = 5;
/** Expired sheets submitted per query of a sweep. */
const EXPIRED_SHEETS_PER_BATCH = 100;

/** `papers.composition` (db/schema.ts). */
const ZPaperComposition = z.object({
  questions: z.array(z.object({ questionId: z.string(), score: z.number() })).default([]),
  draws: z
    .array(
      z.object({
        bankId: z.string(),
        questionType: z.number().int(),
        count: z.number().int().positive(),
        score: z.number(),
      }),
    )
    .default([]),
});
type TDrawRule = z.infer<typeof ZPaperComposition>['draws'][number];

type TComposition = {
  /** The fixed questions in the paper's order, scored. */
  fixed: TSheetQuestion[];
  /** Each draw rule with the ids of the questions it may pick. */
  draws: { rule: TDrawRule; pool: string[] }[];
};

/** The learner's sheets of one paper, counted (spec §3 attempts). */
export type LearnerAttempts = {
  /** Submitted sheets, hidden ones included: deleting a record never buys an attempt. */
  finished: number;
  /** Submitted sheets started today in the exam time zone. */
  finishedToday: number;
  sheetCount: number;
  answeringSheetId: string | null;
  /** The latest submitted sheet still shown to the learner. */
  lastSheetId: string | null;
  /** A submitted sheet waits for a marker: no new attempt until it is judged (spec §4). */
  beingMarked: boolean;
};

const NO_ATTEMPTS: LearnerAttempts = {
  finished: 0,
  finishedToday: 0,
  sheetCount: 0,
  answeringSheetId: null,
  lastSheetId: null,
  beingMarked: false,
};

/** Per time zone, the day last asked about: time-zone arithmetic is slow, and days are long. */
const knownDays = new Map<string, { start: number; end: number }>();
const HOURS_36_MS = 36 * 60 * MINUTE_MS;

/** The first instant of the calendar day `now` falls on, in `timeZone`. */
export const startOfDay = (now: number, timeZone: string) => {
  const known = knownDays.get(timeZone);
  if (known && now >= known.start && now < known.end) return known.start;
  const start = dayjs(now).tz(timeZone).startOf('day').valueOf();
  // Whatever a daylight-saving change does to the day's length, 36 hours on is the next day.
  const end = dayjs(start + HOURS_36_MS)
    .tz(timeZone)
    .startOf('day')
    .valueOf();
  knownDays.set(timeZone, { start, end });
  return start;
};

/** Counts a learner's sheets per paper. */
export const countAttempts = (
  sheets: {
    id: string;
    paper_id: string;
    state: string;
    started_at: number;
    finished_at: number | null;
    hidden_at: number | null;
  }[],
  dayStart: number,
) => {
  const byPaper = new Map<string, LearnerAttempts>();
  const lastFinished = new Map<string, number>();
  for (const sheet of sheets) {
    const attempts = { ...(byPaper.get(sheet.paper_id) ?? NO_ATTEMPTS) };
    attempts.sheetCount += 1;
    if (sheet.state === SheetState.ANSWERING) attempts.answeringSheetId = sheet.id;
    else {
      attempts.finished += 1;
      if (sheet.started_at >= dayStart) attempts.finishedToday += 1;
      if (sheet.state === SheetState.MARKING) attempts.beingMarked = true;
      const finishedAt = sheet.finished_at ?? sheet.started_at;
      if (sheet.hidden_at === null && finishedAt >= (lastFinished.get(sheet.paper_id) ?? -1)) {
        attempts.lastSheetId = sheet.id;
        lastFinished.set(sheet.paper_id, finishedAt);
      }
    }
    byPaper.set(sheet.paper_id, attempts);
  }
  return (paperId: string) => byPaper.get(paperId) ?? NO_ATTEMPTS;
};

/**
 * Why a new attempt cannot start now (spec §8 codes, in the order they are checked), or null.
 * A sheet being answered is not a reason: it is continued instead.
 */
export const newAttemptRefusal = (
  paper: PaperRow,
  attempts: LearnerAttempts,
  payCompleted: boolean,
  now: number,
): TErrorCode | null => {
  if (paper.push_date !== null && now < paper.push_date) return ErrorCode.PAPER_NOT_PUBLISHED;
  if (paper.enable_time !== null && now < paper.enable_time) {
    return ErrorCode.EXAM_START_TIME_NOT_REACHED;
  }
  if (paper.expire_time !== null && now >= paper.expire_time) return ErrorCode.PAPER_ENDED;
  if (paper.latest_start_time !== null && now > paper.latest_start_time) {
    return ErrorCode.LATEST_START_TIME_PASSED;
  }
  if (paper.paid === 1 && !payCompleted) return ErrorCode.EXAM_FEE_UNPAID;
  if (attempts.beingMarked) return ErrorCode.ANSWER_SHEET_BEING_MARKED;
  if (allAttemptsUsed(paper, attempts) || todaysAttemptsUsed(paper, attempts)) {
    return ErrorCode.EXAM_ALREADY_STARTED_OR_COMPLETED;
  }
  return null;
};

export const allAttemptsUsed = (paper: PaperRow, attempts: LearnerAttempts) =>
  paper.times_allowed !== null && attempts.finished >= paper.times_allowed;

export const todaysAttemptsUsed = (paper: PaperRow, attempts: LearnerAttempts) =>
  paper.times_per_day !== null && attempts.finishedToday >= paper.times_per_day;

/** The sheet's deadline: the duration from the start, never after the exam's end. */
const deadlineOf = (paper: PaperRow, startedAt: number) => {
  const byDuration =
    paper.duration_minutes === null ? null : startedAt + paper.duration_minutes * MINUTE_MS;
  if (byDuration === null) return paper.expire_time;
  return paper.expire_time === null ? byDuration : Math.min(byDuration, paper.expire_time);
};

const isPastGrace = (sheet: Pick<AnswerSheetRow, 'deadline_at'>, now: number) =>
  sheet.deadline_at !== null && now > sheet.deadline_at + SAVE_GRACE_MS;

/** A sheet that is no longer answered: time up when the server submitted it, else submitted. */
const closedSheetError = (submitReason: string | null) =>
  new AppError(
    submitReason === SubmitReason.TIME_UP
      ? ErrorCode.EXAM_TIME_UP
      : ErrorCode.EXAM_SUBMITTED_OR_DELETED,
  );

export const newQueryCode = () =>
  Array.from(
    { length: QUERY_CODE_LENGTH },
    () => QUERY_CODE_ALPHABET[randomInt(QUERY_CODE_ALPHABET.length)],
  ).join('');

const shuffled = <T>(items: T[]) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

/**
 * Shares `total` among combination parts in proportion to their scores from the key, in whole
 * hundredths (largest remainder), so the parts always add up to the paper's score.
 */
const scalePartScores = (scores: number[], total: number) => {
  const sum = scores.reduce((acc, score) => acc + score, 0);
  if (sum === 0 || Math.abs(sum - total) < 1e-9) return scores;
  const totalCents = Math.round(total * 100);
  const exact = scores.map((score) => (score * totalCents) / sum);
  const cents = exact.map(Math.floor);
  let left = totalCents - cents.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    cents[index] = (cents[index] ?? 0) + 1;
    left -= 1;
  }
  return cents.map((value) => value / 100);
};

type QuestionRow = {
  id: string;
  view: string;
  answer_key: string;
  analysis: string | null;
};

/** A question as a sheet keeps it, worth `score` on this paper. */
const sheetQuestionOf = (row: QuestionRow, score: number): TSheetQuestion => {
  const view = { ...(JSON.parse(row.view) as TQuestionView), questionId: row.id, score };
  const key = JSON.parse(row.answer_key) as TAnswerKey;
  if (key.questionType !== QuestionType.COMBINATION) {
    return { view, key, analysis: row.analysis };
  }
  const partScores = scalePartScores(
    key.parts.map((part) => part.score),
    score,
  );
  const parts = key.parts.map((part, index) => ({ ...part, score: partScores[index] ?? 0 }));
  const partScore = new Map(parts.map((part) => [part.id, part.score]));
  return {
    view: {
      ...view,
      parts: view.parts.map((part) => ({ ...part, score: partScore.get(part.questionId) ?? 0 })),
    },
    key: { ...key, parts },
    analysis: row.analysis,
  };
};

/** Does the answer belong to the question: same type, and a combination's parts are its own. */
const answerFits = (answer: TAnswer, view: TQuestionView) => {
  if (answer.questionType !== view.questionType) return false;
  if (answer.questionType !== QuestionType.COMBINATION) return true;
  const parts = new Map(view.parts.map((part) => [part.questionId, part]));
  return Object.entries(answer.parts).every(
    ([partId, part]) => parts.get(partId)?.questionType === part.questionType,
  );
};

/** The uploaded files an answer refers to, with the upload rule they must follow. */
const filesOf = (
  answer: TAnswer,
  view: TQuestionView,
): { url: string; rule: TAnswerUploadRule | null }[] => {
  switch (answer.questionType) {
    case QuestionType.SHORT_ANSWER:
      if (answer.fileUrls.length === 0) return [];
      if (view.upload === null || answer.fileUrls.length > view.upload.limit) {
        throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
      }
      return answer.fileUrls.map((url) => ({ url, rule: view.upload }));
    case QuestionType.AUDIO_RECORDING:
    case QuestionType.VIDEO_RECORDING:
      return [{ url: answer.fileUrl, rule: null }];
    case QuestionType.COMBINATION:
      return Object.entries(answer.parts).flatMap(([partId, part]) => {
        const partView = view.parts.find((candidate) => candidate.questionId === partId);
        return partView ? filesOf(part, partView) : [];
      });
    default:
      return [];
  }
};

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
 * Whether each save fits its question (the catalogue code of the first that does not), and the
 * files the answers attach.
 */
const checkedSaves = (views: Map<string, TQuestionView>, saves: TAnswerSave[]) => {
  const files: ReturnType<typeof filesOf> = [];
  for (const save of saves) {
    const view = views.get(save.questionId);
    if (!view) return { refusal: ErrorCode.QUESTION_INFO_NOT_FOUND, files };
    if (save.answer === null) continue;
    if (!answerFits(save.answer, view))
      return { refusal: ErrorCode.ANSWER_QUESTION_INFO_WRONG, files };
    files.push(...filesOf(save.answer, view));
  }
  return { refusal: null, files };
};

/** Most sheets whose answers one statement writes on PostgreSQL. */
const MAX_WRITES_PER_STATEMENT = 64;

/**
 * PostgreSQL: writes that arrive together go in one statement, each sheet at most once (a later
 * write of a sheet goes in the next).
 */
const writeInStatements = (db: Kysely<Database>) => {
  const writeMany = aloneOnFailure(answerSheetsRepository(db).writeAnswersOfSheets);
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

/** Most sheets one statement looks up or makes on PostgreSQL. */
const MAX_LOOKUPS_PER_STATEMENT = 100;

/** Most submissions one transaction ends. */
const MAX_SUBMISSIONS_PER_TRANSACTION = 32;
/**
 * Submission transactions a process runs at once on PostgreSQL: while one waits for the database,
 * another grades.
 */
const SUBMISSION_TRANSACTIONS_AT_ONCE = 2;

/** How a sheet ended: its state, and its paper. */
type EndedSheet = { state: TSheetState; paperId: string };

/** A sheet to end; `paper` when the caller has just read it. */
type Submission = SheetRef & {
  reason: TSubmitReason;
  finishedAt: number;
  paper?: PaperRow;
};

export type ExpirySweepOutcome = {
  submitted: number;
  failed: { sheetId: string; tenantId: string; error: unknown }[];
};

export type AnswerSheetsService = ReturnType<typeof answerSheetsService>;

export const answerSheetsService = (
  { db, dialect, config, transact }: Pick<AppDeps, 'db' | 'dialect' | 'config' | 'transact'>,
  rankings: Pick<RankingCache, 'invalidatePaper'>,
) => {
  const papers = papersRepository(db);
  const cachedPapers = paperCache(papers, { ttlMs: config.paperCacheMs });
  const sheets = answerSheetsRepository(db);
  const compositions = new Map<
    string,
    { builtAt: number; updatedAt: number; composition: TComposition }
  >();
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
  /** Saves' writes: batched into statements on PostgreSQL, group commits on SQLite. */
  const writeAnswers =
    dialect === 'postgres'
      ? batchWhileBusy(writeInStatements(db), MAX_WRITES_PER_STATEMENT)
      : (write: AnswerWrite) => transact((trx) => answerSheetsRepository(trx).writeAnswers(write));
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
    const { setId, json } = await answerSheetsRepository(executor).questionsOf(tenantId, sheetId);
    return drawnQuestions.rememberStored(sheetId, setId, json);
  };

  const buildComposition = async (tenantId: string, paper: PaperRow): Promise<TComposition> => {
    const composition = ZPaperComposition.parse(JSON.parse(paper.composition));
    if (composition.questions.length === 0 && composition.draws.length === 0) {
      throw new AppError(ErrorCode.PAPER_HAS_NO_QUESTIONS);
    }
    const fixedEntries = [
      ...new Map(composition.questions.map((entry) => [entry.questionId, entry])).values(),
    ];
    const rows = new Map(
      (
        await papers.questionsByIds(
          tenantId,
          fixedEntries.map((entry) => entry.questionId),
        )
      ).map((row) => [row.id, row]),
    );
    const fixed = fixedEntries.map(({ questionId, score }) => {
      const row = rows.get(questionId);
      // The question, or its whole bank, is gone.
      if (!row) throw new AppError(ErrorCode.NO_QUESTION_BANK);
      return sheetQuestionOf(row, score);
    });
    const banks = await papers.existingBankIds(tenantId, [
      ...new Set(composition.draws.map((rule) => rule.bankId)),
    ]);
    const draws: TComposition['draws'] = [];
    for (const rule of composition.draws) {
      if (!banks.has(rule.bankId)) throw new AppError(ErrorCode.NO_QUESTION_BANK);
      draws.push({
        rule,
        pool: await papers.questionIdsOfType(tenantId, rule.bankId, rule.questionType),
      });
    }
    return { fixed, draws };
  };

  const compositionOf = async (tenantId: string, paper: PaperRow, now: number, fresh: boolean) => {
    const cached = compositions.get(paper.id);
    if (
      !fresh &&
      cached &&
      cached.updatedAt === paper.updated_at &&
      now - cached.builtAt < COMPOSITION_CACHE_TTL_MS
    ) {
      return cached.composition;
    }
    const composition = await buildComposition(tenantId, paper);
    compositions.delete(paper.id);
    compositions.set(paper.id, { builtAt: now, updatedAt: paper.updated_at, composition });
    if (compositions.size > MAX_CACHED_COMPOSITIONS) {
      const oldest = compositions.keys().next().value;
      if (oldest !== undefined) compositions.delete(oldest);
    }
    return composition;
  };

  /**
   * The questions of a new sheet: the fixed ones (shuffled when the paper says so), then each
   * draw rule's random pick among the bank's questions of its type not chosen yet.
   */
  const drawSheetQuestions = async (
    tenantId: string,
    paper: PaperRow,
    now: number,
  ): Promise<TSheetQuestion[]> => {
    for (const fresh of [false, true]) {
      const composition = await compositionOf(tenantId, paper, now, fresh);
      const fixed = paper.shuffle_questions === 1 ? shuffled(composition.fixed) : composition.fixed;
      const chosen = new Set(fixed.map((question) => question.view.questionId));
      const picks: { questionId: string; score: number }[] = [];
      for (const { rule, pool } of composition.draws) {
        const available = pool.filter((questionId) => !chosen.has(questionId));
        if (available.length < rule.count) throw new AppError(ErrorCode.NO_QUESTION_DRAW_RULE);
        for (const questionId of shuffled(available).slice(0, rule.count)) {
          chosen.add(questionId);
          picks.push({ questionId, score: rule.score });
        }
      }
      const rows = new Map(
        (
          await papers.questionsByIds(
            tenantId,
            picks.map((pick) => pick.questionId),
          )
        ).map((row) => [row.id, row]),
      );
      // A question removed since the composition was cached: build it again from the banks.
      if (rows.size < picks.length) continue;
      // The paper's own array, so its serialized form is reused (serializedDraw).
      if (picks.length === 0) return fixed;
      return [
        ...fixed,
        ...picks.map(({ questionId, score }) => sheetQuestionOf(rows.get(questionId)!, score)),
      ];
    }
    throw new AppError(ErrorCode.NO_QUESTION_DRAW_RULE);
  };

  /**
   * Ends sheets in the transaction `trx`: grades every question and stores the results, after a
   * first statement that claims the sheets still being answered. The state each sheet ends in
   * and its paper, or null for a sheet another caller ended first (or that is named twice).
   */
  const endSheets = async (
    trx: Kysely<Database>,
    submissions: Submission[],
  ): Promise<(EndedSheet | null)[]> => {
    const trxSheets = answerSheetsRepository(trx);
    const trxPapers = papersRepository(trx);
    const claimed = new Map<string, string>();
    for (const reason of new Set(submissions.map((submission) => submission.reason))) {
      const ofReason = submissions.filter((submission) => submission.reason === reason);
      for (const [sheetId, paperId] of await trxSheets.claimForSubmission(ofReason, reason)) {
        claimed.set(sheetId, paperId);
      }
    }
    const ending = submissions.filter(
      (submission, index) =>
        claimed.has(submission.sheetId) &&
        submissions.findIndex((other) => other.sheetId === submission.sheetId) === index,
    );
    if (ending.length === 0) return submissions.map(() => null);

    const answersBySheet = new Map<string, Map<string, string | null>>();
    for (const row of await trxSheets.answersOfSheets(ending)) {
      const answers = answersBySheet.get(row.sheet_id) ?? new Map<string, string | null>();
      answers.set(row.question_id, row.answer);
      answersBySheet.set(row.sheet_id, answers);
    }
    const results: (SheetResult & SheetRef)[] = [];
    const stateOf = new Map<string, TSheetState>();
    for (const { tenantId, sheetId, finishedAt, paper: knownPaper } of ending) {
      const paper = knownPaper ?? (await trxPapers.findById(tenantId, claimed.get(sheetId) ?? ''));
      const scoring = { multipleChoicePartialRatio: paper?.multiple_choice_partial_ratio };
      const answers = answersBySheet.get(sheetId);
      const { questions } = await questionsOfSheet(tenantId, sheetId, trx);
      const grades: Record<string, QuestionGrade> = {};
      let score = 0;
      let answered = 0;
      let marking = false;
      for (const question of questions) {
        const stored = answers?.get(question.view.questionId) ?? null;
        const answer = stored === null ? null : (JSON.parse(stored) as TAnswer);
        const grade = gradeAnswer(
          { score: question.view.score, key: question.key, scoring },
          answer,
        );
        grades[question.view.questionId] = grade;
        score += grade.score ?? 0;
        if (answer !== null) answered += 1;
        if (grade.status === 'not-judged') marking = true;
      }
      score = roundScore(score);
      const state: TSheetState = marking ? SheetState.MARKING : SheetState.JUDGED;
      stateOf.set(sheetId, state);
      results.push({
        tenantId,
        sheetId,
        state,
        finished_at: finishedAt,
        score,
        // Pass or fail is known once every question is judged.
        passed: state === SheetState.JUDGED ? Number(score >= (paper?.pass_score ?? 0)) : null,
        answered_count: answered,
        grades: JSON.stringify(grades),
      });
    }
    if (dialect === 'postgres') await trxSheets.finishOnPostgres(results);
    else {
      for (const { tenantId, sheetId, ...result } of results) {
        await trxSheets.finish(tenantId, sheetId, result);
      }
    }
    return submissions.map((submission) => {
      const state = stateOf.get(submission.sheetId);
      const paperId = claimed.get(submission.sheetId);
      return ending.includes(submission) && state && paperId ? { state, paperId } : null;
    });
  };

  /**
   * Ends a sheet (`endSheets`): how it ended, or null when another caller ended it first.
   * Submissions that arrive together end in one transaction of a few statements; if it fails,
   * each is tried alone, so an error reaches only its own caller. The batches are bounded: on
   * SQLite a transaction holds the one connection, and a group commit of hundreds of separate
   * submissions held it for hundreds of milliseconds while every other request waited.
   */
  const endSheet = batchWhileBusy(
    aloneOnFailure((submissions: Submission[]) => transact((trx) => endSheets(trx, submissions))),
    MAX_SUBMISSIONS_PER_TRANSACTION,
    dialect === 'postgres' ? SUBMISSION_TRANSACTIONS_AT_ONCE : 1,
  );

  const submitSheet = async (submission: Submission) => {
    const ended = await endSheet(submission);
    // Committed: the paper's rankings now count this sheet.
    if (ended?.state === SheetState.JUDGED) {
      rankings.invalidatePaper(submission.tenantId, ended.paperId);
    }
    return ended?.state ?? null;
  };

  /** The server's submission of a sheet whose time is up: every saved answer, at the deadline. */
  const submitTimeUp = (sheet: Pick<AnswerSheetRow, 'id' | 'tenant_id' | 'deadline_at'>) =>
    submitSheet({
      tenantId: sheet.tenant_id,
      sheetId: sheet.id,
      reason: SubmitReason.TIME_UP,
      finishedAt: sheet.deadline_at ?? Date.now(),
    });

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

  /** Every file of an answer must be the learner's own upload and follow the question's rule. */
  const checkFiles = async (
    { tenantId, memberId }: MemberSession,
    files: ReturnType<typeof filesOf>,
  ) => {
    const uploads = uploadsRepository(db);
    for (const { url, rule } of files) {
      const uploadId = uploadIdOfUrl(url);
      const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
      if (!upload || upload.member_id !== memberId) {
        throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
      }
      if (rule === null) continue;
      if (!rule.types.some((type) => type.toLowerCase() === upload.extension)) {
        throw new AppError(ErrorCode.UPLOAD_FORMAT_UNSUPPORTED);
      }
      if (upload.size > rule.sizeMb * MEBIBYTE) {
        throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
      }
    }
  };

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

    /**
     * Submits every tenant's sheets whose deadline plus grace has passed. A sheet that fails is
     * reported and passed over, so it cannot hold back the sheets after it.
     */
    submitExpiredSheets: async (now: number): Promise<ExpirySweepOutcome> => {
      const outcome: ExpirySweepOutcome = { submitted: 0, failed: [] };
      let after: ExpiredSheet | null = null;
      for (;;) {
        const batch: ExpiredSheet[] = await sheets.expiredSheets(
          now - SAVE_GRACE_MS,
          EXPIRED_SHEETS_PER_BATCH,
          after,
        );
        for (const sheet of batch) {
          try {
            if ((await submitTimeUp(sheet)) !== null) outcome.submitted += 1;
          } catch (error) {
            outcome.failed.push({ sheetId: sheet.id, tenantId: sheet.tenant_id, error });
          }
        }
        if (batch.length < EXPIRED_SHEETS_PER_BATCH) return outcome;
        after = batch[batch.length - 1] ?? null;
      }
    },

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

      const questions = await drawSheetQuestions(tenantId, paper, now);
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
                const trxSheets = answerSheetsRepository(trx);
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
      const write = () =>
        writeAnswers({ tenantId, memberId, sheetId, deadlineFloor: now - SAVE_GRACE_MS, answers });
      // A sheet being answered on this node has its questions at hand: answers that fit them and
      // attach no files are written at once, and the sheet is looked at only if that is refused.
      const known = drawnQuestions.get(sheetId);
      const fitsKnown = known ? checkedSaves(known.views, saves) : null;
      let stored =
        fitsKnown?.refusal === null && fitsKnown.files.length === 0 ? await write() : null;
      if (!stored) {
        const sheet = await answeringSheet(session, sheetId, now);
        const { views } = await questionsOfSheet(tenantId, sheet.id);
        const checked = checkedSaves(views, saves);
        if (checked.refusal) throw new AppError(checked.refusal);
        await checkFiles(session, checked.files);
        stored = await write();
        if (!stored) {
          throw closedSheetError(
            (await sheets.findState(tenantId, sheet.id))?.submit_reason ?? null,
          );
        }
      }
      const storedSeqs = stored;
      return {
        saved: saves.map((save) => ({
          questionId: save.questionId,
          seq: storedSeqs.get(save.questionId) ?? 0,
        })),
        serverTime: now,
      };
    },

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
