import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '@lectern/contracts/auth/post-login';
import { postLogout } from '@lectern/contracts/auth/post-logout';
import { postRegister } from '@lectern/contracts/auth/post-register';
import { postSendSmsCode } from '@lectern/contracts/auth/post-send-sms-code';
import { postSmsLogin } from '@lectern/contracts/auth/post-sms-login';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { API_BASE } from '@lectern/contracts/common/endpoint';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  getCustomInfo,
  type TGetCustomInfoResponse,
} from '@lectern/contracts/common/get-custom-info';
import {
  getOrganisationTree,
  type TGetOrganisationTreeResponse,
} from '@lectern/contracts/custom-info/get-organisation-tree';
import { getPrevLoginInfo } from '@lectern/contracts/custom-info/get-prev-login-info';
import { postSaveCustomInfo } from '@lectern/contracts/custom-info/post-save-custom-info';
import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import { ALL_ENDPOINTS, endpointKey } from '@lectern/contracts/endpoints';
import { getAnswerDetail } from '@lectern/contracts/exams/get-answer-detail';
import {
  getAnswerList,
  type TGetAnswerListResponse,
} from '@lectern/contracts/exams/get-answer-list';
import {
  getAnswerSheet,
  type TGetAnswerSheetResponse,
} from '@lectern/contracts/exams/get-answer-sheet';
import {
  getExamCollection,
  type TGetExamCollectionResponse,
} from '@lectern/contracts/exams/get-exam-collection';
import { getExamList, type TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import {
  getExamPreview,
  type TGetExamPreviewResponse,
} from '@lectern/contracts/exams/get-exam-preview';
import {
  getExamRankings,
  type TGetExamRankingsResponse,
} from '@lectern/contracts/exams/get-exam-rankings';
import { getExamResult } from '@lectern/contracts/exams/get-exam-result';
import { getAdminAdmissionTicket } from '@lectern/contracts/exams/get-admin-admission-ticket';
import { getAdminPageLeaves } from '@lectern/contracts/exams/get-admin-page-leaves';
import { getAdminProctoringExaminees } from '@lectern/contracts/exams/get-admin-proctoring-examinees';
import { getProctoringIdPhoto } from '@lectern/contracts/exams/get-proctoring-id-photo';
import { postAdminProctoringExtend } from '@lectern/contracts/exams/post-admin-proctoring-extend';
import { postAdminProctoringMessage } from '@lectern/contracts/exams/post-admin-proctoring-message';
import { postAdminProctoringSubmit } from '@lectern/contracts/exams/post-admin-proctoring-submit';
import { postProctoringCheck } from '@lectern/contracts/exams/post-proctoring-check';
import { postProctoringDeputyTicket } from '@lectern/contracts/exams/post-proctoring-deputy-ticket';
import { postProctoringEvent } from '@lectern/contracts/exams/post-proctoring-event';
import { postProctoringRecording } from '@lectern/contracts/exams/post-proctoring-recording';
import {
  getAdmissionTickets,
  type TGetAdmissionTicketsResponse,
} from '@lectern/contracts/exams/get-admission-tickets';
import { getAdminUngradedAnswers } from '@lectern/contracts/exams/get-admin-ungraded-answers';
import { getSelfGrading } from '@lectern/contracts/exams/get-self-grading';
import { postAdminMarkAnswer } from '@lectern/contracts/exams/post-admin-mark-answer';
import { postAdminAnnounce } from '@lectern/contracts/messages/post-admin-announce';
import { postGradeOwnAnswer } from '@lectern/contracts/exams/post-grade-own-answer';
import { getPaperClassifyList } from '@lectern/contracts/exams/get-paper-classify-list';
import {
  getUserExamList,
  type TGetUserExamListResponse,
} from '@lectern/contracts/exams/get-user-exam-list';
import { postDeleteExamRecord } from '@lectern/contracts/exams/post-delete-exam-record';
import { getPracticeClassify } from '@lectern/contracts/practice/get-practice-classify';
import {
  getPracticeList,
  type TGetPracticeListResponse,
} from '@lectern/contracts/practice/get-practice-list';
import {
  getPracticePreview,
  type TGetPracticePreviewResponse,
} from '@lectern/contracts/practice/get-practice-preview';
import {
  getPracticeRecords,
  type TGetPracticeRecordsResponse,
} from '@lectern/contracts/practice/get-practice-records';
import { getPkHistory, type TGetPkHistoryResponse } from '@lectern/contracts/pk/get-pk-history';
import { getPkLobby, type TGetPkLobbyResponse } from '@lectern/contracts/pk/get-pk-lobby';
import { getPkMatch } from '@lectern/contracts/pk/get-pk-match';
import { getPkOpponents } from '@lectern/contracts/pk/get-pk-opponents';
import { getPkQuizzes, type TGetPkQuizzesResponse } from '@lectern/contracts/pk/get-pk-quizzes';
import { postPkAnswer } from '@lectern/contracts/pk/post-pk-answer';
import { postPkCancel } from '@lectern/contracts/pk/post-pk-cancel';
import { postPkChallenge } from '@lectern/contracts/pk/post-pk-challenge';
import { postPkChallengeAnswer } from '@lectern/contracts/pk/post-pk-challenge-answer';
import { postPkChallengeCancel } from '@lectern/contracts/pk/post-pk-challenge-cancel';
import { postPkJoin } from '@lectern/contracts/pk/post-pk-join';
import { getMistakeQuestions } from '@lectern/contracts/mistakes/get-mistake-questions';
import {
  getMistakeSets,
  type TGetMistakeSetsResponse,
} from '@lectern/contracts/mistakes/get-mistake-sets';
import { getMistakeSettings } from '@lectern/contracts/mistakes/get-mistake-settings';
import type { TMistakeSettings } from '@lectern/contracts/mistakes/mistakes';
import { postClearMistakes } from '@lectern/contracts/mistakes/post-clear-mistakes';
import { postRemoveMistake } from '@lectern/contracts/mistakes/post-remove-mistake';
import { postSaveMistakeAnswer } from '@lectern/contracts/mistakes/post-save-mistake-answer';
import { postSaveMistakeSettings } from '@lectern/contracts/mistakes/post-save-mistake-settings';
import {
  getFavouriteQuestions,
  type TGetFavouriteQuestionsResponse,
} from '@lectern/contracts/favourites/get-favourite-questions';
import { getQuestionFavourite } from '@lectern/contracts/favourites/get-question-favourite';
import { postFavouriteQuestion } from '@lectern/contracts/favourites/post-favourite-question';
import { postUnfavouriteQuestion } from '@lectern/contracts/favourites/post-unfavourite-question';
import { getNoteList, type TGetNoteListResponse } from '@lectern/contracts/notes/get-note-list';
import {
  getQuestionNotes,
  type TGetQuestionNotesResponse,
} from '@lectern/contracts/notes/get-question-notes';
import { postDeleteQuestionNote } from '@lectern/contracts/notes/post-delete-question-note';
import { postSaveQuestionNote } from '@lectern/contracts/notes/post-save-question-note';
import { getAdminQuestionCorrections } from '@lectern/contracts/questions/get-admin-question-corrections';
import { getQuestionDetail } from '@lectern/contracts/questions/get-question-detail';
import { postAdminHandleCorrection } from '@lectern/contracts/questions/post-admin-handle-correction';
import { postQuestionCorrection } from '@lectern/contracts/questions/post-question-correction';
import {
  getDailyPracticeDetail,
  type TGetDailyPracticeDetailResponse,
} from '@lectern/contracts/daily-practice/get-daily-practice-detail';
import {
  getDailyPracticeList,
  type TGetDailyPracticeListResponse,
} from '@lectern/contracts/daily-practice/get-daily-practice-list';
import {
  getDailyPracticeRankings,
  type TGetDailyPracticeRankingsResponse,
} from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import { getDailyPracticeResult } from '@lectern/contracts/daily-practice/get-daily-practice-result';
import {
  getCheckInDay,
  type TGetCheckInDayResponse,
} from '@lectern/contracts/check-in/get-check-in-day';
import {
  getCheckInPlan,
  type TGetCheckInPlanResponse,
} from '@lectern/contracts/check-in/get-check-in-plan';
import {
  getCheckInPlans,
  type TGetCheckInPlansResponse,
} from '@lectern/contracts/check-in/get-check-in-plans';
import { getCheckInResult } from '@lectern/contracts/check-in/get-check-in-result';
import { postCheckIn, type TPostCheckInResponse } from '@lectern/contracts/check-in/post-check-in';
import { postJoinCheckIn } from '@lectern/contracts/check-in/post-join-check-in';
import {
  getInviteCode,
  type TGetInviteCodeResponse,
} from '@lectern/contracts/sharing/get-invite-code';
import { ShareKind } from '@lectern/contracts/common/share-links';
import { getMyShares, type TGetMySharesResponse } from '@lectern/contracts/sharing/get-my-shares';
import {
  getSharedPreview,
  type TGetSharedPreviewResponse,
} from '@lectern/contracts/sharing/get-shared-preview';
import {
  postShareLink,
  type TPostShareLinkResponse,
} from '@lectern/contracts/sharing/post-share-link';
import {
  getInviteRegistrations,
  type TGetInviteRegistrationsResponse,
} from '@lectern/contracts/sharing/get-invite-registrations';
import { postFinishDailyPractice } from '@lectern/contracts/daily-practice/post-finish-daily-practice';
import { postSaveDailyAnswer } from '@lectern/contracts/daily-practice/post-save-daily-answer';
import {
  postStartDailyPractice,
  type TPostStartDailyPracticeResponse,
} from '@lectern/contracts/daily-practice/post-start-daily-practice';
import { getLearningMapClassify } from '@lectern/contracts/learning-maps/get-learning-map-classify';
import {
  getLearningMapDetail,
  type TGetLearningMapDetailResponse,
} from '@lectern/contracts/learning-maps/get-learning-map-detail';
import {
  getLearningMapList,
  type TGetLearningMapListResponse,
} from '@lectern/contracts/learning-maps/get-learning-map-list';
import { getDevelopmentMap } from '@lectern/contracts/learning-maps/get-development-map';
import { getMapMentees } from '@lectern/contracts/learning-maps/get-map-mentees';
import { getMenteeMapDetail } from '@lectern/contracts/learning-maps/get-mentee-map-detail';
import { getMenteeMaps } from '@lectern/contracts/learning-maps/get-mentee-maps';
import { getAdminCourseCompletion } from '@lectern/contracts/courses/get-admin-course-completion';
import { getCourseClassify } from '@lectern/contracts/courses/get-course-classify';
import {
  getCourseComments,
  type TGetCourseCommentsResponse,
} from '@lectern/contracts/courses/get-course-comments';
import {
  getCourseDetail,
  type TGetCourseDetailResponse,
} from '@lectern/contracts/courses/get-course-detail';
import {
  getCourseList,
  type TGetCourseListResponse,
} from '@lectern/contracts/courses/get-course-list';
import {
  getCourseNotes,
  type TGetCourseNotesResponse,
} from '@lectern/contracts/courses/get-course-notes';
import {
  getCoursewareList,
  type TGetCoursewareListResponse,
} from '@lectern/contracts/courses/get-courseware-list';
import { getCoursewareQuiz } from '@lectern/contracts/courses/get-courseware-quiz';
import { getFavouriteCourses } from '@lectern/contracts/courses/get-favourite-courses';
import { getFavouriteCoursewares } from '@lectern/contracts/courses/get-favourite-coursewares';
import { getLearnRecord } from '@lectern/contracts/courses/get-learn-record';
import { postAdminResetCourse } from '@lectern/contracts/courses/post-admin-reset-course';
import { postAdminReviewCourseRun } from '@lectern/contracts/courses/post-admin-review-course-run';
import { postAnswerCoursewareQuiz } from '@lectern/contracts/courses/post-answer-courseware-quiz';
import { postCourseClick } from '@lectern/contracts/courses/post-course-click';
import { postCourseComment } from '@lectern/contracts/courses/post-course-comment';
import { postCourseFaceCheck } from '@lectern/contracts/courses/post-course-face-check';
import {
  postCoursewareHeartbeat,
  type TPostCoursewareHeartbeatResponse,
} from '@lectern/contracts/courses/post-courseware-heartbeat';
import { postDeleteCourseNote } from '@lectern/contracts/courses/post-delete-course-note';
import { postFavouriteCourse } from '@lectern/contracts/courses/post-favourite-course';
import { postFavouriteCourseware } from '@lectern/contracts/courses/post-favourite-courseware';
import { postRedeemCourse } from '@lectern/contracts/courses/post-redeem-course';
import { postSaveCourseNote } from '@lectern/contracts/courses/post-save-course-note';
import { postScormCommit } from '@lectern/contracts/courses/post-scorm-commit';
import { postSignCourse } from '@lectern/contracts/courses/post-sign-course';
import { postStartCourse } from '@lectern/contracts/courses/post-start-course';
import {
  postStartCourseware,
  type TCoursewareSession,
} from '@lectern/contracts/courses/post-start-courseware';
import { postAddMyPractice } from '@lectern/contracts/practice/post-add-my-practice';
import { postFinishPractice } from '@lectern/contracts/practice/post-finish-practice';
import { postResetPractice } from '@lectern/contracts/practice/post-reset-practice';
import { postSavePracticeAnswer } from '@lectern/contracts/practice/post-save-practice-answer';
import {
  postStartPractice,
  type TPostStartPracticeResponse,
} from '@lectern/contracts/practice/post-start-practice';
import { postSaveAnswers } from '@lectern/contracts/exams/post-save-answers';
import { postSaveExamCollection } from '@lectern/contracts/exams/post-save-exam-collection';
import {
  postStartExam,
  type TPostStartExamResponse,
} from '@lectern/contracts/exams/post-start-exam';
import { postOpenQuestion } from '@lectern/contracts/exams/post-open-question';
import { postPauseAnswerSheet } from '@lectern/contracts/exams/post-pause-answer-sheet';
import { postReportPageLeave } from '@lectern/contracts/exams/post-report-page-leave';
import { postResumeAnswerSheet } from '@lectern/contracts/exams/post-resume-answer-sheet';
import { postSignAnswerSheet } from '@lectern/contracts/exams/post-sign-answer-sheet';
import { postSubmitAnswerSheet } from '@lectern/contracts/exams/post-submit-answer-sheet';
import { getHomePage } from '@lectern/contracts/home/get-home-page';
import {
  getMemberInfo,
  type TGetMemberInfoResponse,
} from '@lectern/contracts/members/get-member-info';
import {
  postSendPasswordCode,
  type TPostSendPasswordCodeResponse,
} from '@lectern/contracts/members/post-send-password-code';
import { postUpdateAvatar } from '@lectern/contracts/members/post-update-avatar';
import { postUpdatePassword } from '@lectern/contracts/members/post-update-password';
import {
  getInmailList,
  type TGetInmailListResponse,
} from '@lectern/contracts/messages/get-inmail-list';
import { getUnreadCount } from '@lectern/contracts/messages/get-unread-count';
import {
  postReadAllInmail,
  type TPostReadAllInmailResponse,
} from '@lectern/contracts/messages/post-read-all-inmail';
import { postReadInmail } from '@lectern/contracts/messages/post-read-inmail';
import { getNewsDetail } from '@lectern/contracts/news/get-news-detail';
import { getNewsList, type TGetNewsListResponse } from '@lectern/contracts/news/get-news-list';
import { getNoticeDetail } from '@lectern/contracts/notices/get-notice-detail';
import {
  getNoticeList,
  type TGetNoticeListResponse,
} from '@lectern/contracts/notices/get-notice-list';
import { getCreateOn } from '@lectern/contracts/tenants/get-create-on';
import {
  getFactoryInfo,
  type TGetFactoryInfoResponse,
} from '@lectern/contracts/tenants/get-factory-info';
import { getUserVer } from '@lectern/contracts/tenants/get-user-ver';
import { postQuestionTypes } from '@lectern/contracts/tenants/post-question-types';
import { postUploadFile } from '@lectern/contracts/common/post-upload-file';
import { postUploadPublic } from '@lectern/contracts/common/post-upload-public';
import { getHomeworkDetail } from '@lectern/contracts/offline-training/get-homework-detail';
import { getHomeworkGradeDetail } from '@lectern/contracts/offline-training/get-homework-grade-detail';
import {
  getHomeworkResults,
  type TGetHomeworkResultsResponse,
} from '@lectern/contracts/offline-training/get-homework-results';
import { getOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import {
  getOfflineClassList,
  type TGetOfflineClassListResponse,
} from '@lectern/contracts/offline-training/get-offline-class-list';
import { getOfflineSessionDetail } from '@lectern/contracts/offline-training/get-offline-session-detail';
import {
  getTeamHomework,
  type TGetTeamHomeworkResponse,
} from '@lectern/contracts/offline-training/get-team-homework';
import {
  getTeamMembers,
  type TGetTeamMembersResponse,
} from '@lectern/contracts/offline-training/get-team-members';
import { postAttendanceCode } from '@lectern/contracts/offline-training/post-attendance-code';
import { postAttendanceScan } from '@lectern/contracts/offline-training/post-attendance-scan';
import { postGradeHomework } from '@lectern/contracts/offline-training/post-grade-homework';
import { postSubmitHomework } from '@lectern/contracts/offline-training/post-submit-homework';
import {
  getCertificateFind,
  type TGetCertificateFindResponse,
} from '@lectern/contracts/certificates/get-certificate-find';
import { getAdminNewMemberTrainProgress } from '@lectern/contracts/new-employee-training/get-admin-new-member-train-progress';
import { getNewMemberTrainClassify } from '@lectern/contracts/new-employee-training/get-new-member-train-classify';
import { getNewMemberTrainDetail } from '@lectern/contracts/new-employee-training/get-new-member-train-detail';
import {
  getNewMemberTrainList,
  type TGetNewMemberTrainListResponse,
} from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import { postAdminInviteNewMember } from '@lectern/contracts/new-employee-training/post-admin-invite-new-member';
import { getCertificateImage } from '@lectern/contracts/certificates/get-certificate-image';
import {
  getCertificateList,
  type TGetCertificateListResponse,
} from '@lectern/contracts/certificates/get-certificate-list';
import {
  getCreditHistory,
  type TGetCreditHistoryResponse,
} from '@lectern/contracts/credits/get-credit-history';
import {
  getCreditRankings,
  type TGetCreditRankingsResponse,
} from '@lectern/contracts/credits/get-credit-rankings';
import {
  getStudyReport,
  type TGetStudyReportResponse,
} from '@lectern/contracts/learning-reports/get-study-report';
import { getWeekReportDetail } from '@lectern/contracts/learning-reports/get-week-report-detail';
import {
  getWeekReportList,
  type TGetWeekReportListResponse,
} from '@lectern/contracts/learning-reports/get-week-report-list';
import { newCertificateNumber } from '../../platform/certificates/certificate-issuer';
import { newTicketNumber } from '../../modules/exams/admission-tickets.service';
import { newQueryCode } from '../../modules/exams/sheet-starts';
import { maskPhone } from '../../modules/members/members.service';
import { fileUrlPath } from '../../platform/uploads/file-url';
import { samplePng } from '../sample-files';
import { callApi } from '../test-app';
import { uniquePhone } from '../sms-factories';
import {
  buildIsolationWorld,
  expectLikeMissing,
  FILE_ROUTE,
  VICTIM_AUTO_REMOVE_AFTER,
  uploadForm,
  type Attacker,
  type AttackerKind,
  type IsolationWorld,
} from './isolation-fixture';

/**
 * Issue 17 point 8: for every endpoint of the protocol, how another learner of tenant A (the
 * neighbour) and tenant B's learner (the outsider) try it on tenant A's victim's objects, and
 * what must happen. Each probe's answers may hold nothing of the victim's (nor, for the
 * outsider, of tenant A's), and the victim's rows must be as they were after it.
 */

type ProbeRun = (world: IsolationWorld, attacker: Attacker) => Promise<void>;

type Probe =
  /** What of the victim's the attacker names. */
  | { names: string; run: ProbeRun }
  /** Why the endpoint has no object of another learner to name. */
  | { nothingToName: string; run: ProbeRun };

const LIST_QUERY = { pageNum: '1', pageSize: '50' };

const sorted = (ids: string[]) => [...ids].sort();

const flattenNames = (nodes: TClassifyNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...flattenNames(node.children)]);

/** A message, notice or news item: hidden from the attacker like a made-up id. */
const expectDetailHidden = async (
  world: IsolationWorld,
  attacker: Attacker,
  endpoint: typeof getNewsDetail | typeof getNoticeDetail | typeof postReadInmail,
  field: 'newsId' | 'noticeId' | 'messageId',
  id: string,
) => {
  const ask = (value: string) =>
    endpoint.method === 'GET'
      ? world.call(attacker, endpoint, { query: { [field]: value } })
      : world.call(attacker, endpoint, { body: { [field]: value } });
  expectLikeMissing(await ask(id), await ask(world.madeUpId()), ErrorCode.NO_DATA);
};

/** The tenant-wide item: the neighbour reads it as any learner of tenant A; never the outsider. */
const expectTenantItem = async (
  world: IsolationWorld,
  attacker: Attacker,
  endpoint: typeof getNewsDetail | typeof getNoticeDetail,
  field: 'newsId' | 'noticeId',
  id: string,
) => {
  if (attacker.kind === 'outsider') {
    await expectDetailHidden(world, attacker, endpoint, field, id);
    return;
  }
  const { envelope } = await world.call(attacker, endpoint, { query: { [field]: id } });
  expect(envelope.code).toBe('200');
};

/** The tenant's published items addressed to the attacker: never the victim's organisation's. */
const expectPublishedList = async (
  world: IsolationWorld,
  attacker: Attacker,
  endpoint: typeof getNewsList | typeof getNoticeList,
  idsOf: (body: TGetNewsListResponse | TGetNoticeListResponse) => string[],
  tenantItemId: string,
) => {
  const { envelope } = await world.call<TGetNewsListResponse | TGetNoticeListResponse>(
    attacker,
    endpoint,
    { query: LIST_QUERY },
  );
  expect(envelope.code).toBe('200');
  // The tenant's item for everyone: tenant A's for the neighbour, tenant B's for the outsider.
  const ids = idsOf(envelope.body);
  expect(ids).toHaveLength(1);
  if (attacker.kind === 'neighbour') expect(ids).toEqual([tenantItemId]);
};

/** A login code the attacker had texted to their own phone, in their own tenant. */
const loginCodeTextedTo = async (world: IsolationWorld, attacker: Attacker) => {
  await world.call(attacker, postSendSmsCode, {
    body: {
      factoryCode: attacker.tenant.factoryCode,
      phone: attacker.phone,
      scene: SmsScene.LOGIN,
    },
  });
  return world.lastCodeTo(attacker.phone, SmsScene.LOGIN);
};

/** Tenant settings anyone may read by the tenant number: they hold nothing of a learner's. */
const publicTenantProbe = (
  endpoint: typeof getCreateOn | typeof getFactoryInfo | typeof getUserVer,
): Probe => ({
  nothingToName: 'public settings of the tenant named by factoryCode, the same for anyone',
  run: async (world, attacker) => {
    const { envelope } = await world.call(attacker, endpoint, {
      query: { factoryCode: world.tenantA.factoryCode, userCode: world.victim.member.userCode },
    });
    expect(envelope.code).toBe('200');
  },
});

/**
 * An endpoint naming the victim's practice task: tenant B's learner is answered as for a made-up
 * task; the neighbour reaches the tenant's task, with their own round only (`asNeighbour`).
 */
const practiceTaskProbe = (
  endpoint:
    | typeof postAddMyPractice
    | typeof getPracticePreview
    | typeof postStartPractice
    | typeof postSavePracticeAnswer
    | typeof postFinishPractice
    | typeof postResetPractice,
  asNeighbour: ProbeRun,
): Probe => ({
  names: 'the practice task the victim has a round and a record of',
  run: async (world, attacker) => {
    if (attacker.kind === 'neighbour') {
      await asNeighbour(world, attacker);
      return;
    }
    const request = (taskId: string) => {
      const fields = {
        taskId,
        mode: 'answer',
        questionId: world.objects.practiceQuestionId,
        seq: 50,
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
      };
      return endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { taskId } })
        : world.call(attacker, endpoint, { body: fields });
    };
    expectLikeMissing(
      await request(world.objects.practiceTaskId),
      await request(world.madeUpId()),
      ErrorCode.QUESTION_BANK_NOT_FOUND,
    );
  },
});

