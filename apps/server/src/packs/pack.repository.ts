import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  ExamClassificationTable,
  MemberTable,
  OrganisationTable,
  PaperTable,
  QuestionTable,
  TenantTable,
} from '../db/schema';

type TenantFields = Omit<Insertable<TenantTable>, 'id' | 'created_at'>;
type OrganisationFields = Omit<OrganisationTable, 'id' | 'tenant_id' | 'created_at'>;
type ExamClassificationFields = Omit<ExamClassificationTable, 'id' | 'tenant_id' | 'created_at'>;
type QuestionFields = Omit<QuestionTable, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>;
type PaperFields = Omit<PaperTable, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>;
type MemberFields = Omit<
  MemberTable,
  'id' | 'tenant_id' | 'created_at' | 'last_login_at' | 'avatar' | 'total_credit'
>;

/** Upserts of a content-pack import, keyed by the pack's natural keys; always tenant-scoped. */
export const packRepository = (db: Kysely<Database>) => ({
  findTenantId: async (factoryCode: string) =>
    (
      await db
        .selectFrom('tenants')
        .select('id')
        .where('factory_code', '=', factoryCode)
        .executeTakeFirst()
    )?.id,

  insertTenant: (id: string, fields: TenantFields, now: number) =>
    db
      .insertInto('tenants')
      .values({ id, ...fields, created_at: now })
      .execute(),

  updateTenant: (id: string, fields: Partial<TenantFields>) =>
    db.updateTable('tenants').set(fields).where('id', '=', id).execute(),

  organisationIdsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('organisations')
      .select(['id', 'classify_code'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.classify_code, row.id]));
  },

  insertOrganisation: (tenantId: string, id: string, fields: OrganisationFields, now: number) =>
    db
      .insertInto('organisations')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateOrganisation: (tenantId: string, id: string, fields: OrganisationFields) =>
    db
      .updateTable('organisations')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  findMemberId: async (tenantId: string, userCode: string) =>
    (
      await db
        .selectFrom('members')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_code', '=', userCode)
        .executeTakeFirst()
    )?.id,

  insertMember: (tenantId: string, id: string, fields: MemberFields, now: number) =>
    db
      .insertInto('members')
      .values({
        id,
        tenant_id: tenantId,
        ...fields,
        avatar: null,
        total_credit: 0,
        created_at: now,
        last_login_at: null,
      })
      .execute(),

  updateMember: (tenantId: string, id: string, fields: MemberFields) =>
    db
      .updateTable('members')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  replaceMemberOrganisations: async (
    tenantId: string,
    memberId: string,
    organisationIds: string[],
  ) => {
    await db
      .deleteFrom('member_organisations')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('member_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          member_id: memberId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },

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

  questionBanksByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('question_banks')
      .select(['id', 'code', 'name'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map(({ code, ...row }) => [code, row]));
  },

  insertQuestionBank: (
    tenantId: string,
    id: string,
    fields: { code: string; name: string },
    now: number,
  ) =>
    db
      .insertInto('question_banks')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateQuestionBank: (tenantId: string, id: string, fields: { name: string }, now: number) =>
    db
      .updateTable('question_banks')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their questions go with them. */
  deleteQuestionBanks: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('question_banks')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /** A bank's questions by code. */
  questionsOfBank: async (tenantId: string, bankId: string) => {
    const rows = await db
      .selectFrom('questions')
      .select(['id', 'code', 'question_type', 'view', 'answer_key', 'analysis'])
      .where('tenant_id', '=', tenantId)
      .where('bank_id', '=', bankId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertQuestion: (tenantId: string, id: string, fields: QuestionFields, now: number) =>
    db
      .insertInto('questions')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateQuestion: (
    tenantId: string,
    id: string,
    fields: Omit<QuestionFields, 'bank_id' | 'code'>,
    now: number,
  ) =>
    db
      .updateTable('questions')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteQuestions: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('questions')
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
});
