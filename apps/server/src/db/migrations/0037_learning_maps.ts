import type { Kysely } from 'kysely';

/**
 * Learning maps and the development map (issue 24, docs/decisions/0069): the learning-map
 * classification tree; maps with their audience (organisations, members, or the whole tenant);
 * their stages in order with the unlock rules as columns; each stage's tasks, pointing at a task
 * of another feature by kind and id (learning-tasks sources answer for them); development paths
 * whose rungs are maps. Where a learner stands is never stored here: the sources compute it, and
 * a completion's credits are the credit ledger's entry `learning-map:<mapId>`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  const tenantColumn = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('tenant_id', 'text', (column) =>
        column.notNull().references('tenants.id').onDelete('cascade'),
      );

  await tenantColumn('learning_map_classifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('classify_code', 'text', (column) => column.notNull())
    .addColumn('classify_path', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_able', 'integer', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('learning_map_classifications_code', ['tenant_id', 'classify_code'])
    .execute();

  await tenantColumn('learning_maps')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('classification_id', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('introduction', 'text', (column) => column.notNull())
    .addColumn('credit', 'integer', (column) => column.notNull())
    /** 1: every member of the tenant sees it; 0: the listed organisations and members. */
    .addColumn('whole_tenant', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('learning_maps_code', ['tenant_id', 'code'])
    .execute();

  await tenantColumn('learning_map_organisations')
    .addColumn('map_id', 'text', (column) =>
      column.notNull().references('learning_maps.id').onDelete('cascade'),
    )
    .addColumn('organisation_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('learning_map_organisations_pk', ['map_id', 'organisation_id'])
    .execute();

  await tenantColumn('learning_map_members')
    .addColumn('map_id', 'text', (column) =>
      column.notNull().references('learning_maps.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('learning_map_members_pk', ['map_id', 'member_id'])
    .execute();

  await tenantColumn('learning_map_stages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('map_id', 'text', (column) =>
      column.notNull().references('learning_maps.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    /** Unlock rules: the previous stage completed, an opening time, a minimum exam score. */
    .addColumn('after_previous', 'integer', (column) => column.notNull())
    .addColumn('opens_at', 'bigint')
    .addColumn('min_previous_exam_score', 'real')
    .execute();
  await db.schema
    .createIndex('learning_map_stages_by_map')
    .on('learning_map_stages')
    .columns(['tenant_id', 'map_id', 'position'])
    .execute();

  await tenantColumn('learning_map_tasks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('map_id', 'text', (column) =>
      column.notNull().references('learning_maps.id').onDelete('cascade'),
    )
    .addColumn('stage_id', 'text', (column) =>
      column.notNull().references('learning_map_stages.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    /** contracts `LearningTaskKind`. */
    .addColumn('kind', 'integer', (column) => column.notNull())
    .addColumn('ref_id', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('learning_map_tasks_by_map')
    .on('learning_map_tasks')
    .columns(['tenant_id', 'map_id'])
    .execute();
  // The paper entry asks which maps hold a paper.
  await db.schema
    .createIndex('learning_map_tasks_by_ref')
    .on('learning_map_tasks')
    .columns(['tenant_id', 'kind', 'ref_id'])
    .execute();

  await tenantColumn('development_paths')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addUniqueConstraint('development_paths_code', ['tenant_id', 'code'])
    .execute();

  await tenantColumn('development_rungs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('path_id', 'text', (column) =>
      column.notNull().references('development_paths.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('map_id', 'text', (column) =>
      column.notNull().references('learning_maps.id').onDelete('cascade'),
    )
    .execute();
};
