import { LearningTaskKind, type TLearningTaskKind } from '@lectern/contracts/common/enums';
import { withQuery } from '../learning-maps.feature';

/** Other features' pages a task opens, written out: a feature never imports another. */
export const TaskPaths = {
  /** The course learning screen (courses feature), `?courseId=`. */
  COURSE: '/exam/learn/course/detail',
  /** The exam preview (exams feature), `?paperId=`. */
  EXAM: '/exam/preview',
  /** The practice screen (practice feature), `?taskId=`. */
  PRACTICE: '/exam/exercise',
  /** An offline class (offline-training feature), `?classId=`. */
  OFFLINE_CLASS: '/offlinetrain/detail',
} as const;

/** Where a task of each kind is done. */
export const taskPath = (kind: TLearningTaskKind, refId: string) => {
  switch (kind) {
    case LearningTaskKind.COURSE:
      return withQuery(TaskPaths.COURSE, { courseId: refId });
    case LearningTaskKind.EXAM:
      return withQuery(TaskPaths.EXAM, { paperId: refId });
    case LearningTaskKind.PRACTICE:
      return withQuery(TaskPaths.PRACTICE, { taskId: refId });
    case LearningTaskKind.OFFLINE_CLASS:
      return withQuery(TaskPaths.OFFLINE_CLASS, { classId: refId });
  }
};
