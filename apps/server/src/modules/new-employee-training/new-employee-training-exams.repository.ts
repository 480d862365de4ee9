import type { PaperEntryOn } from '../../platform/exams/paper-entries';
import type { LearningTasksOn } from '../../platform/learning-tasks/learning-tasks';
import { newEmployeeTrainingRepository } from './new-employee-training.repository';
import { programmeStandings } from './programme-standing';

/**
 * Lent to the exams module (features.ts): a programme's training exam (spec §3 invitationType 2)
 * opens to the members on its invitation list once the programme says so (after its tasks, or
 * from the invitation on). Where they stand on the tasks comes from the tasks' own features.
 */
export const newEmployeeTrainingExams =
  (learningTasks: LearningTasksOn): PaperEntryOn =>
  (db) => ({
    opensFor: async (tenantId, paperId, memberId) => {
      const programmes = newEmployeeTrainingRepository(db);
      const invited = await programmes.programmesExaminingFor(tenantId, paperId, memberId);
      if (invited.length === 0) return false;
      const standings = await programmeStandings(
        learningTasks(db),
        tenantId,
        memberId,
        invited,
        await programmes.tasksOf(
          tenantId,
          invited.map(({ programme }) => programme.id),
        ),
        Date.now(),
      );
      return [...standings.values()].some((standing) => standing.exam?.open ?? false);
    },
  });
