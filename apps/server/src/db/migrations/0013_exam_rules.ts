import type { Kysely } from 'kysely';

/**
 * Exam rules of issue 20:
 * - papers: the key display policy (`keys_visibility`, contracts `KeysVisibility`), a configured
 *   result release time, and pass (break-through) mode's wrong-answer chances (null: not in pass
 *   mode);
 * - answer sheets: the highest section opened so far (sections open in order, 300357) and the wrong
 *   answers given in pass mode;
 * - sheet answers: in pass mode, whether the answer was right (1) or wrong (0) when judged on save;
 *   with per-question time, when the sheet first showed the question (its window opens then).
 *
 * Papers from before it show the keys after the last attempt: for a paper allowing one attempt,
 * as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('keys_visibility', 'text', (column) =>
      column.notNull().defaultTo('afterLastAttempt'),
    )
    .execute();
  await db.schema.alterTable('papers').addColumn('result_release_time', 'bigint').execute();
  await db.schema.alterTable('papers').addColumn('pass_chances', 'integer').execute();
  await db.schema
    .alterTable('answer_sheets')
    .addColumn('open_section', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('answer_sheets')
    .addColumn('wrong_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sheet_answers').addColumn('verdict', 'integer').execute();
  await db.schema.alterTable('sheet_answers').addColumn('opened_at', 'bigint').execute();
};
