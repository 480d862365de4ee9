import type { Kysely } from 'kysely';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import { DEPT_NAME_SEPARATOR } from '@lectern/contracts/common/member';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { ZAnswer } from '@lectern/contracts/questions/answer';
import { ZUnkeyedKey, type TAnswerKey } from '@lectern/contracts/questions/answer-key';
import {
  QUERY_CODE_PATTERN,
  RankingSort,
  RankingTab,
  SheetState,
  type TRankingRow,
  type TRankingSort,
  type TRankingTab,
  type TSheetState,
} from '@lectern/contracts/exams/exam';
import {
  AnswersVisibility,
  KeysVisibility,
  type TKeysVisibility,
} from '@lectern/contracts/exams/exam-pack';
import { MarkSource, SELF_GRADING_WINDOW_MS } from '@lectern/contracts/exams/marking';
import type {
  TAnsweredQuestion,
  TGetAnswerDetailRequest,
  TGetAnswerDetailResponse,
} from '@lectern/contracts/exams/get-answer-detail';
import type {
  TAnswerListRow,
  TGetAnswerListResponse,
} from '@lectern/contracts/exams/get-answer-list';
import type {
  TGetExamRankingsRequest,
  TGetExamRankingsResponse,
} from '@lectern/contracts/exams/get-exam-rankings';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TGetUserExamListResponse } from '@lectern/contracts/exams/get-user-exam-list';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/http/app-error';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { AnswerSheetsService } from './answer-sheets.service';
import { SubmitReason } from './answer-sheets.repository';
import { pageLeaveEventOf } from './sheet-leaves';
import { signatureOf } from './sheet-signatures';
import { isSelfGradingOpen, newAttemptRefusal } from './attempt-rules';
import { startOfDay } from './exam-day';
import { sheetGradesOf } from './sheet-grades';
import type { ExamsRepositories } from './exams.repositories';
import type { MemberLabel, RankedMemberEntry, RankingCache, RankingLoaders } from './ranking-cache';
import {
  resultsRepository,
  type AccountedRankingEntry,
  type MemberRankingBasis,
  type OrganisationRankingBasis,
  type Page,
  type PaperResultRules,
  type RankingKey,
  type RankingScope,
  type ResultSheetRow,
} from './results.repository';

/** Visibility and ranking rules: docs/decisions/0006-exam-results-and-rankings.md. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the calendar month `now` falls in, in `timeZone`. */
export const startOfMonth = (now: number, timeZone: string) => {
  const dayOfMonth = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric' }).format(now),
  );
  // Noon of the first day stays on the first day whatever clock changes lie in between.
  return startOfDay(startOfDay(now, timeZone) - (dayOfMonth - 1) * DAY_MS + DAY_MS / 2, timeZone);
};

/** When a paper's hidden results are released (spec §4 'result hidden but time visible'), or null. */
export const resultReleaseTime = (paper: PaperResultRules, now: number) => {
  const release =
    paper.result_release_time ?? (paper.hide_result_until_end === 1 ? paper.expire_time : null);
  return release !== null && now < release ? release : null;
};

/**
 * Whether the answer detail shows the keys and analyses now (issue 20 key display policy), and
 * when it will if that is known. `finished` counts the learner's submitted attempts at the paper.
 * `policy` is the rule in effect: after the last attempt, on a paper with unlimited attempts, is
 * after the end, or never when the exam does not end.
 */
export const keysRelease = (
  paper: PaperResultRules & Pick<ResultSheetRow, 'times_allowed'>,
  finished: number,
  now: number,
): { policy: TKeysVisibility; shown: boolean; releaseTime: number | null } => {
  const ended = paper.expire_time !== null && now >= paper.expire_time;
  let policy = paper.keys_visibility as TKeysVisibility;
  if (policy === KeysVisibility.AFTER_LAST_ATTEMPT && paper.times_allowed === null) {
    policy = paper.expire_time === null ? KeysVisibility.NEVER : KeysVisibility.AFTER_END;
  }
  switch (policy) {
    case KeysVisibility.AFTER_SUBMIT:
      return { policy, shown: true, releaseTime: null };
    case KeysVisibility.AFTER_END:
    case KeysVisibility.AFTER_LAST_ATTEMPT: {
      const lastUsed = paper.times_allowed !== null && finished >= paper.times_allowed;
      const shown = ended || (policy === KeysVisibility.AFTER_LAST_ATTEMPT && lastUsed);
      return { policy, shown, releaseTime: shown ? null : paper.expire_time };
    }
    default:
      return { policy, shown: false, releaseTime: null };
  }
};

