import { sql, type Kysely } from 'kysely';

/**
 * Courses (issue 23, docs/decisions/0062): the course classification tree, courses with their
 * rules as columns, courseware with the files of SCORM packages and HLS streams, in-course quiz
 * points; learners' runs of a course (at most one open per learner and course: a partial unique
 * index, on SQLite and PostgreSQL alike), their progress per courseware fed by heartbeats, SCORM
 * runtime data, quiz answers, notes, comments (one per learner and course) and favourites. A
 * redemption is the credit ledger's entry `course-redeem:<courseId>`, not a table of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  const tenantColumn = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('tenant_id', 'text', (column) =>
        column.notNull().references('tenants.id').onDelete('cascade'),
      );
  const memberColumn = 'member_id';

  await tenantColumn('course_classifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('classify_code', 'text', (column) => column.notNull())
    .addColumn('classify_path', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_able', 'integer', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('course_classifications_code', ['tenant_id', 'classify_code'])
    .execute();

  await tenantColumn('courses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('classification_id', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('introduction', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('open_time', 'bigint', (column) => column.notNull())
    .addColumn('credit', 'integer', (column) => column.notNull())
    .addColumn('points_price', 'integer', (column) => column.notNull())
    .addColumn('in_order', 'integer', (column) => column.notNull())
    .addColumn('attempts_allowed', 'integer')
    .addColumn('first_signature', 'integer', (column) => column.notNull())
    .addColumn('completion_signature', 'integer', (column) => column.notNull())
    .addColumn('face_capture', 'integer', (column) => column.notNull())
    .addColumn('certificate', 'integer', (column) => column.notNull())
    /** The final exam's paper (exams' papers.id) and the study minutes after which it opens. */
    .addColumn('final_paper_id', 'text')
    .addColumn('final_opens_after_minutes', 'integer')
    .addColumn('click_count', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('courses_code', ['tenant_id', 'code'])
    .execute();

  await tenantColumn('coursewares')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('course_id', 'text', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('complete_seconds', 'integer', (column) => column.notNull())
    /** A single file's URL (an upload or https), or null for a folder or rich text. */
    .addColumn('file_url', 'text')
    /** A folder's launch file, relative to it (courseware_files.path); null without a folder. */
    .addColumn('entry', 'text')
    /** '1.2' or '2004' for SCORM packages. */
    .addColumn('scorm_version', 'text')
    .addColumn('html', 'text')
    .addColumn('plays_allowed', 'integer')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('coursewares_code', ['tenant_id', 'course_id', 'code'])
    .execute();
  await db.schema
    .createIndex('coursewares_by_course')
    .on('coursewares')
    .columns(['tenant_id', 'course_id', 'position'])
    .execute();

  /** The files of a courseware's folder, each in storage under an opaque key. */
  await tenantColumn('courseware_files')
    .addColumn('courseware_id', 'text', (column) =>
      column.notNull().references('coursewares.id').onDelete('cascade'),
    )
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('mime', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('courseware_files_pk', ['courseware_id', 'path'])
    .execute();

  await tenantColumn('course_quizzes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('courseware_id', 'text', (column) =>
      column.notNull().references('coursewares.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('at', 'integer', (column) => column.notNull())
    .addColumn('question_id', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('course_quizzes_by_courseware')
    .on('course_quizzes')
    .columns(['tenant_id', 'courseware_id', 'position'])
    .execute();

  await tenantColumn('course_runs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn(memberColumn, 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('run_no', 'integer', (column) => column.notNull())
    /** Spec §4 learning status 0–3. */
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('last_learn_at', 'bigint')
    .addColumn('learned_ms', 'bigint', (column) => column.notNull())
    .addColumn('completed_count', 'integer', (column) => column.notNull())
    .addColumn('days_learned', 'integer', (column) => column.notNull())
    /** The calendar day of the last credited learning (YYYY-MM-DD), for days_learned. */
    .addColumn('last_learn_day', 'text')
    .addColumn('first_sign_url', 'text')
    .addColumn('first_signed_at', 'bigint')
    .addColumn('completion_sign_url', 'text')
    .addColumn('completion_signed_at', 'bigint')
    .addColumn('face_passed_at', 'bigint')
    .addColumn('face_failures', 'integer', (column) => column.notNull())
    /** Set when an administrator resets the run: the learner's next start opens a new one. */
    .addColumn('ended_at', 'bigint')
    .addUniqueConstraint('course_runs_no', ['tenant_id', memberColumn, 'course_id', 'run_no'])
    .execute();
  await db.schema
    .createIndex('course_runs_open')
    .on('course_runs')
    .columns(['tenant_id', memberColumn, 'course_id'])
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('course_runs_by_course')
    .on('course_runs')
    .columns(['tenant_id', 'course_id', 'status'])
    .execute();

  await tenantColumn('courseware_progress')
    .addColumn('run_id', 'text', (column) =>
      column.notNull().references('course_runs.id').onDelete('cascade'),
    )
    .addColumn('courseware_id', 'text', (column) =>
      column.notNull().references('coursewares.id').onDelete('cascade'),
    )
    .addColumn('learned_ms', 'bigint', (column) => column.notNull())
    /** What the last heartbeat credited, for its answer (an UPDATE returns only new values). */
    .addColumn('last_credit_ms', 'bigint', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    /** JSON: the pages of a document seen, ascending. */
    .addColumn('pages_seen', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('last_beat_at', 'bigint')
    /** 1 while the last beat left the clock running (start or tick). */
    .addColumn('beat_open', 'integer', (column) => column.notNull())
    .addColumn('seq', 'bigint', (column) => column.notNull())
    .addColumn('plays_used', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('courseware_progress_pk', ['run_id', 'courseware_id'])
    .execute();
  await db.schema
    .createIndex('courseware_progress_by_courseware')
    .on('courseware_progress')
    .columns(['tenant_id', 'courseware_id'])
    .execute();

  await tenantColumn('scorm_data')
    .addColumn('run_id', 'text', (column) =>
      column.notNull().references('course_runs.id').onDelete('cascade'),
    )
    .addColumn('courseware_id', 'text', (column) =>
      column.notNull().references('coursewares.id').onDelete('cascade'),
    )
    .addColumn('cmi', 'text', (column) => column.notNull())
    .addColumn('seq', 'bigint', (column) => column.notNull())
    .addColumn('completion_status', 'text')
    .addColumn('success_status', 'text')
    .addColumn('score', 'double precision')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('scorm_data_pk', ['run_id', 'courseware_id'])
    .execute();

  await tenantColumn('course_quiz_answers')
    .addColumn('run_id', 'text', (column) =>
      column.notNull().references('course_runs.id').onDelete('cascade'),
    )
    .addColumn('quiz_id', 'text', (column) =>
      column.notNull().references('course_quizzes.id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('answered_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('course_quiz_answers_pk', ['run_id', 'quiz_id'])
    .execute();

  await tenantColumn('course_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn(memberColumn, 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('courseware_id', 'text', (column) =>
      column.notNull().references('coursewares.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('is_public', 'integer', (column) => column.notNull())
    .addColumn('at', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('course_notes_by_courseware')
    .on('course_notes')
    .columns(['tenant_id', 'courseware_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('course_notes_by_member')
    .on('course_notes')
    .columns(['tenant_id', memberColumn, 'created_at'])
    .execute();

  await tenantColumn('course_comments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn(memberColumn, 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('course_comments_learner', ['tenant_id', 'course_id', memberColumn])
    .execute();

  await tenantColumn('course_favourites')
    .addColumn(memberColumn, 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'text', (column) =>
      column.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('course_favourites_pk', ['tenant_id', memberColumn, 'course_id'])
    .execute();
  await tenantColumn('courseware_favourites')
    .addColumn(memberColumn, 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('courseware_id', 'text', (column) =>
      column.notNull().references('coursewares.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('courseware_favourites_pk', [
      'tenant_id',
      memberColumn,
      'courseware_id',
    ])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of [
    'courseware_favourites',
    'course_favourites',
    'course_comments',
    'course_notes',
    'course_quiz_answers',
    'scorm_data',
    'courseware_progress',
    'course_runs',
    'course_quizzes',
    'courseware_files',
    'coursewares',
    'courses',
    'course_classifications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
