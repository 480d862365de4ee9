import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { SheetState } from '@lectern/contracts/exams/exam';
import { idsOfTenant, unindexed } from '../../db/ids-of-tenant';
import type { Database } from '../../db/schema';
import type { TSheetQuestion } from '../questions/sheet-question';
import type { AnswerSheetTable, SheetAnswerTable } from './exams.schema';

/** `answer_sheets.questions`: the sheet's questions as drawn at start, in the sheet's order. */
export const parseSheetQuestions = (json: string) => JSON.parse(json) as TSheetQuestion[];

/** Why a sheet was submitted (`answer_sheets.submit_reason`). */
/**
 * Why a sheet ended: the learner, the deadline, a wrong answer with no chance left (300361), too
 * long a leave of the page, or too many (spec §4 leave rule, 300336), a proctoring limit passed,
 * or an administrator.
 */
export const SubmitReason = {
  LEARNER: 'learner',
  TIME_UP: 'time-up',
  LEVEL_FAILED: 'level-failed',
  PAGE_LEAVES: 'page-leaves',
  /** A proctoring violation passed the paper's limit (spec §4, docs/decisions/0049). */
  PROCTORING: 'proctoring',
  /** An administrator force-submitted the sheet (issue 21 point 7). */
  ADMIN: 'admin',
} as const;
export type TSubmitReason = (typeof SubmitReason)[keyof typeof SubmitReason];

export type AnswerSheetRow = Selectable<AnswerSheetTable>;

/** A sheet the expiry sweep submits. */
export type ExpiredSheet = Pick<AnswerSheetRow, 'id' | 'tenant_id' | 'deadline_at'>;

/** A sheet's answers at the end: what grading stores for every question. */
/** A question's grade, as stored in `answer_sheets.grades` (contracts `TGradeStatus`). */
export type QuestionGrade = { status: string; score: number | null };

/** A sheet, by its tenant and id. */
export type SheetRef = { tenantId: string; sheetId: string };

/** What grading a sheet stores on it. */
export type SheetResult = Pick<
  AnswerSheetRow,
  | 'state'
  | 'finished_at'
  | 'score'
  | 'passed'
  | 'answered_count'
  | 'grades'
  | 'paused_ms'
  | 'paused_until'
>;

/** A learner's answers to one of their sheets, to be written while it is still answered. */
export type AnswerWrite = {
  tenantId: string;
  memberId: string;
  sheetId: string;
  /** Refused when the sheet's deadline lies before this (past the grace period for saves). */
  deadlineFloor: number;
  /** One per question; `verdict` only in pass mode, `opened_at` only with per-question time. */
  answers: (Pick<SheetAnswerTable, 'question_id' | 'answer' | 'marked' | 'seq' | 'saved_at'> & {
    verdict?: number | null;
    opened_at?: number | null;
  })[];
};

const highestSeq = (answers: AnswerWrite['answers']) =>
  Math.max(0, ...answers.map((answer) => answer.seq));

/** Most rows one multi-row statement writes (SQLite binds at most 32,766 parameters). */
const ROWS_PER_STATEMENT = 500;

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, index) =>
    rows.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT),
  );

/** The ids of some sheets, by tenant: a statement about many sheets names each tenant once. */
const sheetIdsByTenant = (sheets: SheetRef[]) => {
  const byTenant = new Map<string, string[]>();
  for (const { tenantId, sheetId } of sheets) {
    const sheetIds = byTenant.get(tenantId) ?? [];
    sheetIds.push(sheetId);
    byTenant.set(tenantId, sheetIds);
  }
  return byTenant;
};

/**
 * The sheets named, as one IN list of ids per tenant, which finds each by its key (`idsOfTenant`).
 * A chain of `(tenant_id = ? and id = ?) or ...` let SQLite walk every sheet being answered
 * instead: 6 ms to claim 22 sheets among 5,000 answered ones.
 */
