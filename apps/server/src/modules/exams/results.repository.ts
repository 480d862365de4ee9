import { sql, type Kysely, type NotNull } from 'kysely';
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
/** Organisation rankings average or add up their learners' best sheets. */
export type OrganisationRankingBasis = 'average' | 'sum';

export type Page = { limit: number; offset: number };

/** One entry of a member ranking: a sheet or a learner, with the learner's names. */
type MemberEntry = {
  entry_id: string;
  member_id: string;
  user_code: string;
  nick_name: string;
  score: number;
  duration: number;
};

/** One entry of an organisation ranking, with the organisation's name and place in the tree. */
type OrganisationEntry = {
  entry_id: string;
  name: string;
  classify_path: string;
  score: number;
  duration: number;
};

const roundedToCents = (expression: ReturnType<typeof sql>) =>
  sql<number>`round(cast(${expression} as numeric), 2)`;

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

  /**
   * The scope's judged sheets with their time used (`judged`), and each learner's best of them
   * by score, then shorter time (`best`, where `n` = 1).
   */
  const rankingBase = ({ tenantId, paperId, since }: RankingScope) =>
    db
      .with('judged', (qc) => {
        let query = qc
          .selectFrom('answer_sheets')
          .select((eb) => [
            'id',
            'member_id',
            'score',
            eb('finished_at', '-', eb.ref('started_at')).as('duration'),
          ])
          .where('tenant_id', '=', tenantId)
          .where('paper_id', '=', paperId)
          .where('state', '=', SheetState.JUDGED);
        if (since !== null) query = query.where('finished_at', '>=', since);
        return query.$narrowType<{ score: NotNull; duration: number }>();
      })
      .with('best', (qc) =>
        qc.selectFrom('judged').select((eb) => [
          'member_id',
          'score',
          'duration',
          eb.fn
            .agg<number>('row_number')
            .over((over) =>
              over
                .partitionBy('member_id')
                .orderBy('score', 'desc')
                .orderBy('duration', 'asc')
                .orderBy('id', 'asc'),
            )
            .as('n'),
        ]),
      );

  /** Each entry carries its learner's names, so nothing is joined after ranking. */
  const memberEntries = (scope: RankingScope, basis: MemberRankingBasis) =>
    rankingBase(scope).with('entries', (qc) => {
      if (basis === 'sheet') {
        return qc
          .selectFrom('judged')
          .innerJoin('members', (join) =>
            join
              .onRef('members.id', '=', 'judged.member_id')
              .on('members.tenant_id', '=', scope.tenantId),
          )
          .select([
            'judged.id as entry_id',
            'judged.member_id',
            'members.user_code',
            'members.nick_name',
            'judged.score',
            'judged.duration',
          ])
          .$castTo<MemberEntry>();
      }
      if (basis === 'best') {
        return qc
          .selectFrom('best')
          .innerJoin('members', (join) =>
            join
              .onRef('members.id', '=', 'best.member_id')
              .on('members.tenant_id', '=', scope.tenantId),
          )
          .select([
            'best.member_id as entry_id',
            'best.member_id',
            'members.user_code',
            'members.nick_name',
            'best.score',
            'best.duration',
          ])
          .where('best.n', '=', 1)
          .$castTo<MemberEntry>();
      }
      return qc
        .selectFrom('judged')
        .innerJoin('members', (join) =>
          join
            .onRef('members.id', '=', 'judged.member_id')
            .on('members.tenant_id', '=', scope.tenantId),
        )
        .select([
          'judged.member_id as entry_id',
          'judged.member_id',
          'members.user_code',
          'members.nick_name',
          roundedToCents(sql`sum(${sql.ref('judged.score')})`).as('score'),
          sql<number>`sum(${sql.ref('judged.duration')})`.as('duration'),
        ])
        .groupBy(['judged.member_id', 'members.user_code', 'members.nick_name'])
        .$castTo<MemberEntry>();
    });

  const organisationEntries = (scope: RankingScope, basis: OrganisationRankingBasis) => {
    const aggregate = sql.raw(basis === 'average' ? 'avg' : 'sum');
    return rankingBase(scope).with('entries', (qc) =>
      qc
        .selectFrom('best')
        .innerJoin('member_organisations', (join) =>
          join
            .onRef('member_organisations.member_id', '=', 'best.member_id')
            .on('member_organisations.tenant_id', '=', scope.tenantId),
        )
        .innerJoin('organisations', (join) =>
          join
            .onRef('organisations.id', '=', 'member_organisations.organisation_id')
            .on('organisations.tenant_id', '=', scope.tenantId),
        )
        .select([
          'organisations.id as entry_id',
          'organisations.name',
          'organisations.classify_path',
          roundedToCents(sql`${aggregate}(${sql.ref('best.score')})`).as('score'),
          sql<number>`round(cast(${aggregate}(${sql.ref('best.duration')}) as numeric))`.as(
            'duration',
          ),
        ])
        .where('best.n', '=', 1)
        .groupBy(['organisations.id', 'organisations.name', 'organisations.classify_path'])
        .$castTo<OrganisationEntry>(),
    );
  };

  const countOf = async (query: { executeTakeFirstOrThrow: () => Promise<{ count: unknown }> }) =>
    Number((await query.executeTakeFirstOrThrow()).count);

  return {
    /** A sheet of the tenant, whoever's it is (the service tells the owner's apart). */
    findSheet: (tenantId: string, sheetId: string) =>
      sheetsWithPaper(tenantId).where('answer_sheets.id', '=', sheetId).executeTakeFirst(),

    findSheetByQueryCode: (tenantId: string, queryCode: string) =>
      sheetsWithPaper(tenantId)
        .where('answer_sheets.query_code', '=', queryCode)
        .executeTakeFirst(),

    gradedAnswers: (tenantId: string, sheetId: string) =>
      db
        .selectFrom('sheet_answers')
        .select(['question_id', 'answer', 'status', 'score'])
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
        db
          .selectFrom('answer_sheets')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('tenant_id', '=', tenantId)
          .where('paper_id', '=', paperId)
          .where('state', '=', SheetState.JUDGED)
          .where((eb) =>
            eb.or([
              eb('score', '>', score),
              eb.and([
                eb('score', '=', score),
                eb(eb('finished_at', '-', eb.ref('started_at')), '<', duration),
              ]),
            ]),
          ),
      )),

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
     * In one query: a page of a member ranking, the learner's own entries and the first entry (so
     * `total` is known whenever anything is ranked), by `position` in the listing. Entries rank by
     * score, then shorter duration, equal pairs sharing a rank (SQL RANK); the listing orders
     * those by account.
     */
    memberRanking: (
      scope: RankingScope,
      basis: MemberRankingBasis,
      { page, memberId }: { page: Page; memberId: string },
    ) =>
      memberEntries(scope, basis)
        .with('ranked', (qc) =>
          qc
            .selectFrom('entries')
            .selectAll()
            .select((eb) => [
              eb.fn
                .agg<number>('rank')
                .over((over) => over.orderBy('score', 'desc').orderBy('duration', 'asc'))
                .as('rank'),
              eb.fn
                .agg<number>('row_number')
                .over((over) =>
                  over
                    .orderBy('score', 'desc')
                    .orderBy('duration', 'asc')
                    .orderBy('user_code', 'asc')
                    .orderBy('entry_id', 'asc'),
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
            eb('member_id', '=', memberId),
          ]),
        )
        .orderBy('position')
        .execute(),

    /** The same for organisations: `organisationIds` are the learner's; ties in tree order. */
    organisationRanking: (
      scope: RankingScope,
      basis: OrganisationRankingBasis,
      { page, organisationIds }: { page: Page; organisationIds: string[] },
    ) =>
      organisationEntries(scope, basis)
        .with('ranked', (qc) =>
          qc
            .selectFrom('entries')
            .selectAll()
            .select((eb) => [
              eb.fn
                .agg<number>('rank')
                .over((over) => over.orderBy('score', 'desc').orderBy('duration', 'asc'))
                .as('rank'),
              eb.fn
                .agg<number>('row_number')
                .over((over) =>
                  over
                    .orderBy('score', 'desc')
                    .orderBy('duration', 'asc')
                    .orderBy('classify_path', 'asc')
                    .orderBy('entry_id', 'asc'),
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
        .execute(),

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
