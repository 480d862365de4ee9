import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPkHistory, type TGetPkHistoryRequest } from '@lectern/contracts/pk/get-pk-history';
import { getPkLobby } from '@lectern/contracts/pk/get-pk-lobby';
import { getPkMatch } from '@lectern/contracts/pk/get-pk-match';
import { getPkOpponents } from '@lectern/contracts/pk/get-pk-opponents';
import { getPkQuizzes } from '@lectern/contracts/pk/get-pk-quizzes';
import { postPkAnswer, type TPostPkAnswerRequest } from '@lectern/contracts/pk/post-pk-answer';
import { postPkCancel } from '@lectern/contracts/pk/post-pk-cancel';
import {
  postPkChallenge,
  type TPostPkChallengeRequest,
} from '@lectern/contracts/pk/post-pk-challenge';
import {
  postPkChallengeAnswer,
  type TPostPkChallengeAnswerRequest,
} from '@lectern/contracts/pk/post-pk-challenge-answer';
import { postPkChallengeCancel } from '@lectern/contracts/pk/post-pk-challenge-cancel';
import { postPkJoin } from '@lectern/contracts/pk/post-pk-join';
import { PkMatchStatus } from '@lectern/contracts/pk/pk';
import { request } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { setServerTime } from '@/lib/server-clock';

/** React Query keys of the PK feature. */
export const pkKeys = {
  all: queryRoots.pk,
  quizzes: () => [...pkKeys.all, 'quizzes'] as const,
  lobby: () => [...pkKeys.all, 'lobby'] as const,
  opponents: (keyword: string) => [...pkKeys.all, 'opponents', keyword] as const,
  match: (matchId: string) => [...pkKeys.all, 'match', matchId] as const,
  history: (params: TGetPkHistoryRequest) => [...pkKeys.all, 'history', params] as const,
};

/** How often the lobby is read while waiting (it keeps the learner in the queue). */
export const LOBBY_WAITING_POLL_MS = 5_000;
/** A running match is read this often too, in case a realtime signal is lost. */
export const MATCH_POLL_MS = 5_000;

export const usePkQuizzes = () =>
  useQuery({
    queryKey: pkKeys.quizzes(),
    queryFn: ({ signal }) => request(getPkQuizzes, {}, { signal }),
  });

/** Read again every few seconds while the learner waits in a queue. */
export const usePkLobby = () =>
  useQuery({
    queryKey: pkKeys.lobby(),
    queryFn: ({ signal }) => request(getPkLobby, {}, { signal }),
    refetchInterval: (query) => (query.state.data?.waiting ? LOBBY_WAITING_POLL_MS : false),
  });

export const usePkOpponents = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: pkKeys.opponents(keyword),
    queryFn: ({ signal }) => request(getPkOpponents, keyword ? { keyword } : {}, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Read again every few seconds while the match runs. */
export const usePkMatch = (matchId: string) =>
  useQuery({
    queryKey: pkKeys.match(matchId),
    queryFn: async ({ signal }) => {
      const match = await request(getPkMatch, { matchId }, { signal });
      setServerTime(match.serverTime);
      return match;
    },
    enabled: matchId !== '',
    refetchInterval: (query) =>
      query.state.data?.status === PkMatchStatus.ACTIVE ? MATCH_POLL_MS : false,
  });

export const usePkHistory = (params: TGetPkHistoryRequest) =>
  useQuery({
    queryKey: pkKeys.history(params),
    queryFn: ({ signal }) => request(getPkHistory, params, { signal }),
    placeholderData: keepPreviousData,
  });

function useInvalidateLobby() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: pkKeys.lobby() });
}

export function useJoinPk() {
  const invalidate = useInvalidateLobby();
  return useMutation({
    mutationFn: (quizId: string) => request(postPkJoin, { quizId }),
    onSettled: invalidate,
  });
}

export function useCancelPk() {
  const invalidate = useInvalidateLobby();
  return useMutation({
    mutationFn: () => request(postPkCancel, {}),
    onSettled: invalidate,
  });
}

export function useChallengePk() {
  const invalidate = useInvalidateLobby();
  return useMutation({
    mutationFn: (body: TPostPkChallengeRequest) => request(postPkChallenge, body),
    onSettled: invalidate,
  });
}

export function useAnswerChallenge() {
  const invalidate = useInvalidateLobby();
  return useMutation({
    mutationFn: (body: TPostPkChallengeAnswerRequest) => request(postPkChallengeAnswer, body),
    onSettled: invalidate,
  });
}

export function useCancelChallenge() {
  const invalidate = useInvalidateLobby();
  return useMutation({
    mutationFn: (challengeId: string) => request(postPkChallengeCancel, { challengeId }),
    onSettled: invalidate,
  });
}

export function useAnswerPk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostPkAnswerRequest) => request(postPkAnswer, body),
    onSettled: (_data, _error, { matchId }) =>
      void queryClient.invalidateQueries({ queryKey: pkKeys.match(matchId) }),
  });
}