const isOneOf = (eb: ExpressionBuilder<Database, 'answer_sheets'>, sheets: SheetRef[]) =>
  eb.or(
    [...sheetIdsByTenant(sheets)].map(([tenantId, sheetIds]) =>
      idsOfTenant('answer_sheets', tenantId, sheetIds),
    ),
  );

/** A sheet without its questions, which are read apart and cached (sheet-questions-cache.ts). */
const sheetColumns = [
  'id',
  'tenant_id',
  'paper_id',
  'member_id',
  'attempt_no',
  'state',
  'started_at',
  'deadline_at',
  'finished_at',
  'submit_reason',
  'question_count',
  'answered_count',
  'last_seq',
  'score',
  'passed',
  'query_code',
  'hidden_at',
  'question_set_id',
  'pause_count',
  'paused_ms',
  'paused_until',
  'open_section',
  'wrong_count',
  'leave_count',
  'leave_violations',
  'signature_upload_id',
  'signature_url',
  'signed_at',
] as const satisfies readonly Exclude<keyof AnswerSheetTable, 'questions'>[];
export type SheetSummary = Omit<AnswerSheetRow, 'questions'>;

/** What `attemptsAndExpiredOf` reads for one learner; `cutoff` bounds the expired sheets. */
export type AttemptLookup = {
  tenantId: string;
  memberId: string;
  paperIds: string[];
  cutoff: number;
};

/** The learner's sheets of some papers: enough to count attempts and find the open one. */
const attemptColumns = [
  'id',
  'paper_id',
  'state',
  'started_at',
  'deadline_at',
  'finished_at',
  'hidden_at',
] as const;

/**
 * Writes each answer unless the stored one carries the same or a newer seq; the seq of each
 * answer written. The one statement of a save that S3's bare route (bench/) runs alone too.
 * A save's statements are SQL rather than built, since building them cost more CPU than running
 * them (docs/decisions/0020).
 */
export const upsertAnswers = async (
  db: Kysely<Database>,
  tenantId: string,
  sheetId: string,
  answers: AnswerWrite['answers'],
) => {
  const written = new Map<string, number>();
  for (const rows of chunks(answers)) {
    const { rows: returned } = await sql<Pick<SheetAnswerTable, 'question_id' | 'seq'>>`
      insert into sheet_answers
        (tenant_id, sheet_id, question_id, answer, marked, seq, saved_at, verdict, opened_at)
      values ${sql.join(
        rows.map(
          (row) =>
            sql`(${tenantId}, ${sheetId}, ${row.question_id}, ${row.answer}, ${row.marked}, ${row.seq}, ${row.saved_at}, ${row.verdict ?? null}, ${row.opened_at ?? null})`,
        ),
      )}
      on conflict (sheet_id, question_id) do update
        set answer = excluded.answer, marked = excluded.marked, seq = excluded.seq,
          saved_at = excluded.saved_at, verdict = excluded.verdict,
          opened_at = coalesce(sheet_answers.opened_at, excluded.opened_at)
        where sheet_answers.seq < excluded.seq
      returning question_id, seq
    `.execute(db);
    for (const row of returned) written.set(row.question_id, Number(row.seq));
  }
  return written;
};

/** The claim of `writeAnswers`: the sheet's row, if it is still answered and in time. */
const claimForAnswers = async (
  db: Kysely<Database>,
  { tenantId, memberId, sheetId, deadlineFloor, answers }: AnswerWrite,
) => {
  const seq = highestSeq(answers);
  const { rows } = await sql<Pick<AnswerSheetRow, 'open_section' | 'wrong_count'>>`
    update answer_sheets
    set last_seq = case when last_seq < ${seq} then ${seq} else last_seq end
    where tenant_id = ${tenantId} and id = ${sheetId} and member_id = ${memberId}
      and state = ${SheetState.ANSWERING}
      and (deadline_at is null or deadline_at >= ${deadlineFloor})
    returning open_section, wrong_count
  `.execute(db);
  return rows[0];
};

