import type { Kysely } from 'kysely';

/**
 * PK quizzes (issue 22 point 6, docs/decisions/0059): the tenant's quizzes from the content pack,
 * the matching queue (one row per waiting learner), challenges, matches with their two players
 * and their answers. An answer keys on (match, member, question index): a repeat never counts
 * twice. All state lives here, not in a process, so several processes serve one match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('pk_quizzes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    /** JSON: ids of the pool's questions. */
    .addColumn('question_ids', 'text', (column) => column.notNull())
    .addColumn('questions_per_match', 'integer', (column) => column.notNull())
    .addColumn('seconds_per_question', 'integer', (column) => column.notNull())
    .addColumn('credits_win', 'integer', (column) => column.notNull())
    .addColumn('credits_draw', 'integer', (column) => column.notNull())
    .addColumn('credits_loss', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('pk_quizzes_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('pk_queue')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('quiz_id', 'text', (column) =>
      column.notNull().references('pk_quizzes.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'bigint', (column) => column.notNull())
    .addColumn('seen_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('pk_queue_pk', ['tenant_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('pk_queue_by_quiz')
    .on('pk_queue')
    .columns(['tenant_id', 'quiz_id', 'joined_at'])
    .execute();
  await db.schema
    .createTable('pk_matches')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    /** No reference: the history keeps a match whose quiz left the pack. */
    .addColumn('quiz_id', 'text', (column) => column.notNull())
    .addColumn('quiz_name', 'text', (column) => column.notNull())
    /** JSON: ids of the match's questions, in order. */
    .addColumn('question_ids', 'text', (column) => column.notNull())
    .addColumn('seconds_per_question', 'integer', (column) => column.notNull())
    /** JSON: credits for win, draw and loss, as the quiz gave them when the match was made. */
    .addColumn('credits', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('end_reason', 'text')
    /** Bumped by every write that must not interleave with another (answers, the finish). */
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('starts_at', 'bigint', (column) => column.notNull())
    .addColumn('ends_at', 'bigint', (column) => column.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('pk_matches_running')
    .on('pk_matches')
    .columns(['status', 'ends_at'])
    .execute();
  await db.schema
    .createTable('pk_players')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('match_id', 'text', (column) =>
      column.notNull().references('pk_matches.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('seat', 'integer', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('answered_count', 'integer', (column) => column.notNull())
    /** When the player's page was last seen to connect. */
    .addColumn('present_since', 'bigint', (column) => column.notNull())
    /** When the player's page went away; null: there. */
    .addColumn('away_since', 'bigint')
    .addColumn('result', 'text')
    .addColumn('credits', 'integer')
    .addPrimaryKeyConstraint('pk_players_pk', ['match_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('pk_players_by_member')
    .on('pk_players')
    .columns(['tenant_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('pk_answers')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('match_id', 'text', (column) =>
      column.notNull().references('pk_matches.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) => column.notNull())
    .addColumn('question_index', 'integer', (column) => column.notNull())
    /** JSON: contracts `TAnswer`. */
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('correct', 'integer', (column) => column.notNull())
    .addColumn('answered_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('pk_answers_pk', ['match_id', 'member_id', 'question_index'])
    .execute();
  await db.schema
    .createTable('pk_challenges')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('quiz_id', 'text', (column) =>
      column.notNull().references('pk_quizzes.id').onDelete('cascade'),
    )
    .addColumn('from_member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('to_member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('match_id', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('pk_challenges_to')
    .on('pk_challenges')
    .columns(['tenant_id', 'to_member_id', 'status'])
    .execute();
  await db.schema
    .createIndex('pk_challenges_from')
    .on('pk_challenges')
    .columns(['tenant_id', 'from_member_id', 'status'])
    .execute();
};
