import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TGetNoteListRequest, TNoteListItem } from '@lectern/contracts/notes/get-note-list';
import { MAX_NOTE_LENGTH, type TQuestionNote } from '@lectern/contracts/notes/notes';
import type { TPostSaveQuestionNoteRequest } from '@lectern/contracts/notes/post-save-question-note';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { AppError } from '../../platform/http/app-error';
import type { QuestionAccessOn } from '../../platform/questions/question-access';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { isLongerThan, visibleQuestions } from '../questions/visible-questions';
import type { NoteRow, NotesRepositories } from './notes.repository';
import { NoteSubject } from './notes.schema';

const noteOf = (row: NoteRow): TQuestionNote => ({
  noteId: row.id,
  questionId: row.subject_id,
  content: row.content,
  isPublic: row.is_public === 1,
  createTime: row.created_at,
  updateTime: row.updated_at,
});

const pageOf = ({ pageNum, pageSize }: TPageQuery) => ({
  offset: (pageNum - 1) * pageSize,
  limit: pageSize,
});

/**
 * Learners' notes on questions (spec §3 Note): one a question, public or private, on questions
 * the learner may see; others' public notes show with their authors' names.
 */
export const notesService = ({
  db,
  repositories,
  questionAccess,
}: ServiceDeps<NotesRepositories, { questionAccess: QuestionAccessOn }>) => {
  const { notes } = repositories(db);
  const visible = visibleQuestions(db, questionAccess);

  return {
    questionNotes: async (session: MemberSession, questionId: string, page: TPageQuery) => {
      await visible.find(session, questionId);
      const { tenantId, memberId } = session;
      const [mine, others] = await Promise.all([
        notes.find(tenantId, memberId, NoteSubject.QUESTION, questionId),
        notes.publicNotes(tenantId, memberId, NoteSubject.QUESTION, questionId, pageOf(page)),
      ]);
      return {
        mine: mine ? noteOf(mine) : null,
        others: {
          list: others.rows.map((row) => ({
            noteId: row.id,
            content: row.content,
            nickName: row.nick_name,
            avatar: row.avatar,
            updateTime: Number(row.updated_at),
          })),
          total: others.total,
        },
      };
    },

    save: async (session: MemberSession, note: TPostSaveQuestionNoteRequest) => {
      await visible.find(session, note.questionId);
      if (isLongerThan(note.content, MAX_NOTE_LENGTH)) {
        throw new AppError(ErrorCode.NOTE_TOO_LONG, MAX_NOTE_LENGTH);
      }
      const now = Date.now();
      const saved = await notes.save({
        id: newId(),
        tenant_id: session.tenantId,
        member_id: session.memberId,
        subject_type: NoteSubject.QUESTION,
        subject_id: note.questionId,
        content: note.content,
        is_public: Number(note.isPublic),
        created_at: now,
        updated_at: now,
      });
      return noteOf(saved);
    },

    remove: async ({ tenantId, memberId }: MemberSession, questionId: string) => {
      if (!(await notes.remove(tenantId, memberId, NoteSubject.QUESTION, questionId))) {
        throw new AppError(ErrorCode.NOTE_NOT_FOUND);
      }
      return { questionId };
    },

    list: async ({ tenantId, memberId }: MemberSession, request: TGetNoteListRequest) => {
      const { rows, total } = await notes.questionNotes(
        tenantId,
        memberId,
        request.keyword || null,
        pageOf(request),
      );
      return {
        list: rows.map((row): TNoteListItem => {
          const view = JSON.parse(row.view) as TQuestionView;
          return {
            ...noteOf(row),
            questionType: row.question_type,
            customTypeName: view.customTypeName,
            stem: view.content,
          };
        }),
        total,
      };
    },
  };
};
