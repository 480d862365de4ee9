import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZCoursewareItem, ZCoursewareKind } from './courses';

export const ZCoursewareListItem = ZCoursewareItem.extend({ courseName: z.string() });
export type TCoursewareListItem = z.infer<typeof ZCoursewareListItem>;

export const ZGetCoursewareListRequest = ZPageQuery.extend({
  keyword: z.string().max(128).optional(),
  kind: ZCoursewareKind.optional(),
  /** 'resource': documents, pictures and rich text (the resource library, /exam/learn/resource). */
  group: z.enum(['all', 'resource']).optional(),
});
export type TGetCoursewareListRequest = z.infer<typeof ZGetCoursewareListRequest>;

export const ZGetCoursewareListResponse = zPage(ZCoursewareListItem);
export type TGetCoursewareListResponse = z.infer<typeof ZGetCoursewareListResponse>;

/** The courseware of open courses, by name and kind (/exam/learncourseware, /exam/learn/resource). */
export const getCoursewareList = defineEndpoint({
  method: 'GET',
  path: '/courseware/list',
  access: 'member',
  summary: 'Courseware of the open courses, by name and kind',
  query: ZGetCoursewareListRequest,
  response: ZGetCoursewareListResponse,
});
