import type { PaperEntryOn } from '../../platform/exams/paper-entries';

/**
 * Lent to the exams module (features.ts): a class exam (invitationType 8) opens to the class's
 * learners, reached from the class's page.
 */
export const offlineClassExams: PaperEntryOn = (db) => ({
  opensFor: async (tenantId, paperId, memberId) =>
    (await db
      .selectFrom('offline_classes')
      .innerJoin('offline_class_learners', (join) =>
        join
          .onRef('offline_class_learners.class_id', '=', 'offline_classes.id')
          .onRef('offline_class_learners.tenant_id', '=', 'offline_classes.tenant_id'),
      )
      .select('offline_classes.id')
      .where('offline_classes.tenant_id', '=', tenantId)
      .where('offline_classes.exam_paper_id', '=', paperId)
      .where('offline_class_learners.member_id', '=', memberId)
      .executeTakeFirst()) !== undefined,
});
