import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TCoursewareKind } from '@lectern/contracts/courses/courses';
import type { TPostCoursewareHeartbeatRequest } from '@lectern/contracts/courses/post-courseware-heartbeat';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import type { TestTenant } from './factories';
import { callApi } from './test-app';

export type TestCourseClassification = { id: string; code: string; path: string; name: string };
export type TestCourseware = { id: string; kind: TCoursewareKind; name: string };
export type TestCourse = { id: string; name: string; coursewares: TestCourseware[] };

const shortCode = () => randomBytes(4).toString('hex');

export const createCourseClassification = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: { name?: string; parent?: TestCourseClassification } = {},
): Promise<TestCourseClassification> => {
  const id = newId();
  const code = `cc-${shortCode()}`;
  const path = `${fields.parent?.path ?? ''}${code}/`;
  const name = fields.name ?? `Classification ${code}`;
  await db
    .insertInto('course_classifications')
    .values({
      id,
      tenant_id: tenant.id,
      parent_id: fields.parent?.id ?? null,
      classify_code: code,
      classify_path: path,
      name,
      is_able: 1,
      sort: 0,
      created_at: Date.now(),
    })
    .execute();
  return { id, code, path, name };
};

export type CoursewareFields = {
  kind?: TCoursewareKind;
  name?: string;
  durationSeconds?: number | null;
  pageCount?: number | null;
  completeSeconds?: number;
  playsAllowed?: number | null;
  fileUrl?: string | null;
  html?: string | null;
  entry?: string | null;
  scormVersion?: '1.2' | '2004' | null;
};

export type CourseFields = {
  name?: string;
  classification?: TestCourseClassification;
  openTime?: number;
  credit?: number;
  pointsPrice?: number;
  inOrder?: boolean;
  attemptsAllowed?: number | null;
  firstSignature?: boolean;
  completionSignature?: boolean;
  faceCapture?: boolean;
  certificate?: boolean;
  finalPaperId?: string | null;
  finalOpensAfterMinutes?: number | null;
  /** Default: one video of 60 s completing at 30 s. */
  coursewares?: CoursewareFields[];
};

/** A course with its courseware, written as a pack import would. */
export const createCourse = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: CourseFields = {},
): Promise<TestCourse> => {
  const id = newId();
  const name = fields.name ?? `Course ${shortCode()}`;
  const now = Date.now();
  await db
    .insertInto('courses')
    .values({
      id,
      tenant_id: tenant.id,
      code: `course-${shortCode()}`,
      name,
      classification_id: fields.classification?.id ?? null,
      cover_url: null,
      introduction: `<p>About ${name}</p>`,
      type: 'elective',
      open_time: fields.openTime ?? now - 1000,
      credit: fields.credit ?? 0,
      points_price: fields.pointsPrice ?? 0,
      in_order: fields.inOrder ? 1 : 0,
      attempts_allowed: fields.attemptsAllowed ?? null,
      first_signature: fields.firstSignature ? 1 : 0,
      completion_signature: fields.completionSignature ? 1 : 0,
      face_capture: fields.faceCapture ? 1 : 0,
      certificate: fields.certificate ? 1 : 0,
      final_paper_id: fields.finalPaperId ?? null,
      final_opens_after_minutes: fields.finalOpensAfterMinutes ?? null,
      click_count: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const coursewares: TestCourseware[] = [];
  for (const [position, courseware] of (fields.coursewares ?? [{}]).entries()) {
    const kind = courseware.kind ?? 'video';
    const coursewareId = newId();
    const coursewareName = courseware.name ?? `Courseware ${position + 1}`;
    await db
      .insertInto('coursewares')
      .values({
        id: coursewareId,
        tenant_id: tenant.id,
        course_id: id,
        code: `cw-${shortCode()}`,
        name: coursewareName,
        kind,
        position,
        duration_seconds:
          courseware.durationSeconds === undefined
            ? kind === 'video' || kind === 'audio'
              ? 60
              : null
            : courseware.durationSeconds,
        page_count: courseware.pageCount ?? null,
        complete_seconds: courseware.completeSeconds ?? 30,
        file_url:
          courseware.fileUrl === undefined ? `/media/${coursewareId}.mp4` : courseware.fileUrl,
        entry: courseware.entry ?? null,
        scorm_version: courseware.scormVersion ?? null,
        html: courseware.html ?? null,
        plays_allowed: courseware.playsAllowed ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    coursewares.push({ id: coursewareId, kind, name: coursewareName });
  }
  return { id, name, coursewares };
};

export const addCourseQuiz = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  courseware: TestCourseware,
  questionId: string,
  at = 10,
) => {
  const id = newId();
  await db
    .insertInto('course_quizzes')
    .values({
      id,
      tenant_id: tenant.id,
      courseware_id: courseware.id,
      position: 0,
      at,
      question_id: questionId,
    })
    .execute();
  return id;
};

export const startCourse = (app: FastifyInstance, token: string, courseId: string) =>
  callApi(app, { path: '/course/start', token, body: { courseId } });

export const startCourseware = (app: FastifyInstance, token: string, coursewareId: string) =>
  callApi(app, { path: '/courseware/start', token, body: { coursewareId } });

export const sendHeartbeat = (
  app: FastifyInstance,
  token: string,
  beat: Omit<TPostCoursewareHeartbeatRequest, 'position' | 'elapsedSeconds'> &
    Partial<Pick<TPostCoursewareHeartbeatRequest, 'position' | 'elapsedSeconds'>>,
) =>
  callApi(app, {
    path: '/courseware/heartbeat',
    token,
    body: { position: 0, elapsedSeconds: 15, ...beat },
  });

export const commitScorm = (
  app: FastifyInstance,
  token: string,
  commit: { coursewareId: string; seq: number; cmi: Record<string, unknown> },
) => callApi(app, { path: '/courseware/scorm/commit', token, body: commit });
