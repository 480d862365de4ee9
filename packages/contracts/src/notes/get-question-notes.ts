import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZId } from '../common/primitives';
import { ZPublicNote, ZQuestionNote } from './notes';

export const ZGetQuestionNotesRequest = ZPageQuery.extend({ questionId: ZId });
export type TGetQuestionNotesRequest = z.infer<typeof ZGetQuestionNotesRequest>;

export const ZGetQuestionNotesResponse = z.object({
  /** The learner's own note, public or private; null when they have none. */
  mine: ZQuestionNote.nullable(),
  /** Other learners' public notes, newest first, one page. */
  others: zPage(ZPublicNote),
});
export type TGetQuestionNotesResponse = z.infer<typeof ZGetQuestionNotesResponse>;

/** The notes of a question the learner may see; 300402 for any other question. */
export const getQuestionNotes = defineEndpoint({
  method: 'GET',
  path: '/notes/question',
  access: 'member',
  summary: 'The learner’s note and others’ public notes on a question',
  query: ZGetQuestionNotesRequest,
  response: ZGetQuestionNotesResponse,
});
