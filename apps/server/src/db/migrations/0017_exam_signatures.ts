import type { Kysely } from 'kysely';

/**
 * Spec §2 manual signature, item type 101 (issue 20, decision 0044): whether a paper asks the
 * learner to sign before submitting and what as; on each sheet the signature image stored (its
 * upload, its site-relative URL and when it was signed). Papers from before ask for none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('signature_required', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('papers').addColumn('signature_title', 'text').execute();
  await db.schema.alterTable('answer_sheets').addColumn('signature_upload_id', 'text').execute();
  await db.schema.alterTable('answer_sheets').addColumn('signature_url', 'text').execute();
  await db.schema.alterTable('answer_sheets').addColumn('signed_at', 'bigint').execute();
};
