import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { Database } from '../../db/schema';

/** A sheet with what its result and answer detail need of its paper. */
const resultColumns = [
  'answer_sheets.id',
  'answer_sheets.paper_id',
  'answer_sheets.member_id',
  'answer_sheets.attempt_no',
  'answer_sheets.state',
  'answer_sheets.started_at',
  'answer_sheets.deadline_at',
  'answer_sheets.finished_at',
  'answer_sheets.score',
  'answer_sheets.passed',
  'answer_sheets.query_code',
  'papers.name as paper_name',
  'papers.total_score',
  'papers.pass_score',
  'papers.expire_time',
  'papers.answers_visibility',
  'papers.hide_result_until_end',
] as const;

export type ResultSheetRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof resultsRepository>['findSheet']>>
>;

/** What decides whether a paper's results and answers are shown (`papers` columns). */
export type PaperResultRules = Pick<
  ResultSheetRow,
  'expire_time' | 'answers_visibility' | 'hide_result_until_end'
>;

/** Which judged sheets a ranking counts: one paper, finished at or after `since` (null: ever). */
export type RankingScope = { tenantId: string; paperId: string; since: number | null };

/** Member rankings rank every sheet, each learner's best sheet, or each learner's sum. */
export type MemberRankingBasis = 'sheet' | 'best' | 'sum';
/** The member rankings read in ranking order from an index. */
type WalkedBasis = Exclude<MemberRankingBasis, 'sum'>;
/** Organisation rankings average or add up their learners' best sheets. */
export type OrganisationRankingBasis = 'average' | 'sum';

export type Page = { limit: number; offset: number };

/** Where an entry stands: a higher score first, then less time used. */
export type RankingKey = { score: number; duration: number };

/** One entry of a member ranking (a sheet or a learner) with the learner's names and its rank. */
export type MemberRankingRow = RankingKey & {
  entry_id: string;
  member_id: string;
  user_code: string;
  nick_name: string;
  rank: number;
};

/** One entry of an organisation ranking, with the organisation's name and place in the tree. */
export type OrganisationRankingRow = RankingKey & {
  entry_id: string;
  name: string;
  classify_path: string;
  rank: number;
};

/** A page of a ranking, how many entries it has, and the learner's own entry. */
export type Ranking<TRow> = { list: TRow[]; total: number; mine: TRow | null };

const roundedToCents = (expression: ReturnType<typeof sql>) =>
  sql<number>`round(cast(${expression} as numeric), 2)`;

/** A sheet's time used, spelled as the ranking indexes of migration 0006 spell it. */
const timeUsed = (alias: 'sheet' | 'rival') =>
  sql<number>`${sql.ref(`${alias}.finished_at`)} - ${sql.ref(`${alias}.started_at`)}`;

/**
 * Whether the entry of `score` and `duration` ranks before `key` (`orLevel`: or level with it).
 * Spelled with `score >= key.score` first so that the index reads only the entries above `key`.
 */
const ranksBefore = (
  { score, duration }: { score: Expression<number>; duration: Expression<number> },
  key: RankingKey,
  orLevel: boolean,
) =>
  sql<SqlBool>`${score} >= ${key.score} and (${score} > ${key.score} or ${duration} ${sql.raw(
    orLevel ? '<=' : '<',
  )} ${key.duration})`;

