import { LearningTaskKind } from '@lectern/contracts/common/enums';
import type { PaperEntryOn } from '../../platform/exams/paper-entries';
import type { LearningTasksOn } from '../../platform/learning-tasks/learning-tasks';
import { learningMapsRepositories } from './learning-maps.repository';
import { learningMapsCore } from './learning-maps.service';

/**
 * Lent to the exams module (features.ts): a paper that invites no one opens to a learner through
 * a map that reaches them and holds it in a stage open now. A locked stage's paper stays closed,
 * so a map's unlock rules hold for its exams as well (docs/decisions/0069).
 */
export const learningMapPapers =
  (learningTasks: LearningTasksOn): PaperEntryOn =>
  (db) => ({
    opensFor: async (tenantId, paperId, memberId) => {
      const core = learningMapsCore({
        db,
        transact: (work) => work(db),
        repositories: learningMapsRepositories,
        learningTasks,
      });
      const holding = new Set(await core.maps.mapIdsWithPaper(tenantId, paperId));
      if (holding.size === 0) return false;
      const rows = (await core.visibleMaps(tenantId, memberId)).filter((row) =>
        holding.has(row.id),
      );
      const evaluated = await core.evaluate(tenantId, memberId, rows, { award: false });
      return evaluated.some(({ stages }) =>
        stages.some(
          (stage) =>
            stage.unlocked &&
            stage.tasks.some(
              (task) => task.kind === LearningTaskKind.EXAM && task.refId === paperId,
            ),
        ),
      );
    },
  });