/** An endpoint naming the victim's PK match: answered as for a made-up match (309186). */
const pkMatchProbe = (endpoint: typeof getPkMatch | typeof postPkAnswer): Probe => ({
  names: "the victim's running PK match",
  run: async (world, attacker) => {
    const request = (matchId: string) =>
      endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { matchId } })
        : world.call(attacker, endpoint, {
            body: {
              matchId,
              index: 0,
              answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
            },
          });
    expectLikeMissing(
      await request(world.objects.pkMatchId),
      await request(world.madeUpId()),
      ErrorCode.PK_MATCH_NOT_FOUND,
    );
  },
});

/**
 * An endpoint naming the daily practice the victim finished today: tenant B's learner is
 * answered as for a made-up practice; the neighbour reaches the tenant's practice, with their own
 * day only (`asNeighbour`).
 */
const dailyPracticeProbe = (
  endpoint:
    | typeof getDailyPracticeDetail
    | typeof postStartDailyPractice
    | typeof postSaveDailyAnswer
    | typeof postFinishDailyPractice
    | typeof getDailyPracticeResult
    | typeof getDailyPracticeRankings,
  asNeighbour: ProbeRun,
): Probe => ({
  names: 'the daily practice the victim finished today, with credits',
  run: async (world, attacker) => {
    if (attacker.kind === 'neighbour') {
      await asNeighbour(world, attacker);
      return;
    }
    const request = (dailyId: string) =>
      endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { dailyId } })
        : world.call(attacker, endpoint, {
            body: {
              dailyId,
              questionId: world.objects.dailyQuestionId,
              seq: 50,
              answer: { questionType: QuestionType.TRUE_FALSE, value: true },
            },
          });
    expectLikeMissing(
      await request(world.objects.dailyId),
      await request(world.madeUpId()),
      ErrorCode.DAILY_PRACTICE_NOT_FOUND,
    );
  },
});

/**
 * An endpoint naming the check-in plan the victim joined and checked in today: tenant B's learner
 * is answered as for a made-up plan; the neighbour reaches the tenant's plan, with their own
 * joining and days only (`asNeighbour`).
 */
const checkInProbe = (
  endpoint:
    | typeof getCheckInPlan
    | typeof postJoinCheckIn
    | typeof getCheckInDay
    | typeof postCheckIn
    | typeof getCheckInResult,
  asNeighbour: ProbeRun,
): Probe => ({
  names: 'the check-in plan the victim joined and checked in today, with credits',
  run: async (world, attacker) => {
    if (attacker.kind === 'neighbour') {
      await asNeighbour(world, attacker);
      return;
    }
    const { checkInDay, checkInTaskIds, checkInQuestionId } = world.objects;
    const request = (planId: string) =>
      endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { planId, day: checkInDay } })
        : world.call(attacker, endpoint, {
            body: {
              planId,
              day: checkInDay,
              doneTaskIds: checkInTaskIds,
              answers: [
                {
                  questionId: checkInQuestionId,
                  answer: { questionType: QuestionType.TRUE_FALSE, value: true },
                },
              ],
            },
          });
    expectLikeMissing(
      await request(world.objects.checkInPlanId),
      await request(world.madeUpId()),
      ErrorCode.CHECK_IN_PLAN_NOT_FOUND,
    );
  },
});

/** The result a neighbour gets of the victim's plan: only of their own days, never the victim's. */
const expectOwnCheckIn = async (
  world: IsolationWorld,
  attacker: Attacker,
  envelope: { code: string; body: unknown },
  refusals: string[],
) => {
  if (envelope.code !== '200') {
    expect(refusals).toContain(envelope.code);
    return;
  }
  const own = await world.ownCheckInDays(attacker, world.objects.checkInPlanId);
  expect((envelope.body as TPostCheckInResponse).doneDays).toBe(own.length);
};

/** The attacker's own credit entries, as the ledger holds them. */
const ownCreditEntries = async (world: IsolationWorld, attacker: Attacker) =>
  (
    await world.test.db
      .selectFrom('credit_entries')
      .select('amount')
      .where('tenant_id', '=', attacker.tenant.id)
      .where('member_id', '=', attacker.member.id)
      .execute()
  ).map((entry) => ({ amount: Number(entry.amount) }));

/** The victim's mistake sets, as their sets endpoint lists them. */
const victimMistakeSets = async (world: IsolationWorld) =>
  Promise.all(
    ['1', '3'].map(
      async (sourceType) =>
        (
          await world.asVictim<TGetMistakeSetsResponse>(getMistakeSets, {
            query: { sourceType },
          })
        ).envelope.body,
    ),
  );

/**
 * An endpoint naming one of the victim's mistake sets (a practice classification's or a knowledge
 * point's) and its question: answered as for a made-up set, to the neighbour too.
 */
const mistakeSetProbe = (
  endpoint: typeof getMistakeQuestions | typeof postSaveMistakeAnswer | typeof postRemoveMistake,
): Probe => ({
  names: "the victim's mistake sets and their question",
  run: async (world, attacker) => {
    const { mistakeClassificationId, mistakePoint, mistakeQuestionId } = world.objects;
    for (const [sourceType, sourceId] of [
      [1, mistakeClassificationId],
      [3, mistakePoint],
    ] as const) {
      const request = (id: string) =>
        endpoint.method === 'GET'
          ? world.call(attacker, endpoint, {
              query: { sourceType: String(sourceType), sourceId: id },
            })
          : world.call(attacker, endpoint, {
              body: {
                sourceType,
                sourceId: id,
                questionId: mistakeQuestionId,
                seq: 900,
                answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
              },
            });
      expectLikeMissing(
        await request(sourceId),
        await request(world.madeUpId()),
        ErrorCode.MISTAKE_SET_NOT_FOUND,
      );
    }
  },
});

/**
 * An endpoint naming a question of tenant A's practice task, which the victim noted, starred and
 * reported: tenant B's learner is answered as for a made-up question; the neighbour, who may
 * practise the task, gets their own answer (`asNeighbour`), never the victim's rows.
 */
const tenantQuestionProbe = (
  endpoint:
    | typeof getQuestionDetail
    | typeof postQuestionCorrection
    | typeof getQuestionNotes
    | typeof postSaveQuestionNote
    | typeof getQuestionFavourite
    | typeof postFavouriteQuestion,
  asNeighbour: ProbeRun,
): Probe => ({
  names: 'the practice questions the victim noted (privately and publicly), starred and reported',
  run: async (world, attacker) => {
    if (attacker.kind === 'neighbour') {
      await asNeighbour(world, attacker);
      return;
    }
    const request = (questionId: string) =>
      endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { ...LIST_QUERY, questionId } })
        : world.call(attacker, endpoint, {
            body: { questionId, kind: 'other', text: 'Hello', content: 'Hello', isPublic: true },
          });
    for (const questionId of [world.objects.practiceQuestionId, world.objects.mistakeQuestionId]) {
      expectLikeMissing(
        await request(questionId),
        await request(world.madeUpId()),
        ErrorCode.QUESTION_NOT_FOUND,
      );
    }
  },
});

/**
 * An endpoint naming tenant A's course the victim learns: tenant B's learner is answered as for a
 * made-up course (300501); the neighbour reaches the tenant's course, with their own run only.
 */
const courseProbe = (
  endpoint:
    | typeof getCourseDetail
    | typeof postCourseClick
    | typeof postStartCourse
    | typeof postSignCourse
    | typeof postCourseFaceCheck
    | typeof postRedeemCourse
    | typeof postFavouriteCourse
    | typeof getCourseComments
    | typeof postCourseComment,
  asNeighbour: ProbeRun,
): Probe => ({
  names: 'the course the victim learns, with their run, comment and favourite',
  run: async (world, attacker) => {
    if (attacker.kind === 'neighbour') {
      await asNeighbour(world, attacker);
      return;
    }
    const request = (courseId: string) => {
      const fields = {
        courseId,
        ...LIST_QUERY,
        moment: 'first',
        passed: false,
        imageUrl: world.objects.uploadUrl,
        snapshotUrl: world.objects.uploadUrl,
        favourite: true,
        content: 'Mine',
        score: 5,
      };
      return endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { ...LIST_QUERY, courseId } })
        : world.call(attacker, endpoint, { body: fields });
    };
    expectLikeMissing(
      await request(world.objects.courseId),
      await request(world.madeUpId()),
      ErrorCode.COURSE_NOT_FOUND,
    );
  },
});

/**
 * An endpoint naming a courseware of the course the victim learns: tenant B's learner is answered
 * as for a made-up courseware (300502); the neighbour learns it in a run of their own.
 */
