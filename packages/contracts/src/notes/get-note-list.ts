import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZTitleSearch } from '../common/search';
import { ZQuestionNote } from './notes';

export const ZGetNoteListRequest = ZPageQuery.extend({
  /** Part of the note's content or of its question's stem; empty: every note. */
  keyword: ZTitleSearch,
});
export type TGetNoteListRequest = z.infer<typeof ZGetNoteListRequest>;

export const ZNoteListItem = ZQuestionNote.extend({
  questionType: z.number().int(),
  customTypeName: z.string().nullable(),
  /** The question's stem (rich text). */
  stem: z.string(),
});
export type TNoteListItem = z.infer<typeof ZNoteListItem>;

export const ZGetNoteListResponse = zPage(ZNoteListItem);
export type TGetNoteListResponse = z.infer<typeof ZGetNoteListResponse>;

/** Spec §2 /personal/notes: the learner's notes, last edited first, searchable. */
export const getNoteList = defineEndpoint({
  method: 'GET',
  path: '/notes/list',
  access: 'member',
  summary: 'The learner’s notes, searched by content and question stem',
  query: ZGetNoteListRequest,
  response: ZGetNoteListResponse,
});
