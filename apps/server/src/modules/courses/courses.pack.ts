import { CoursewareKind, PAGED_KINDS, PAGE_SEEN_SECONDS } from '@lectern/contracts/courses/courses';
import type { TPackCourse, TPackCourseware } from '@lectern/contracts/courses/course-pack';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { ImportedQuestionBanks, PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds } from '../../platform/packs/pack-rows';
import { flattenTree, importClassificationTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import type { Storage } from '../../platform/storage/storage';
import {
  packFolderOf,
  readScormManifest,
  receiveFolder,
  type FolderFile,
  type ScormManifest,
} from './courseware-folders';
import { coursesPackRepository, type CoursewareFields } from './courses-pack.repository';

/**
 * The course part of a content-pack import (issue 23, decision 0062): the course classification
 * tree, courses, their courseware and quiz points, matched by codes so ids stay stable and a second
 * import changes nothing; what the pack no longer lists is removed with the learners' runs of it.
 * Folders (SCORM packages, HLS streams) are copied into storage before the transaction; a file
 * whose bytes are stored already under its path keeps its stored copy.
 */

export type CoursesImportSummary = { courseClassifications: number; courses: number };

/** Credited seconds that complete pictures and rich text when the pack gives none. */
const DEFAULT_VIEW_SECONDS = 10;
/** Share of a media courseware's duration that completes it when the pack gives none. */
const DEFAULT_MEDIA_SHARE = 0.9;

type PreparedFolder = { files: FolderFile[]; manifest: ScormManifest | null };
/** The folders copied into storage, keyed by `<course code>/<courseware code>`. */
type PreparedFolders = { storage: Storage; folders: Map<string, PreparedFolder> };

const folderKey = (course: TPackCourse, courseware: TPackCourseware) =>
  `${course.code}/${courseware.code}`;

const completeSecondsOf = (courseware: TPackCourseware) => {
  if (courseware.completeSeconds !== null) return courseware.completeSeconds;
  switch (courseware.kind) {
    case CoursewareKind.VIDEO:
    case CoursewareKind.AUDIO:
      return Math.floor((courseware.durationSeconds ?? 0) * DEFAULT_MEDIA_SHARE);
    case CoursewareKind.PDF:
    case CoursewareKind.DOCUMENT:
      return (courseware.pageCount ?? 0) * PAGE_SEEN_SECONDS;
    case CoursewareKind.SCORM:
      // A package completes by its own cmi status, not by time.
      return 0;
    default:
      return DEFAULT_VIEW_SECONDS;
  }
};

const releaseFiles = async (storage: Storage, files: FolderFile[]) => {
  await Promise.all(files.map(({ file }) => storage.delete(file.key)));
};

const releaseFolders = ({ storage, folders }: PreparedFolders) =>
  releaseFiles(
    storage,
    [...folders.values()].flatMap(({ files }) => files),
  );

/** The courseware's entry file in its folder: the pack's, else the SCORM manifest's launch file. */
const entryOf = (courseware: TPackCourseware, folder: PreparedFolder | undefined) => {
  if (!folder) return null;
  const entry = courseware.entry ?? folder.manifest?.launch ?? null;
  if (entry === null || !folder.files.some(({ path }) => path === entry)) {
    throw new Error(`Courseware ${courseware.code}: its folder has no entry file ${entry ?? ''}`);
  }
  return entry;
};

const coursewareFields = (
  courseware: TPackCourseware,
  position: number,
  folder: PreparedFolder | undefined,
  assetUrl: (path: string) => string,
): CoursewareFields => ({
  name: courseware.name,
  kind: courseware.kind,
  position,
  duration_seconds: courseware.durationSeconds,
  page_count: PAGED_KINDS.includes(courseware.kind) ? courseware.pageCount : null,
  complete_seconds: completeSecondsOf(courseware),
  file_url: courseware.file === null ? null : mapAssets(courseware.file, assetUrl),
  entry: entryOf(courseware, folder),
  scorm_version: folder?.manifest?.version ?? null,
  html: courseware.html === null ? null : mapAssets(courseware.html, assetUrl),
  plays_allowed: courseware.playsAllowed,
});

const questionIdOf = (
  { questionIds }: ImportedQuestionBanks,
  quiz: { bank: string; question: string },
) => questionIds.get(quiz.bank)?.get(quiz.question) ?? '';

export const coursesPack: PackImporter<CoursesImportSummary, PreparedFolders> = {
  assetSources: (pack: TContentPack) =>
    pack.courses.map((course) => ({
      cover: course.cover,
      introduction: course.introduction,
      coursewares: course.coursewares.map(({ file, html }) => ({ file, html })),
    })),

  prepare: async (pack, { storage, packDir }) => {
    const folders = new Map<string, PreparedFolder>();
    try {
      for (const course of pack.courses) {
        for (const courseware of course.coursewares) {
          if (courseware.folder === null) continue;
          const folder = await packFolderOf(packDir, courseware.folder);
          const manifest =
            courseware.kind === CoursewareKind.SCORM ? await readScormManifest(folder) : null;
          folders.set(folderKey(course, courseware), {
            files: await receiveFolder(storage, folder),
            manifest,
          });
        }
      }
    } catch (error) {
      await releaseFolders({ storage, folders });
      throw error;
    }
    return { storage, folders };
  },

  discard: (prepared) => releaseFolders(prepared),

  importPart: async ({ trx, pack, tenantId, now, assetUrl, questionBanks }, prepared) => {
    const folders = prepared?.folders ?? new Map<string, PreparedFolder>();
    const packs = coursesPackRepository(trx);
    const classifications = await packs.classificationsByCode(tenantId);
    const nodes = flattenTree(pack.courseClassifications);
    await importClassificationTree(nodes, classifications, {
      insert: (id, fields) => packs.insertClassification(tenantId, id, fields, now),
      update: (id, fields) => packs.updateClassification(tenantId, id, fields),
    });
    const paperIds = await packs.paperIdsByCode(tenantId);

    const courses = await packs.coursesByCode(tenantId);
    await packs.deleteCourses(tenantId, droppedIds(courses, pack.courses));
    for (const course of pack.courses) {
      const existing = courses.get(course.code);
      const fields = {
        name: course.name,
        classification_id:
          course.classifyCode === null
            ? null
            : (classifications.get(course.classifyCode)?.id ?? null),
        cover_url: course.cover === null ? null : mapAssets(course.cover, assetUrl),
        introduction: mapAssets(course.introduction, assetUrl),
        type: course.type,
        open_time: course.openTime ?? existing?.open_time ?? now,
        credit: course.credit,
        points_price: course.pointsPrice,
        in_order: course.inOrder ? 1 : 0,
        attempts_allowed: course.attemptsAllowed,
        first_signature: course.firstSignature ? 1 : 0,
        completion_signature: course.completionSignature ? 1 : 0,
        face_capture: course.faceCapture ? 1 : 0,
        certificate: course.certificate ? 1 : 0,
        final_paper_id:
          course.finalExam === null ? null : (paperIds.get(course.finalExam.paper) ?? null),
        final_opens_after_minutes: course.finalExam?.opensAfterMinutes ?? null,
      };
      const courseId = existing?.id ?? newId();
      if (!existing) await packs.insertCourse(tenantId, courseId, course.code, fields, now);
      else if (differs(existing, fields)) await packs.updateCourse(tenantId, courseId, fields, now);

      const coursewares = await packs.coursewaresByCode(tenantId, courseId);
      await packs.deleteCoursewares(tenantId, droppedIds(coursewares, course.coursewares));
      for (const [position, courseware] of course.coursewares.entries()) {
        const folder = folders.get(folderKey(course, courseware));
        const cwFields = coursewareFields(courseware, position, folder, assetUrl);
        const stored = coursewares.get(courseware.code);
        const coursewareId = stored?.id ?? newId();
        if (!stored) {
          await packs.insertCourseware(
            tenantId,
            courseId,
            coursewareId,
            courseware.code,
            cwFields,
            now,
          );
        } else if (differs(stored, cwFields)) {
          await packs.updateCourseware(tenantId, coursewareId, cwFields, now);
        }
        if (prepared)
          await importFolderFiles(packs, prepared.storage, tenantId, coursewareId, folder);

        const quizzes = await packs.quizzesOf(tenantId, coursewareId);
        for (const [index, quiz] of courseware.quizzes.entries()) {
          const quizFields = { at: quiz.at, question_id: questionIdOf(questionBanks, quiz) };
          const current = quizzes[index];
          if (!current) await packs.insertQuiz(tenantId, coursewareId, newId(), index, quizFields);
          else if (differs(current, quizFields))
            await packs.updateQuiz(tenantId, current.id, quizFields);
        }
        await packs.deleteQuizzes(
          tenantId,
          quizzes.slice(courseware.quizzes.length).map(({ id }) => id),
        );
      }
    }

    await packs.deleteClassifications(
      tenantId,
      droppedIds(
        classifications,
        nodes.map(({ node }) => node),
      ),
    );
    return { courseClassifications: nodes.length, courses: pack.courses.length };
  },
};

/**
 * The folder's files as stored rows: a path whose bytes are stored already keeps its copy, and
 * the new one leaves storage (and what a failed import discards).
 */
const importFolderFiles = async (
  packs: ReturnType<typeof coursesPackRepository>,
  storage: Storage,
  tenantId: string,
  coursewareId: string,
  folder: PreparedFolder | undefined,
) => {
  const stored = new Map(
    (await packs.filesOf(tenantId, coursewareId)).map((row) => [row.path, row]),
  );
  const listed = folder?.files ?? [];
  const kept: FolderFile[] = [];
  for (const entry of listed) {
    const { path, file, mime } = entry;
    const current = stored.get(path);
    const fields = { storage_key: file.key, sha256: file.sha256, mime, size: file.size };
    if (!current) {
      await packs.insertFile({ tenant_id: tenantId, courseware_id: coursewareId, path, ...fields });
      kept.push(entry);
    } else if (current.sha256 !== file.sha256 || current.mime !== mime) {
      await packs.updateFile(tenantId, coursewareId, path, fields);
      kept.push(entry);
    }
  }
  const listedPaths = new Set(listed.map(({ path }) => path));
  await packs.deleteFiles(
    tenantId,
    coursewareId,
    [...stored.keys()].filter((path) => !listedPaths.has(path)),
  );
  if (folder) {
    await releaseFiles(
      storage,
      folder.files.filter((file) => !kept.includes(file)),
    );
    folder.files = kept;
  }
};