const coursewareProbe = (
  endpoint:
    | typeof postStartCourseware
    | typeof postCoursewareHeartbeat
    | typeof postScormCommit
    | typeof getCoursewareQuiz
    | typeof postAnswerCoursewareQuiz
    | typeof postFavouriteCourseware
    | typeof getCourseNotes
    | typeof postSaveCourseNote,
  coursewareOf: (world: IsolationWorld) => string,
  asNeighbour: ProbeRun,
): Probe => ({
  names: 'a courseware the victim learns, with their progress, SCORM data, quiz answer and notes',
  run: async (world, attacker) => {
    if (attacker.kind === 'neighbour') {
      await asNeighbour(world, attacker);
      return;
    }
    const request = (coursewareId: string) => {
      const fields = {
        coursewareId,
        quizId: world.objects.courseQuizId,
        seq: 1_000,
        phase: 'tick',
        position: 0,
        elapsedSeconds: 15,
        cmi: { core: { lesson_status: 'completed' } },
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
        favourite: true,
        content: 'Mine',
        isPublic: true,
        at: 1,
      };
      return endpoint.method === 'GET'
        ? world.call(attacker, endpoint, {
            query: { ...LIST_QUERY, coursewareId, quizId: world.objects.courseQuizId },
          })
        : world.call(attacker, endpoint, { body: fields });
    };
    expectLikeMissing(
      await request(coursewareOf(world)),
      await request(world.madeUpId()),
      ErrorCode.COURSEWARE_NOT_FOUND,
    );
  },
});

/** Starts the neighbour's own run of the victim's course, for the probes that need one. */
const neighbourRun = async (world: IsolationWorld, attacker: Attacker) => {
  const { envelope } = await world.call(attacker, postStartCourse, {
    body: { courseId: world.objects.courseId },
  });
  expect(envelope.code).toBe('200');
};

/** An administrator's course endpoint: a learner stops at the guard; tenant B's admin finds nothing. */
const adminCourseProbe = (
  endpoint:
    typeof getAdminCourseCompletion | typeof postAdminResetCourse | typeof postAdminReviewCourseRun,
): Probe => ({
  names: "the victim's run of tenant A's course",
  run: async (world, attacker) => {
    const request = (ids: { courseId: string; runId: string }) =>
      endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { ...LIST_QUERY, courseId: ids.courseId } })
        : world.call(attacker, endpoint, {
            body: { ...ids, memberId: world.victim.member.id, allow: true },
          });
    const victimIds = { courseId: world.objects.courseId, runId: world.objects.courseRunId };
    expect((await request(victimIds)).envelope).toEqual({
      code: ErrorCode.NOT_ADMINISTRATOR,
      body: null,
    });
    if (attacker.kind === 'neighbour') return;
    await world.asAdministrator(attacker, async () => {
      const madeUp = { courseId: world.madeUpId(), runId: world.madeUpId() };
      expectLikeMissing(
        await request(victimIds),
        await request(madeUp),
        endpoint === postAdminReviewCourseRun
          ? ErrorCode.COURSE_RUN_NOT_FOUND
          : ErrorCode.COURSE_NOT_FOUND,
      );
    });
  },
});

/**
 * An administrator's call naming the programme the victim is invited to: a learner is refused
 * (309001); tenant B's administrator is answered as for a made-up programme (309250).
 */
const adminTrainingProbe = (
  endpoint: typeof getAdminNewMemberTrainProgress | typeof postAdminInviteNewMember,
): Probe => ({
  names: "the programme of tenant A the victim is invited to, with the victim's progress",
  run: async (world, attacker) => {
    const request = (trainId: string) =>
      endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { ...LIST_QUERY, trainId } })
        : world.call(attacker, endpoint, {
            body: { trainId, userCode: attacker.member.userCode },
          });
    expect((await request(world.objects.trainingProgrammeId)).envelope).toEqual({
      code: ErrorCode.NOT_ADMINISTRATOR,
      body: null,
    });
    if (attacker.kind === 'neighbour') return;
    await world.asAdministrator(attacker, async () => {
      expectLikeMissing(
        await request(world.objects.trainingProgrammeId),
        await request(world.madeUpId()),
        ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND,
      );
    });
  },
});

/**
 * An endpoint naming the victim's offline class, session, homework or submission: neither attacker
 * attends the class nor mentors the victim, so both are answered as for a made-up id.
 */
const offlineProbe = (
  endpoint:
    | typeof getOfflineClassDetail
    | typeof getOfflineSessionDetail
    | typeof postAttendanceCode
    | typeof getHomeworkDetail
    | typeof postSubmitHomework
    | typeof getHomeworkGradeDetail
    | typeof postGradeHomework,
  idOf: (world: IsolationWorld) => { field: string; value: string },
  code: string,
): Probe => ({
  names: "the victim's offline class, its session and homework, and the victim's submission",
  run: async (world, attacker) => {
    const { field } = idOf(world);
    const request = (id: string) => {
      const fields = { [field]: id, kind: 'signIn', content: 'Mine', score: 100, comment: 'Mine' };
      return endpoint.method === 'GET'
        ? world.call(attacker, endpoint, { query: { [field]: id } })
        : world.call(attacker, endpoint, { body: fields });
    };
    expectLikeMissing(await request(idOf(world).value), await request(world.madeUpId()), code);
  },
});

