import type { TPackIssue } from '../common/pack-issue';
import type { TPackQuestionBank } from '../questions/question-pack';
import { CoursewareKind, PAGED_KINDS, type TCoursewareKind } from './courses';
import type { TPackCourse, TPackCourseware } from './course-pack';

type TClassificationNode = { code: string; children: TClassificationNode[] };

export type TCourseContent = {
  courseClassifications: TClassificationNode[];
  questionBanks: TPackQuestionBank[];
  /** The codes of the pack's papers, for final exams. */
  paperCodes: ReadonlySet<string>;
  courses: TPackCourse[];
};

const MEDIA_KINDS: readonly TCoursewareKind[] = [CoursewareKind.VIDEO, CoursewareKind.AUDIO];

/** A folder or entry inside the pack: relative, with no `..`, `.` or empty segment. */
export const isPackRelativePath = (path: string) =>
  !path.startsWith('/') &&
  !path.includes('\\') &&
  path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

/** What a courseware of each kind must name: its file, folder, HTML, length or pages. */
const coursewareIssues = (courseware: TPackCourseware, path: (string | number)[]) => {
  const issues: TPackIssue[] = [];
  const need = (field: keyof TPackCourseware, what: string) => {
    if (courseware[field] === null) {
      issues.push({
        path: [...path, field],
        message: `${courseware.kind} courseware needs ${what}`,
      });
    }
  };
  const { kind } = courseware;
  if (kind === CoursewareKind.RICH_TEXT) need('html', 'its html');
  else if (kind === CoursewareKind.SCORM) need('folder', 'the folder of its package');
  else if (MEDIA_KINDS.includes(kind)) {
    // A media file, or an HLS stream's folder with its playlist as the entry.
    if (courseware.file === null && (courseware.folder === null || courseware.entry === null)) {
      issues.push({
        path: [...path, 'file'],
        message: `${kind} courseware needs a file or a folder and entry`,
      });
    }
    need('durationSeconds', 'its durationSeconds');
  } else need('file', 'its file');
  if (PAGED_KINDS.includes(kind)) need('pageCount', 'its pageCount');
  if (courseware.file !== null && courseware.folder !== null) {
    issues.push({
      path: [...path, 'folder'],
      message: 'courseware names a file or a folder, not both',
    });
  }
  for (const field of ['folder', 'entry'] as const) {
    const value = courseware[field];
    if (value !== null && !isPackRelativePath(value)) {
      issues.push({
        path: [...path, field],
        message: `${field} ${value} is not a path inside the pack`,
      });
    }
  }
  return issues;
};

/**
 * Checks of the course content a schema cannot make: codes unique, classifications, quiz
 * questions and final-exam papers resolvable, and every courseware with what its kind needs.
 */
export const courseContentIssues = ({
  courseClassifications,
  questionBanks,
  paperCodes,
  courses,
}: TCourseContent): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const classifications = new Set<string>();
  const visit = (nodes: TClassificationNode[], path: (string | number)[]) =>
    nodes.forEach((node, index) => {
      if (classifications.has(node.code)) {
        issues.push({
          path: [...path, index, 'code'],
          message: `duplicate classification code ${node.code}`,
        });
      }
      classifications.add(node.code);
      visit(node.children, [...path, index, 'children']);
    });
  visit(courseClassifications, ['courseClassifications']);
  const banks = new Map(
    questionBanks.map((bank) => [bank.code, new Set(bank.questions.map(({ code }) => code))]),
  );
  const courseCodes = new Set<string>();
  courses.forEach((course, index) => {
    const path = ['courses', index];
    if (courseCodes.has(course.code)) {
      issues.push({ path: [...path, 'code'], message: `duplicate course code ${course.code}` });
    }
    courseCodes.add(course.code);
    if (course.classifyCode !== null && !classifications.has(course.classifyCode)) {
      issues.push({
        path: [...path, 'classifyCode'],
        message: `unknown course classification ${course.classifyCode}`,
      });
    }
    if (course.finalExam !== null && !paperCodes.has(course.finalExam.paper)) {
      issues.push({
        path: [...path, 'finalExam', 'paper'],
        message: `unknown paper ${course.finalExam.paper}`,
      });
    }
    const coursewareCodes = new Set<string>();
    course.coursewares.forEach((courseware, position) => {
      const coursewarePath = [...path, 'coursewares', position];
      if (coursewareCodes.has(courseware.code)) {
        issues.push({
          path: [...coursewarePath, 'code'],
          message: `duplicate courseware code ${courseware.code}`,
        });
      }
      coursewareCodes.add(courseware.code);
      issues.push(...coursewareIssues(courseware, coursewarePath));
      courseware.quizzes.forEach(({ bank, question }, quiz) => {
        if (!banks.get(bank)?.has(question)) {
          issues.push({
            path: [...coursewarePath, 'quizzes', quiz],
            message: `unknown question ${bank}/${question}`,
          });
        }
      });
    });
  });
  return issues;
};
