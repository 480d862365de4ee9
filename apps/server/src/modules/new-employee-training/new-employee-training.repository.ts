import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';

/** A programme as the service reads it, with its classification and bigints as numbers. */
export type ProgrammeRow = {
  id: string;
  code: string;
  name: string;
  cover_url: string | null;
  introduction: string;
  exam_paper_id: string | null;
  exam_opens: string;
  classify_name: string | null;
};

/** A member's invitation to a programme. */
export type InvitationRow = { member_id: string; invite_create_time: number; invite_time: number };

export type TaskRow = {
  id: string;
  programme_id: string;
  position: number;
  kind: number;
  ref_id: string;
  within_days: number | null;
};

export type ProgrammeFilter = {
  classifyPath: string | null;
  keyword: string | null;
  offset: number;
  limit: number;
};

const programmeColumns = [
  'new_employee_programmes.id',
  'new_employee_programmes.code',
  'new_employee_programmes.name',
  'new_employee_programmes.cover_url',
  'new_employee_programmes.introduction',
  'new_employee_programmes.exam_paper_id',
  'new_employee_programmes.exam_opens',
  'new_employee_classifications.name as classify_name',
] as const;

const invitationOf = (row: {
  member_id: string;
  invite_create_time: number | string;
  invite_time: number | string;
}): InvitationRow => ({
  member_id: row.member_id,
  invite_create_time: Number(row.invite_create_time),
  invite_time: Number(row.invite_time),
});

