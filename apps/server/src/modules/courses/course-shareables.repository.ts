import { ShareKind } from '@lectern/contracts/common/share-links';
import type { TSharedItem } from '@lectern/contracts/sharing/shared-item';
import type { ShareableOn } from '../../platform/sharing/shareables';
import type { Executor } from '../../platform/services/service-deps';

/**
 * Courses lent to sharing (platform/sharing/shareables.ts, docs/decisions/0067): any learner of
 * the tenant sees an open course, so any may share it and any may open its link.
 */
export const courseShareables: ShareableOn = (db: Executor) => {
  const openCourse = (tenantId: string, courseId: string) =>
    db
      .selectFrom('courses')
      .select(['id', 'name', 'cover_url', 'introduction'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', courseId)
      .where('open_time', '<=', Date.now())
      .executeTakeFirst();
  return {
    titleFor: async ({ tenantId }, courseId) => (await openCourse(tenantId, courseId))?.name,
    previewFor: async ({ tenantId }, courseId) => {
      const course = await openCourse(tenantId, courseId);
      return course
        ? {
            item: {
              kind: ShareKind.COURSE,
              courseId: course.id,
              name: course.name,
              coverUrl: course.cover_url,
              introduction: course.introduction,
            } satisfies TSharedItem,
          }
        : undefined;
    },
  };
};
