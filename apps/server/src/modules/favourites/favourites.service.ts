import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TFavouriteQuestion } from '@lectern/contracts/favourites/favourites';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type { QuestionAccessOn } from '../../platform/questions/question-access';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { visibleQuestions } from '../questions/visible-questions';
import type { FavouritesRepositories } from './favourites.repository';
import { FavouriteSubject } from './favourites.schema';

/** Spec §2 /personal/favs/question: questions the learner starred while seeing them. */
export const favouritesService = ({
  db,
  repositories,
  questionAccess,
}: ServiceDeps<FavouritesRepositories, { questionAccess: QuestionAccessOn }>) => {
  const { favourites } = repositories(db);
  const visible = visibleQuestions(db, questionAccess);
  const subjectOf = ({ tenantId, memberId }: MemberSession, questionId: string) => ({
    tenantId,
    memberId,
    subjectType: FavouriteSubject.QUESTION,
    subjectId: questionId,
  });

  return {
    state: async (session: MemberSession, questionId: string) => {
      await visible.find(session, questionId);
      return { questionId, favourite: await favourites.has(subjectOf(session, questionId)) };
    },

    add: async (session: MemberSession, questionId: string) => {
      await visible.find(session, questionId);
      await favourites.add(subjectOf(session, questionId), Date.now());
      return { questionId, favourite: true };
    },

    /** Needs no access: a learner may always drop their own star. */
    remove: async (session: MemberSession, questionId: string) => {
      await favourites.remove(subjectOf(session, questionId));
      return { questionId, favourite: false };
    },

    questions: async ({ tenantId, memberId }: MemberSession, { pageNum, pageSize }: TPageQuery) => {
      const { rows, total } = await favourites.questions(tenantId, memberId, {
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: rows.map((row): TFavouriteQuestion => {
          const view = JSON.parse(row.view) as TQuestionView;
          return {
            questionId: row.subject_id,
            questionType: row.question_type,
            customTypeName: view.customTypeName,
            stem: view.content,
            favouriteTime: Number(row.created_at),
          };
        }),
        total,
      };
    },
  };
};
