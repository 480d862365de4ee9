import type { Kysely } from 'kysely';

/**
 * Certificates (spec §1 certificates and certificate lookup, docs/decisions/0064): each learner's
 * certificates, with a random number unique in the tenant (what the public lookup finds) and the
 * source that earned it, unique per learner, so racing completions of one course run or exam
 * sheet make one certificate; what it is drawn with, as it was when issued, and the storage key
 * of its image once drawn. Each tenant's template from its content pack, and the papers that
 * issue a certificate when a sheet is judged passed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('learner_name', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    /** JSON: the template's texts and colours as they were when it was issued. */
    .addColumn('design', 'text', (column) => column.notNull())
    .addColumn('image_key', 'text')
    .addUniqueConstraint('certificates_number', ['tenant_id', 'number'])
    .addUniqueConstraint('certificates_source', ['tenant_id', 'member_id', 'source'])
    .execute();
  await db.schema
    .createIndex('certificates_by_learner')
    .on('certificates')
    .columns(['tenant_id', 'member_id', 'issued_at'])
    .execute();
  await db.schema
    .createTable('certificate_templates')
    .addColumn('tenant_id', 'text', (column) =>
      column.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('heading', 'text')
    .addColumn('issuer_name', 'text')
    .addColumn('accent_colour', 'text', (column) => column.notNull())
    .addColumn('signature_name', 'text')
    .addColumn('signature_role', 'text')
    .addColumn('credits', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('certificate', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  await db.schema.alterTable('papers').dropColumn('certificate').execute();
  await db.schema.dropTable('certificate_templates').execute();
  await db.schema.dropTable('certificates').execute();
};