const probes: Record<string, Probe> = {
  [endpointKey(postLogin)]: {
    names: "the victim's account, with the attacker's own password",
    run: async (world, attacker) => {
      const signIn = (userCode: string) =>
        world.call(attacker, postLogin, {
          body: {
            factoryCode: world.tenantA.factoryCode,
            userCode,
            password: attacker.member.password,
          },
        });
      expectLikeMissing(
        await signIn(world.victim.member.userCode),
        await signIn(`nobody-${world.madeUpId()}`),
        ErrorCode.WRONG_ACCOUNT_OR_PASSWORD,
      );
      // Tenant B's account is no account of tenant A's.
      if (attacker.kind === 'outsider') {
        expect((await signIn(attacker.member.userCode)).envelope).toEqual({
          code: ErrorCode.WRONG_ACCOUNT_OR_PASSWORD,
          body: null,
        });
      }
    },
  },

  [endpointKey(postLogout)]: {
    nothingToName:
      'ends the session it is sent with; the learner ids slipped into the body count for nothing',
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, postLogout, {
        body: { userId: world.victim.member.id, memberId: world.victim.member.id },
      });
      expect(envelope).toEqual({ code: '200', body: null });
      expect((await world.call(attacker, getMemberInfo)).envelope.code).toBe(
        ErrorCode.NOT_LOGGED_IN,
      );
      expect((await world.asVictim(getMemberInfo)).envelope.code).toBe('200');
      await world.signInAgain(attacker);
    },
  },

  [endpointKey(postRegister)]: {
    names: "the victim's phone, and a code texted to the attacker",
    run: async (world, attacker) => {
      const code = await loginCodeTextedTo(world, attacker);
      const register = (phone: string) =>
        world.call(attacker, postRegister, {
          body: {
            factoryCode: world.tenantA.factoryCode,
            nickName: 'Intruder',
            phone,
            password: 'intruder-password',
            confirmPassword: 'intruder-password',
            code,
          },
        });
      // Spec §8: registration tells a taken phone (300109); the victim's account stays as it was.
      expect((await register(world.victim.phone)).envelope).toEqual({
        code: ErrorCode.USER_EXISTS,
        body: null,
      });
      // The attacker's code registers nothing in tenant A: not the outsider's phone (a code of
      // tenant B), not a fresh phone (the neighbour's code is their own phone's).
      const phone = attacker.kind === 'outsider' ? attacker.phone : uniquePhone();
      expect((await register(phone)).envelope).toEqual({
        code: ErrorCode.VERIFICATION_INFO_WRONG,
        body: null,
      });
      const registered = await world.test.db
        .selectFrom('members')
        .select('id')
        .where('tenant_id', '=', world.tenantA.id)
        .where('phone', '=', phone)
        .execute();
      expect(registered).toEqual([]);
    },
  },

  [endpointKey(postSendSmsCode)]: {
    names: "the victim's phone",
    run: async (world, attacker) => {
      const send = (phone: string) =>
        world.call(attacker, postSendSmsCode, {
          body: { factoryCode: world.tenantA.factoryCode, phone, scene: SmsScene.LOGIN },
        });
      const textsToAttacker = world.smsCountTo(attacker.phone);
      const attempt = await send(world.victim.phone);
      // Answered like a phone with no account (decision 0007); the code went to the victim's
      // phone only, and the answer does not carry it.
      expect(attempt.envelope).toEqual((await send(uniquePhone())).envelope);
      expect(attempt.envelope.code).toBe('200');
      const code = world.lastCodeTo(world.victim.phone, SmsScene.LOGIN);
      expect(code).toMatch(/^\d{6}$/);
      expect(attempt.response.payload).not.toContain(code);
      if (attacker.kind === 'outsider') {
        // The outsider's phone is no account of tenant A's: nothing is texted to it.
        expect((await send(attacker.phone)).envelope.code).toBe('200');
      }
      expect(world.smsCountTo(attacker.phone)).toBe(textsToAttacker);
    },
  },

  [endpointKey(postSmsLogin)]: {
    names: "the victim's phone, with a code texted to the attacker",
    run: async (world, attacker) => {
      const code = await loginCodeTextedTo(world, attacker);
      const signIn = (factoryCode: string, phone: string) =>
        world.call(attacker, postSmsLogin, { body: { factoryCode, phone, code } });
      expectLikeMissing(
        await signIn(world.tenantA.factoryCode, world.victim.phone),
        await signIn(world.tenantA.factoryCode, uniquePhone()),
        ErrorCode.VERIFICATION_INFO_WRONG,
      );
      // A code of tenant B does not open tenant A.
      if (attacker.kind === 'outsider') {
        expect((await signIn(world.tenantA.factoryCode, attacker.phone)).envelope).toEqual({
          code: ErrorCode.VERIFICATION_INFO_WRONG,
          body: null,
        });
      }
    },
  },

  [endpointKey(getCustomInfo)]: {
    nothingToName: "the caller's own form; the request names no learner",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetCustomInfoResponse>(attacker, getCustomInfo, {
        query: { userId: world.victim.member.id },
      });
      expect(envelope.code).toBe('200');
      expect(envelope.body.organisation).toEqual({
        classifyCode: attacker.organisation.code,
        classifyPath: attacker.organisation.path,
        name: attacker.organisation.name,
      });
      const values = Object.fromEntries(
        envelope.body.fields.map((field) => [field.key, field.value]),
      );
      expect(values).toMatchObject({ employeeNo: attacker.employeeNo, position: 'Engineer' });
    },
  },

  [endpointKey(getOrganisationTree)]: {
    nothingToName: "the tenant's organisation tree, the same for all its learners",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetOrganisationTreeResponse>(
        attacker,
        getOrganisationTree,
      );
      expect(envelope.code).toBe('200');
      expect(flattenNames(envelope.body)).toContain(attacker.organisation.name);
    },
  },

  [endpointKey(getPrevLoginInfo)]: {
    nothingToName: "answers whether the caller's own info is complete",
    run: async (world, attacker) => {
      // The attackers have supplied theirs; the victim has not.
      expect((await world.call(attacker, getPrevLoginInfo)).envelope).toEqual({
        code: '200',
        body: false,
      });
      expect((await world.asVictim(getPrevLoginInfo)).envelope).toEqual({
        code: '200',
        body: true,
      });
    },
  },

  [endpointKey(postSaveCustomInfo)]: {
    names: "the victim's organisation and unique employee number",
    run: async (world, attacker) => {
      const save = (classifyCode: string, employeeNo: string) =>
        world.call(attacker, postSaveCustomInfo, {
          body: {
            classifyCode,
            values: { employeeNo, position: 'Engineer' },
            userId: world.victim.member.id,
          },
        });
      if (attacker.kind === 'neighbour') {
        // Spec §5: a unique field's value is the tenant's once; nothing is saved.
        expect(
          (await save(world.victim.organisation.code, world.victim.employeeNo)).envelope,
        ).toEqual({
          code: ErrorCode.INPUT_ITEM_REPEATED,
          body: { field: 'Employee number' },
        });
      } else {
        // Uniqueness holds within a tenant: tenant B's learner may hold the same number.
        expect((await save(attacker.organisation.code, world.victim.employeeNo)).envelope).toEqual({
          code: '200',
          body: null,
        });
      }
      expect((await save(attacker.organisation.code, attacker.employeeNo)).envelope).toEqual({
        code: '200',
        body: null,
      });
    },
  },

  [endpointKey(getAnswerDetail)]: {
    names: "the victim's submitted sheet by id and by query code, and their started sheet",
    run: async (world, attacker) => {
      const { doneSheetId, openSheetId, queryCode } = world.objects;
      const detail = (query: Record<string, string>) =>
        world.call(attacker, getAnswerDetail, { query });
      const attempts = [
        await detail({ answerSheetId: doneSheetId }),
        await detail({ answerSheetId: openSheetId }),
      ];
      const byQueryCode = await detail({ queryCode });
      if (attacker.kind === 'neighbour') {
        // Decision 0006 (spec §6): another learner's sheet of the tenant answers 300325, bare.
        for (const attempt of [...attempts, byQueryCode]) {
          expect(attempt.envelope).toEqual({
            code: ErrorCode.CANNOT_VIEW_OTHERS_RESULTS,
            body: null,
          });
        }
        return;
      }
      const madeUp = await detail({ answerSheetId: world.madeUpId() });
      for (const attempt of attempts)
        expectLikeMissing(attempt, madeUp, ErrorCode.ANSWER_SHEET_NOT_FOUND);
      expectLikeMissing(
        byQueryCode,
        await detail({ queryCode: newQueryCode() }),
        ErrorCode.QUERY_CODE_NOT_FOUND,
      );
    },
  },

  [endpointKey(getAnswerList)]: {
    names: "the paper of the victim's submitted sheet",
    run: async (world, attacker) => {
      const list = (paperId: string) =>
        world.call<TGetAnswerListResponse>(attacker, getAnswerList, { query: { paperId } });
      const attempt = await list(world.objects.donePaperId);
      if (attacker.kind === 'outsider') {
        expectLikeMissing(attempt, await list(world.madeUpId()), ErrorCode.PAPER_NOT_FOUND);
        return;
      }
      expect(attempt.envelope.code).toBe('200');
      expect(sorted(attempt.envelope.body.list.map((row) => row.answerSheetId))).toEqual(
        sorted(await world.ownSubmittedSheetIds(attacker, world.objects.donePaperId)),
      );
    },
  },

  [endpointKey(getAnswerSheet)]: {
    names: "the victim's started and submitted sheets",
    run: async (world, attacker) => {
      const sheet = (answerSheetId: string) =>
        world.call(attacker, getAnswerSheet, { query: { answerSheetId } });
      const madeUp = await sheet(world.madeUpId());
      expectLikeMissing(
        await sheet(world.objects.openSheetId),
        madeUp,
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
      expectLikeMissing(
        await sheet(world.objects.doneSheetId),
        madeUp,
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
      // The victim's own call finds it: the probe names a live sheet.
      const own = await world.asVictim(getAnswerSheet, {
        query: { answerSheetId: world.objects.openSheetId },
      });
      expect(own.envelope.code).toBe('200');
    },
  },

  [endpointKey(getExamList)]: {
    nothingToName: "lists the tenant's papers with the caller's own attempts",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetExamListResponse>(attacker, getExamList, {
        query: LIST_QUERY,
      });
      expect(envelope.code).toBe('200');
      for (const exam of envelope.body.list) {
        for (const sheetId of [exam.answeringSheetId, exam.lastSheetId]) {
          if (sheetId !== null) expect(await world.sheetOwner(sheetId)).toBe(attacker.member.id);
        }
      }
      if (attacker.kind === 'neighbour') {
        // The public papers, not the one only the victim is invited to.
        expect(sorted(envelope.body.list.map((exam) => exam.paperId))).toEqual(
          sorted([
            world.objects.openPaperId,
            world.objects.donePaperId,
            world.objects.collectingPaperId,
          ]),
        );
      }
    },
  },

  [endpointKey(getExamPreview)]: {
    names: 'the papers the victim is answering, has submitted and alone is invited to',
    run: async (world, attacker) => {
      const { openPaperId, donePaperId, invitedPaperId } = world.objects;
      const preview = (paperId: string) =>
        world.call<TGetExamPreviewResponse>(attacker, getExamPreview, { query: { paperId } });
      if (attacker.kind === 'outsider') {
        const madeUp = await preview(world.madeUpId());
        for (const paperId of [openPaperId, donePaperId, invitedPaperId]) {
          expectLikeMissing(await preview(paperId), madeUp, ErrorCode.PAPER_NOT_FOUND);
        }
        return;
      }
      for (const paperId of [openPaperId, donePaperId]) {
        const { envelope } = await preview(paperId);
        expect(envelope.code).toBe('200');
        expect(envelope.body.candidate.userCode).toBe(attacker.member.userCode);
        for (const sheetId of [envelope.body.answeringSheetId, envelope.body.lastSheetId]) {
          if (sheetId !== null) expect(await world.sheetOwner(sheetId)).toBe(attacker.member.id);
        }
      }
      // Spec §6: invitation lists gate some exams (300306).
      expect((await preview(invitedPaperId)).envelope).toEqual({
        code: ErrorCode.NOT_INVITED,
        body: null,
      });
    },
  },

  [endpointKey(getExamCollection)]: {
    names: 'the paper whose information the victim has saved',
    run: async (world, attacker) => {
      const form = (paperId: string) =>
        world.call<TGetExamCollectionResponse>(attacker, getExamCollection, {
          query: { paperId },
        });
      if (attacker.kind === 'outsider') {
        expectLikeMissing(
          await form(world.objects.collectingPaperId),
          await form(world.madeUpId()),
          ErrorCode.PAPER_NOT_FOUND,
        );
        return;
      }
      // The neighbour's own form, still empty: never the victim's values.
      const { envelope } = await form(world.objects.collectingPaperId);
      expect(envelope.code).toBe('200');
      expect(envelope.body.fields.map((field) => field.value)).toEqual([null]);
    },
  },

  [endpointKey(postSaveExamCollection)]: {
    names: 'the paper whose information the victim has saved, and their unique value',
    run: async (world, attacker) => {
      const { collectingPaperId, collectedStaffNo } = world.objects;
      const save = (paperId: string, staffNo: string) =>
        world.call(attacker, postSaveExamCollection, {
          body: { paperId, values: { staffNo } },
        });
      if (attacker.kind === 'outsider') {
        expectLikeMissing(
          await save(collectingPaperId, collectedStaffNo),
          await save(world.madeUpId(), collectedStaffNo),
          ErrorCode.PAPER_NOT_FOUND,
        );
      } else {
        // Spec §5: the value stays the victim's (300365 names the field, not whose it is).
        expect((await save(collectingPaperId, collectedStaffNo)).envelope).toEqual({
          code: ErrorCode.INPUT_ITEM_REPEATED,
          body: { field: 'Staff number' },
        });
        expect((await save(collectingPaperId, `own-${world.madeUpId()}`)).envelope.code).toBe(
          '200',
        );
      }
      const victimForm = await world.asVictim<TGetExamCollectionResponse>(getExamCollection, {
        query: { paperId: collectingPaperId },
      });
      expect(victimForm.envelope.body.fields.map((field) => field.value)).toEqual([
        collectedStaffNo,
      ]);
    },
  },

  [endpointKey(getExamRankings)]: {
    names: "the paper of the victim's submitted sheet",
    run: async (world, attacker) => {
      const rankings = (paperId: string) =>
        world.call<TGetExamRankingsResponse>(
          attacker,
          getExamRankings,
          { query: { paperId } },
          // A ranking lists the tenant's ranked learners by name: the victim's too, by design.
          { showsLearnerLabels: attacker.kind === 'neighbour' },
        );
      const attempt = await rankings(world.objects.donePaperId);
      if (attacker.kind === 'outsider') {
        expectLikeMissing(attempt, await rankings(world.madeUpId()), ErrorCode.PAPER_NOT_FOUND);
        return;
      }
      expect(attempt.envelope.code).toBe('200');
      expect(attempt.envelope.body.mine?.userCode).toBe(attacker.member.userCode);
    },
  },

  [endpointKey(getExamResult)]: {
    names: "the victim's submitted and started sheets",
    run: async (world, attacker) => {
      const result = (answerSheetId: string) =>
        world.call(attacker, getExamResult, { query: { answerSheetId } });
      const attempts = [
        await result(world.objects.doneSheetId),
        await result(world.objects.openSheetId),
      ];
      if (attacker.kind === 'neighbour') {
        for (const attempt of attempts) {
          expect(attempt.envelope).toEqual({
            code: ErrorCode.CANNOT_VIEW_OTHERS_RESULTS,
            body: null,
          });
        }
        return;
      }
      const madeUp = await result(world.madeUpId());
      for (const attempt of attempts)
        expectLikeMissing(attempt, madeUp, ErrorCode.ANSWER_SHEET_NOT_FOUND);
    },
  },

  [endpointKey(getSelfGrading)]: {
    names: "the victim's submitted sheet",
    run: async (world, attacker) => {
      const open = (answerSheetId: string) =>
        world.call(attacker, getSelfGrading, { query: { answerSheetId } });
      const attempt = await open(world.objects.doneSheetId);
      if (attacker.kind === 'neighbour') {
        expect(attempt.envelope).toEqual({
          code: ErrorCode.CANNOT_VIEW_OTHERS_RESULTS,
          body: null,
        });
        return;
      }
      expectLikeMissing(attempt, await open(world.madeUpId()), ErrorCode.ANSWER_SHEET_NOT_FOUND);
    },
  },

  [endpointKey(postGradeOwnAnswer)]: {
    names: "the victim's submitted sheet and a question",
    run: async (world, attacker) => {
      const grade = (answerSheetId: string) =>
        world.call(attacker, postGradeOwnAnswer, {
          body: { answerSheetId, questionId: world.objects.openQuestionId, score: 1 },
        });
      const attempt = await grade(world.objects.doneSheetId);
      if (attacker.kind === 'neighbour') {
        expect(attempt.envelope).toEqual({
          code: ErrorCode.CANNOT_VIEW_OTHERS_RESULTS,
          body: null,
        });
        return;
      }
      expectLikeMissing(attempt, await grade(world.madeUpId()), ErrorCode.ANSWER_SHEET_NOT_FOUND);
    },
  },

  [endpointKey(getAdminUngradedAnswers)]: {
    names: "the paper of the victim's submitted sheet",
    run: async (world, attacker) => {
      const list = () =>
        world.call<{ list: unknown[]; total: number }>(attacker, getAdminUngradedAnswers, {
          query: { ...LIST_QUERY, paperId: world.objects.donePaperId },
        });
      // A learner is no marker, in their tenant or another.
      expect((await list()).envelope).toEqual({ code: ErrorCode.NOT_ADMINISTRATOR, body: null });
      if (attacker.kind === 'neighbour') return;
      // Tenant B's administrator finds nothing of tenant A's.
      await world.asAdministrator(attacker, async () => {
        expect((await list()).envelope).toEqual({ code: '200', body: { list: [], total: 0 } });
      });
    },
  },

  [endpointKey(getAdminPageLeaves)]: {
    names: "the victim's started sheet, which watches page leaves, and its paper",
    run: async (world, attacker) => {
      const queries: Record<string, string>[] = [
        { answerSheetId: world.objects.openSheetId },
        { paperId: world.objects.openPaperId },
      ];
      const list = (query: Record<string, string>) =>
        world.call<unknown[]>(attacker, getAdminPageLeaves, { query });
      for (const query of queries) {
        // A learner is no administrator, in their tenant or another.
        expect((await list(query)).envelope).toEqual({
          code: ErrorCode.NOT_ADMINISTRATOR,
          body: null,
        });
      }
      if (attacker.kind === 'neighbour') return;
      // Tenant B's administrator finds none of tenant A's leaves.
      await world.asAdministrator(attacker, async () => {
        for (const query of queries) {
          expect((await list(query)).envelope).toEqual({ code: '200', body: [] });
        }
      });
    },
  },

  [endpointKey(getAdmissionTickets)]: {
    nothingToName: "the caller's own admission tickets; the victim's paper does not invite them",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetAdmissionTicketsResponse>(
        attacker,
        getAdmissionTickets,
        { query: { userId: world.victim.member.id, paperId: world.objects.invitedPaperId } },
      );
      expect(envelope).toEqual({ code: '200', body: [] });
    },
  },

  [endpointKey(getAdminAdmissionTicket)]: {
    names: "the victim's admission ticket number",
    run: async (world, attacker) => {
      const lookUp = (ticketNumber: string) =>
        world.call(attacker, getAdminAdmissionTicket, { query: { ticketNumber } });
      // A learner is no invigilator, in their tenant or another.
      expect((await lookUp(world.objects.ticketNumber)).envelope).toEqual({
        code: ErrorCode.NOT_ADMINISTRATOR,
        body: null,
      });
      if (attacker.kind === 'neighbour') return;
      // Tenant B's administrator: tenant A's ticket answers like a number no ticket has.
      await world.asAdministrator(attacker, async () => {
        expectLikeMissing(
          await lookUp(world.objects.ticketNumber),
          await lookUp(newTicketNumber()),
          ErrorCode.ADMISSION_TICKET_NOT_FOUND,
        );
      });
    },
  },

  [endpointKey(postAdminMarkAnswer)]: {
    names: "the victim's submitted sheet and a question",
    run: async (world, attacker) => {
      const mark = (answerSheetId: string) =>
        world.call(attacker, postAdminMarkAnswer, {
          body: { answerSheetId, questionId: world.objects.openQuestionId, score: 1 },
        });
      expect((await mark(world.objects.doneSheetId)).envelope).toEqual({
        code: ErrorCode.NOT_ADMINISTRATOR,
        body: null,
      });
      if (attacker.kind === 'neighbour') return;
      // Tenant B's administrator: tenant A's sheet answers like a missing one.
      await world.asAdministrator(attacker, async () => {
        expectLikeMissing(
          await mark(world.objects.doneSheetId),
          await mark(world.madeUpId()),
          ErrorCode.ANSWER_SHEET_NOT_FOUND,
        );
      });
    },
  },

  [endpointKey(getProctoringIdPhoto)]: {
    names: "the victim's proctored sheet",
    run: async (world, attacker) => {
      const read = (answerSheetId: string) =>
        world.call(attacker, getProctoringIdPhoto, { query: { answerSheetId } });
      expectLikeMissing(
        await read(world.objects.openSheetId),
        await read(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
    },
  },

  [endpointKey(postProctoringDeputyTicket)]: {
    names: "the victim's proctored paper",
    run: async (world, attacker) => {
      const ask = (paperId: string) =>
        world.call(attacker, postProctoringDeputyTicket, { body: { paperId } });
      if (attacker.kind === 'outsider') {
        expectLikeMissing(
          await ask(world.objects.openPaperId),
          await ask(world.madeUpId()),
          ErrorCode.PAPER_NOT_FOUND,
        );
        return;
      }
      // The neighbour's ticket is for the neighbour's own phone: its uid is theirs.
      const { envelope } = await ask(world.objects.openPaperId);
      expect(envelope.code).toBe('200');
      expect((envelope.body as { deputyUid: string }).deputyUid).toBe(
        `${attacker.member.id}-deputy`,
      );
    },
  },

  [endpointKey(postProctoringCheck)]: {
    names: "the victim's proctored paper",
    run: async (world, attacker) => {
      const check = (paperId: string) =>
        world.call<{ passed: boolean }>(attacker, postProctoringCheck, {
          body: {
            paperId,
            cameraPassed: true,
            microphonePassed: true,
            screenPassed: true,
            phonePassed: true,
            snapshotUrl: world.objects.uploadUrl,
          },
        });
      if (attacker.kind === 'outsider') {
        expectLikeMissing(
          await check(world.objects.openPaperId),
          await check(world.madeUpId()),
          ErrorCode.PAPER_NOT_FOUND,
        );
        return;
      }
      // The victim's snapshot is not the neighbour's to hand in.
      expect((await check(world.objects.openPaperId)).envelope).toEqual({
        code: ErrorCode.PROCTORING_SNAPSHOT_INVALID,
        body: null,
      });
    },
  },

  [endpointKey(postProctoringEvent)]: {
    names: "the victim's proctored sheet and their snapshot",
    run: async (world, attacker) => {
      const report = (answerSheetId: string) =>
        world.call(attacker, postProctoringEvent, {
          body: {
            answerSheetId,
            eventId: world.madeUpId(),
            kind: 'noFace',
            snapshotUrl: world.objects.uploadUrl,
            observedAt: Date.now(),
          },
        });
      expectLikeMissing(
        await report(world.objects.openSheetId),
        await report(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
    },
  },

  [endpointKey(postProctoringRecording)]: {
    names: "the victim's proctored sheet, which records the desktop",
    run: async (world, attacker) => {
      const send = (answerSheetId: string) =>
        world.call(attacker, postProctoringRecording, {
          body: uploadForm(Buffer.from('chunk'), 'chunk.webm', {
            answerSheetId,
            source: 'screen',
            sequence: '0',
          }),
        });
      expectLikeMissing(
        await send(world.objects.openSheetId),
        await send(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
    },
  },

  [endpointKey(getAdminProctoringExaminees)]: {
    names: "the victim's proctored paper, which they are answering",
    run: async (world, attacker) => {
      const list = () =>
        world.call(attacker, getAdminProctoringExaminees, {
          query: { paperId: world.objects.openPaperId },
        });
      // A learner is no proctor, in their tenant or another.
      expect((await list()).envelope).toEqual({ code: ErrorCode.NOT_ADMINISTRATOR, body: null });
      if (attacker.kind === 'neighbour') return;
      // Tenant B's administrator finds nobody of tenant A's.
      await world.asAdministrator(attacker, async () => {
        expect((await list()).envelope).toEqual({ code: '200', body: [] });
      });
    },
  },

  ...Object.fromEntries(
    [
      { endpoint: postAdminProctoringMessage, extra: { text: 'Look at the camera' } },
      { endpoint: postAdminProctoringExtend, extra: { minutes: 30 } },
      { endpoint: postAdminProctoringSubmit, extra: {} },
    ].map(({ endpoint, extra }): [string, Probe] => [
      endpointKey(endpoint),
      {
        names: "the victim's proctored sheet being answered",
        run: async (world, attacker) => {
          const act = (answerSheetId: string) =>
            world.call(attacker, endpoint, { body: { answerSheetId, ...extra } });
          expect((await act(world.objects.openSheetId)).envelope).toEqual({
            code: ErrorCode.NOT_ADMINISTRATOR,
            body: null,
          });
          if (attacker.kind === 'neighbour') return;
          // Tenant B's administrator: tenant A's sheet answers like a missing one.
          await world.asAdministrator(attacker, async () => {
            expectLikeMissing(
              await act(world.objects.openSheetId),
              await act(world.madeUpId()),
              ErrorCode.ANSWER_SHEET_NOT_FOUND,
            );
          });
        },
      },
    ]),
  ),

  [endpointKey(postAdminAnnounce)]: {
    nothingToName:
      "the tenant's learners connected now; that another tenant's never get it is proven with " +
      'sockets in messages/announcements.test.ts',
    run: async (world, attacker) => {
      const announce = () => world.call(attacker, postAdminAnnounce, { body: { text: 'Hello' } });
      expect((await announce()).envelope).toEqual({
        code: ErrorCode.NOT_ADMINISTRATOR,
        body: null,
      });
      await world.asAdministrator(attacker, async () => {
        expect((await announce()).envelope.code).toBe('200');
      });
    },
  },

  [endpointKey(getPaperClassifyList)]: {
    nothingToName: "the tenant's paper classifications, the same for all its learners",
    run: async (world, attacker) => {
      expect((await world.call(attacker, getPaperClassifyList)).envelope.code).toBe('200');
    },
  },

  [endpointKey(getUserExamList)]: {
    nothingToName: "the caller's own exam records",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetUserExamListResponse>(attacker, getUserExamList, {
        query: { ...LIST_QUERY, userId: world.victim.member.id },
      });
      expect(envelope.code).toBe('200');
      expect(sorted(envelope.body.list.map((record) => record.answerSheetId))).toEqual(
        sorted(await world.ownSubmittedSheetIds(attacker)),
      );
    },
  },

  [endpointKey(postDeleteExamRecord)]: {
    names: "the paper of the victim's submitted sheet",
    run: async (world, attacker) => {
      const remove = (paperId: string) =>
        world.call(attacker, postDeleteExamRecord, { body: { paperId } });
      const attempt = await remove(world.objects.donePaperId);
      if (attacker.kind === 'outsider') {
        expectLikeMissing(attempt, await remove(world.madeUpId()), ErrorCode.PAPER_NOT_FOUND);
      } else {
        // The neighbour deletes their own record of the paper; the victim's stays listed.
        expect(attempt.envelope).toEqual({ code: '200', body: null });
      }
      const { envelope } = await world.asVictim<TGetUserExamListResponse>(getUserExamList, {
        query: LIST_QUERY,
      });
      expect(envelope.body.list.map((record) => record.answerSheetId)).toContain(
        world.objects.doneSheetId,
      );
    },
  },

  [endpointKey(getPracticeClassify)]: {
    nothingToName: "the tenant's question-bank classifications, the same for every learner",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getPracticeClassify);
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getPracticeList)]: {
    nothingToName: "lists the tenant's tasks with the caller's own progress",
    run: async (world, attacker) => {
      for (const mine of ['false', 'true']) {
        const { envelope } = await world.call<TGetPracticeListResponse>(attacker, getPracticeList, {
          query: { ...LIST_QUERY, mine },
        });
        expect(envelope.code).toBe('200');
        // The victim practised the task: nobody else sees it as theirs or with their progress.
        for (const task of envelope.body.list) {
          expect(task).toMatchObject({ mine: false, answeredCount: 0, timeSpentMs: 0 });
        }
        if (mine === 'true') expect(envelope.body.total).toBe(0);
      }
    },
  },

  [endpointKey(postAddMyPractice)]: practiceTaskProbe(
    postAddMyPractice,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postAddMyPractice, {
        body: { taskId: world.objects.practiceTaskId },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(getPracticePreview)]: practiceTaskProbe(
    getPracticePreview,
    async (world, attacker) => {
      const { envelope } = await world.call<TGetPracticePreviewResponse>(
        attacker,
        getPracticePreview,
        { query: { taskId: world.objects.practiceTaskId } },
      );
      expect(envelope.body).toMatchObject({ answeredCount: 0, correctRate: 0, timeSpentMs: 0 });
    },
  ),

  [endpointKey(postStartPractice)]: practiceTaskProbe(
    postStartPractice,
    async (world, attacker) => {
      const { envelope } = await world.call<TPostStartPracticeResponse>(
        attacker,
        postStartPractice,
        { body: { taskId: world.objects.practiceTaskId, mode: 'answer' } },
      );
      expect(envelope.code).toBe('200');
      // The attacker's own round, never the victim's answer.
      expect(envelope.body.answers).toEqual([]);
    },
  ),

  [endpointKey(postSavePracticeAnswer)]: practiceTaskProbe(
    postSavePracticeAnswer,
    async (world, attacker) => {
      // The save lands in the attacker's own round, if they have one.
      const { envelope } = await world.call(attacker, postSavePracticeAnswer, {
        body: {
          taskId: world.objects.practiceTaskId,
          questionId: world.objects.practiceQuestionId,
          seq: 2,
          answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
        },
      });
      expect(['200', ErrorCode.ABNORMAL_ANSWER_PROGRESS]).toContain(envelope.code);
    },
  ),

  [endpointKey(postFinishPractice)]: practiceTaskProbe(
    postFinishPractice,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postFinishPractice, {
        body: { taskId: world.objects.practiceTaskId },
      });
      // Their own round, whatever it holds; the victim's rows stay as they were.
      expect([
        '200',
        ErrorCode.ABNORMAL_ANSWER_PROGRESS,
        ErrorCode.PRACTICE_QUESTIONS_REMAIN,
      ]).toContain(envelope.code);
    },
  ),

  [endpointKey(postResetPractice)]: practiceTaskProbe(
    postResetPractice,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postResetPractice, {
        body: { taskId: world.objects.practiceTaskId },
      });
      expect(['200', ErrorCode.ABNORMAL_ANSWER_PROGRESS]).toContain(envelope.code);
    },
  ),

  [endpointKey(getPracticeRecords)]: {
    names: 'the task the victim has a record of',
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetPracticeRecordsResponse>(
        attacker,
        getPracticeRecords,
        { query: { ...LIST_QUERY, taskId: world.objects.practiceTaskId } },
      );
      expect(envelope.code).toBe('200');
      // Only the attacker's own rounds (the neighbour may have finished one in these probes).
      expect(envelope.body.list.map((record) => record.recordId)).not.toContain(
        world.objects.practiceRecordId,
      );
      if (attacker.kind === 'outsider') expect(envelope.body.total).toBe(0);
    },
  },

  [endpointKey(getPkQuizzes)]: {
    nothingToName: "the tenant's PK quizzes, the same for every learner",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetPkQuizzesResponse>(attacker, getPkQuizzes);
      expect(envelope.body.list.map((quiz) => quiz.quizId)).toEqual([
        attacker.kind === 'neighbour' ? world.objects.pkQuizId : world.objects.pkQuizIdB,
      ]);
    },
  },

  [endpointKey(getPkLobby)]: {
    nothingToName: "the caller's own queue place, match and challenges",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetPkLobbyResponse>(attacker, getPkLobby);
      expect(envelope.body).toMatchObject({ activeMatchId: null, incoming: [], outgoing: [] });
    },
  },

  [endpointKey(postPkJoin)]: {
    names: "tenant A's PK quiz, whose queue the victim was matched from",
    run: async (world, attacker) => {
      const join = (quizId: string) => world.call(attacker, postPkJoin, { body: { quizId } });
      if (attacker.kind === 'outsider') {
        expectLikeMissing(
          await join(world.objects.pkQuizId),
          await join(world.madeUpId()),
          ErrorCode.PK_QUIZ_NOT_FOUND,
        );
        return;
      }
      // The neighbour waits in the tenant's quiz: the victim, playing, is never paired with them.
      const { envelope } = await join(world.objects.pkQuizId);
      expect(envelope.body).toEqual({ matchId: null });
      await world.call(attacker, postPkCancel, { body: {} });
    },
  },

  [endpointKey(postPkCancel)]: {
    nothingToName: "takes the caller's own place in the queue",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, postPkCancel, { body: {} });
      expect(envelope.body).toEqual({ cancelled: false });
    },
  },

  [endpointKey(getPkOpponents)]: {
    nothingToName: "lists the caller's tenant's learners by name and account, never their ids",
    run: async (world, attacker) => {
      const { envelope } = await world.call<{ list: { userCode: string }[] }>(
        attacker,
        getPkOpponents,
        {},
        { showsLearnerLabels: true },
      );
      const accounts = envelope.body.list.map((learner) => learner.userCode);
      if (attacker.kind === 'outsider') expect(accounts).toEqual([]);
      else expect(accounts).toContain(world.victim.member.userCode);
    },
  },

  [endpointKey(postPkChallenge)]: {
    names: 'the victim, by account',
    run: async (world, attacker) => {
      const quizId =
        attacker.kind === 'neighbour' ? world.objects.pkQuizId : world.objects.pkQuizIdB;
      const challenge = (toUserCode: string) =>
        world.call(attacker, postPkChallenge, { body: { quizId, toUserCode } });
      // The neighbour cannot reach the victim while they play; the outsider never can.
      expectLikeMissing(
        await challenge(world.victim.member.userCode),
        await challenge(`nobody-${world.madeUpId()}`),
        ErrorCode.PK_OPPONENT_UNAVAILABLE,
      );
    },
  },

  [endpointKey(postPkChallengeAnswer)]: {
    names: 'the challenge a rival sent the victim',
    run: async (world, attacker) => {
      for (const accept of [true, false]) {
        const answer = (challengeId: string) =>
          world.call(attacker, postPkChallengeAnswer, { body: { challengeId, accept } });
        expectLikeMissing(
          await answer(world.objects.pkChallengeId),
          await answer(world.madeUpId()),
          ErrorCode.PK_CHALLENGE_CLOSED,
        );
      }
    },
  },

  [endpointKey(postPkChallengeCancel)]: {
    names: 'the challenge a rival sent the victim',
    run: async (world, attacker) => {
      const cancel = (challengeId: string) =>
        world.call(attacker, postPkChallengeCancel, { body: { challengeId } });
      const attempt = await cancel(world.objects.pkChallengeId);
      const madeUp = await cancel(world.madeUpId());
      expect(madeUp.envelope).toEqual({ code: '200', body: { cancelled: false } });
      expect(attempt.envelope).toEqual(madeUp.envelope);
    },
  },

  [endpointKey(getPkMatch)]: pkMatchProbe(getPkMatch),
  [endpointKey(postPkAnswer)]: pkMatchProbe(postPkAnswer),

  [endpointKey(getPkHistory)]: {
    nothingToName: "lists the caller's own finished matches",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetPkHistoryResponse>(attacker, getPkHistory, {
        query: LIST_QUERY,
      });
      expect(envelope.body).toEqual({ list: [], total: 0 });
    },
  },
  [endpointKey(getCheckInPlans)]: {
    nothingToName: "lists the tenant's check-in plans with the caller's own days",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetCheckInPlansResponse>(attacker, getCheckInPlans);
      expect(envelope.code).toBe('200');
      if (attacker.kind === 'outsider') expect(envelope.body.list).toEqual([]);
      const own = await world.ownCheckInDays(attacker, world.objects.checkInPlanId);
      for (const plan of envelope.body.list) expect(plan.doneDays).toBe(own.length);
    },
  },

  [endpointKey(getCheckInPlan)]: checkInProbe(getCheckInPlan, async (world, attacker) => {
    const { envelope } = await world.call<TGetCheckInPlanResponse>(attacker, getCheckInPlan, {
      query: { planId: world.objects.checkInPlanId },
    });
    expect(envelope.code).toBe('200');
    const own = await world.ownCheckInDays(attacker, world.objects.checkInPlanId);
    expect(envelope.body.doneDays).toBe(own.length);
    const done = (envelope.body.progress?.calendar ?? []).filter(
      ({ state }) => state === 'done' || state === 'made-up',
    );
    expect(done.map(({ day }) => day)).toEqual(own);
  }),

  [endpointKey(postJoinCheckIn)]: checkInProbe(postJoinCheckIn, async (world, attacker) => {
    const { envelope } = await world.call(attacker, postJoinCheckIn, {
      body: { planId: world.objects.checkInPlanId },
    });
    expect(envelope.code).toBe('200');
  }),

  [endpointKey(getCheckInDay)]: checkInProbe(getCheckInDay, async (world, attacker) => {
    const { envelope } = await world.call<TGetCheckInDayResponse>(attacker, getCheckInDay, {
      query: { planId: world.objects.checkInPlanId, day: world.objects.checkInDay },
    });
    if (envelope.code !== '200') {
      expect(envelope.code).toBe(ErrorCode.CHECK_IN_PLAN_NOT_JOINED);
      return;
    }
    const own = await world.ownCheckInDays(attacker, world.objects.checkInPlanId);
    expect(envelope.body.checkIn === null).toBe(!own.includes(world.objects.checkInDay));
  }),

  [endpointKey(postCheckIn)]: checkInProbe(postCheckIn, async (world, attacker) => {
    const { envelope } = await world.call(attacker, postCheckIn, {
      body: {
        planId: world.objects.checkInPlanId,
        day: world.objects.checkInDay,
        doneTaskIds: world.objects.checkInTaskIds,
        answers: [
          {
            questionId: world.objects.checkInQuestionId,
            answer: { questionType: QuestionType.TRUE_FALSE, value: true },
          },
        ],
      },
    });
    await expectOwnCheckIn(world, attacker, envelope, [ErrorCode.CHECK_IN_PLAN_NOT_JOINED]);
  }),

  [endpointKey(getCheckInResult)]: checkInProbe(getCheckInResult, async (world, attacker) => {
    const { envelope } = await world.call(attacker, getCheckInResult, {
      query: { planId: world.objects.checkInPlanId, day: world.objects.checkInDay },
    });
    await expectOwnCheckIn(world, attacker, envelope, [ErrorCode.NO_DATA]);
  }),

  [endpointKey(getInviteCode)]: {
    nothingToName: "answers the caller's own invitation code, never the victim's",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetInviteCodeResponse>(attacker, getInviteCode);
      expect(envelope.code).toBe('200');
      expect(envelope.body.inviteCode).not.toBe(world.objects.inviteCode);
      expect(envelope.body.registrationPath).toContain(attacker.tenant.factoryCode);
    },
  },

  [endpointKey(getInviteRegistrations)]: {
    nothingToName: 'lists the registrations made with the caller’s own code only',
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetInviteRegistrationsResponse>(
        attacker,
        getInviteRegistrations,
        { query: LIST_QUERY },
      );
      expect(envelope.body).toEqual({ list: [], total: 0 });
    },
  },

  [endpointKey(postShareLink)]: {
    names: "the victim's private note and tenant A's course",
    run: async (world, attacker) => {
      // Another's note is never the caller's to share; nor, from tenant B, is tenant A's course.
      const note = await world.call(attacker, postShareLink, {
        body: { kind: ShareKind.NOTE, targetId: world.objects.privateNoteId },
      });
      expect(note.envelope).toEqual({ code: ErrorCode.SHARE_TARGET_NOT_FOUND, body: null });
      const course = await world.call<TPostShareLinkResponse>(attacker, postShareLink, {
        body: { kind: ShareKind.COURSE, targetId: world.objects.courseId },
      });
      if (attacker.kind === 'outsider') {
        expect(course.envelope).toEqual({ code: ErrorCode.SHARE_TARGET_NOT_FOUND, body: null });
      } else {
        // The neighbour shares the course too, with a link of their own.
        expect(course.envelope.code).toBe('200');
        expect(course.envelope.body.token).not.toBe(world.objects.courseShareToken);
      }
    },
  },

  [endpointKey(getMyShares)]: {
    nothingToName: "lists the caller's own share links only",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetMySharesResponse>(attacker, getMyShares, {
        query: LIST_QUERY,
      });
      expect(envelope.code).toBe('200');
      const tokens = envelope.body.list.map(({ token }) => token);
      expect(tokens).not.toContain(world.objects.courseShareToken);
      expect(tokens).not.toContain(world.objects.noteShareToken);
    },
  },

  [endpointKey(getSharedPreview)]: {
    names: "the victim's share links",
    run: async (world, attacker) => {
      const ask = (token: string) =>
        world.call<TGetSharedPreviewResponse>(attacker, getSharedPreview, { query: { token } });
      if (attacker.kind === 'outsider') {
        // Tenant A's links answer as made-up ones in tenant B.
        for (const token of [world.objects.courseShareToken, world.objects.noteShareToken]) {
          expectLikeMissing(
            await ask(token),
            await ask('madeUpTokenMadeUpToken00'),
            ErrorCode.SHARE_LINK_NOT_FOUND,
          );
        }
        return;
      }
      // A learner of tenant A handed the course link opens it: that is what sharing is for.
      const { envelope } = await ask(world.objects.courseShareToken);
      expect(envelope.code).toBe('200');
      expect(envelope.body.item).toMatchObject({
        kind: ShareKind.COURSE,
        courseId: world.objects.courseId,
      });
      expect((await ask('madeUpTokenMadeUpToken00')).envelope.code).toBe(
        ErrorCode.SHARE_LINK_NOT_FOUND,
      );
    },
  },

  [endpointKey(getDailyPracticeList)]: {
    nothingToName: "lists the tenant's daily practices with the caller's own days",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetDailyPracticeListResponse>(
        attacker,
        getDailyPracticeList,
      );
      expect(envelope.code).toBe('200');
      if (attacker.kind === 'outsider') expect(envelope.body.list).toEqual([]);
      // The victim's finished day is never the caller's.
      for (const daily of envelope.body.list) expect(daily.finishedDays).toBeLessThanOrEqual(1);
    },
  },

  [endpointKey(getDailyPracticeDetail)]: dailyPracticeProbe(
    getDailyPracticeDetail,
    async (world, attacker) => {
      const { envelope } = await world.call<TGetDailyPracticeDetailResponse>(
        attacker,
        getDailyPracticeDetail,
        { query: { dailyId: world.objects.dailyId } },
      );
      expect(envelope.code).toBe('200');
      expect(envelope.body.history.length).toBeLessThanOrEqual(1);
    },
  ),

  [endpointKey(postStartDailyPractice)]: dailyPracticeProbe(
    postStartDailyPractice,
    async (world, attacker) => {
      const { envelope } = await world.call<TPostStartDailyPracticeResponse>(
        attacker,
        postStartDailyPractice,
        { body: { dailyId: world.objects.dailyId } },
      );
      // The attacker's own day, never the victim's finished one.
      expect(['200', ErrorCode.DAILY_PRACTICE_DONE_TODAY]).toContain(envelope.code);
      if (envelope.code === '200') expect(envelope.body.answers).toEqual([]);
    },
  ),

  [endpointKey(postSaveDailyAnswer)]: dailyPracticeProbe(
    postSaveDailyAnswer,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postSaveDailyAnswer, {
        body: {
          dailyId: world.objects.dailyId,
          questionId: world.objects.dailyQuestionId,
          seq: 2,
          answer: { questionType: QuestionType.TRUE_FALSE, value: false },
        },
      });
      expect([
        '200',
        ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS,
        ErrorCode.ABNORMAL_ANSWER_PROGRESS,
      ]).toContain(envelope.code);
    },
  ),

  [endpointKey(postFinishDailyPractice)]: dailyPracticeProbe(
    postFinishDailyPractice,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postFinishDailyPractice, {
        body: { dailyId: world.objects.dailyId },
      });
      // Their own day, whatever it holds; the victim's rows and credits stay as they were.
      expect([
        '200',
        ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS,
        ErrorCode.PRACTICE_QUESTIONS_REMAIN,
      ]).toContain(envelope.code);
    },
  ),

  [endpointKey(getDailyPracticeResult)]: dailyPracticeProbe(
    getDailyPracticeResult,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, getDailyPracticeResult, {
        query: { dailyId: world.objects.dailyId },
      });
      // The attacker's own finished day, or none.
      expect(['200', ErrorCode.NO_DATA]).toContain(envelope.code);
    },
  ),

  [endpointKey(getDailyPracticeRankings)]: dailyPracticeProbe(
    getDailyPracticeRankings,
    async (world, attacker) => {
      const { envelope } = await world.call<TGetDailyPracticeRankingsResponse>(
        attacker,
        getDailyPracticeRankings,
        { query: { dailyId: world.objects.dailyId } },
        // A ranking lists the tenant's ranked learners by name: the victim's too, by design.
        { showsLearnerLabels: true },
      );
      expect(envelope.code).toBe('200');
      expect(envelope.body.mine?.userCode ?? attacker.member.userCode).toBe(
        attacker.member.userCode,
      );
    },
  ),

  [endpointKey(getMistakeSets)]: {
    nothingToName: "lists the caller's own sets of a source type",
    run: async (world, attacker) => {
      const { mistakeClassificationId, mistakePoint } = world.objects;
      for (const sourceType of ['1', '3', '5']) {
        const { envelope } = await world.call<TGetMistakeSetsResponse>(attacker, getMistakeSets, {
          query: { sourceType },
        });
        expect(envelope.code).toBe('200');
        // Nobody else answered the victim's question: none of their sets is among the caller's.
        expect(envelope.body.map((set) => set.sourceId)).not.toContain(mistakeClassificationId);
        expect(envelope.body.map((set) => set.sourceId)).not.toContain(mistakePoint);
        if (attacker.kind === 'outsider') expect(envelope.body).toEqual([]);
      }
    },
  },

  [endpointKey(getMistakeQuestions)]: mistakeSetProbe(getMistakeQuestions),

  [endpointKey(postSaveMistakeAnswer)]: mistakeSetProbe(postSaveMistakeAnswer),

  [endpointKey(postRemoveMistake)]: mistakeSetProbe(postRemoveMistake),

  [endpointKey(getMistakeSettings)]: {
    nothingToName: "answers the caller's own settings",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TMistakeSettings>(attacker, getMistakeSettings);
      expect(envelope.code).toBe('200');
      expect(envelope.body.autoRemoveAfter).not.toBe(VICTIM_AUTO_REMOVE_AFTER);
    },
  },

  [endpointKey(postSaveMistakeSettings)]: {
    nothingToName: "saves the caller's own settings; the victim's stay as they were",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, postSaveMistakeSettings, {
        body: {
          collectInExam: false,
          collectInExercise: false,
          collectInKnowledgeExercise: false,
          autoRemove: true,
          autoRemoveAfter: 2,
        },
      });
      expect(envelope.code).toBe('200');
      const victim = await world.asVictim<TMistakeSettings>(getMistakeSettings);
      expect(victim.envelope.body).toMatchObject({
        collectInExercise: true,
        autoRemoveAfter: VICTIM_AUTO_REMOVE_AFTER,
      });
    },
  },

  [endpointKey(postClearMistakes)]: {
    nothingToName: "clears the caller's own sets; the victim's stay as they were",
    run: async (world, attacker) => {
      const before = await victimMistakeSets(world);
      for (const body of [{ sourceType: 1 }, { sourceType: 3 }, {}]) {
        const { envelope } = await world.call(attacker, postClearMistakes, { body });
        expect(envelope.code).toBe('200');
      }
      const after = await victimMistakeSets(world);
      expect(after).toEqual(before);
      expect(after.map((sets) => sets.length)).toEqual([1, 1]);
    },
  },

  [endpointKey(getQuestionDetail)]: tenantQuestionProbe(
    getQuestionDetail,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, getQuestionDetail, {
        query: { questionId: world.objects.practiceQuestionId },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(postQuestionCorrection)]: tenantQuestionProbe(
    postQuestionCorrection,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postQuestionCorrection, {
        body: { questionId: world.objects.practiceQuestionId, kind: 'other', text: 'Mine' },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(getAdminQuestionCorrections)]: {
    names: "the victim's error-correction report, by the reports' status",
    run: async (world, attacker) => {
      const list = () =>
        world.call<{ list: { correctionId: string }[]; total: number }>(
          attacker,
          getAdminQuestionCorrections,
          { query: { ...LIST_QUERY, status: 'open' } },
        );
      expect((await list()).envelope).toEqual({ code: ErrorCode.NOT_ADMINISTRATOR, body: null });
      if (attacker.kind === 'neighbour') return;
      await world.asAdministrator(attacker, async () => {
        const { envelope } = await list();
        expect(envelope.code).toBe('200');
        expect(envelope.body.list.map((row) => row.correctionId)).not.toContain(
          world.objects.correctionId,
        );
      });
    },
  },

  [endpointKey(postAdminHandleCorrection)]: {
    names: "the victim's error-correction report",
    run: async (world, attacker) => {
      const handle = (correctionId: string) =>
        world.call(attacker, postAdminHandleCorrection, { body: { correctionId } });
      expect((await handle(world.objects.correctionId)).envelope).toEqual({
        code: ErrorCode.NOT_ADMINISTRATOR,
        body: null,
      });
      if (attacker.kind === 'neighbour') return;
      await world.asAdministrator(attacker, async () => {
        expectLikeMissing(
          await handle(world.objects.correctionId),
          await handle(world.madeUpId()),
          ErrorCode.CORRECTION_NOT_FOUND,
        );
      });
    },
  },

  [endpointKey(getQuestionNotes)]: tenantQuestionProbe(
    getQuestionNotes,
    async (world, attacker) => {
      const notesOn = async (questionId: string) => {
        const { envelope } = await world.call<TGetQuestionNotesResponse>(
          attacker,
          getQuestionNotes,
          { query: { ...LIST_QUERY, questionId } },
          // The victim's public note shows with their name.
          { showsLearnerLabels: true },
        );
        expect(envelope.code).toBe('200');
        return envelope.body;
      };
      // The private note stays hidden (the markers check it); the public one shows.
      const onPrivate = await notesOn(world.objects.practiceQuestionId);
      expect(onPrivate.mine?.noteId).not.toBe(world.objects.privateNoteId);
      const onPublic = await notesOn(world.objects.mistakeQuestionId);
      expect(onPublic.others.list.map((note) => note.content)).toContain(
        world.objects.publicNoteText,
      );
    },
  ),

  [endpointKey(postSaveQuestionNote)]: tenantQuestionProbe(
    postSaveQuestionNote,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postSaveQuestionNote, {
        body: { questionId: world.objects.practiceQuestionId, content: 'Mine', isPublic: false },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(postDeleteQuestionNote)]: {
    names: "the questions of the victim's notes: only the caller's own note is deleted",
    run: async (world, attacker) => {
      for (const questionId of [
        world.objects.practiceQuestionId,
        world.objects.mistakeQuestionId,
      ]) {
        const { envelope } = await world.call(attacker, postDeleteQuestionNote, {
          body: { questionId },
        });
        // The neighbour may have noted it in another probe; the outsider has no note there.
        expect(
          attacker.kind === 'neighbour'
            ? ['200', ErrorCode.NOTE_NOT_FOUND]
            : [ErrorCode.NOTE_NOT_FOUND],
        ).toContain(envelope.code);
      }
    },
  },

  [endpointKey(getNoteList)]: {
    nothingToName: "lists the caller's own notes, searched by a keyword",
    run: async (world, attacker) => {
      for (const keyword of [world.objects.privateNoteText, world.objects.publicNoteText, '']) {
        const { envelope } = await world.call<TGetNoteListResponse>(attacker, getNoteList, {
          query: { ...LIST_QUERY, keyword },
        });
        expect(envelope.code).toBe('200');
        expect(envelope.body.list.map((note) => note.content)).not.toContain(
          world.objects.publicNoteText,
        );
        if (attacker.kind === 'outsider') expect(envelope.body.total).toBe(0);
      }
    },
  },

  [endpointKey(getQuestionFavourite)]: tenantQuestionProbe(
    getQuestionFavourite,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, getQuestionFavourite, {
        query: { questionId: world.objects.practiceQuestionId },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(postFavouriteQuestion)]: tenantQuestionProbe(
    postFavouriteQuestion,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postFavouriteQuestion, {
        body: { questionId: world.objects.practiceQuestionId },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(postUnfavouriteQuestion)]: {
    names: 'the question the victim starred: only the caller’s own star goes',
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, postUnfavouriteQuestion, {
        body: { questionId: world.objects.practiceQuestionId },
      });
      expect(envelope).toEqual({
        code: '200',
        body: { questionId: world.objects.practiceQuestionId, favourite: false },
      });
    },
  },

  [endpointKey(getFavouriteQuestions)]: {
    nothingToName: "lists the caller's own favourite questions",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetFavouriteQuestionsResponse>(
        attacker,
        getFavouriteQuestions,
        { query: LIST_QUERY },
      );
      expect(envelope.code).toBe('200');
      if (attacker.kind === 'outsider') expect(envelope.body.total).toBe(0);
    },
  },

  [endpointKey(postSaveAnswers)]: {
    names: "the victim's started sheet and one of its questions",
    run: async (world, attacker) => {
      const { openSheetId, openQuestionId } = world.objects;
      const victimAnswers = async () =>
        (
          await world.asVictim<TGetAnswerSheetResponse>(getAnswerSheet, {
            query: { answerSheetId: openSheetId },
          })
        ).envelope.body.answers;
      const before = await victimAnswers();
      const save = (answerSheetId: string) =>
        world.call(attacker, postSaveAnswers, {
          body: {
            answerSheetId,
            answers: [
              {
                questionId: openQuestionId,
                seq: 1_000,
                answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'C' },
                marked: false,
              },
            ],
          },
        });
      expectLikeMissing(
        await save(openSheetId),
        await save(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
      expect(await victimAnswers()).toEqual(before);
    },
  },

  [endpointKey(postStartExam)]: {
    names: 'the paper the victim is answering, asking to continue',
    run: async (world, attacker) => {
      const start = (paperId: string, continueExam: boolean) =>
        world.call<TPostStartExamResponse>(attacker, postStartExam, {
          body: { paperId, continueExam },
        });
      const { openPaperId } = world.objects;
      if (attacker.kind === 'outsider') {
        for (const continueExam of [true, false]) {
          expectLikeMissing(
            await start(openPaperId, continueExam),
            await start(world.madeUpId(), continueExam),
            ErrorCode.PAPER_NOT_FOUND,
          );
        }
        return;
      }
      // The victim's sheet is not one to continue for the neighbour, who has none of their own.
      expect((await start(openPaperId, true)).envelope).toEqual({
        code: ErrorCode.EXAM_SUBMITTED_OR_DELETED,
        body: null,
      });
      // The paper is proctored: the victim's device check is not the neighbour's.
      expect((await start(openPaperId, false)).envelope).toEqual({
        code: ErrorCode.DEVICE_CHECK_REQUIRED,
        body: null,
      });
      const snapshot = await world.call<string>(attacker, postUploadFile, {
        body: uploadForm(samplePng(), 'face.png'),
      });
      const checked = await world.call<{ passed: boolean }>(attacker, postProctoringCheck, {
        body: {
          paperId: openPaperId,
          cameraPassed: true,
          microphonePassed: true,
          screenPassed: true,
          phonePassed: true,
          snapshotUrl: snapshot.envelope.body,
        },
      });
      expect(checked.envelope.body.passed).toBe(true);
      const started = await start(openPaperId, false);
      expect(started.envelope.code).toBe('200');
      expect(await world.sheetOwner(started.envelope.body.answerSheetId)).toBe(attacker.member.id);
    },
  },

  [endpointKey(postPauseAnswerSheet)]: {
    names: "the victim's started sheet and one of its questions",
    run: async (world, attacker) => {
      const { openSheetId, openQuestionId } = world.objects;
      const pause = (answerSheetId: string) =>
        world.call(attacker, postPauseAnswerSheet, {
          body: { answerSheetId, questionId: openQuestionId },
        });
      expectLikeMissing(
        await pause(openSheetId),
        await pause(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
      const victimSheet = await world.asVictim<TGetAnswerSheetResponse>(getAnswerSheet, {
        query: { answerSheetId: openSheetId },
      });
      expect(victimSheet.envelope.body.suspension?.pausedUntil).toBeNull();
    },
  },

  [endpointKey(postOpenQuestion)]: {
    names: "the victim's started sheet and one of its questions",
    run: async (world, attacker) => {
      const { openSheetId, openQuestionId } = world.objects;
      const open = (answerSheetId: string) =>
        world.call(attacker, postOpenQuestion, {
          body: { answerSheetId, questionId: openQuestionId },
        });
      expectLikeMissing(
        await open(openSheetId),
        await open(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
    },
  },

  [endpointKey(postReportPageLeave)]: {
    names: "the victim's started sheet, which watches page leaves",
    run: async (world, attacker) => {
      const report = (answerSheetId: string, phase: 'left' | 'returned') =>
        world.call(attacker, postReportPageLeave, {
          body: {
            answerSheetId,
            leaveId: 'probe-leave',
            kind: 'visibility',
            phase,
            durationMs: phase === 'returned' ? 600_000 : null,
          },
        });
      for (const phase of ['left', 'returned'] as const) {
        expectLikeMissing(
          await report(world.objects.openSheetId, phase),
          await report(world.madeUpId(), phase),
          ErrorCode.ANSWER_SHEET_NOT_FOUND,
        );
      }
      const victimSheet = await world.asVictim<TGetAnswerSheetResponse>(getAnswerSheet, {
        query: { answerSheetId: world.objects.openSheetId },
      });
      expect(victimSheet.envelope.body.leaveRule?.leaves).toBe(0);
    },
  },

  [endpointKey(postSignAnswerSheet)]: {
    names: "the victim's started sheet, which asks for a signature, and the victim's own image",
    run: async (world, attacker) => {
      const sign = (answerSheetId: string) =>
        world.call(attacker, postSignAnswerSheet, {
          body: { answerSheetId, imageUrl: world.objects.uploadUrl },
        });
      expectLikeMissing(
        await sign(world.objects.openSheetId),
        await sign(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
      const victimSheet = await world.asVictim<TGetAnswerSheetResponse>(getAnswerSheet, {
        query: { answerSheetId: world.objects.openSheetId },
      });
      expect(victimSheet.envelope.body.signature).toMatchObject({ imageUrl: null });
    },
  },

  [endpointKey(postResumeAnswerSheet)]: {
    names: "the victim's started sheet",
    run: async (world, attacker) => {
      const resume = (answerSheetId: string) =>
        world.call(attacker, postResumeAnswerSheet, { body: { answerSheetId } });
      expectLikeMissing(
        await resume(world.objects.openSheetId),
        await resume(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
    },
  },

  [endpointKey(postSubmitAnswerSheet)]: {
    names: "the victim's started sheet",
    run: async (world, attacker) => {
      const submit = (answerSheetId: string) =>
        world.call(attacker, postSubmitAnswerSheet, { body: { answerSheetId } });
      expectLikeMissing(
        await submit(world.objects.openSheetId),
        await submit(world.madeUpId()),
        ErrorCode.ANSWER_SHEET_NOT_FOUND,
      );
    },
  },

  [endpointKey(getHomePage)]: {
    nothingToName: "the tenant's home page, the same for all its learners",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getHomePage);
      // Tenant B has none: the outsider never gets tenant A's.
      if (attacker.kind === 'outsider') expect(envelope).toEqual({ code: '200', body: null });
      else expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getMemberInfo)]: {
    nothingToName:
      "the caller's own member info; a learner id slipped into the query counts for nothing",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetMemberInfoResponse>(attacker, getMemberInfo, {
        query: { userId: world.victim.member.id },
      });
      expect(envelope.code).toBe('200');
      expect(envelope.body.userId).toBe(attacker.member.id);
    },
  },

  [endpointKey(postSendPasswordCode)]: {
    nothingToName: "texts the caller's own phone; a phone slipped into the body counts for nothing",
    run: async (world, attacker) => {
      const textsToVictim = world.smsCountTo(world.victim.phone);
      const textsToAttacker = world.smsCountTo(attacker.phone);
      const { envelope } = await world.call<TPostSendPasswordCodeResponse>(
        attacker,
        postSendPasswordCode,
        {
          body: { phone: world.victim.phone, userId: world.victim.member.id },
        },
      );
      expect(envelope.code).toBe('200');
      expect(envelope.body.maskedPhone).toBe(maskPhone(attacker.phone));
      expect(world.smsCountTo(attacker.phone)).toBe(textsToAttacker + 1);
      expect(world.smsCountTo(world.victim.phone)).toBe(textsToVictim);
    },
  },

  [endpointKey(postUpdateAvatar)]: {
    names: "the victim's private upload, a PNG",
    run: async (world, attacker) => {
      const avatarBefore = (await world.ownMember(attacker)).avatar;
      const setAvatar = (avatarUrl: string) =>
        world.call(attacker, postUpdateAvatar, { body: { avatarUrl } });
      const madeUpUrl = new URL(fileUrlPath(world.madeUpId(), 'scan.png'), world.objects.uploadUrl)
        .href;
      expectLikeMissing(
        await setAvatar(world.objects.uploadUrl),
        await setAvatar(madeUpUrl),
        ErrorCode.NO_DATA,
      );
      expect((await world.ownMember(attacker)).avatar).toBe(avatarBefore);
    },
  },

  [endpointKey(postUpdatePassword)]: {
    nothingToName:
      "changes the caller's own password; a learner id slipped into the body counts for nothing",
    run: async (world, attacker) => {
      await world.call(attacker, postSendPasswordCode);
      const code = world.lastCodeTo(attacker.phone, SmsScene.CHANGE_PASSWORD);
      const newPassword = `${attacker.member.password}-changed`;
      const change = (oldPassword: string) =>
        world.call(attacker, postUpdatePassword, {
          body: {
            oldPassword,
            newPassword,
            confirmPassword: newPassword,
            code,
            userId: world.victim.member.id,
          },
        });
      // The victim's password is no original of the attacker's.
      expect((await change(world.victim.member.password)).envelope).toEqual({
        code: ErrorCode.ORIGINAL_ACCOUNT_OR_PASSWORD_WRONG,
        body: null,
      });
      expect((await change(attacker.member.password)).envelope).toEqual({
        code: '200',
        body: null,
      });
      // The change ended the attacker's sessions, not the victim's.
      expect((await world.asVictim(getMemberInfo)).envelope.code).toBe('200');
      await world.signInAgain(attacker, newPassword);
    },
  },

  [endpointKey(getInmailList)]: {
    nothingToName: "the caller's own in-mail, with their own read times",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetInmailListResponse>(attacker, getInmailList, {
        query: LIST_QUERY,
      });
      expect(envelope.code).toBe('200');
      const own = await world.ownMessages(attacker);
      expect(
        sorted(envelope.body.list.map((message) => `${message.messageId} ${message.readTime}`)),
      ).toEqual(sorted(own.map((row) => `${row.message_id} ${row.read_at}`)));
    },
  },

  [endpointKey(getUnreadCount)]: {
    nothingToName: "counts the caller's own unread in-mail",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getUnreadCount);
      const own = await world.ownMessages(attacker);
      expect(envelope).toEqual({
        code: '200',
        body: own.filter((row) => row.read_at === null).length,
      });
    },
  },

  [endpointKey(postReadAllInmail)]: {
    nothingToName: "marks the caller's own in-mail read",
    run: async (world, attacker) => {
      const unreadBefore = (await world.ownMessages(attacker)).filter(
        (row) => row.read_at === null,
      );
      const victimUnread = (await world.asVictim(getUnreadCount)).envelope;
      const { envelope } = await world.call<TPostReadAllInmailResponse>(
        attacker,
        postReadAllInmail,
        {
          body: { userId: world.victim.member.id },
        },
      );
      expect(envelope).toEqual({ code: '200', body: { marked: unreadBefore.length } });
      expect((await world.asVictim(getUnreadCount)).envelope).toEqual(victimUnread);
    },
  },

  [endpointKey(postReadInmail)]: {
    names: "the victim's own message, and the message sent to the victim and the neighbour",
    run: async (world, attacker) => {
      const { privateMessageId, sharedMessageId } = world.objects;
      await expectDetailHidden(world, attacker, postReadInmail, 'messageId', privateMessageId);
      if (attacker.kind === 'outsider') {
        await expectDetailHidden(world, attacker, postReadInmail, 'messageId', sharedMessageId);
        return;
      }
      // The neighbour reads their own copy of the shared message: the victim's stays unread.
      const { envelope } = await world.call(attacker, postReadInmail, {
        body: { messageId: sharedMessageId },
      });
      expect(envelope.code).toBe('200');
      const inbox = await world.asVictim<TGetInmailListResponse>(getInmailList, {
        query: LIST_QUERY,
      });
      expect(inbox.envelope.body.list.map((message) => message.readTime)).toEqual([null, null]);
    },
  },

  [endpointKey(getNewsDetail)]: {
    names: "news addressed to the victim's organisation, and the tenant's news",
    run: async (world, attacker) => {
      await expectDetailHidden(
        world,
        attacker,
        getNewsDetail,
        'newsId',
        world.objects.organisationNewsId,
      );
      await expectTenantItem(world, attacker, getNewsDetail, 'newsId', world.objects.tenantNewsId);
    },
  },

  [endpointKey(getNewsList)]: {
    nothingToName: 'lists the news addressed to the caller',
    run: (world, attacker) =>
      expectPublishedList(
        world,
        attacker,
        getNewsList,
        (body) => (body as TGetNewsListResponse).list.map((item) => item.newsId),
        world.objects.tenantNewsId,
      ),
  },

  [endpointKey(getNoticeDetail)]: {
    names: "a notice addressed to the victim's organisation, and the tenant's notice",
    run: async (world, attacker) => {
      await expectDetailHidden(
        world,
        attacker,
        getNoticeDetail,
        'noticeId',
        world.objects.organisationNoticeId,
      );
      await expectTenantItem(
        world,
        attacker,
        getNoticeDetail,
        'noticeId',
        world.objects.tenantNoticeId,
      );
    },
  },

  [endpointKey(getNoticeList)]: {
    nothingToName: 'lists the notices addressed to the caller',
    run: (world, attacker) =>
      expectPublishedList(
        world,
        attacker,
        getNoticeList,
        (body) => (body as TGetNoticeListResponse).list.map((item) => item.noticeId),
        world.objects.tenantNoticeId,
      ),
  },

  [endpointKey(getCreateOn)]: publicTenantProbe(getCreateOn),
  [endpointKey(getUserVer)]: publicTenantProbe(getUserVer),

  [endpointKey(getFactoryInfo)]: {
    nothingToName: 'public settings of the tenant named by factoryCode, the same for anyone',
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetFactoryInfoResponse>(attacker, getFactoryInfo, {
        query: { factoryCode: world.tenantA.factoryCode, userCode: world.victim.member.userCode },
      });
      expect(envelope.code).toBe('200');
      expect(envelope.body.factoryCode).toBe(world.tenantA.factoryCode);
    },
  },

  [endpointKey(postQuestionTypes)]: {
    nothingToName: 'public settings of the tenant named by factoryCode, the same for anyone',
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, postQuestionTypes, {
        body: { factoryCode: world.tenantA.factoryCode, userCode: world.victim.member.userCode },
      });
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(postUploadFile)]: {
    nothingToName:
      "stores an upload of the caller's own; the tenant and learner slipped into the form count for nothing",
    run: async (world, attacker) => {
      const { envelope } = await world.call<string>(attacker, postUploadFile, {
        body: uploadForm(samplePng(), 'mine.png', {
          factoryCode: world.tenantA.factoryCode,
          memberId: world.victim.member.id,
          userId: world.victim.member.id,
        }),
      });
      expect(envelope.code).toBe('200');
      expect(await world.uploadRow(envelope.body)).toMatchObject({
        tenant_id: attacker.tenant.id,
        member_id: attacker.member.id,
        visibility: 'member',
      });
    },
  },

  [endpointKey(postUploadPublic)]: {
    nothingToName:
      'a public upload belongs to no learner; a learner slipped into the form counts for nothing',
    run: async (world, attacker) => {
      const { envelope } = await world.call<string>(attacker, postUploadPublic, {
        body: uploadForm(samplePng(), 'public.png', {
          factoryCode: world.tenantA.factoryCode,
          memberId: world.victim.member.id,
        }),
      });
      expect(envelope.code).toBe('200');
      expect(await world.uploadRow(envelope.body)).toMatchObject({
        tenant_id: world.tenantA.id,
        member_id: null,
        visibility: 'public',
      });
    },
  },

  [endpointKey(getCourseClassify)]: {
    nothingToName: "the tenant's course classifications, the same for every learner",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getCourseClassify);
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getCourseList)]: {
    nothingToName: "lists the tenant's open courses with the caller's own progress",
    run: async (world, attacker) => {
      for (const mine of ['false', 'true']) {
        const { envelope } = await world.call<TGetCourseListResponse>(attacker, getCourseList, {
          query: { ...LIST_QUERY, mine },
        });
        expect(envelope.code).toBe('200');
        for (const course of envelope.body.list) expect(course.favourite).toBe(false);
      }
    },
  },

  [endpointKey(getCourseDetail)]: courseProbe(getCourseDetail, async (world, attacker) => {
    const { envelope } = await world.call<TGetCourseDetailResponse>(attacker, getCourseDetail, {
      query: { courseId: world.objects.courseId },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.favourite).toBe(false);
    for (const courseware of envelope.body.coursewares) {
      expect(courseware).toMatchObject({ favourite: false, progress: { completedAt: null } });
    }
  }),

  [endpointKey(postCourseClick)]: courseProbe(postCourseClick, async (world, attacker) => {
    const { envelope } = await world.call(attacker, postCourseClick, {
      body: { courseId: world.objects.courseId },
    });
    expect(envelope.code).toBe('200');
  }),

  [endpointKey(postStartCourse)]: courseProbe(postStartCourse, neighbourRun),

  [endpointKey(postSignCourse)]: courseProbe(postSignCourse, async (world, attacker) => {
    await neighbourRun(world, attacker);
    // The victim's upload is not the neighbour's signature.
    const { envelope } = await world.call(attacker, postSignCourse, {
      body: {
        courseId: world.objects.courseId,
        moment: 'first',
        imageUrl: world.objects.uploadUrl,
      },
    });
    expect(envelope).toEqual({ code: ErrorCode.ANSWER_QUESTION_INFO_WRONG, body: null });
  }),

  [endpointKey(postCourseFaceCheck)]: courseProbe(postCourseFaceCheck, async (world, attacker) => {
    await neighbourRun(world, attacker);
    const { envelope } = await world.call(attacker, postCourseFaceCheck, {
      body: {
        courseId: world.objects.courseId,
        moment: 'during',
        passed: true,
        snapshotUrl: world.objects.uploadUrl,
      },
    });
    expect(envelope).toEqual({ code: ErrorCode.ANSWER_QUESTION_INFO_WRONG, body: null });
  }),

  [endpointKey(postRedeemCourse)]: courseProbe(postRedeemCourse, async (world, attacker) => {
    const { envelope } = await world.call(attacker, postRedeemCourse, {
      body: { courseId: world.objects.courseId },
    });
    expect(envelope.code).toBe('200');
  }),

  [endpointKey(postStartCourseware)]: coursewareProbe(
    postStartCourseware,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      const { envelope } = await world.call<TCoursewareSession>(attacker, postStartCourseware, {
        body: { coursewareId: world.objects.videoCoursewareId },
      });
      expect(envelope.code).toBe('200');
      expect(envelope.body.quizzes.every((quiz) => !quiz.answered)).toBe(true);
    },
  ),

  [endpointKey(postCoursewareHeartbeat)]: coursewareProbe(
    postCoursewareHeartbeat,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      await world.call(attacker, postStartCourseware, {
        body: { coursewareId: world.objects.videoCoursewareId },
      });
      const { envelope } = await world.call<TPostCoursewareHeartbeatResponse>(
        attacker,
        postCoursewareHeartbeat,
        {
          body: {
            coursewareId: world.objects.videoCoursewareId,
            seq: Date.now(),
            phase: 'start',
            position: 0,
            elapsedSeconds: 15,
          },
        },
      );
      expect(envelope.code).toBe('200');
      expect(envelope.body.creditedSeconds).toBe(0);
    },
  ),

  [endpointKey(postScormCommit)]: coursewareProbe(
    postScormCommit,
    (world) => world.objects.scormCoursewareId,
    async (world, attacker) => {
      await world.call(attacker, postStartCourseware, {
        body: { coursewareId: world.objects.scormCoursewareId },
      });
      const { envelope } = await world.call(attacker, postScormCommit, {
        body: {
          coursewareId: world.objects.scormCoursewareId,
          seq: Date.now(),
          cmi: { core: { lesson_status: 'incomplete' } },
        },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(getCoursewareQuiz)]: coursewareProbe(
    getCoursewareQuiz,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, getCoursewareQuiz, {
        query: {
          coursewareId: world.objects.videoCoursewareId,
          quizId: world.objects.courseQuizId,
        },
      });
      expect(envelope.code).toBe('200');
    },
  ),

  [endpointKey(postAnswerCoursewareQuiz)]: coursewareProbe(
    postAnswerCoursewareQuiz,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      await neighbourRun(world, attacker);
      const { envelope } = await world.call(attacker, postAnswerCoursewareQuiz, {
        body: {
          coursewareId: world.objects.videoCoursewareId,
          quizId: world.objects.courseQuizId,
          answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
        },
      });
      // Their own answer in their own run: judged, or refused when they answered otherwise before.
      expect(['200', ErrorCode.COURSE_QUIZ_NOT_FOUND]).toContain(envelope.code);
    },
  ),

  [endpointKey(getLearnRecord)]: {
    nothingToName: "the caller's own learning record",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getLearnRecord, { query: LIST_QUERY });
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getCoursewareList)]: {
    nothingToName: "lists the tenant's courseware with the caller's own progress and stars",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetCoursewareListResponse>(
        attacker,
        getCoursewareList,
        { query: LIST_QUERY },
      );
      expect(envelope.code).toBe('200');
      for (const courseware of envelope.body.list) expect(courseware.favourite).toBe(false);
    },
  },

  [endpointKey(postFavouriteCourse)]: courseProbe(postFavouriteCourse, async (world, attacker) => {
    for (const favourite of [true, false]) {
      const { envelope } = await world.call(attacker, postFavouriteCourse, {
        body: { courseId: world.objects.courseId, favourite },
      });
      expect(envelope).toEqual({ code: '200', body: { favourite } });
    }
  }),

  [endpointKey(postFavouriteCourseware)]: coursewareProbe(
    postFavouriteCourseware,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      for (const favourite of [true, false]) {
        const { envelope } = await world.call(attacker, postFavouriteCourseware, {
          body: { coursewareId: world.objects.videoCoursewareId, favourite },
        });
        expect(envelope).toEqual({ code: '200', body: { favourite } });
      }
    },
  ),

  [endpointKey(getFavouriteCourses)]: {
    nothingToName: "the caller's own starred courses",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getFavouriteCourses, { query: LIST_QUERY });
      expect(envelope).toMatchObject({ code: '200', body: { total: 0 } });
    },
  },

  [endpointKey(getFavouriteCoursewares)]: {
    nothingToName: "the caller's own starred courseware",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getFavouriteCoursewares, {
        query: LIST_QUERY,
      });
      expect(envelope).toMatchObject({ code: '200', body: { total: 0 } });
    },
  },

  [endpointKey(getCourseNotes)]: coursewareProbe(
    getCourseNotes,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      const notes = async (query: Record<string, string>) => {
        const { envelope } = await world.call<TGetCourseNotesResponse>(
          attacker,
          getCourseNotes,
          { query: { ...LIST_QUERY, ...query } },
          // The victim's public note shows with their name.
          { showsLearnerLabels: true },
        );
        expect(envelope.code).toBe('200');
        return envelope.body.list;
      };
      // The private note stays hidden (the markers check it); the public one shows.
      expect(
        (await notes({ coursewareId: world.objects.videoCoursewareId })).map(
          ({ content }) => content,
        ),
      ).toContain(world.objects.publicNoteText);
      expect((await notes({})).every((note) => note.mine)).toBe(true);
    },
  ),

  [endpointKey(postSaveCourseNote)]: coursewareProbe(
    postSaveCourseNote,
    (world) => world.objects.videoCoursewareId,
    async (world, attacker) => {
      const { envelope } = await world.call(attacker, postSaveCourseNote, {
        body: {
          coursewareId: world.objects.videoCoursewareId,
          noteId: world.objects.courseNoteId,
          content: 'Overwritten',
          isPublic: true,
          at: 1,
        },
      });
      expect(envelope).toEqual({ code: ErrorCode.COURSE_NOTE_NOT_FOUND, body: null });
    },
  ),

  [endpointKey(postDeleteCourseNote)]: {
    names: "the victim's private note on a courseware",
    run: async (world, attacker) => {
      const remove = (noteId: string) =>
        world.call(attacker, postDeleteCourseNote, { body: { noteId } });
      expectLikeMissing(
        await remove(world.objects.courseNoteId),
        await remove(world.madeUpId()),
        ErrorCode.COURSE_NOTE_NOT_FOUND,
      );
    },
  },

  [endpointKey(getCourseComments)]: courseProbe(getCourseComments, async (world, attacker) => {
    const { envelope } = await world.call<TGetCourseCommentsResponse>(
      attacker,
      getCourseComments,
      { query: { ...LIST_QUERY, courseId: world.objects.courseId } },
      // Comments show their authors' names: the victim's among them.
      { showsLearnerLabels: true },
    );
    expect(envelope.code).toBe('200');
    expect(envelope.body.list.filter((comment) => comment.mine)).toHaveLength(
      envelope.body.list.length - 1,
    );
  }),

  [endpointKey(postCourseComment)]: courseProbe(postCourseComment, async (world, attacker) => {
    await neighbourRun(world, attacker);
    const { envelope } = await world.call(attacker, postCourseComment, {
      body: { courseId: world.objects.courseId, content: 'Mine', score: 2 },
    });
    expect(envelope).toMatchObject({ code: '200', body: { mine: true, content: 'Mine' } });
  }),

  [endpointKey(getAdminCourseCompletion)]: adminCourseProbe(getAdminCourseCompletion),
  [endpointKey(postAdminResetCourse)]: adminCourseProbe(postAdminResetCourse),
  [endpointKey(postAdminReviewCourseRun)]: adminCourseProbe(postAdminReviewCourseRun),

  [endpointKey(getCreditHistory)]: {
    nothingToName: "lists the caller's own credit entries and total",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetCreditHistoryResponse>(attacker, getCreditHistory, {
        query: LIST_QUERY,
      });
      expect(envelope.code).toBe('200');
      // The attacker's own entries (other probes may have earned them some), not the victim's.
      const own = await ownCreditEntries(world, attacker);
      expect(envelope.body.total).toBe(own.length);
      expect(envelope.body.totalCredit).toBe(own.reduce((sum, entry) => sum + entry.amount, 0));
    },
  },

  [endpointKey(getCreditRankings)]: {
    nothingToName: "ranks the caller's own tenant's learners, with the caller's own row",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetCreditRankingsResponse>(
        attacker,
        getCreditRankings,
        {},
        // A ranking lists the tenant's ranked learners by name: the victim's too, by design.
        { showsLearnerLabels: true },
      );
      expect(envelope.code).toBe('200');
      const own = await ownCreditEntries(world, attacker);
      expect(envelope.body.mine).toMatchObject({
        userCode: attacker.member.userCode,
        total: own.reduce((sum, entry) => sum + entry.amount, 0),
      });
      // The victim earned the daily practice's credits: ranked in tenant A only.
      const accounts = envelope.body.list.map((row) => row.userCode);
      if (attacker.kind === 'neighbour') expect(accounts).toContain(world.victim.member.userCode);
      else expect(accounts).not.toContain(world.victim.member.userCode);
    },
  },

  [endpointKey(getCertificateList)]: {
    nothingToName: "lists the caller's own certificates",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetCertificateListResponse>(
        attacker,
        getCertificateList,
        { query: LIST_QUERY },
      );
      expect(envelope.code).toBe('200');
      expect(envelope.body.list.map((certificate) => certificate.certificateId)).toEqual([
        world.objects.attackerCertificateIds[attacker.kind],
      ]);
    },
  },

  [endpointKey(getNewMemberTrainClassify)]: {
    nothingToName: "the tenant's new-employee training classifications, the same for every learner",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getNewMemberTrainClassify);
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getNewMemberTrainList)]: {
    nothingToName: 'lists only the programmes the caller is invited to',
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetNewMemberTrainListResponse>(
        attacker,
        getNewMemberTrainList,
        { query: LIST_QUERY },
      );
      expect(envelope).toEqual({ code: '200', body: { list: [], total: 0 } });
    },
  },

  [endpointKey(getNewMemberTrainDetail)]: {
    names:
      "the programme the victim is invited to: tenant B's learner is answered as for a made-up one, the neighbour, not invited, gets 300540",
    run: async (world, attacker) => {
      const detail = (trainId: string) =>
        world.call(attacker, getNewMemberTrainDetail, { query: { trainId } });
      const attempt = await detail(world.objects.trainingProgrammeId);
      if (attacker.kind === 'neighbour') {
        expect(attempt.envelope).toEqual({
          code: ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST,
          body: null,
        });
        return;
      }
      expectLikeMissing(
        attempt,
        await detail(world.madeUpId()),
        ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND,
      );
    },
  },

  [endpointKey(getAdminNewMemberTrainProgress)]: adminTrainingProbe(getAdminNewMemberTrainProgress),
  [endpointKey(postAdminInviteNewMember)]: adminTrainingProbe(postAdminInviteNewMember),

  [endpointKey(getCertificateFind)]: {
    names:
      "the victim's certificate by its number: anyone holding it may check it with tenant A's number (the public lookup), never with another tenant's",
    run: async (world, attacker) => {
      const find = (number: string) =>
        world.call<TGetCertificateFindResponse>(attacker, getCertificateFind, {
          query: { factoryCode: attacker.tenant.factoryCode, number },
        });
      const attempt = await find(world.objects.certificateNumber);
      if (attacker.kind === 'neighbour') {
        // The lookup of tenant A: the certificate, with no id and the name masked.
        expect(attempt.envelope.body.valid).toBe(true);
        expect(attempt.envelope.body.certificate?.learnerName).toMatch(/^V\*+[0-9a-f]$/);
        return;
      }
      const madeUp = await find(newCertificateNumber());
      expect(madeUp.envelope).toEqual({ code: '200', body: { valid: false, certificate: null } });
      expect(attempt.envelope).toEqual(madeUp.envelope);
    },
  },

  [endpointKey(getCertificateImage)]: {
    names:
      "the victim's certificate by its number: without a tenant number only its holder's session opens it; another tenant's number opens nothing",
    run: async (world, attacker) => {
      const tries = [{}, { factoryCode: attacker.tenant.factoryCode }].filter(
        // Tenant A's number opens the certificate to anyone who holds its number (the lookup).
        (query) => attacker.kind === 'outsider' || !('factoryCode' in query),
      );
      for (const query of tries) {
        const image = (number: string) =>
          world.call(attacker, getCertificateImage, {
            query: { ...(query as Record<string, string>), number },
            withSession: true,
          });
        expectLikeMissing(
          await image(world.objects.certificateNumber),
          await image(newCertificateNumber()),
          ErrorCode.CERTIFICATE_NOT_FOUND,
        );
      }
    },
  },

  [endpointKey(getWeekReportList)]: {
    nothingToName: "lists the caller's own weekly reports",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetWeekReportListResponse>(
        attacker,
        getWeekReportList,
        { query: LIST_QUERY },
      );
      expect(envelope.code).toBe('200');
      expect(envelope.body.list.map((report) => report.reportId)).toEqual([
        world.objects.attackerWeekReportIds[attacker.kind],
      ]);
    },
  },

  [endpointKey(getWeekReportDetail)]: {
    names: "the victim's weekly report",
    run: async (world, attacker) => {
      const read = (reportId: string) =>
        world.call(attacker, getWeekReportDetail, { query: { reportId } });
      expectLikeMissing(
        await read(world.objects.weekReportId),
        await read(world.madeUpId()),
        ErrorCode.WEEK_REPORT_NOT_FOUND,
      );
      // Their own opens.
      expect((await read(world.objects.attackerWeekReportIds[attacker.kind])).envelope.code).toBe(
        '200',
      );
    },
  },

  [endpointKey(getStudyReport)]: {
    nothingToName: "draws the caller's own weeks",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetStudyReportResponse>(attacker, getStudyReport, {});
      expect(envelope.code).toBe('200');
      expect(envelope.body.weeks.map((week) => week.reportId)).toEqual([
        world.objects.attackerWeekReportIds[attacker.kind],
      ]);
    },
  },

  [endpointKey(getOfflineClassList)]: {
    nothingToName: 'lists the classes the caller attends or trains: neither attacker has one',
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetOfflineClassListResponse>(
        attacker,
        getOfflineClassList,
      );
      expect(envelope).toEqual({ code: '200', body: { list: [] } });
    },
  },

  [endpointKey(getOfflineClassDetail)]: offlineProbe(
    getOfflineClassDetail,
    (world) => ({ field: 'classId', value: world.objects.offlineClassId }),
    ErrorCode.OFFLINE_CLASS_NOT_FOUND,
  ),

  [endpointKey(getOfflineSessionDetail)]: offlineProbe(
    getOfflineSessionDetail,
    (world) => ({ field: 'sessionId', value: world.objects.offlineSessionId }),
    ErrorCode.OFFLINE_CLASS_NOT_FOUND,
  ),

  [endpointKey(postAttendanceCode)]: offlineProbe(
    postAttendanceCode,
    (world) => ({ field: 'sessionId', value: world.objects.offlineSessionId }),
    ErrorCode.OFFLINE_CLASS_NOT_FOUND,
  ),

  [endpointKey(postAttendanceScan)]: {
    names:
      "the attendance code the victim's trainer drew: tenant B's learner gets a made-up code's answer, the neighbour (not in the class) the class's refusal",
    run: async (world, attacker) => {
      const scan = (code: string) => world.call(attacker, postAttendanceScan, { body: { code } });
      const attempt = await scan(world.objects.attendanceCode);
      if (attacker.kind === 'neighbour') {
        expect(attempt.envelope).toEqual({ code: ErrorCode.OFFLINE_CLASS_NOT_FOUND, body: null });
        return;
      }
      expectLikeMissing(attempt, await scan('made-up-code'), ErrorCode.ATTENDANCE_CODE_INVALID);
    },
  },

  [endpointKey(getHomeworkDetail)]: offlineProbe(
    getHomeworkDetail,
    (world) => ({ field: 'homeworkId', value: world.objects.homeworkId }),
    ErrorCode.HOMEWORK_NOT_FOUND,
  ),

  [endpointKey(postSubmitHomework)]: offlineProbe(
    postSubmitHomework,
    (world) => ({ field: 'homeworkId', value: world.objects.homeworkId }),
    ErrorCode.HOMEWORK_NOT_FOUND,
  ),

  [endpointKey(getHomeworkResults)]: {
    nothingToName: "lists the caller's own submissions: neither attacker handed any in",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetHomeworkResultsResponse>(
        attacker,
        getHomeworkResults,
        { query: LIST_QUERY },
      );
      expect(envelope).toEqual({ code: '200', body: { list: [], total: 0 } });
    },
  },

  [endpointKey(getHomeworkGradeDetail)]: offlineProbe(
    getHomeworkGradeDetail,
    (world) => ({ field: 'submissionId', value: world.objects.submissionId }),
    ErrorCode.HOMEWORK_NOT_FOUND,
  ),

  [endpointKey(getTeamMembers)]: {
    nothingToName: "lists the caller's own mentees: neither attacker mentors anyone",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetTeamMembersResponse>(attacker, getTeamMembers);
      expect(envelope).toEqual({ code: '200', body: { list: [] } });
    },
  },

  [endpointKey(getTeamHomework)]: {
    names: "the victim's id as a mentee filter: only the caller's own mentees are ever listed",
    run: async (world, attacker) => {
      for (const status of ['toGrade', 'graded']) {
        const { envelope } = await world.call<TGetTeamHomeworkResponse>(attacker, getTeamHomework, {
          query: { ...LIST_QUERY, status, memberId: world.victim.member.id },
        });
        expect(envelope).toEqual({ code: '200', body: { list: [], total: 0 } });
      }
    },
  },

  [endpointKey(postGradeHomework)]: offlineProbe(
    postGradeHomework,
    (world) => ({ field: 'submissionId', value: world.objects.submissionId }),
    ErrorCode.HOMEWORK_NOT_FOUND,
  ),

  [endpointKey(getLearningMapClassify)]: {
    nothingToName: "the tenant's learning-map classifications, the same for every learner",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getLearningMapClassify);
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getLearningMapList)]: {
    nothingToName: "lists the maps that reach the caller, with the caller's own progress",
    run: async (world, attacker) => {
      const { envelope } = await world.call<TGetLearningMapListResponse>(
        attacker,
        getLearningMapList,
        { query: LIST_QUERY },
      );
      expect(envelope.code).toBe('200');
      for (const map of envelope.body.list) expect(map.progress.doneCount).toBe(0);
    },
  },

  [endpointKey(getLearningMapDetail)]: {
    names: "the victim's organisation's map, and the tenant's map the victim progressed on",
    run: async (world, attacker) => {
      const detail = (mapId: string) =>
        world.call<TGetLearningMapDetailResponse>(attacker, getLearningMapDetail, {
          query: { mapId },
        });
      const hidden =
        attacker.kind === 'outsider'
          ? [world.objects.tenantMapId, world.objects.organisationMapId]
          : [world.objects.organisationMapId];
      for (const mapId of hidden) {
        expectLikeMissing(
          await detail(mapId),
          await detail(world.madeUpId()),
          ErrorCode.LEARNING_MAP_NOT_FOUND,
        );
      }
      if (attacker.kind === 'neighbour') {
        const own = await detail(world.objects.tenantMapId);
        expect(own.envelope.code).toBe('200');
        expect(own.envelope.body.progress).toMatchObject({ doneCount: 0, percent: 0 });
      }
    },
  },

  [endpointKey(getDevelopmentMap)]: {
    nothingToName: "the tenant's development paths with the caller's own rungs",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getDevelopmentMap);
      expect(envelope.code).toBe('200');
    },
  },

  [endpointKey(getMapMentees)]: {
    nothingToName: "the caller's own mentees (the attackers mentor no one)",
    run: async (world, attacker) => {
      const { envelope } = await world.call(attacker, getMapMentees);
      expect(envelope).toEqual({ code: '200', body: [] });
    },
  },

  [endpointKey(getMenteeMaps)]: {
    names: "the victim and the victim's mentee, whose maps only their mentor follows",
    run: async (world, attacker) => {
      const maps = (memberId: string) =>
        world.call(attacker, getMenteeMaps, { query: { memberId } });
      for (const memberId of [world.objects.menteeId, world.victim.member.id]) {
        expectLikeMissing(
          await maps(memberId),
          await maps(world.madeUpId()),
          ErrorCode.MENTEE_NOT_FOUND,
        );
      }
      // The mentor follows them: the probe names a real mentee.
      const mentor = await callApi(world.test.app, {
        method: 'GET',
        path: getMenteeMaps.path,
        token: world.victim.token,
        query: { memberId: world.objects.menteeId },
      });
      expect(mentor.envelope.code).toBe('200');
    },
  },

  [endpointKey(getMenteeMapDetail)]: {
    names: "one of the victim's mentee's maps, which only their mentor follows",
    run: async (world, attacker) => {
      const detail = (memberId: string) =>
        world.call(attacker, getMenteeMapDetail, {
          query: { memberId, mapId: world.objects.organisationMapId },
        });
      expectLikeMissing(
        await detail(world.objects.menteeId),
        await detail(world.madeUpId()),
        ErrorCode.MENTEE_NOT_FOUND,
      );
    },
  },

  [endpointKey(FILE_ROUTE)]: {
    names: "the victim's private upload (issue 17 point 4: served to its owner only)",
    run: async (world, attacker) => {
      const { uploadPath } = world.objects;
      const madeUpPath = fileUrlPath(world.madeUpId(), 'scan.png');
      for (const method of ['GET', 'HEAD'] as const) {
        const attempt = await world.download(attacker, uploadPath, method);
        const madeUp = await world.download(attacker, madeUpPath, method);
        expect(madeUp.statusCode).toBe(404);
        expect(attempt.statusCode, `${method} answered the ${attacker.kind}`).toBe(404);
        expect(attempt.payload).toBe(madeUp.payload);
      }
      // The owner gets it: the probe names a stored file.
      expect((await world.download(world.victim, uploadPath)).statusCode).toBe(200);
    },
  },
};