/** Why the answer detail of the learner's own sheet cannot be opened now (spec §6), or null. */
export const answersRefusal = (
  sheet: PaperResultRules & { state: string },
  now: number,
): TErrorCode | null => {
  if (sheet.state === SheetState.ANSWERING) return ErrorCode.CANNOT_VIEW_ANSWER_SHEET_DURING_EXAM;
  if (sheet.answers_visibility === AnswersVisibility.NEVER) {
    return ErrorCode.NO_PERMISSION_TO_VIEW_ANSWER_SHEET;
  }
  const beforeEnd = sheet.expire_time !== null && now < sheet.expire_time;
  if (sheet.answers_visibility === AnswersVisibility.AFTER_END && beforeEnd) {
    return ErrorCode.CANNOT_VIEW_BEFORE_UNIFIED_END_TIME;
  }
  // Right and wrong tags would give away a result that is still hidden.
  if (resultReleaseTime(sheet, now) !== null) return ErrorCode.CANNOT_VIEW_BEFORE_UNIFIED_END_TIME;
  return null;
};

/** Score and pass are shown once the sheet is judged and its paper's results are released. */
/** Until when the learner may grade their own answers of a sheet being marked; null: not now. */
const selfGradingUntil = (sheet: ResultSheetRow, now: number) =>
  sheet.state === SheetState.MARKING && isSelfGradingOpen(sheet, sheet.finished_at, now)
    ? (sheet.finished_at ?? 0) + SELF_GRADING_WINDOW_MS
    : null;

const isResultShown = (sheet: ResultSheetRow, now: number) =>
  sheet.state === SheetState.JUDGED && resultReleaseTime(sheet, now) === null;

const timeUsedOf = (sheet: ResultSheetRow, now: number) =>
  (sheet.finished_at ?? now) - sheet.started_at - sheet.paused_ms;

const answerListRowOf = (sheet: ResultSheetRow, now: number): TAnswerListRow => {
  const shown = isResultShown(sheet, now);
  return {
    answerSheetId: sheet.id,
    answerNo: sheet.attempt_no,
    startTime: sheet.started_at,
    finishTime: sheet.finished_at ?? sheet.started_at,
    state: sheet.state as TSheetState,
    score: shown ? sheet.score : null,
    passed: shown && sheet.passed !== null ? sheet.passed === 1 : null,
  };
};

/** Short answers, recordings and scales have no right answer to show. */
/** A short answer's reference and keywords stay the markers' (docs/decisions/0041). */
const shownKey = (key: TAnswerKey) =>
  key.questionType === QuestionType.SHORT_ANSWER || ZUnkeyedKey.safeParse(key).success ? null : key;

type TPeriod = 'ever' | 'day' | 'month';

/** What a ranking ranks (spec §2/§9 sorts). */
type TRankingPlan =
  | { tab: typeof RankingTab.MEMBER; basis: MemberRankingBasis; period: TPeriod }
  | { tab: typeof RankingTab.ORGANISATION; basis: OrganisationRankingBasis };

const memberSorts = new Map<TRankingSort, { basis: MemberRankingBasis; period: TPeriod }>([
  [RankingSort.ALL, { basis: 'sheet', period: 'ever' }],
  [RankingSort.TODAY, { basis: 'sheet', period: 'day' }],
  [RankingSort.MONTH, { basis: 'sheet', period: 'month' }],
  [RankingSort.HIGHEST, { basis: 'best', period: 'ever' }],
  [RankingSort.MONTH_HIGHEST, { basis: 'best', period: 'month' }],
  [RankingSort.MONTH_TOTAL, { basis: 'sum', period: 'month' }],
  [RankingSort.TOTAL, { basis: 'sum', period: 'ever' }],
]);
const organisationSorts = new Map<TRankingSort, OrganisationRankingBasis>([
  [RankingSort.AVERAGE, 'average'],
  [RankingSort.SUM, 'sum'],
]);

