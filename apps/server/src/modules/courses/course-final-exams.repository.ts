import type { PaperEntryOn } from '../../platform/exams/paper-entries';
import { finalExamOpen } from './course-rules';

/** Lent to the exams module (features.ts): whether a learner's run has opened a final exam. */
export const courseFinalExams: PaperEntryOn = (db) => ({
  opensFor: async (tenantId, paperId, memberId) => {
    const runs = await db
      .selectFrom('course_runs')
      .innerJoin('courses', (join) =>
        join
          .onRef('courses.id', '=', 'course_runs.course_id')
          .onRef('courses.tenant_id', '=', 'course_runs.tenant_id'),
      )
      .select([
        'courses.final_opens_after_minutes',
        'course_runs.completed_at',
        'course_runs.learned_ms',
      ])
      .where('course_runs.tenant_id', '=', tenantId)
      .where('course_runs.member_id', '=', memberId)
      .where('course_runs.ended_at', 'is', null)
      .where('courses.final_paper_id', '=', paperId)
      .execute();
    return runs.some((run) =>
      finalExamOpen(
        run.final_opens_after_minutes === null ? null : Number(run.final_opens_after_minutes),
        {
          completed_at: run.completed_at === null ? null : Number(run.completed_at),
          learned_ms: Number(run.learned_ms),
        },
      ),
    );
  },
});
