import { useMutation, useQuery } from '@tanstack/react-query';
import { getQuestionDetail } from '@lectern/contracts/questions/get-question-detail';
import {
  postQuestionCorrection,
  type TPostQuestionCorrectionRequest,
} from '@lectern/contracts/questions/post-question-correction';
import { request } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the question domain's own reads. */
export const questionKeys = {
  detail: (questionId: string) => [...queryRoots.questions, 'detail', questionId] as const,
};

/** GET /questions/detail: a question the learner may see, with its key and analysis. */
export const useQuestionDetail = (questionId: string) =>
  useQuery({
    queryKey: questionKeys.detail(questionId),
    queryFn: ({ signal }) => request(getQuestionDetail, { questionId }, { signal }),
    enabled: questionId !== '',
  });

/** POST /questions/correction: an error-correction report. */
export const usePostQuestionCorrection = () =>
  useMutation({
    mutationFn: (report: TPostQuestionCorrectionRequest) => request(postQuestionCorrection, report),
  });
