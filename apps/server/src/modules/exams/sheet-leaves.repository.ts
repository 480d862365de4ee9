import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SheetRef } from './answer-sheets.repository';
import type { SheetLeaveTable } from './exams.schema';

export type SheetLeaveRow = Selectable<SheetLeaveTable>;

/** A leave as a report names it. */
export type LeaveRef = SheetRef & { leaveId: string };

/** A return as judged, before its outcome is known. */
export type JudgedReturn = LeaveRef & {
  kind: string;
  leftAt: number;
  returnedAt: number;
  durationMs: number;
  clientDurationMs: number | null;
  outcome: string;
};

const leaveOf = ({ tenantId, sheetId, leaveId }: LeaveRef) =>
  ({ tenant_id: tenantId, sheet_id: sheetId, leave_id: leaveId }) as const;

/** The reported leaves of answer sheets (spec §4 leave rule, `sheet_leaves`). */
export const sheetLeavesRepository = (db: Kysely<Database>) => ({
  find: (ref: LeaveRef) =>
    db
      .selectFrom('sheet_leaves')
      .selectAll()
      .where('tenant_id', '=', ref.tenantId)
      .where('sheet_id', '=', ref.sheetId)
      .where('leave_id', '=', ref.leaveId)
      .executeTakeFirst(),

  /** Records that a leave began, once: a report sent again, or after its return, changes nothing. */
  recordLeft: async (ref: LeaveRef, kind: string, now: number, outcome: string) => {
    await db
      .insertInto('sheet_leaves')
      .values({ ...leaveOf(ref), kind, left_at: now, outcome, reported_at: now })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'sheet_id', 'leave_id']).doNothing())
      .execute();
  },

  /**
   * Records a leave's return, whether or not its beginning was reported, unless a return of it
   * was recorded already: the leave after it, or undefined when another report returned it first.
   */
  recordReturn: (judged: JudgedReturn) =>
    db
      .insertInto('sheet_leaves')
      .values({
        ...leaveOf(judged),
        kind: judged.kind,
        left_at: judged.leftAt,
        returned_at: judged.returnedAt,
        duration_ms: judged.durationMs,
        client_duration_ms: judged.clientDurationMs,
        outcome: judged.outcome,
        reported_at: judged.returnedAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'sheet_id', 'leave_id'])
          .doUpdateSet({
            left_at: judged.leftAt,
            returned_at: judged.returnedAt,
            duration_ms: judged.durationMs,
            client_duration_ms: judged.clientDurationMs,
            outcome: judged.outcome,
          })
          .where('sheet_leaves.returned_at', 'is', null),
      )
      .returningAll()
      .executeTakeFirst(),

  setOutcome: (ref: LeaveRef, outcome: string, violation: boolean) =>
    db
      .updateTable('sheet_leaves')
      .set({ outcome, violation: violation ? 1 : 0 })
      .where('tenant_id', '=', ref.tenantId)
      .where('sheet_id', '=', ref.sheetId)
      .where('leave_id', '=', ref.leaveId)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** A sheet's leaves in the order they began. */
  ofSheet: (tenantId: string, sheetId: string) =>
    db
      .selectFrom('sheet_leaves')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('sheet_id', '=', sheetId)
      .orderBy('left_at')
      .orderBy('reported_at')
      .execute(),

  /**
   * The leaves of every sheet of a paper, or of one sheet, with the sheet's learner, by sheet and
   * in order.
   */
  recorded: (tenantId: string, scope: { paperId: string } | { sheetId: string }) =>
    db
      .selectFrom('sheet_leaves')
      .innerJoin('answer_sheets', (join) =>
        join
          .onRef('answer_sheets.tenant_id', '=', 'sheet_leaves.tenant_id')
          .onRef('answer_sheets.id', '=', 'sheet_leaves.sheet_id'),
      )
      .innerJoin('members', (join) =>
        join
          .onRef('members.tenant_id', '=', 'answer_sheets.tenant_id')
          .onRef('members.id', '=', 'answer_sheets.member_id'),
      )
      .selectAll('sheet_leaves')
      .select(['members.user_code', 'members.nick_name'])
      .where('sheet_leaves.tenant_id', '=', tenantId)
      .where((eb) =>
        'paperId' in scope
          ? eb('answer_sheets.paper_id', '=', scope.paperId)
          : eb('sheet_leaves.sheet_id', '=', scope.sheetId),
      )
      .orderBy('sheet_leaves.sheet_id')
      .orderBy('sheet_leaves.left_at')
      .orderBy('sheet_leaves.reported_at')
      .execute(),
});