/** The rows of a ranking query that carry `position` and `total`, as a page and the learner's entry. */
const rankingOf = <TRow extends { position: number; total: number }>(
  rows: TRow[],
  page: Page,
  isMine: (row: TRow) => boolean,
): Ranking<Omit<TRow, 'position' | 'total'>> => {
  const strip = ({ position: _position, total: _total, ...row }: TRow) => row;
  const mine = rows.find(isMine);
  return {
    list: rows
      .filter((row) => row.position > page.offset && row.position <= page.offset + page.limit)
      .map(strip),
    total: rows[0]?.total ?? 0,
    mine: mine ? strip(mine) : null,
  };
};

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
  const sheetKey = { score: sql.ref<number>('sheet.score'), duration: timeUsed('sheet') };

  /**
   * Whether `sheet` is its learner's best of the scope: the first of theirs by score, then time
   * used, then id, looked up in the learner index for each sheet read. Not NOT EXISTS, which
   * PostgreSQL may turn into a join comparing every pair of sheets when it lacks statistics; and
   * `in`, not `=`: PostgreSQL guesses half the sheets pass `in (subquery)` but almost none pass
   * `= (subquery)`, and with that guess may rather check all 10,000 sheets than walk the index.
   */
  const isLearnersBest =
    ({ tenantId, paperId, since }: RankingScope) =>
    (eb: ExpressionBuilder<Database & { sheet: Database['answer_sheets'] }, 'sheet'>) => {
      let theirs = eb
        .selectFrom('answer_sheets as rival')
        .select('rival.id')
        .where('rival.tenant_id', '=', tenantId)
        .where('rival.paper_id', '=', paperId)
        .where('rival.state', '=', SheetState.JUDGED)
        .whereRef('rival.member_id', '=', 'sheet.member_id');
      if (since !== null) theirs = theirs.where('rival.finished_at', '>=', since);
      return eb(
        'sheet.id',
        'in',
        theirs
          .orderBy('rival.score', 'desc')
          .orderBy(timeUsed('rival'))
          .orderBy('rival.id')
          .limit(1),
      );
    };

  /**
   * The entries of a ranking by sheet or by best sheet, without names, read in ranking order from
   * the ranking index (so a page stops reading where it ends); with `last`, only those down to it
   * and level with it.
   */
  const walkedEntries = (scope: RankingScope, basis: WalkedBasis, last?: RankingKey) => {
    const sheets = judgedSheets(scope);
    const entries = (basis === 'best' ? sheets.where(isLearnersBest(scope)) : sheets).select([
      sql.ref<string>(basis === 'best' ? 'sheet.member_id' : 'sheet.id').as('entry_id'),
      'sheet.tenant_id',
      'sheet.member_id',
      sql<number>`${sheetKey.score}`.as('score'),
      sheetKey.duration.as('duration'),
    ]);
    return last ? entries.where(ranksBefore(sheetKey, last, true)) : entries;
  };

  /** How many entries there are (learners, unless by sheet), or how many rank before `key`. */
  const countEntries = (scope: RankingScope, basis: WalkedBasis, before: RankingKey | null) => {
    const sheets = before
      ? judgedSheets(scope).where(ranksBefore(sheetKey, before, false))
      : judgedSheets(scope);
    // A learner's best sheet ranks before `key` when any of their sheets does.
    return countOf(
      basis === 'sheet'
        ? sheets.select((eb) => eb.fn.countAll().as('count'))
        : db
            .selectFrom(sheets.select('sheet.member_id').groupBy('sheet.member_id').as('learner'))
            .select((eb) => eb.fn.countAll().as('count')),
    );
  };

  /** The learner's own entry (their best sheet) with its rank, or null when they have none. */
  const ownEntry = async (
    scope: RankingScope,
    basis: WalkedBasis,
    memberId: string,
  ): Promise<MemberRankingRow | null> => {
    const own = await judgedSheets(scope)
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'sheet.member_id')
          .onRef('members.tenant_id', '=', 'sheet.tenant_id'),
      )
      .select([
        sql.ref<string>(basis === 'best' ? 'sheet.member_id' : 'sheet.id').as('entry_id'),
        'sheet.member_id',
        'members.user_code',
        'members.nick_name',
        sql<number>`${sheetKey.score}`.as('score'),
        sheetKey.duration.as('duration'),
      ])
      .where('sheet.member_id', '=', memberId)
      .orderBy('score', 'desc')
      .orderBy('duration')
      .orderBy('sheet.id')
      .limit(1)
      .executeTakeFirst();
    return own ? { ...own, rank: 1 + (await countEntries(scope, basis, own)) } : null;
  };

  /** The entry at `position` of a ranking by sheet or by best sheet, if it has that many. */
  const entryAt = (scope: RankingScope, basis: WalkedBasis, position: number) =>
    walkedEntries(scope, basis)
      .orderBy('score', 'desc')
      .orderBy('duration')
      .limit(1)
      .offset(position - 1)
      .executeTakeFirst();

  /**
   * A page of a ranking by sheet or by best sheet: the entries down to the page's last one (and
   * any level with it) are ranked with the learner's names; the rest are never read. Without a
   * last entry (fewer entries than the page's end), every entry is.
   */
  const walkedPage = (
    scope: RankingScope,
    basis: WalkedBasis,
    page: Page,
    lastEntry: RankingKey | undefined,
  ): Promise<MemberRankingRow[]> =>
    db
      .with('head', () => walkedEntries(scope, basis, lastEntry))
      .with('ranked', (qc) =>
        qc
          .selectFrom('head')
          .innerJoin('members', (join) =>
            join
              .onRef('members.id', '=', 'head.member_id')
              .onRef('members.tenant_id', '=', 'head.tenant_id'),
          )
          .select((eb) => [
            'head.entry_id',
            'head.member_id',
            'members.user_code',
            'members.nick_name',
            'head.score',
            'head.duration',
            eb.fn
              .agg<number>('rank')
              .over((over) => over.orderBy('head.score', 'desc').orderBy('head.duration'))
              .as('rank'),
            eb.fn
              .agg<number>('row_number')
              .over((over) =>
                over
                  .orderBy('head.score', 'desc')
                  .orderBy('head.duration')
                  .orderBy('members.user_code')
                  .orderBy('head.entry_id'),
              )
              .as('position'),
          ]),
      )
      .selectFrom('ranked')
      .select(['entry_id', 'member_id', 'user_code', 'nick_name', 'score', 'duration', 'rank'])
      .where('position', '>', page.offset)
      .where('position', '<=', page.offset + page.limit)
      .orderBy('position')
      .execute();

  /**
   * The ranking by each learner's sum, in one query (every learner's sheets are needed whatever
   * the page): the sums are ranked without names, then only the entries down to the page's end
   * and the learner's own are joined to their names and numbered.
   */
  const sumRanking = (scope: RankingScope, page: Page, memberId: string) =>
    db
      .with('sums', () =>
        judgedSheets(scope)
          .select([
            'sheet.tenant_id',
            'sheet.member_id',
            roundedToCents(sql`sum(${sheetKey.score})`).as('score'),
            sql<number>`sum(${sheetKey.duration})`.as('duration'),
          ])
          .groupBy(['sheet.tenant_id', 'sheet.member_id']),
      )
      .with('ranked', (qc) =>
        qc
          .selectFrom('sums')
          .selectAll()
          .select((eb) =>
            eb.fn
              .agg<number>('rank')
              .over((over) => over.orderBy('score', 'desc').orderBy('duration'))
              .as('rank'),
          ),
      )
      .with('listed', (qc) =>
        qc
          .selectFrom('ranked')
          .innerJoin('members', (join) =>
            join
              .onRef('members.id', '=', 'ranked.member_id')
              .onRef('members.tenant_id', '=', 'ranked.tenant_id'),
          )
          .select((eb) => [
            'ranked.member_id as entry_id',
            'ranked.member_id',
            'members.user_code',
            'members.nick_name',
            'ranked.score',
            'ranked.duration',
            'ranked.rank',
            // Counted apart: COUNT(*) OVER () costs SQLite more than the ranking itself.
            sql<number>`(select count(*) from ${sql.table('sums')})`.as('total'),
            eb.fn
              .agg<number>('row_number')
              .over((over) =>
                over
                  .orderBy('ranked.score', 'desc')
                  .orderBy('ranked.duration')
                  .orderBy('members.user_code')
                  .orderBy('ranked.member_id'),
              )
              .as('position'),
          ])
          .where((eb) =>
            eb.or([
              eb('ranked.rank', '<=', page.offset + page.limit),
              eb('ranked.member_id', '=', memberId),
            ]),
          ),
      )
      .selectFrom('listed')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.between('position', page.offset + 1, page.offset + page.limit),
          eb('position', '=', 1),
          eb('member_id', '=', memberId),
        ]),
      )
      .orderBy('position')
      .execute();

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

    /**
     * 1 + the paper's judged sheets that rank before a sheet of `score` and `duration`: a higher
     * score, or the same score in less time.
     */
    rankOf: async (tenantId: string, paperId: string, score: number, duration: number) =>
      1 + (await countEntries({ tenantId, paperId, since: null }, 'sheet', { score, duration })),

    paperRules: (tenantId: string, paperId: string) =>
      db
        .selectFrom('papers')
        .select(['expire_time', 'answers_visibility', 'hide_result_until_end'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', paperId)
        .executeTakeFirst(),

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
     * A page of a member ranking, its number of entries and the learner's own entry (their best).
     * Entries rank by score, then shorter duration, equal pairs sharing a rank (SQL RANK); the
     * listing orders those by account.
     */
    memberRanking: async (
      scope: RankingScope,
      basis: MemberRankingBasis,
      { page, memberId }: { page: Page; memberId: string },
    ): Promise<Ranking<MemberRankingRow>> => {
      if (basis === 'sum') {
        return rankingOf(
          await sumRanking(scope, page, memberId),
          page,
          (row) => row.member_id === memberId,
        );
      }
      const [total, mine, lastEntry] = await Promise.all([
        countEntries(scope, basis, null),
        ownEntry(scope, basis, memberId),
        entryAt(scope, basis, page.offset + page.limit),
      ]);
      const list =
        lastEntry || total > page.offset ? await walkedPage(scope, basis, page, lastEntry) : [];
      return { list, total, mine };
    },

    /**
     * The same for organisations, in one query (they are few): `organisationIds` are the
     * learner's, the best ranked of them is theirs; ties in tree order.
     */
    organisationRanking: async (
      scope: RankingScope,
      basis: OrganisationRankingBasis,
      { page, organisationIds }: { page: Page; organisationIds: string[] },
    ): Promise<Ranking<OrganisationRankingRow>> => {
      const aggregate = sql.raw(basis === 'average' ? 'avg' : 'sum');
      const rows = await db
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
        .with('entries', (qc) =>
          qc
            .selectFrom('totals')
            .innerJoin('organisations', (join) =>
              join
                .onRef('organisations.id', '=', 'totals.organisation_id')
                .on('organisations.tenant_id', '=', scope.tenantId),
            )
            .select([
              'organisations.id as entry_id',
              'organisations.name',
              'organisations.classify_path',
              'totals.score',
              'totals.duration',
            ]),
        )
        .with('ranked', (qc) =>
          qc
            .selectFrom('entries')
            .selectAll()
            .select((eb) => [
              eb.fn
                .agg<number>('rank')
                .over((over) => over.orderBy('score', 'desc').orderBy('duration'))
                .as('rank'),
              eb.fn
                .agg<number>('row_number')
                .over((over) =>
                  over
                    .orderBy('score', 'desc')
                    .orderBy('duration')
                    .orderBy('classify_path')
                    .orderBy('entry_id'),
                )
                .as('position'),
              eb.fn.countAll<number>().over().as('total'),
            ]),
        )
        .selectFrom('ranked')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.between('position', page.offset + 1, page.offset + page.limit),
            eb('position', '=', 1),
            ...(organisationIds.length > 0 ? [eb('entry_id', 'in', organisationIds)] : []),
          ]),
        )
        .orderBy('position')
        .execute();
      return rankingOf(rows, page, (row) => organisationIds.includes(row.entry_id));
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

    /** The organisation names of some learners, in tree order. */
    organisationNamesOf: (tenantId: string, memberIds: string[]) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('member_organisations')
            .innerJoin('organisations', (join) =>
              join
                .onRef('organisations.id', '=', 'member_organisations.organisation_id')
                .onRef('organisations.tenant_id', '=', 'member_organisations.tenant_id'),
            )
            .select(['member_organisations.member_id', 'organisations.name'])
            .where('member_organisations.tenant_id', '=', tenantId)
            .where('member_organisations.member_id', 'in', memberIds)
            .orderBy('organisations.classify_path')
            .execute(),
  };
};
