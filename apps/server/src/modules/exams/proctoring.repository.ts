import type { Insertable, Kysely, Selectable } from 'kysely';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { Database } from '../../db/schema';
import type { SheetRef } from './answer-sheets.repository';
import type {
  ProctoringCheckTable,
  SheetProctoringEventTable,
  SheetRecordingTable,
} from './exams.schema';

export type ProctoringEventRow = Selectable<SheetProctoringEventTable>;

/** An event as a report names it. */
export type EventRef = SheetRef & { eventId: string };

/** A recording chunk as an upload names it. */
export type ChunkRef = SheetRef & { source: string; sequence: number };

/**
 * Proctoring's tables (migration 0020, docs/decisions/0049): device checks, the violations
 * reported on sheets and the chunks of their recordings; and the sheets a proctor watches.
 */
export const proctoringRepository = (db: Kysely<Database>) => ({
  /** The learner's latest device check of the paper replaces the one before. */
  saveCheck: async (check: Insertable<ProctoringCheckTable>) => {
    await db
      .insertInto('proctoring_checks')
      .values(check)
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'paper_id', 'member_id']).doUpdateSet({
          camera_passed: check.camera_passed,
          microphone_passed: check.microphone_passed,
          screen_passed: check.screen_passed,
          phone_passed: check.phone_passed,
          passed: check.passed,
          snapshot_upload_id: check.snapshot_upload_id,
          snapshot_url: check.snapshot_url,
          checked_at: check.checked_at,
          valid_until: check.valid_until,
        }),
      )
      .execute();
  },

  findCheck: (tenantId: string, paperId: string, memberId: string) =>
    db
      .selectFrom('proctoring_checks')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .where('member_id', '=', memberId)
      .executeTakeFirst(),

  findEvent: (ref: EventRef) =>
    db
      .selectFrom('sheet_proctoring_events')
      .selectAll()
      .where('tenant_id', '=', ref.tenantId)
      .where('sheet_id', '=', ref.sheetId)
      .where('event_id', '=', ref.eventId)
      .executeTakeFirst(),

  /** Records an event once: a report sent again with its id changes nothing. */
  recordEvent: async (event: Insertable<SheetProctoringEventTable>) => {
    await db
      .insertInto('sheet_proctoring_events')
      .values(event)
      .onConflict((conflict) => conflict.columns(['tenant_id', 'sheet_id', 'event_id']).doNothing())
      .execute();
  },

  /** Each sheet's recorded events per kind. */
  countEvents: async (tenantId: string, sheetIds: string[]) =>
    sheetIds.length === 0
      ? []
      : (
          await db
            .selectFrom('sheet_proctoring_events')
            .select((eb) => ['sheet_id', 'kind', eb.fn.countAll<number | string>().as('count')])
            .where('tenant_id', '=', tenantId)
            .where('sheet_id', 'in', sheetIds)
            .groupBy(['sheet_id', 'kind'])
            .execute()
        ).map((row) => ({ ...row, count: Number(row.count) })),

  /** The events with a snapshot of some sheets, the newest first. */
  snapshotsOf: (tenantId: string, sheetIds: string[]) =>
    db
      .selectFrom('sheet_proctoring_events')
      .select(['sheet_id', 'kind', 'snapshot_url', 'observed_at'])
      .where('tenant_id', '=', tenantId)
      .where('sheet_id', 'in', sheetIds)
      .where('snapshot_url', 'is not', null)
      .orderBy('recorded_at', 'desc')
      .orderBy('observed_at', 'desc')
      .execute(),

  findChunk: (ref: ChunkRef) =>
    db
      .selectFrom('sheet_recordings')
      .selectAll()
      .where('tenant_id', '=', ref.tenantId)
      .where('sheet_id', '=', ref.sheetId)
      .where('source', '=', ref.source)
      .where('sequence', '=', ref.sequence)
      .executeTakeFirst(),

  /** Records a chunk once: whether this call recorded it (a copy racing it may have first). */
  recordChunk: async (chunk: Insertable<SheetRecordingTable>) =>
    (
      await db
        .insertInto('sheet_recordings')
        .values(chunk)
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'sheet_id', 'source', 'sequence']).doNothing(),
        )
        .returning('upload_id')
        .execute()
    ).length === 1,

  /** The sheets of a paper being answered now, with their learners, by start. */
  answeringSheetsOf: (tenantId: string, paperId: string) =>
    db
      .selectFrom('answer_sheets')
      .innerJoin('members', (join) =>
        join
          .onRef('members.tenant_id', '=', 'answer_sheets.tenant_id')
          .onRef('members.id', '=', 'answer_sheets.member_id'),
      )
      .select([
        'answer_sheets.id',
        'answer_sheets.member_id',
        'answer_sheets.started_at',
        'answer_sheets.deadline_at',
        'members.nick_name',
        'members.user_code',
      ])
      .where('answer_sheets.tenant_id', '=', tenantId)
      .where('answer_sheets.paper_id', '=', paperId)
      .where('answer_sheets.state', '=', SheetState.ANSWERING)
      .orderBy('answer_sheets.started_at')
      .orderBy('answer_sheets.id')
      .execute(),

  /** The device-check snapshots of some learners of a paper. */
  checkSnapshotsOf: (tenantId: string, paperId: string, memberIds: string[]) =>
    db
      .selectFrom('proctoring_checks')
      .select(['member_id', 'snapshot_url'])
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .where('member_id', 'in', memberIds)
      .execute(),

  /**
   * The ID photo the administrator set for a learner (the members' pack, decision 0049), read as
   * exams reads their names; null: none.
   */
  idPhotoOf: async (tenantId: string, memberId: string) =>
    (
      await db
        .selectFrom('members')
        .select('id_photo')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', memberId)
        .executeTakeFirst()
    )?.id_photo ?? null,

  /** A sheet of the tenant, whoever's it is. */
  findSheet: (tenantId: string, sheetId: string) =>
    db
      .selectFrom('answer_sheets')
      .select(['id', 'tenant_id', 'paper_id', 'member_id', 'state', 'deadline_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .executeTakeFirst(),

  /**
   * Moves the deadline of a sheet still answered from `deadline` to `newDeadline`, unless another
   * change came first: the new deadline, or undefined.
   */
  moveDeadline: async (ref: SheetRef, deadline: number, newDeadline: number) =>
    (
      await db
        .updateTable('answer_sheets')
        .set({ deadline_at: newDeadline })
        .where('tenant_id', '=', ref.tenantId)
        .where('id', '=', ref.sheetId)
        .where('state', '=', SheetState.ANSWERING)
        .where('deadline_at', '=', deadline)
        .returning('deadline_at')
        .executeTakeFirst()
    )?.deadline_at,
});
