import { sql, type Kysely, type SqlBool } from 'kysely';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { Database } from '../../db/schema';

/** A sheet with what its result and answer detail need of its paper. */
const resultColumns = [
  'answer_sheets.id',
  'answer_sheets.tenant_id',
  'answer_sheets.paper_id',
  'answer_sheets.member_id',
  'answer_sheets.attempt_no',
  'answer_sheets.state',
  'answer_sheets.started_at',
  'answer_sheets.deadline_at',
  'answer_sheets.finished_at',
  'answer_sheets.paused_ms',
  'answer_sheets.score',
  'answer_sheets.passed',
  'answer_sheets.query_code',
  'answer_sheets.submit_reason',
  'answer_sheets.signature_url',
  'answer_sheets.signed_at',
  'papers.name as paper_name',
  'papers.total_score',
  'papers.pass_score',
  'papers.expire_time',
  'papers.answers_visibility',
  'papers.hide_result_until_end',
  'papers.keys_visibility',
  'papers.result_release_time',
  'papers.times_allowed',
  'papers.self_grading',
  'papers.leave_check',
  'papers.signature_required',
  'papers.signature_title',
  'papers.certificate',
] as const;

export type ResultSheetRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof resultsRepository>['findSheet']>>
>;

/** What decides whether a paper's results and answers are shown (`papers` columns). */
export type PaperResultRules = Pick<
  ResultSheetRow,
  | 'expire_time'
  | 'answers_visibility'
  | 'hide_result_until_end'
  | 'result_release_time'
  | 'keys_visibility'
>;

/** Which judged sheets a ranking counts: one paper, finished at or after `since` (null: ever). */
export type RankingScope = { tenantId: string; paperId: string; since: number | null };

/** Member rankings rank every sheet, each learner's best sheet, or each learner's sum. */
export type MemberRankingBasis = 'sheet' | 'best' | 'sum';
/** Organisation rankings average or add up their learners' best sheets. */
export type OrganisationRankingBasis = 'average' | 'sum';

export type Page = { limit: number; offset: number };

/** Where an entry stands: a higher score first, then less time used. */
export type RankingKey = { score: number; duration: number };

/** One entry of a member ranking: a sheet, a learner's best sheet or a learner's sum. */
export type MemberRankingEntry = RankingKey & { member_id: string };

/** An entry with its learner's account, which lists level entries. */
export type AccountedRankingEntry = MemberRankingEntry & { user_code: string };

/** One entry of an organisation ranking, with the organisation's name and place in the tree. */
export type OrganisationRankingRow = RankingKey & {
  entry_id: string;
  name: string;
  classify_path: string;
  rank: number;
};

const roundedToCents = (expression: ReturnType<typeof sql>) =>
  sql<number>`round(cast(${expression} as numeric), 2)`;

/** A sheet's time used, paused time left out, spelled as the ranking indexes (migration 0012). */
const sheetTimeUsed = sql<number>`${sql.ref('sheet.finished_at')} - ${sql.ref('sheet.started_at')} - ${sql.ref('sheet.paused_ms')}`;

