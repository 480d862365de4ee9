import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZId } from '../common/primitives';
import { ZCourseNote } from './course-notes';

export const ZGetCourseNotesRequest = ZPageQuery.extend({
  /** One courseware's notes: the learner's and others' public ones. Absent: the learner's own. */
  coursewareId: ZId.optional(),
  /** Part of the content. */
  keyword: z.string().max(128).optional(),
});
export type TGetCourseNotesRequest = z.infer<typeof ZGetCourseNotesRequest>;
export const ZGetCourseNotesResponse = zPage(ZCourseNote);
export type TGetCourseNotesResponse = z.infer<typeof ZGetCourseNotesResponse>;

export const getCourseNotes = defineEndpoint({
  method: 'GET',
  path: '/course/notes',
  access: 'member',
  summary: 'Notes on a courseware, or the learner’s course notes (searchable)',
  query: ZGetCourseNotesRequest,
  response: ZGetCourseNotesResponse,
});