/** A sort of the other tab falls back to the tab's first: highest, or average (as the client). */
const rankingPlan = (tab: TRankingTab, sort: TRankingSort): TRankingPlan =>
  tab === RankingTab.ORGANISATION
    ? { tab, basis: organisationSorts.get(sort) ?? 'average' }
    : { tab, ...(memberSorts.get(sort) ?? { basis: 'best', period: 'ever' }) };

/** Whether two entries are level: the same score in the same time. */
const isLevel = (a: RankingKey, b: RankingKey) => a.score === b.score && a.duration === b.duration;

/**
 * 1 + the entries of a ranking (in ranking order) that rank before `key`: a higher score, or
 * the same in less time. Found by bisection, so `key` need not be one of them.
 */
const rankAmong = (entries: readonly RankingKey[], key: RankingKey) => {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const entry = entries[middle]!;
    const before =
      entry.score > key.score || (entry.score === key.score && entry.duration < key.duration);
    if (before) low = middle + 1;
    else high = middle;
  }
  return low + 1;
};

/** Each learner's first entry of a ranking: their best sheet. */
const firstOfEachLearner = <TEntry extends { member_id: string }>(sheets: TEntry[]) => {
  const seen = new Set<string>();
  return sheets.filter(({ member_id }) => {
    if (seen.has(member_id)) return false;
    seen.add(member_id);
    return true;
  });
};

/** Learners' labels from their rows, one per organisation in tree order. */
const labelsFrom = (
  rows: { id: string; user_code: string; nick_name: string; organisation_name: string | null }[],
) => {
  const labels = new Map<string, MemberLabel>();
  for (const { id, user_code, nick_name, organisation_name } of rows) {
    const label = labels.get(id);
    if (!label) {
      labels.set(id, { userCode: user_code, nickname: nick_name, dept: organisation_name ?? '' });
    } else if (organisation_name !== null) {
      label.dept = `${label.dept}${DEPT_NAME_SEPARATOR}${organisation_name}`;
    }
  }
  return labels;
};

/** By code unit, as SQLite's default collation compares. */
const byAccount = (a: AccountedRankingEntry, b: AccountedRankingEntry) =>
  a.user_code < b.user_code ? -1 : a.user_code > b.user_code ? 1 : 0;

/** Ranks entries read in ranking order: level entries share a rank and are listed by account. */
const ranked = (entries: AccountedRankingEntry[]): RankedMemberEntry[] => {
  const rows: RankedMemberEntry[] = [];
  for (let start = 0; start < entries.length;) {
    let end = start + 1;
    while (end < entries.length && isLevel(entries[start]!, entries[end]!)) end += 1;
    const run = end - start === 1 ? [entries[start]!] : entries.slice(start, end).sort(byAccount);
    for (const { member_id, score, duration } of run) {
      rows.push({ member_id, score, duration, rank: start + 1 });
    }
    start = end;
  }
  return rows;
};

/**
 * Whole rankings from the database, as the ranking cache keeps them, and what it checks and
 * shows with them. A member ranking is read in ranking order from an index, with each entry's
 * account to list level entries by.
 */
export const rankingLoaders = (db: Kysely<Database>): RankingLoaders => {
  const results = resultsRepository(db);
  return {
    memberEntries: async (scope, basis) => {
      if (basis === 'sum') return ranked(await results.sumsInRankingOrder(scope));
      const sheets = await results.sheetsInRankingOrder(scope);
      return ranked(basis === 'best' ? firstOfEachLearner(sheets) : sheets);
    },
    organisationEntries: results.organisationEntries,
    judgedSheetsFingerprint: async (scope) =>
      JSON.stringify(Object.values(await results.judgedSheetsSummary(scope))),
    memberLabels: async (tenantId, memberIds) =>
      labelsFrom(await results.memberLabelsOf(tenantId, memberIds)),
  };
};

