import { LearningTaskKind } from '@lectern/contracts/common/enums';
import { examPreviewPath, LinkedPaths, withQuery } from '../new-employee-training.feature';

/**
 * The page that does a task, by its kind; a kind whose page is not known here (offline classes,
 * until their feature is linked) shows its title without a link.
 */
export const taskPath = (kind: number, refId: string): string | null => {
  switch (kind) {
    case LearningTaskKind.COURSE:
      return withQuery(LinkedPaths.COURSE_LEARNING, { courseId: refId });
    case LearningTaskKind.EXAM:
      return examPreviewPath(refId);
    case LearningTaskKind.PRACTICE:
      return withQuery(LinkedPaths.PRACTICE, { taskId: refId });
    default:
      return null;
  }
};
