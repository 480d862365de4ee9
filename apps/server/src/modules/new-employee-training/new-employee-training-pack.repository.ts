import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClassificationFields } from '../../platform/packs/pack-tree';
import type { NewEmployeeProgrammeTable } from './new-employee-training.schema';

export type ProgrammeFields = Omit<
  NewEmployeeProgrammeTable,
  'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'
>;
export type TaskFields = { position: number; within_days: number | null };

/** Upserts of the new-employee training part of a content-pack import; always tenant-scoped. */
export const newEmployeeTrainingPackRepository = (db: Kysely<Database>) => ({
  classificationsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('new_employee_classifications')
      .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able', 'sort'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(
      rows.map((row) => [
        row.classify_code,
        { ...row, is_able: Number(row.is_able), sort: Number(row.sort) },
      ]),
    );
  },

  insertClassification: (tenantId: string, id: string, fields: ClassificationFields, now: number) =>
    db
      .insertInto('new_employee_classifications')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateClassification: (tenantId: string, id: string, fields: ClassificationFields) =>
    db
      .updateTable('new_employee_classifications')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteClassifications: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('new_employee_classifications')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  programmesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('new_employee_programmes')
      .select([
        'id',
        'code',
        'name',
        'classification_id',
        'cover_url',
        'introduction',
        'exam_paper_id',
        'exam_opens',
      ])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertProgramme: (
    tenantId: string,
    id: string,
    code: string,
    fields: ProgrammeFields,
    now: number,
  ) =>
    db
      .insertInto('new_employee_programmes')
      .values({ id, tenant_id: tenantId, code, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateProgramme: (tenantId: string, id: string, fields: ProgrammeFields, now: number) =>
    db
      .updateTable('new_employee_programmes')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Removes programmes with their tasks and invitation lists. */
  deleteProgrammes: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    for (const table of ['new_employee_tasks', 'new_employee_invitees'] as const) {
      await db
        .deleteFrom(table)
        .where('tenant_id', '=', tenantId)
        .where('programme_id', 'in', ids)
        .execute();
    }
    await db
      .deleteFrom('new_employee_programmes')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  tasksOf: async (tenantId: string, programmeId: string) => {
    const rows = await db
      .selectFrom('new_employee_tasks')
      .select(['id', 'kind', 'ref_id', 'position', 'within_days'])
      .where('tenant_id', '=', tenantId)
      .where('programme_id', '=', programmeId)
      .execute();
    return rows.map((row) => ({
      ...row,
      kind: Number(row.kind),
      position: Number(row.position),
      within_days: row.within_days === null ? null : Number(row.within_days),
    }));
  },

  insertTask: (
    tenantId: string,
    programmeId: string,
    id: string,
    task: { kind: number; ref_id: string } & TaskFields,
  ) =>
    db
      .insertInto('new_employee_tasks')
      .values({ id, tenant_id: tenantId, programme_id: programmeId, ...task })
      .execute(),

  updateTask: (tenantId: string, id: string, fields: TaskFields) =>
    db
      .updateTable('new_employee_tasks')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteTasks: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('new_employee_tasks')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  inviteeIdsOf: async (tenantId: string, programmeId: string) =>
    new Set(
      (
        await db
          .selectFrom('new_employee_invitees')
          .select('member_id')
          .where('tenant_id', '=', tenantId)
          .where('programme_id', '=', programmeId)
          .execute()
      ).map((row) => row.member_id),
    ),

  insertInvitee: (
    tenantId: string,
    programmeId: string,
    memberId: string,
    times: { invite_create_time: number; invite_time: number },
  ) =>
    db
      .insertInto('new_employee_invitees')
      .values({ tenant_id: tenantId, programme_id: programmeId, member_id: memberId, ...times })
      .execute(),

  deleteInvitees: async (tenantId: string, programmeId: string, memberIds: string[]) => {
    if (memberIds.length === 0) return;
    await db
      .deleteFrom('new_employee_invitees')
      .where('tenant_id', '=', tenantId)
      .where('programme_id', '=', programmeId)
      .where('member_id', 'in', memberIds)
      .execute();
  },
});
