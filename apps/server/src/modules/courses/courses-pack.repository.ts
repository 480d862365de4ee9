import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClassificationFields } from '../../platform/packs/pack-tree';
import type {
  CourseQuizTable,
  CourseTable,
  CoursewareFileTable,
  CoursewareTable,
} from './courses.schema';

export type CourseFields = Omit<
  CourseTable,
  'id' | 'tenant_id' | 'code' | 'click_count' | 'created_at' | 'updated_at'
>;
export type CoursewareFields = Omit<
  CoursewareTable,
  'id' | 'tenant_id' | 'course_id' | 'code' | 'created_at' | 'updated_at'
>;
export type QuizFields = Pick<CourseQuizTable, 'at' | 'question_id'>;

const courseFieldColumns = [
  'id',
  'code',
  'name',
  'classification_id',
  'cover_url',
  'introduction',
  'type',
  'open_time',
  'credit',
  'points_price',
  'in_order',
  'attempts_allowed',
  'first_signature',
  'completion_signature',
  'face_capture',
  'certificate',
  'final_paper_id',
  'final_opens_after_minutes',
] as const;

const coursewareFieldColumns = [
  'id',
  'course_id',
  'code',
  'name',
  'kind',
  'position',
  'duration_seconds',
  'page_count',
  'complete_seconds',
  'file_url',
  'entry',
  'scorm_version',
  'html',
  'plays_allowed',
] as const;

/** Numbers as numbers on both dialects, so that unchanged rows compare equal. */
const numbered = <T extends Record<string, unknown>>(row: T, columns: readonly (keyof T)[]) => {
  const copy: Record<string, unknown> = { ...row };
  for (const column of columns) {
    if (copy[column as string] !== null) copy[column as string] = Number(copy[column as string]);
  }
  return copy as T;
};

/** Upserts of the course content of a content-pack import, keyed by codes; always tenant-scoped. */
export const coursesPackRepository = (db: Kysely<Database>) => ({
  classificationsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('course_classifications')
      .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able', 'sort'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.classify_code, row]));
  },

  insertClassification: (tenantId: string, id: string, fields: ClassificationFields, now: number) =>
    db
      .insertInto('course_classifications')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateClassification: (tenantId: string, id: string, fields: ClassificationFields) =>
    db
      .updateTable('course_classifications')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteClassifications: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('course_classifications')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /** The tenant's papers by code (exams' table, read only), for final exams. */
  paperIdsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('papers')
      .select(['id', 'code'])
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(rows.map((row) => [row.code, row.id]));
  },

  coursesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('courses')
      .select(courseFieldColumns)
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(
      rows.map((row) => [
        row.code,
        numbered(row, [
          'open_time',
          'credit',
          'points_price',
          'in_order',
          'attempts_allowed',
          'first_signature',
          'completion_signature',
          'face_capture',
          'certificate',
          'final_opens_after_minutes',
        ]),
      ]),
    );
  },

  insertCourse: (tenantId: string, id: string, code: string, fields: CourseFields, now: number) =>
    db
      .insertInto('courses')
      .values({
        id,
        tenant_id: tenantId,
        code,
        ...fields,
        click_count: 0,
        created_at: now,
        updated_at: now,
      })
      .execute(),

  updateCourse: (tenantId: string, id: string, fields: CourseFields, now: number) =>
    db
      .updateTable('courses')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their courseware, runs and everything of them go with them. */
  deleteCourses: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('courses')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /** A course's courseware by code. */
  coursewaresByCode: async (tenantId: string, courseId: string) => {
    const rows = await db
      .selectFrom('coursewares')
      .select(coursewareFieldColumns)
      .where('tenant_id', '=', tenantId)
      .where('course_id', '=', courseId)
      .execute();
    return new Map(
      rows.map((row) => [
        row.code,
        numbered(row, [
          'position',
          'duration_seconds',
          'page_count',
          'complete_seconds',
          'plays_allowed',
        ]),
      ]),
    );
  },

  insertCourseware: (
    tenantId: string,
    courseId: string,
    id: string,
    code: string,
    fields: CoursewareFields,
    now: number,
  ) =>
    db
      .insertInto('coursewares')
      .values({
        id,
        tenant_id: tenantId,
        course_id: courseId,
        code,
        ...fields,
        created_at: now,
        updated_at: now,
      })
      .execute(),

  updateCourseware: (tenantId: string, id: string, fields: CoursewareFields, now: number) =>
    db
      .updateTable('coursewares')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteCoursewares: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('coursewares')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  filesOf: (tenantId: string, coursewareId: string) =>
    db
      .selectFrom('courseware_files')
      .select(['path', 'storage_key', 'sha256', 'mime', 'size'])
      .where('tenant_id', '=', tenantId)
      .where('courseware_id', '=', coursewareId)
      .execute(),

  insertFile: (file: CoursewareFileTable) =>
    db.insertInto('courseware_files').values(file).execute(),

  updateFile: (
    tenantId: string,
    coursewareId: string,
    path: string,
    fields: Pick<CoursewareFileTable, 'storage_key' | 'sha256' | 'mime' | 'size'>,
  ) =>
    db
      .updateTable('courseware_files')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('courseware_id', '=', coursewareId)
      .where('path', '=', path)
      .execute(),

  deleteFiles: async (tenantId: string, coursewareId: string, paths: string[]) => {
    if (paths.length === 0) return;
    await db
      .deleteFrom('courseware_files')
      .where('tenant_id', '=', tenantId)
      .where('courseware_id', '=', coursewareId)
      .where('path', 'in', paths)
      .execute();
  },

  quizzesOf: async (tenantId: string, coursewareId: string) => {
    const rows = await db
      .selectFrom('course_quizzes')
      .select(['id', 'position', 'at', 'question_id'])
      .where('tenant_id', '=', tenantId)
      .where('courseware_id', '=', coursewareId)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({ ...row, position: Number(row.position), at: Number(row.at) }));
  },

  insertQuiz: (
    tenantId: string,
    coursewareId: string,
    id: string,
    position: number,
    fields: QuizFields,
  ) =>
    db
      .insertInto('course_quizzes')
      .values({ id, tenant_id: tenantId, courseware_id: coursewareId, position, ...fields })
      .execute(),

  updateQuiz: (tenantId: string, id: string, fields: QuizFields) =>
    db
      .updateTable('course_quizzes')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their answers go with them. */
  deleteQuizzes: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('course_quizzes')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