const ATTACKERS: { kind: AttackerKind; who: string }[] = [
  { kind: 'neighbour', who: 'another learner of tenant A' },
  { kind: 'outsider', who: "tenant B's learner" },
];

let world: IsolationWorld;

beforeAll(async () => {
  world = await buildIsolationWorld();
});
afterAll(() => world.test.close());

describe('the isolation probe table', () => {
  it('has an entry for every endpoint and the file route, and none for anything else', () => {
    expect(sorted(Object.keys(probes))).toEqual(
      sorted([...ALL_ENDPOINTS.map(endpointKey), endpointKey(FILE_ROUTE)]),
    );
  });

  it('names only routes the app serves', () => {
    for (const key of Object.keys(probes)) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      expect(world.test.app.hasRoute({ method, url: `${API_BASE}${path}` }), key).toBe(true);
    }
  });
});

describe.each(ATTACKERS)('probed by $who', ({ kind }) => {
  it.each(Object.keys(probes))('%s', async (key) => {
    const attacker = world.attackers[kind];
    const before = await world.victimRows();
    const callsBefore = world.callsTo(key);
    await probes[key]!.run(world, attacker);
    // The probe tried the endpoint it stands for, and the victim's rows are as they were.
    expect(world.callsTo(key)).toBeGreaterThan(callsBefore);
    expect(await world.victimRows()).toEqual(before);
  });
});