/** The writes of `writeAnswers` once the sheet is claimed: the seq stored for each question. */
const storeAnswers = async (db: Kysely<Database>, { tenantId, sheetId, answers }: AnswerWrite) => {
  const stored = await upsertAnswers(db, tenantId, sheetId, answers);
  // Answers not written were older than the stored ones: answer with the stored seq.
  const stale = answers.filter((row) => !stored.has(row.question_id));
  if (stale.length > 0) {
    const newer = await db
      .selectFrom('sheet_answers')
      .select(['question_id', 'seq'])
      .where('tenant_id', '=', tenantId)
      .where('sheet_id', '=', sheetId)
      .where(
        'question_id',
        'in',
        stale.map((row) => row.question_id),
      )
      .execute();
    for (const row of newer) stored.set(row.question_id, Number(row.seq));
  }
  return stored;
};

export const answerSheetsRepository = (db: Kysely<Database>) => ({
  /** Sheets by id within their tenants, whoever's they are (callers check the learner). */
  findMany: (sheets: SheetRef[]) =>
    db
      .selectFrom('answer_sheets')
      .select(sheetColumns)
      .where((eb) => isOneOf(eb, sheets))
      .execute(),

  /** The sheet's questions JSON (`TSheetQuestion[]`) and the question set it is stored as. */
  questionsOf: async (tenantId: string, sheetId: string) => {
    const row = await db
      .selectFrom('answer_sheets')
      .leftJoin('question_sets', (join) =>
        join
          .onRef('question_sets.tenant_id', '=', 'answer_sheets.tenant_id')
          .onRef('question_sets.id', '=', 'answer_sheets.question_set_id'),
      )
      .select([
        'answer_sheets.question_set_id',
        'answer_sheets.questions as inline_questions',
        'question_sets.questions as set_questions',
      ])
      .where('answer_sheets.tenant_id', '=', tenantId)
      .where('answer_sheets.id', '=', sheetId)
      .executeTakeFirstOrThrow();
    return {
      setId: row.question_set_id,
      json: row.set_questions ?? row.inline_questions,
    };
  },

  /** Stores a draw once; sheets refer to it by `question_set_id`. */
  saveQuestionSet: (tenantId: string, setId: string, questions: string, now: number) =>
    db
      .insertInto('question_sets')
      .values({ tenant_id: tenantId, id: setId, questions, created_at: now })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doNothing())
      .execute(),

  /**
   * Spec §4 pause: the time stops for the whole pause length at once (the deadline moves by it and
   * it counts as paused); resuming early gives back what was not used. Only a sheet of the learner
   * still answered, in time, not paused and with a pause left is paused: the sheet's pause after
   * it, or undefined.
   */
  pause: (
    { tenantId, memberId, sheetId }: SheetRef & { memberId: string },
    now: number,
    pauseMs: number,
    maxPauses: number | null,
  ) =>
    db
      .updateTable('answer_sheets')
      .set((eb) => ({
        paused_until: now + pauseMs,
        pause_count: eb('pause_count', '+', 1),
        paused_ms: eb('paused_ms', '+', pauseMs),
        deadline_at: eb('deadline_at', '+', pauseMs),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('member_id', '=', memberId)
      .where('state', '=', SheetState.ANSWERING)
      .where((eb) => eb.or([eb('deadline_at', 'is', null), eb('deadline_at', '>', now)]))
      .where((eb) => eb.or([eb('paused_until', 'is', null), eb('paused_until', '<=', now)]))
      .$if(maxPauses !== null, (query) => query.where('pause_count', '<', maxPauses ?? 0))
      .returning(['deadline_at', 'paused_until', 'pause_count'])
      .executeTakeFirst(),

  /** Ends a pause early: the deadline and the time paused give back what it did not use. */
  resume: ({ tenantId, memberId, sheetId }: SheetRef & { memberId: string }, now: number) =>
    db
      .updateTable('answer_sheets')
      .set({
        deadline_at: sql<number>`deadline_at - (paused_until - ${now})`,
        paused_ms: sql<number>`paused_ms - (paused_until - ${now})`,
        paused_until: now,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('member_id', '=', memberId)
      .where('state', '=', SheetState.ANSWERING)
      .where('paused_until', '>', now)
      .returning(['deadline_at', 'paused_until', 'pause_count'])
      .executeTakeFirst(),

  /**
   * Spec §4 leave rule: counts one leave of a sheet still answered, and a violation when it was not
   * back within the countdown and is not the sheet's first counted leave (a warning). One
   * statement, so leaves reported at once are numbered one after another. The counts after it, or
   * undefined when the sheet is no longer answered.
   */
  countLeave: ({ tenantId, sheetId }: SheetRef, beyondCountdown: boolean) =>
    db
      .updateTable('answer_sheets')
      .set((eb) => ({
        leave_count: eb('leave_count', '+', 1),
        leave_violations: beyondCountdown
          ? sql<number>`leave_violations + case when leave_count >= 1 then 1 else 0 end`
          : eb.ref('leave_violations'),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('state', '=', SheetState.ANSWERING)
      .returning(['leave_count', 'leave_violations'])
      .executeTakeFirst(),

  findState: (tenantId: string, sheetId: string) =>
    db
      .selectFrom('answer_sheets')
      .select(['id', 'state', 'submit_reason'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .executeTakeFirst(),

  findAnswering: (tenantId: string, paperId: string, memberId: string) =>
    db
      .selectFrom('answer_sheets')
      .select(['id', 'deadline_at'])
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paperId)
      .where('member_id', '=', memberId)
      .where('state', '=', SheetState.ANSWERING)
      .executeTakeFirst(),

  attemptsOf: (tenantId: string, memberId: string, paperIds: string[]) =>
    paperIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('answer_sheets')
          .select(attemptColumns)
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('paper_id', 'in', paperIds)
          .execute(),

  /**
   * For each lookup, the learner's sheets of its papers and those being answered whose deadline
   * ended before its cutoff, in one read (callers pick each lookup's rows by learner).
   */
  attemptsAndExpiredOf: (lookups: AttemptLookup[]) => {
    const latestCutoff = Math.max(...lookups.map((lookup) => lookup.cutoff));
    const byTenant = new Map<string, { memberIds: Set<string>; paperIds: Set<string> }>();
    for (const { tenantId, memberId, paperIds } of lookups) {
      const tenant = byTenant.get(tenantId) ?? { memberIds: new Set(), paperIds: new Set() };
      tenant.memberIds.add(memberId);
      for (const paperId of paperIds) tenant.paperIds.add(paperId);
      byTenant.set(tenantId, tenant);
    }
    return db
      .selectFrom('answer_sheets')
      .select([...attemptColumns, 'tenant_id', 'member_id'])
      .where((eb) =>
        eb.or(
          [...byTenant].map(([tenantId, { memberIds, paperIds }]) =>
            eb.and([
              eb('tenant_id', '=', tenantId),
              eb('member_id', 'in', [...memberIds]),
              eb.or([
                ...(paperIds.size > 0 ? [eb('paper_id', 'in', [...paperIds])] : []),
                eb.and([
                  eb('state', '=', SheetState.ANSWERING),
                  eb('deadline_at', '<', latestCutoff),
                ]),
              ]),
            ]),
          ),
        ),
      )
      .execute();
  },

  /** Fails on the one-answering-sheet index when a learner already has one (a lost race). */
  insert: (sheets: AnswerSheetRow[]) => db.insertInto('answer_sheets').values(sheets).execute(),

  /** Takes back a sheet just made that may not be answered after all. */
  withdraw: (tenantId: string, sheetId: string) =>
    db
      .deleteFrom('answer_sheets')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('state', '=', SheetState.ANSWERING)
      .execute(),

  /**
   * Stores the learner's signature on their sheet, over an earlier one, if the sheet is still
   * answered and not past `deadlineFloor`; whether it was stored.
   */
  sign: async ({
    tenantId,
    memberId,
    sheetId,
    deadlineFloor,
    signature,
  }: Omit<AnswerWrite, 'answers'> & {
    signature: Pick<AnswerSheetRow, 'signature_upload_id' | 'signature_url' | 'signed_at'>;
  }) => {
    const { numUpdatedRows } = await db
      .updateTable('answer_sheets')
      .set(signature)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('member_id', '=', memberId)
      .where('state', '=', SheetState.ANSWERING)
      .where((eb) => eb.or([eb('deadline_at', 'is', null), eb('deadline_at', '>=', deadlineFloor)]))
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  },

  /** The learner's sheets being answered whose deadline plus grace ended before `cutoff`. */
  expiredOf: (tenantId: string, memberId: string, cutoff: number) =>
    db
      .selectFrom('answer_sheets')
      .select(['id', 'tenant_id', 'deadline_at'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('state', '=', SheetState.ANSWERING)
      .where('deadline_at', '<', cutoff)
      .execute(),

  /**
   * A page of every tenant's expired sheets, by deadline then id, after `after`: the expiry sweep
   * is the one system job that crosses tenants; each sheet is then submitted within its own tenant.
   */
  expiredSheets: (cutoff: number, limit: number, after: ExpiredSheet | null) => {
    let query = db
      .selectFrom('answer_sheets')
      .select(['id', 'tenant_id', 'deadline_at'])
      .where('state', '=', SheetState.ANSWERING)
      .where('deadline_at', '<', cutoff);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('deadline_at', '>', after.deadline_at),
          eb.and([eb('deadline_at', '=', after.deadline_at), eb('id', '>', after.id)]),
        ]),
      );
    }
    return query.orderBy('deadline_at').orderBy('id').limit(limit).execute();
  },

  answersOf: (tenantId: string, sheetId: string) =>
    db
      .selectFrom('sheet_answers')
      .select(['question_id', 'answer', 'marked', 'seq', 'saved_at', 'verdict', 'opened_at'])
      .where('tenant_id', '=', tenantId)
      .where('sheet_id', '=', sheetId)
      .execute(),

  /**
   * Inside a transaction: writes a learner's answers to their sheet if it is still being answered
   * and not past `deadlineFloor`; null when it is not. Each answer is written unless the stored
   * one carries the same or a newer seq; every answer is answered with the seq now stored. The
   * sheet's row is updated first, so saves and the submission that ends the sheet never interleave.
   */
  writeAnswers: async (write: AnswerWrite) => {
    const claimed = await claimForAnswers(db, write);
    return claimed ? storeAnswers(db, write) : null;
  },

  /**
   * Inside a transaction: claims the sheet for a write of answers as `writeAnswers` does (its row
   * stays locked until the transaction ends) and answers what the paper's rules need of it;
   * undefined when it is no longer answered or past `deadlineFloor`. `storeAnswers` follows.
   */
  claimForAnswers: (write: AnswerWrite) => claimForAnswers(db, write),

  /** After `claimForAnswers`: writes the answers as `writeAnswers` does. */
  storeAnswers: (write: AnswerWrite) => storeAnswers(db, write),

  /** Records that the sheet's section `section` is open (sections only ever open). */
  openSection: (tenantId: string, sheetId: string, section: number) =>
    db
      .updateTable('answer_sheets')
      .set({ open_section: section })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .where('open_section', '<', section)
      .execute(),

  /**
   * Per-question time, after `claimForAnswers`: the question's window opens at `now` unless it
   * opened before; when it opened.
   */
  openQuestion: async (tenantId: string, sheetId: string, questionId: string, now: number) => {
    const { rows } = await sql<Pick<SheetAnswerTable, 'opened_at'>>`
      insert into sheet_answers
        (tenant_id, sheet_id, question_id, answer, marked, seq, saved_at, opened_at)
      values (${tenantId}, ${sheetId}, ${questionId}, null, 0, 0, ${now}, ${now})
      on conflict (sheet_id, question_id) do update
        set opened_at = coalesce(sheet_answers.opened_at, excluded.opened_at)
      returning opened_at
    `.execute(db);
    return Number(rows[0]?.opened_at ?? now);
  },

  /** Pass mode: counts `count` more wrong answers on the claimed sheet. */
  addWrongAnswers: (tenantId: string, sheetId: string, count: number) =>
    db
      .updateTable('answer_sheets')
      .set((eb) => ({ wrong_count: eb('wrong_count', '+', count) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .execute(),

  /**
   * PostgreSQL: `writeAnswers` of many sheets (each at most once) in one statement, so a batch
   * of saves costs one round trip. Sheets are locked in id order, so two batches never deadlock.
   */
  writeAnswersOfSheets: async (writes: AnswerWrite[]): Promise<(Map<string, number> | null)[]> => {
    const answers = writes.flatMap((write, index) =>
      write.answers.map((answer) => ({ index, ...answer })),
    );
    const { rows } = await sql<{ write_index: number; question_id: string; seq: string }>`
      with writes as materialized (
        select * from unnest(
          ${writes.map((_, index) => index)}::int[],
          ${writes.map((write) => write.tenantId)}::text[],
          ${writes.map((write) => write.sheetId)}::text[],
          ${writes.map((write) => write.memberId)}::text[],
          ${writes.map((write) => write.deadlineFloor)}::bigint[],
          ${writes.map((write) => highestSeq(write.answers))}::bigint[]
        ) as w (write_index, tenant_id, sheet_id, member_id, deadline_floor, last_seq)
      ),
      claimed as materialized (
        select w.write_index, sheet.tenant_id, sheet.id
        from writes w
        join answer_sheets sheet
          on sheet.tenant_id = w.tenant_id and sheet.id = w.sheet_id and sheet.member_id = w.member_id
        where sheet.state = ${SheetState.ANSWERING}
          and (sheet.deadline_at is null or sheet.deadline_at >= w.deadline_floor)
        order by sheet.id
        for update of sheet
      ),
      progress as (
        update answer_sheets sheet
        set last_seq = greatest(sheet.last_seq, w.last_seq)
        from claimed c
        join writes w on w.write_index = c.write_index
        where sheet.tenant_id = c.tenant_id and sheet.id = c.id
      ),
      answers as materialized (
        select * from unnest(
          ${answers.map((answer) => answer.index)}::int[],
          ${answers.map((answer) => answer.question_id)}::text[],
          ${answers.map((answer) => answer.answer)}::text[],
          ${answers.map((answer) => answer.marked)}::int[],
          ${answers.map((answer) => answer.seq)}::bigint[],
          ${answers.map((answer) => answer.saved_at)}::bigint[]
        ) as a (write_index, question_id, answer, marked, seq, saved_at)
      ),
      written as (
        insert into sheet_answers
          (tenant_id, sheet_id, question_id, answer, marked, seq, saved_at)
        select c.tenant_id, c.id, a.question_id, a.answer, a.marked, a.seq, a.saved_at
        from answers a
        join claimed c on c.write_index = a.write_index
        on conflict (sheet_id, question_id) do update
          set answer = excluded.answer, marked = excluded.marked, seq = excluded.seq,
            saved_at = excluded.saved_at
          where sheet_answers.seq < excluded.seq
        returning sheet_id, question_id, seq
      )
      -- Unwritten, the stored seq was not below the save's when the conflict was checked; the
      -- statement's snapshot may be older than that (another process's save committed between).
      select c.write_index, a.question_id, coalesce(w.seq, greatest(stored.seq, a.seq)) as seq
      from claimed c
      join answers a on a.write_index = c.write_index
      left join written w on w.sheet_id = c.id and w.question_id = a.question_id
      left join sheet_answers stored
        on stored.tenant_id = c.tenant_id and stored.sheet_id = c.id
          and stored.question_id = a.question_id
    `.execute(db);
    const stored: (Map<string, number> | null)[] = writes.map(() => null);
    for (const row of rows) {
      const index = Number(row.write_index);
      const seqs = stored[index] ?? new Map<string, number>();
      seqs.set(row.question_id, Number(row.seq));
      stored[index] = seqs;
    }
    return stored;
  },

  /** How many questions of the sheet have an answer saved. */
  countAnswered: async (tenantId: string, sheetId: string) =>
    Number(
      (
        await db
          .selectFrom('sheet_answers')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('tenant_id', '=', tenantId)
          .where('sheet_id', '=', sheetId)
          .where('answer', 'is not', null)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  /**
   * Inside a transaction: the one state change of a submission, for some sheets. Only the caller
   * that finds a sheet still being answered claims it; concurrent submitters and sweeps do not.
   * The paper of each sheet claimed, by sheet id.
   */
  claimForSubmission: async (
    sheets: (SheetRef & { finishedAt: number })[],
    reason: TSubmitReason,
  ) =>
    new Map(
      (
        await db
          .updateTable('answer_sheets')
          .set({ submit_reason: reason })
          .where((eb) => isOneOf(eb, sheets))
          .$if(reason === SubmitReason.TIME_UP, (query) =>
            // An administrator may have moved the deadline since the submitter read it.
            query.where((eb) =>
              eb.or(
                sheets.map((sheet) =>
                  eb.and([eb('id', '=', sheet.sheetId), eb('deadline_at', '<=', sheet.finishedAt)]),
                ),
              ),
            ),
          )
          // Found by their keys: the sheets being answered are thousands on exam day.
          .where(unindexed('state'), '=', SheetState.ANSWERING)
          .returning(['id', 'member_id', 'paper_id', 'paused_ms', 'paused_until'])
          .execute()
      ).map((row) => [row.id, row]),
    ),

  /** Inside a transaction: the saved answers of some sheets. */
  answersOfSheets: (sheets: SheetRef[]) =>
    db
      .selectFrom('sheet_answers')
      .select(['sheet_id', 'question_id', 'answer'])
      .where((eb) =>
        eb.or(
          [...sheetIdsByTenant(sheets)].map(([tenantId, sheetIds]) =>
            eb.and([eb('tenant_id', '=', tenantId), eb('sheet_id', 'in', sheetIds)]),
          ),
        ),
      )
      .execute(),

  /**
   * PostgreSQL: `finish` of many sheets as one statement, the results passed as one JSON array:
   * node-postgres escapes each element of a text array with regular expressions, which for the
   * grades (kilobytes of JSON full of quotes) took 5 % of the server's CPU in S4.
   */
  finishOnPostgres: async (results: (SheetResult & SheetRef)[]) => {
    const rows = results.map(({ tenantId, sheetId, ...result }) => ({
      tenant_id: tenantId,
      id: sheetId,
      ...result,
    }));
    await sql`
      update answer_sheets sheet
      set state = result.state, finished_at = result.finished_at, score = result.score,
        passed = result.passed, answered_count = result.answered_count, grades = result.grades,
        paused_ms = result.paused_ms, paused_until = result.paused_until
      from json_to_recordset(${JSON.stringify(rows)}::json) as result (
        tenant_id text, id text, state text, finished_at bigint, score float8, passed int,
        answered_count int, grades text, paused_ms bigint, paused_until bigint
      )
      where sheet.tenant_id = result.tenant_id and sheet.id = result.id
    `.execute(db);
  },

  finish: (tenantId: string, sheetId: string, result: SheetResult) =>
    db
      .updateTable('answer_sheets')
      .set(result)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', sheetId)
      .execute(),

  /** The learner who answers: spec §2 preview's candidate name and account. */
  findCandidate: (tenantId: string, memberId: string) =>
    db
      .selectFrom('members')
      .select(['nick_name', 'user_code'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .executeTakeFirst(),

  /** Hides the learner's submitted sheets of a paper from their lists; they still count. */
  hideSubmitted: (tenantId: string, memberId: string, paperId: string, now: number) =>
    db
      .updateTable('answer_sheets')
      .set({ hidden_at: now })
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('paper_id', '=', paperId)
      .where('state', '!=', SheetState.ANSWERING)
      .where('hidden_at', 'is', null)
      .execute(),
});
