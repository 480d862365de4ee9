import type { FastifyInstance } from 'fastify';
import { getNoteList } from '@lectern/contracts/notes/get-note-list';
import { getQuestionNotes } from '@lectern/contracts/notes/get-question-notes';
import { postDeleteQuestionNote } from '@lectern/contracts/notes/post-delete-question-note';
import { postSaveQuestionNote } from '@lectern/contracts/notes/post-save-question-note';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { notesRepositories } from './notes.repository';
import { notesService } from './notes.service';

/** Notes on questions and the learner's searchable list (spec §2 /personal/notes). */
export const registerNotesRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const notes = notesService({
    db: deps.db,
    transact: deps.transact,
    repositories: notesRepositories(deps.dialect),
    questionAccess: deps.questionAccess,
  });
  registerEndpoint(api, deps.guards, getQuestionNotes, ({ session, query }) =>
    notes.questionNotes(session, query.questionId, query),
  );
  registerEndpoint(api, deps.guards, postSaveQuestionNote, ({ session, body }) =>
    notes.save(session, body),
  );
  registerEndpoint(api, deps.guards, postDeleteQuestionNote, ({ session, body }) =>
    notes.remove(session, body.questionId),
  );
  registerEndpoint(api, deps.guards, getNoteList, ({ session, query }) =>
    notes.list(session, query),
  );
};
