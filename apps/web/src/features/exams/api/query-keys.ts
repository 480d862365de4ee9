import type { TGetAnswerDetailRequest } from '@lectern/contracts/exams/get-answer-detail';
import type { TGetExamListRequest } from '@lectern/contracts/exams/get-exam-list';
import type { TGetExamRankingsRequest } from '@lectern/contracts/exams/get-exam-rankings';
import type { TGetUserExamListRequest } from '@lectern/contracts/exams/get-user-exam-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the exams feature. */
export const examKeys = {
  all: queryRoots.exams,
  answerSheet: (answerSheetId: string) => [...examKeys.all, 'answer-sheet', answerSheetId] as const,
  answerDetail: (params: TGetAnswerDetailRequest) =>
    [...examKeys.all, 'answer-detail', params] as const,
  /** Every list that shows the learner's exams or sheets: stale after a start or a deletion. */
  lists: () => [...examKeys.all, 'list'] as const,
  examList: (params: TGetExamListRequest) => [...examKeys.lists(), 'exams', params] as const,
  answerList: (paperId: string) => [...examKeys.lists(), 'answers', paperId] as const,
  userExamList: (params: TGetUserExamListRequest) =>
    [...examKeys.lists(), 'records', params] as const,
  paperClassifyList: () => [...examKeys.all, 'paper-classify-list'] as const,
  preview: (paperId: string) => [...examKeys.all, 'preview', paperId] as const,
  collection: (paperId: string) => [...examKeys.all, 'collection', paperId] as const,
  result: (answerSheetId: string) => [...examKeys.all, 'result', answerSheetId] as const,
  selfGrading: (answerSheetId: string) => [...examKeys.all, 'self-grading', answerSheetId] as const,
  rankings: (params: TGetExamRankingsRequest) => [...examKeys.all, 'rankings', params] as const,
  admissionTickets: () => [...examKeys.all, 'admission-tickets'] as const,
};