/** A page of a ranking, how many entries it has, and the learner's own entry. */
type Ranking<TRow> = { list: TRow[]; total: number; mine: TRow | null };

export const resultsService = ({
  db,
  repositories,
  config,
  answerSheets,
  rankings,
}: ServiceDeps<
  Pick<ExamsRepositories, 'results' | 'papers' | 'leaves'>,
  { config: Config; answerSheets: AnswerSheetsService; rankings: RankingCache }
>) => {
  const { results, papers, leaves } = repositories(db);

  /** The learner's own sheet, after submitting their sheets out of time. */
  const ownSheet = async (session: MemberSession, found: ResultSheetRow | undefined) => {
    if (!found) throw new AppError(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    if (found.member_id !== session.memberId) {
      throw new AppError(ErrorCode.CANNOT_VIEW_OTHERS_RESULTS);
    }
    if (found.state !== SheetState.ANSWERING) return found;
    await answerSheets.submitExpiredOf(session, Date.now());
    return (await results.findSheet(session.tenantId, found.id)) ?? found;
  };

  /** Spec §4 leave rule: the sheet's recorded leaves, and whether they submitted it. */
  const pageLeavesOf = async (
    tenantId: string,
    sheet: Pick<ResultSheetRow, 'id' | 'leave_check' | 'submit_reason'>,
  ) => {
    const events = (await leaves.ofSheet(tenantId, sheet.id)).map(pageLeaveEventOf);
    if (sheet.leave_check !== 1 && events.length === 0) return null;
    return { forcedSubmission: sheet.submit_reason === SubmitReason.PAGE_LEAVES, events };
  };

  /** Whether the learner could start another attempt now, by the start's own rules. */
  const canRetake = async (session: MemberSession, paperId: string, now: number) => {
    let paper;
    try {
      paper = await answerSheets.openPaper(session, paperId);
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
    const attempts = (await answerSheets.attemptsOf(session, [paper.id], now))(paper.id);
    if (attempts.answeringSheetId !== null) return false;
    const payCompleted =
      paper.paid !== 1 ||
      (await papers.paidPaperIds(session.tenantId, session.memberId, [paper.id])).has(paper.id);
    return newAttemptRefusal(paper, attempts, payCompleted, now) === null;
  };

  const periodStart = (period: TPeriod, now: number) => {
    if (period === 'day') return startOfDay(now, config.examTimeZone);
    if (period === 'month') return startOfMonth(now, config.examTimeZone);
    return null;
  };

  /** A ranking's rows as the client shows them. */
  const listingOf = <TRow>(
    { list, total, mine }: Ranking<TRow>,
    rowOf: (row: TRow) => TRankingRow,
  ): TGetExamRankingsResponse => ({
    list: list.map(rowOf),
    total,
    mine: mine ? rowOf(mine) : null,
    releaseTime: null,
  });

  /**
   * A page of a member ranking, cut from the whole ranking (cached), and the learner's own entry
   * and label, always read afresh in one query: a learner sees their latest result at once. The
   * labels of the rows shown are kept as long as rankings are.
   */
  const memberRankings = async (
    { tenantId, memberId }: MemberSession,
    scope: RankingScope,
    basis: MemberRankingBasis,
    page: Page,
  ) => {
    const [entries, ownRows] = await Promise.all([
      rankings.memberEntries(scope, basis),
      results.ownEntryWithLabel(scope, basis, memberId),
    ]);
    const list = entries.slice(page.offset, page.offset + page.limit);
    const labels = await rankings.memberLabels(
      tenantId,
      list.map((row) => row.member_id).filter((id) => id !== memberId),
    );
    const ownLabel = labelsFrom(ownRows).get(memberId);
    if (ownLabel) labels.set(memberId, ownLabel);
    const { score, duration } = ownRows[0] ?? {};
    const own = score != null && duration != null ? { score, duration, member_id: memberId } : null;
    const mine = own ? { ...own, rank: rankAmong(entries, own) } : null;
    return listingOf({ list, total: entries.length, mine }, (row) => ({
      rank: row.rank,
      nickname: labels.get(row.member_id)?.nickname ?? '',
      userCode: labels.get(row.member_id)?.userCode ?? '',
      dept: labels.get(row.member_id)?.dept ?? '',
      score: row.score,
      duration: row.duration,
    }));
  };

  /** A page of an organisation ranking (cached whole); the learner's is their best ranked. */
  const organisationRankings = async (
    { tenantId, memberId }: MemberSession,
    scope: RankingScope,
    basis: OrganisationRankingBasis,
    page: Page,
  ) => {
    const [entries, organisationIds] = await Promise.all([
      rankings.organisationEntries(scope, basis),
      results.organisationIdsOf(tenantId, memberId),
    ]);
    const list = entries.slice(page.offset, page.offset + page.limit);
    const mine = entries.find((entry) => organisationIds.includes(entry.entry_id)) ?? null;
    return listingOf({ list, total: entries.length, mine }, (row) => ({
      rank: row.rank,
      nickname: '',
      userCode: '',
      dept: row.name,
      score: row.score,
      duration: row.duration,
    }));
  };

  return {
    /** Spec §2 exam result / finish of the learner's own sheet. */
    result: async (session: MemberSession, sheetId: string): Promise<TGetExamResultResponse> => {
      const now = Date.now();
      const sheet = await ownSheet(session, await results.findSheet(session.tenantId, sheetId));
      const releaseTime = resultReleaseTime(sheet, now);
      const shown = isResultShown(sheet, now);
      const timeUsed = timeUsedOf(sheet, now);
      return {
        answerSheetId: sheet.id,
        paperId: sheet.paper_id,
        paperName: sheet.paper_name,
        state: sheet.state as TSheetState,
        resultReleaseTime: sheet.state === SheetState.ANSWERING ? null : releaseTime,
        passed: shown && sheet.passed !== null ? sheet.passed === 1 : null,
        score: shown ? sheet.score : null,
        totalScore: sheet.total_score,
        passScore: sheet.pass_score,
        startTime: sheet.started_at,
        finishTime: sheet.finished_at ?? now,
        timeUsed,
        rank:
          shown && sheet.score !== null
            ? await results.rankOf(session.tenantId, sheet.paper_id, sheet.score, timeUsed)
            : null,
        queryCode: sheet.query_code,
        canViewAnswers: answersRefusal(sheet, now) === null,
        canRetake:
          sheet.state !== SheetState.ANSWERING && (await canRetake(session, sheet.paper_id, now)),
        selfGradingUntil: selfGradingUntil(sheet, now),
        pageLeaves: await pageLeavesOf(session.tenantId, sheet),
      };
    },

    /** Spec §2 answer detail, by sheet id or by query code (spec §3, §6, §8 codes). */
    answerDetail: async (
      session: MemberSession,
      request: TGetAnswerDetailRequest,
    ): Promise<TGetAnswerDetailResponse> => {
      const { tenantId } = session;
      let found: ResultSheetRow | undefined;
      if (request.answerSheetId !== undefined) {
        found = await results.findSheet(tenantId, request.answerSheetId);
      } else {
        const queryCode = request.queryCode?.toUpperCase() ?? '';
        if (queryCode === '') throw new AppError(ErrorCode.QUERY_CODE_EMPTY);
        if (!QUERY_CODE_PATTERN.test(queryCode)) throw new AppError(ErrorCode.QUERY_CODE_WRONG);
        found = await results.findSheetByQueryCode(tenantId, queryCode);
        if (!found) throw new AppError(ErrorCode.QUERY_CODE_NOT_FOUND);
      }
      const sheet = await ownSheet(session, found);
      const now = Date.now();
      const refusal = answersRefusal(sheet, now);
      if (refusal) throw new AppError(refusal);

      const [drawn, graded, marks] = await Promise.all([
        answerSheets.questionsOf(tenantId, sheet.id),
        results.gradedAnswers(tenantId, sheet.id),
        results.marksOf(tenantId, sheet.id),
      ]);
      const markOf = new Map(marks.map((mark) => [mark.question_id, mark]));
      const answerOf = new Map(graded.answers.map((row) => [row.question_id, row.answer]));
      const grades = sheetGradesOf(graded.grades);
      const attempts = (await answerSheets.attemptsOf(session, [sheet.paper_id], now))(
        sheet.paper_id,
      );
      const keys = keysRelease(sheet, attempts.finished, now);
      const questions = drawn.questions.map((question): TAnsweredQuestion => {
        const stored = answerOf.get(question.view.questionId);
        const parsed = stored == null ? null : ZAnswer.safeParse(JSON.parse(stored) as unknown);
        const answer = parsed?.success ? parsed.data : null;
        const grade = grades[question.view.questionId];
        const status = grade?.status ?? (answer ? 'not-judged' : 'unanswered');
        const mark = markOf.get(question.view.questionId);
        return {
          question: question.view,
          answer,
          status,
          score: status === 'not-judged' ? null : (grade?.score ?? 0),
          key: keys.shown ? shownKey(question.key) : null,
          analysis: keys.shown ? question.analysis : null,
          mark: mark
            ? {
                score: mark.score,
                comment: mark.comment,
                source: mark.source === MarkSource.SELF ? MarkSource.SELF : MarkSource.MARKER,
                markedAt: mark.marked_at,
              }
            : null,
        };
      });
      const shown = isResultShown(sheet, now);
      return {
        answerSheetId: sheet.id,
        paperName: sheet.paper_name,
        state: sheet.state as TSheetState,
        score: shown ? sheet.score : null,
        totalScore: sheet.total_score,
        passed: shown && sheet.passed !== null ? sheet.passed === 1 : null,
        startTime: sheet.started_at,
        finishTime: sheet.finished_at ?? sheet.started_at,
        questions,
        signature: signatureOf(sheet, sheet),
        keysVisibility: keys.policy,
        keysShown: keys.shown,
        keysReleaseTime: keys.releaseTime,
      };
    },

    /** Spec §2 answer list: the learner's submitted sheets of a paper, newest first. */
    answerList: async (
      session: MemberSession,
      paperId: string,
    ): Promise<TGetAnswerListResponse> => {
      const now = Date.now();
      const paper = await papers.findById(session.tenantId, paperId);
      if (!paper) throw new AppError(ErrorCode.PAPER_NOT_FOUND);
      await answerSheets.submitExpiredOf(session, now);
      const rows = await results.submittedSheetsOf(session.tenantId, session.memberId, paper.id);
      return { paperName: paper.name, list: rows.map((row) => answerListRowOf(row, now)) };
    },

    /** Spec §2 personal centre exam records: every submitted sheet, newest first. */
    userExamList: async (
      session: MemberSession,
      query: TPageQuery,
    ): Promise<TGetUserExamListResponse> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      await answerSheets.submitExpiredOf(session, now);
      const [rows, total] = await Promise.all([
        results.submittedSheetsPage(tenantId, memberId, {
          limit: query.pageSize,
          offset: (query.pageNum - 1) * query.pageSize,
        }),
        results.countSubmittedSheets(tenantId, memberId),
      ]);
      return {
        list: rows.map((row) => ({
          ...answerListRowOf(row, now),
          paperId: row.paper_id,
          paperName: row.paper_name,
          totalScore: row.total_score,
        })),
        total,
      };
    },

    /** Spec §2/§9 rankings of a paper the learner may open; empty while results are hidden. */
    rankings: async (
      session: MemberSession,
      query: TGetExamRankingsRequest,
    ): Promise<TGetExamRankingsResponse> => {
      const now = Date.now();
      const paper = await answerSheets.openPaper(session, query.paperId);
      const releaseTime = resultReleaseTime(paper, now);
      if (releaseTime !== null) return { list: [], total: 0, mine: null, releaseTime };
      const plan = rankingPlan(query.tab, query.sort);
      const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
      const scope = (since: number | null) => ({
        tenantId: session.tenantId,
        paperId: paper.id,
        since,
      });
      return plan.tab === RankingTab.ORGANISATION
        ? organisationRankings(session, scope(null), plan.basis, page)
        : memberRankings(session, scope(periodStart(plan.period, now)), plan.basis, page);
    },
  };
};