/** Programmes, their tasks and invitation lists; every query tenant-scoped. */
export const newEmployeeTrainingRepository = (db: Kysely<Database>) => {
  const programmesQuery = (tenantId: string) =>
    db
      .selectFrom('new_employee_programmes')
      .leftJoin('new_employee_classifications', (join) =>
        join
          .onRef('new_employee_classifications.tenant_id', '=', 'new_employee_programmes.tenant_id')
          .onRef(
            'new_employee_classifications.id',
            '=',
            'new_employee_programmes.classification_id',
          ),
      )
      .where('new_employee_programmes.tenant_id', '=', tenantId);

  return {
    classifications: (tenantId: string) =>
      db
        .selectFrom('new_employee_classifications')
        .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able'])
        .where('tenant_id', '=', tenantId)
        .orderBy('sort')
        .orderBy('classify_code')
        .execute(),

    /** A page of the programmes the member is invited to, most recently invited first. */
    invitedProgrammes: async (tenantId: string, memberId: string, filter: ProgrammeFilter) => {
      let query = programmesQuery(tenantId).innerJoin('new_employee_invitees', (join) =>
        join
          .onRef('new_employee_invitees.tenant_id', '=', 'new_employee_programmes.tenant_id')
          .onRef('new_employee_invitees.programme_id', '=', 'new_employee_programmes.id')
          .on('new_employee_invitees.member_id', '=', memberId),
      );
      if (filter.classifyPath !== null) {
        query = query.where(
          sql<boolean>`substr(new_employee_classifications.classify_path, 1, ${filter.classifyPath.length}) = ${filter.classifyPath}`,
        );
      }
      if (filter.keyword !== null) {
        query = query.where(containsText('new_employee_programmes.name', filter.keyword));
      }
      const [rows, total] = await Promise.all([
        query
          .select([
            ...programmeColumns,
            'new_employee_invitees.member_id',
            'new_employee_invitees.invite_create_time',
            'new_employee_invitees.invite_time',
          ])
          .orderBy('new_employee_invitees.invite_time', 'desc')
          .orderBy('new_employee_programmes.id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('programmes')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          programme: row as ProgrammeRow,
          invitation: invitationOf(row),
        })),
        total: Number(total.programmes),
      };
    },

    findProgramme: async (tenantId: string, programmeId: string) =>
      (await programmesQuery(tenantId)
        .select(programmeColumns)
        .where('new_employee_programmes.id', '=', programmeId)
        .executeTakeFirst()) as ProgrammeRow | undefined,

    invitation: async (tenantId: string, programmeId: string, memberId: string) => {
      const row = await db
        .selectFrom('new_employee_invitees')
        .select(['member_id', 'invite_create_time', 'invite_time'])
        .where('tenant_id', '=', tenantId)
        .where('programme_id', '=', programmeId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row ? invitationOf(row) : undefined;
    },

    /** The programmes whose training exam is this paper, with the member's invitation to each. */
    programmesExaminingFor: async (tenantId: string, paperId: string, memberId: string) => {
      const rows = await programmesQuery(tenantId)
        .innerJoin('new_employee_invitees', (join) =>
          join
            .onRef('new_employee_invitees.tenant_id', '=', 'new_employee_programmes.tenant_id')
            .onRef('new_employee_invitees.programme_id', '=', 'new_employee_programmes.id')
            .on('new_employee_invitees.member_id', '=', memberId),
        )
        .select([
          ...programmeColumns,
          'new_employee_invitees.member_id',
          'new_employee_invitees.invite_create_time',
          'new_employee_invitees.invite_time',
        ])
        .where('new_employee_programmes.exam_paper_id', '=', paperId)
        .execute();
      return rows.map((row) => ({ programme: row as ProgrammeRow, invitation: invitationOf(row) }));
    },

    /** The programmes' tasks, in their order. */
    tasksOf: async (tenantId: string, programmeIds: readonly string[]): Promise<TaskRow[]> => {
      if (programmeIds.length === 0) return [];
      const rows = await db
        .selectFrom('new_employee_tasks')
        .select(['id', 'programme_id', 'position', 'kind', 'ref_id', 'within_days'])
        .where('tenant_id', '=', tenantId)
        .where('programme_id', 'in', programmeIds)
        .orderBy('programme_id')
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        ...row,
        position: Number(row.position),
        kind: Number(row.kind),
        within_days: row.within_days === null ? null : Number(row.within_days),
      }));
    },

    /** A page of a programme's invited members with their names, most recently invited first. */
    invitees: async (
      tenantId: string,
      programmeId: string,
      page: { offset: number; limit: number },
    ) => {
      const query = db
        .selectFrom('new_employee_invitees')
        .where('new_employee_invitees.tenant_id', '=', tenantId)
        .where('new_employee_invitees.programme_id', '=', programmeId);
      const [rows, total] = await Promise.all([
        query
          .innerJoin('members', (join) =>
            join
              .onRef('members.tenant_id', '=', 'new_employee_invitees.tenant_id')
              .onRef('members.id', '=', 'new_employee_invitees.member_id'),
          )
          .select([
            'new_employee_invitees.member_id',
            'new_employee_invitees.invite_create_time',
            'new_employee_invitees.invite_time',
            'members.nick_name',
            'members.user_code',
          ])
          .orderBy('new_employee_invitees.invite_time', 'desc')
          .orderBy('new_employee_invitees.member_id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('invitees')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...invitationOf(row),
          nick_name: row.nick_name,
          user_code: row.user_code,
        })),
        total: Number(total.invitees),
      };
    },

    /** Puts the member on the list; one already on it keeps their invitation. */
    invite: (tenantId: string, programmeId: string, memberId: string, now: number) =>
      db
        .insertInto('new_employee_invitees')
        .values({
          tenant_id: tenantId,
          programme_id: programmeId,
          member_id: memberId,
          invite_create_time: now,
          invite_time: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'programme_id', 'member_id']).doNothing(),
        )
        .execute(),
  };
};

export type NewEmployeeTrainingRepository = ReturnType<typeof newEmployeeTrainingRepository>;
export const newEmployeeTrainingRepositories = (db: Kysely<Database>) => ({
  programmes: newEmployeeTrainingRepository(db),
});
export type NewEmployeeTrainingRepositories = ReturnType<typeof newEmployeeTrainingRepositories>;