export const resultsRepository = (db: Kysely<Database>) => {
  const sheetsWithPaper = (tenantId: string) =>
    db
      .selectFrom('answer_sheets')
      .innerJoin('papers', (join) =>
        join
          .onRef('papers.id', '=', 'answer_sheets.paper_id')
          .onRef('papers.tenant_id', '=', 'answer_sheets.tenant_id'),
      )
      .select(resultColumns)
      .where('answer_sheets.tenant_id', '=', tenantId);

  const countOf = async (query: { executeTakeFirstOrThrow: () => Promise<{ count: unknown }> }) =>
    Number((await query.executeTakeFirstOrThrow()).count);

  /** The scope's judged sheets, as `sheet`. */
  const judgedSheets = ({ tenantId, paperId, since }: RankingScope) => {
    const sheets = db
      .selectFrom('answer_sheets as sheet')
      .where('sheet.tenant_id', '=', tenantId)
      .where('sheet.paper_id', '=', paperId)
      .where('sheet.state', '=', SheetState.JUDGED);
    return since === null ? sheets : sheets.where('sheet.finished_at', '>=', since);
  };
  const sheetKey = { score: sql.ref<number>('sheet.score'), duration: sheetTimeUsed };

  /** The account of the learner in column `memberId`, looked up by id for each row. */
  const accountOf = (tenantId: string, memberId: 'sheet.member_id' | 'sums.member_id') =>
    db
      .selectFrom('members')
      .select('members.user_code')
      .whereRef('members.id', '=', sql.ref(memberId))
      .where('members.tenant_id', '=', tenantId);

  /**
   * Each learner's best sheet of the scope (the highest score, then the least time), read
   * learner by learner in that order from the learner index.
   */
  const bestSheets = (scope: RankingScope) =>
    db
      .selectFrom(
        judgedSheets(scope)
          .select((eb) => [
            'sheet.member_id',
            sql<number>`${sheetKey.score}`.as('score'),
            sheetKey.duration.as('duration'),
            eb.fn
              .agg<number>('row_number')
              .over((over) =>
                over
                  .partitionBy('sheet.member_id')
                  .orderBy('sheet.score', 'desc')
                  .orderBy(sheetKey.duration),
              )
              .as('place'),
          ])
          .as('theirs'),
      )
      .select(['theirs.member_id', 'theirs.score', 'theirs.duration'])
      .where('theirs.place', '=', 1);

  /**
   * Learners with their organisations: a row per learner and organisation (its name null for a
   * learner in none), in tree order. Each learner is to be looked up by id.
   */
  const memberLabelRows = (tenantId: string) =>
    db
      .selectFrom('members')
      .leftJoin('member_organisations', (join) =>
        join
          .onRef('member_organisations.member_id', '=', 'members.id')
          .on('member_organisations.tenant_id', '=', tenantId),
      )
      .leftJoin('organisations', (join) =>
        join
          .onRef('organisations.id', '=', 'member_organisations.organisation_id')
          .on('organisations.tenant_id', '=', tenantId),
      )
      .select([
        'members.id',
        'members.user_code',
        'members.nick_name',
        'organisations.name as organisation_name',
      ])
      // Checked, not searched: by `tenant_id` either database would read all of the tenant's
      // learners (PostgreSQL, without statistics, rates a list of ids as less selective than
      // one tenant), and no index serves an expression.
      .where(sql<string>`${sql.ref('members.tenant_id')} || ''`, '=', tenantId)
      .orderBy('organisations.classify_path');

  /** Each learner's sum of the scope's scores (rounded to cents) and times, from the learner index. */
  const learnerSums = (scope: RankingScope) =>
    judgedSheets(scope)
      .select([
        'sheet.member_id',
        roundedToCents(sql`sum(${sheetKey.score})`).as('score'),
        sql<number>`sum(${sheetKey.duration})`.as('duration'),
      ])
      .groupBy('sheet.member_id');

  return {
    /** A sheet of the tenant, whoever's it is (the service tells the owner's apart). */
    findSheet: (tenantId: string, sheetId: string) =>
      sheetsWithPaper(tenantId).where('answer_sheets.id', '=', sheetId).executeTakeFirst(),

    findSheetByQueryCode: (tenantId: string, queryCode: string) =>
      sheetsWithPaper(tenantId)
        .where('answer_sheets.query_code', '=', queryCode)
        .executeTakeFirst(),

    /** A sheet's saved answers and its grades (JSON, `answer_sheets.grades`; null until graded). */
    gradedAnswers: async (tenantId: string, sheetId: string) => {
      const [answers, sheet] = await Promise.all([
        db
          .selectFrom('sheet_answers')
          .select(['question_id', 'answer'])
          .where('tenant_id', '=', tenantId)
          .where('sheet_id', '=', sheetId)
          .execute(),
        db
          .selectFrom('answer_sheets')
          .select('grades')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', sheetId)
          .executeTakeFirst(),
      ]);
      return { answers, grades: sheet?.grades ?? null };
    },

    /** The scores people gave a sheet's answers, with the markers' comments. */
    marksOf: (tenantId: string, sheetId: string) =>
      db
        .selectFrom('sheet_marks')
        .select(['question_id', 'score', 'comment', 'source', 'marked_at'])
        .where('tenant_id', '=', tenantId)
        .where('sheet_id', '=', sheetId)
        .execute(),

    /**
     * 1 + the paper's judged sheets that rank before a sheet of `score` and `duration`: a higher
     * score, or the same score in less time.
     */
    rankOf: async (tenantId: string, paperId: string, score: number, duration: number) =>
      1 +
      (await countOf(
        judgedSheets({ tenantId, paperId, since: null })
          // `score >= ` first, so that the ranking index reads only the sheets above.
          .where(
            sql<SqlBool>`${sheetKey.score} >= ${score} and (${sheetKey.score} > ${score} or ${sheetKey.duration} < ${duration})`,
          )
          .select((eb) => eb.fn.countAll().as('count')),
      )),

    /** The learner's submitted sheets of a paper still shown to them, newest first. */
    submittedSheetsOf: (tenantId: string, memberId: string, paperId: string) =>
      sheetsWithPaper(tenantId)
        .where('answer_sheets.member_id', '=', memberId)
        .where('answer_sheets.paper_id', '=', paperId)
        .where('answer_sheets.state', '!=', SheetState.ANSWERING)
        .where('answer_sheets.hidden_at', 'is', null)
        .orderBy('answer_sheets.started_at', 'desc')
        .orderBy('answer_sheets.attempt_no', 'desc')
        .execute(),

    /** One page of every submitted sheet of the learner still shown to them, newest first. */
    submittedSheetsPage: (tenantId: string, memberId: string, page: Page) =>
      sheetsWithPaper(tenantId)
        .where('answer_sheets.member_id', '=', memberId)
        .where('answer_sheets.state', '!=', SheetState.ANSWERING)
        .where('answer_sheets.hidden_at', 'is', null)
        .orderBy('answer_sheets.started_at', 'desc')
        .orderBy('answer_sheets.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    countSubmittedSheets: (tenantId: string, memberId: string) =>
      countOf(
        db
          .selectFrom('answer_sheets')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('state', '!=', SheetState.ANSWERING)
          .where('hidden_at', 'is', null),
      ),

    /**
     * The scope's judged sheets in ranking order (a higher score, then less time), their keys,
     * learners and accounts: read from the ranking index without sorting, each account by id.
     */
    sheetsInRankingOrder: (scope: RankingScope): Promise<AccountedRankingEntry[]> =>
      judgedSheets(scope)
        .select([
          'sheet.member_id',
          sql<number>`${sheetKey.score}`.as('score'),
          sheetKey.duration.as('duration'),
          sql<string>`(${accountOf(scope.tenantId, 'sheet.member_id')})`.as('user_code'),
        ])
        .orderBy('sheet.score', 'desc')
        .orderBy(sheetKey.duration)
        .orderBy('sheet.member_id')
        .execute(),

    /** Each learner's sum in ranking order, with their account. */
    sumsInRankingOrder: (scope: RankingScope): Promise<AccountedRankingEntry[]> =>
      db
        .selectFrom(learnerSums(scope).as('sums'))
        .select([
          'sums.member_id',
          'sums.score',
          'sums.duration',
          sql<string>`(${accountOf(scope.tenantId, 'sums.member_id')})`.as('user_code'),
        ])
        .orderBy('sums.score', 'desc')
        .orderBy('sums.duration')
        .orderBy('sums.member_id')
        .execute(),

    /**
     * What the scope's judged sheets add up to: how many, their scores, times and latest finish.
     * It changes when a sheet of the scope is judged, removed or scored again; read from an index.
     */
    judgedSheetsSummary: (scope: RankingScope) =>
      judgedSheets(scope)
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>('sheet.score').as('score_sum'),
          eb.fn.sum<number>(sheetKey.duration).as('duration_sum'),
          eb.fn.max<number>('sheet.finished_at').as('last_finished_at'),
        ])
        .executeTakeFirstOrThrow(),

    /**
     * Some learners' accounts, nick names and organisations: a row per learner and organisation
     * (its name null for a learner in none), in tree order.
     */
    memberLabelsOf: (tenantId: string, memberIds: string[]) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : memberLabelRows(tenantId).where('members.id', 'in', memberIds).execute(),

    /**
     * The learner's label rows (as `memberLabelsOf`), each with their own entry of the scope:
     * their sum, or their best sheet, from the learner index; null score when they have none.
     */
    ownEntryWithLabel: (scope: RankingScope, basis: MemberRankingBasis, memberId: string) => {
      const own =
        basis === 'sum'
          ? learnerSums(scope).where('sheet.member_id', '=', memberId)
          : judgedSheets(scope)
              .select([
                'sheet.member_id',
                sql<number>`${sheetKey.score}`.as('score'),
                sheetKey.duration.as('duration'),
              ])
              .where('sheet.member_id', '=', memberId)
              .orderBy('sheet.score', 'desc')
              .orderBy(sheetKey.duration)
              .limit(1);
      return memberLabelRows(scope.tenantId)
        .leftJoin(own.as('own'), (join) => join.onTrue())
        .select(['own.score', 'own.duration'])
        .where('members.id', '=', memberId)
        .execute();
    },

    /**
     * Every entry of an organisation ranking in listing order (there are few): the best sheets
     * of the learners directly in each organisation, averaged or added up; ties in tree order.
     */
    organisationEntries: (
      scope: RankingScope,
      basis: OrganisationRankingBasis,
    ): Promise<OrganisationRankingRow[]> => {
      const aggregate = sql.raw(basis === 'average' ? 'avg' : 'sum');
      return (
        db
          .with('best', () => bestSheets(scope))
          // Totals by organisation first, then their names: the join never meets every learner.
          .with('totals', (qc) =>
            qc
              .selectFrom('best')
              .innerJoin('member_organisations', (join) =>
                join
                  .onRef('member_organisations.member_id', '=', 'best.member_id')
                  .on('member_organisations.tenant_id', '=', scope.tenantId),
              )
              .select([
                'member_organisations.organisation_id',
                roundedToCents(sql`${aggregate}(${sql.ref('best.score')})`).as('score'),
                sql<number>`round(cast(${aggregate}(${sql.ref('best.duration')}) as numeric))`.as(
                  'duration',
                ),
              ])
              .groupBy('member_organisations.organisation_id'),
          )
          .selectFrom('totals')
          .innerJoin('organisations', (join) =>
            join
              .onRef('organisations.id', '=', 'totals.organisation_id')
              .on('organisations.tenant_id', '=', scope.tenantId),
          )
          .select((eb) => [
            'organisations.id as entry_id',
            'organisations.name',
            'organisations.classify_path',
            'totals.score',
            'totals.duration',
            eb.fn
              .agg<number>('rank')
              .over((over) => over.orderBy('totals.score', 'desc').orderBy('totals.duration'))
              .as('rank'),
          ])
          .orderBy('totals.score', 'desc')
          .orderBy('totals.duration')
          .orderBy('organisations.classify_path')
          .orderBy('organisations.id')
          .execute()
      );
    },

    organisationIdsOf: async (tenantId: string, memberId: string) =>
      (
        await db
          .selectFrom('member_organisations')
          .select('organisation_id')
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .execute()
      ).map((row) => row.organisation_id),
  };
};
