import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExamClassificationTable, PaperTable } from './exams.schema';

type ExamClassificationFields = Omit<ExamClassificationTable, 'id' | 'tenant_id' | 'created_at'>;
type PaperFields = Omit<Selectable<PaperTable>, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>;

/** Upserts of the exam part of a content-pack import, keyed by the pack's codes; always tenant-scoped. */
export const examsPackRepository = (db: Kysely<Database>) => ({
  examClassificationsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('exam_classifications')
      .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able', 'sort'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.classify_code, row]));
  },

  insertExamClassification: (
    tenantId: string,
    id: string,
    fields: ExamClassificationFields,
    now: number,
  ) =>
    db
      .insertInto('exam_classifications')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateExamClassification: (tenantId: string, id: string, fields: ExamClassificationFields) =>
    db
      .updateTable('exam_classifications')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their papers become unclassified; their children go with them. */
  deleteExamClassifications: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('exam_classifications')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  papersByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('papers')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertPaper: (tenantId: string, id: string, fields: PaperFields, now: number) =>
    db
      .insertInto('papers')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updatePaper: (tenantId: string, id: string, fields: Omit<PaperFields, 'code'>, now: number) =>
    db
      .updateTable('papers')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Marks papers deleted: learners' answer sheets still refer to them. */
  softDeletePapers: async (tenantId: string, ids: string[], now: number) => {
    if (ids.length === 0) return;
    await db
      .updateTable('papers')
      .set({ deleted_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
  },

  invitedMemberIds: async (tenantId: string, paperId: string) => {
    const rows = await db
      .selectFrom('paper_invitations')
      .select('member_id')
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .execute();
    return new Set(rows.map((row) => row.member_id));
  },

  replacePaperInvitations: async (tenantId: string, paperId: string, memberIds: string[]) => {
    await db
      .deleteFrom('paper_invitations')
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .execute();
    if (memberIds.length === 0) return;
    await db
      .insertInto('paper_invitations')
      .values(
        memberIds.map((memberId) => ({
          tenant_id: tenantId,
          paper_id: paperId,
          member_id: memberId,
        })),
      )
      .execute();
  },

  /** The learners' collections of a paper, the earliest saved first. */
  collectionsOf: (tenantId: string, paperId: string) =>
    db
      .selectFrom('exam_collections')
      .select(['member_id', 'field_values'])
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .orderBy('saved_at')
      .orderBy('member_id')
      .execute(),

  /** The paper's unique-value claims become `claims`; of two for one value the first stays. */
  replaceCollectionClaims: async (
    tenantId: string,
    paperId: string,
    claims: { fieldKey: string; value: string; memberId: string }[],
  ) => {
    await db
      .deleteFrom('exam_collection_claims')
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .execute();
    for (const claim of claims) {
      await db
        .insertInto('exam_collection_claims')
        .values({
          tenant_id: tenantId,
          paper_id: paperId,
          field_key: claim.fieldKey,
          value: claim.value,
          member_id: claim.memberId,
        })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'paper_id', 'field_key', 'value']).doNothing(),
        )
        .execute();
    }
  },
});
