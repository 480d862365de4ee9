import type { FastifyInstance } from 'fastify';
import { getFavouriteQuestions } from '@lectern/contracts/favourites/get-favourite-questions';
import { getQuestionFavourite } from '@lectern/contracts/favourites/get-question-favourite';
import { postFavouriteQuestion } from '@lectern/contracts/favourites/post-favourite-question';
import { postUnfavouriteQuestion } from '@lectern/contracts/favourites/post-unfavourite-question';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { favouritesRepositories } from './favourites.repository';
import { favouritesService } from './favourites.service';

/** Favourite questions (spec §2 /personal/favs/question). */
export const registerFavouritesRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const favourites = favouritesService({
    db: deps.db,
    transact: deps.transact,
    repositories: favouritesRepositories,
    questionAccess: deps.questionAccess,
  });
  registerEndpoint(api, deps.guards, getQuestionFavourite, ({ session, query }) =>
    favourites.state(session, query.questionId),
  );
  registerEndpoint(api, deps.guards, postFavouriteQuestion, ({ session, body }) =>
    favourites.add(session, body.questionId),
  );
  registerEndpoint(api, deps.guards, postUnfavouriteQuestion, ({ session, body }) =>
    favourites.remove(session, body.questionId),
  );
  registerEndpoint(api, deps.guards, getFavouriteQuestions, ({ session, query }) =>
    favourites.questions(session, query),
  );
};
