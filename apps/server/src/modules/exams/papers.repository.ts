import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Character that escapes `%`, `_` and itself in LIKE patterns (portable: both dialects accept it). */
const LIKE_ESCAPE = '\\';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `${LIKE_ESCAPE}${match}`);

/** A paper with the name of its classification. */
const paperColumns = [
  'papers.id',
  'papers.tenant_id',
  'papers.name',
  'papers.classification_id',
  'papers.published',
  'papers.is_public',
  'papers.push_date',
  'papers.enable_time',
  'papers.expire_time',
  'papers.latest_start_time',
  'papers.duration_minutes',
  'papers.question_count',
  'papers.total_score',
  'papers.pass_score',
  'papers.seconds_per_question',
  'papers.times_allowed',
  'papers.times_per_day',
  'papers.paid',
  'papers.pay_amount',
  'papers.earliest_submit_minutes',
  'papers.require_all_answered',
  'papers.shuffle_questions',
  'papers.multiple_choice_partial_ratio',
  'papers.allow_suspension',
  'papers.max_pauses',
  'papers.max_pause_minutes',
  'papers.self_grading',
  'papers.leave_check',
  'papers.leave_return_seconds',
  'papers.leave_max_seconds',
  'papers.max_leaves',
  'papers.max_leave_violations',
  'papers.forbid_pc_browser',
  'papers.forbid_pc_client',
  'papers.collection_fields',
  'papers.signature_required',
  'papers.signature_title',
  'papers.admission_ticket',
  'papers.examinee_notes',
  'papers.certificate',
  'papers.proctoring',
  'papers.agreement',
  'papers.answers_visibility',
  'papers.hide_result_until_end',
  'papers.keys_visibility',
  'papers.result_release_time',
  'papers.pass_chances',
  'papers.composition',
  'papers.deleted_at',
  'papers.created_at',
  'papers.updated_at',
] as const;

export type PaperRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof papersRepository>['findById']>>
>;

export type PaperListFilter = {
  /** Only papers of this classification path and below; null: all. */
  classifyPath: string | null;
  /** Part of the paper name, matched case-insensitively; null: any. */
  nameContains: string | null;
};

export const papersRepository = (db: Kysely<Database>) => {
  /** Papers the learner may see: published, not deleted, public or inviting them. */
  const visiblePapers = (tenantId: string, memberId: string, filter: PaperListFilter) => {
    let query = db
      .selectFrom('papers')
      .leftJoin('exam_classifications', (join) =>
        join
          .onRef('exam_classifications.id', '=', 'papers.classification_id')
          .onRef('exam_classifications.tenant_id', '=', 'papers.tenant_id'),
      )
      .where('papers.tenant_id', '=', tenantId)
      .where('papers.published', '=', 1)
      .where('papers.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('papers.is_public', '=', 1),
          eb.exists(
            eb
              .selectFrom('paper_invitations')
              .select('paper_invitations.member_id')
              .where('paper_invitations.tenant_id', '=', tenantId)
              .whereRef('paper_invitations.paper_id', '=', 'papers.id')
              .where('paper_invitations.member_id', '=', memberId),
          ),
        ]),
      );
    if (filter.classifyPath !== null) {
      query = query.where(
        sql<boolean>`${sql.ref('exam_classifications.classify_path')} like ${`${escapeLike(filter.classifyPath)}%`} escape ${LIKE_ESCAPE}`,
      );
    }
    if (filter.nameContains !== null) {
      query = query.where(
        sql<boolean>`lower(${sql.ref('papers.name')}) like ${`%${escapeLike(filter.nameContains.toLowerCase())}%`} escape ${LIKE_ESCAPE}`,
      );
    }
    return query;
  };

  /**
   * Papers the learner may take: those they may see (visiblePapers, no filter), a paid one only
   * once they have paid for it.
   */
  const admittedPapers = (tenantId: string, memberId: string) =>
    visiblePapers(tenantId, memberId, { classifyPath: null, nameContains: null }).where((eb) =>
      eb.or([
        eb('papers.paid', '=', 0),
        eb.exists(
          eb
            .selectFrom('paper_payments')
            .select('paper_payments.member_id')
            .where('paper_payments.tenant_id', '=', tenantId)
            .whereRef('paper_payments.paper_id', '=', 'papers.id')
            .where('paper_payments.member_id', '=', memberId),
        ),
      ]),
    );

  return {
    findById: (tenantId: string, paperId: string) =>
      db
        .selectFrom('papers')
        .leftJoin('exam_classifications', (join) =>
          join
            .onRef('exam_classifications.id', '=', 'papers.classification_id')
            .onRef('exam_classifications.tenant_id', '=', 'papers.tenant_id'),
        )
        .select(paperColumns)
        .select('exam_classifications.name as classify_name')
        .where('papers.tenant_id', '=', tenantId)
        .where('papers.id', '=', paperId)
        .executeTakeFirst(),

    /** One page of the visible papers, newest release first. */
    listVisible: (
      tenantId: string,
      memberId: string,
      filter: PaperListFilter,
      page: { limit: number; offset: number },
    ) =>
      visiblePapers(tenantId, memberId, filter)
        .select(paperColumns)
        .select('exam_classifications.name as classify_name')
        .orderBy(
          sql`coalesce(${sql.ref('papers.push_date')}, ${sql.ref('papers.created_at')})`,
          'desc',
        )
        .orderBy('papers.created_at', 'desc')
        .orderBy('papers.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    countVisible: async (tenantId: string, memberId: string, filter: PaperListFilter) => {
      const row = await visiblePapers(tenantId, memberId, filter)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Spec §1 admission tickets: the papers issuing them that the learner may take and whose exam
     * has not ended at `now`, soonest start first (those without a start after them).
     */
    listAdmittedWithTickets: (tenantId: string, memberId: string, now: number, limit: number) =>
      admittedPapers(tenantId, memberId)
        .where('papers.admission_ticket', '=', 1)
        .where((eb) =>
          eb.or([eb('papers.expire_time', 'is', null), eb('papers.expire_time', '>', now)]),
        )
        .select(paperColumns)
        .select('exam_classifications.name as classify_name')
        .orderBy(sql`case when ${sql.ref('papers.enable_time')} is null then 1 else 0 end`)
        .orderBy('papers.enable_time')
        .orderBy('papers.created_at', 'desc')
        .orderBy('papers.id')
        .limit(limit)
        .execute(),

    isAdmitted: async (tenantId: string, memberId: string, paperId: string) =>
      (await admittedPapers(tenantId, memberId)
        .select('papers.id')
        .where('papers.id', '=', paperId)
        .executeTakeFirst()) !== undefined,

    isInvited: async (tenantId: string, paperId: string, memberId: string) =>
      (await db
        .selectFrom('paper_invitations')
        .select('member_id')
        .where('tenant_id', '=', tenantId)
        .where('paper_id', '=', paperId)
        .where('member_id', '=', memberId)
        .executeTakeFirst()) !== undefined,

    /** The paid papers among `paperIds` that the learner has paid for. */
    paidPaperIds: async (tenantId: string, memberId: string, paperIds: string[]) => {
      if (paperIds.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('paper_payments')
        .select('paper_id')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('paper_id', 'in', paperIds)
        .execute();
      return new Set(rows.map((row) => row.paper_id));
    },

    classifications: (tenantId: string) =>
      db
        .selectFrom('exam_classifications')
        .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able'])
        .where('tenant_id', '=', tenantId)
        .orderBy('sort')
        .orderBy('classify_path')
        .execute(),

    findClassificationPath: async (tenantId: string, classifyCode: string) =>
      (
        await db
          .selectFrom('exam_classifications')
          .select('classify_path')
          .where('tenant_id', '=', tenantId)
          .where('classify_code', '=', classifyCode)
          .executeTakeFirst()
      )?.classify_path ?? null,
  };
};
