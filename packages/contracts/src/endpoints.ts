import type { TEndpoint } from './common/endpoint';
import { postLogin } from './auth/post-login';
import { postLogout } from './auth/post-logout';
import { postRegister } from './auth/post-register';
import { postSendSmsCode } from './auth/post-send-sms-code';
import { postSmsLogin } from './auth/post-sms-login';
import { getCustomInfo } from './common/get-custom-info';
import { getOrganisationTree } from './custom-info/get-organisation-tree';
import { getPrevLoginInfo } from './custom-info/get-prev-login-info';
import { postSaveCustomInfo } from './custom-info/post-save-custom-info';
import { getAdminAdmissionTicket } from './exams/get-admin-admission-ticket';
import { getAdminPageLeaves } from './exams/get-admin-page-leaves';
import { getAdminProctoringExaminees } from './exams/get-admin-proctoring-examinees';
import { getProctoringIdPhoto } from './exams/get-proctoring-id-photo';
import { postAdminProctoringExtend } from './exams/post-admin-proctoring-extend';
import { postAdminProctoringMessage } from './exams/post-admin-proctoring-message';
import { postAdminProctoringSubmit } from './exams/post-admin-proctoring-submit';
import { postProctoringCheck } from './exams/post-proctoring-check';
import { postProctoringDeputyTicket } from './exams/post-proctoring-deputy-ticket';
import { postProctoringEvent } from './exams/post-proctoring-event';
import { postProctoringRecording } from './exams/post-proctoring-recording';
import { getExamCollection } from './exams/get-exam-collection';
import { getAdminUngradedAnswers } from './exams/get-admin-ungraded-answers';
import { getAdmissionTickets } from './exams/get-admission-tickets';
import { getAnswerDetail } from './exams/get-answer-detail';
import { getAnswerList } from './exams/get-answer-list';
import { getAnswerSheet } from './exams/get-answer-sheet';
import { getExamList } from './exams/get-exam-list';
import { getExamPreview } from './exams/get-exam-preview';
import { getExamRankings } from './exams/get-exam-rankings';
import { getExamResult } from './exams/get-exam-result';
import { getPaperClassifyList } from './exams/get-paper-classify-list';
import { getSelfGrading } from './exams/get-self-grading';
import { getUserExamList } from './exams/get-user-exam-list';
import { postAdminMarkAnswer } from './exams/post-admin-mark-answer';
import { postAdminAnnounce } from './messages/post-admin-announce';
import { postDeleteExamRecord } from './exams/post-delete-exam-record';
import { postOpenQuestion } from './exams/post-open-question';
import { postGradeOwnAnswer } from './exams/post-grade-own-answer';
import { postPauseAnswerSheet } from './exams/post-pause-answer-sheet';
import { postReportPageLeave } from './exams/post-report-page-leave';
import { postSaveExamCollection } from './exams/post-save-exam-collection';
import { postResumeAnswerSheet } from './exams/post-resume-answer-sheet';
import { postSaveAnswers } from './exams/post-save-answers';
import { postSignAnswerSheet } from './exams/post-sign-answer-sheet';
import { postStartExam } from './exams/post-start-exam';
import { postSubmitAnswerSheet } from './exams/post-submit-answer-sheet';
import { getPracticeClassify } from './practice/get-practice-classify';
import { getPracticeList } from './practice/get-practice-list';
import { postAddMyPractice } from './practice/post-add-my-practice';
import { getPracticePreview } from './practice/get-practice-preview';
import { postStartPractice } from './practice/post-start-practice';
import { postSavePracticeAnswer } from './practice/post-save-practice-answer';
import { postFinishPractice } from './practice/post-finish-practice';
import { postResetPractice } from './practice/post-reset-practice';
import { getPracticeRecords } from './practice/get-practice-records';
import { getDailyPracticeList } from './daily-practice/get-daily-practice-list';
import { getDailyPracticeDetail } from './daily-practice/get-daily-practice-detail';
import { postStartDailyPractice } from './daily-practice/post-start-daily-practice';
import { postSaveDailyAnswer } from './daily-practice/post-save-daily-answer';
import { postFinishDailyPractice } from './daily-practice/post-finish-daily-practice';
import { getDailyPracticeResult } from './daily-practice/get-daily-practice-result';
import { getDailyPracticeRankings } from './daily-practice/get-daily-practice-rankings';
import { getCheckInPlans } from './check-in/get-check-in-plans';
import { getCheckInPlan } from './check-in/get-check-in-plan';
import { postJoinCheckIn } from './check-in/post-join-check-in';
import { getCheckInDay } from './check-in/get-check-in-day';
import { postCheckIn } from './check-in/post-check-in';
import { getCheckInResult } from './check-in/get-check-in-result';
import { getInviteCode } from './sharing/get-invite-code';
import { getInviteRegistrations } from './sharing/get-invite-registrations';
import { getMyShares } from './sharing/get-my-shares';
import { getSharedPreview } from './sharing/get-shared-preview';
import { postShareLink } from './sharing/post-share-link';
import { getCourseClassify } from './courses/get-course-classify';
import { getNewMemberTrainClassify } from './new-employee-training/get-new-member-train-classify';
import { getNewMemberTrainDetail } from './new-employee-training/get-new-member-train-detail';
import { getNewMemberTrainList } from './new-employee-training/get-new-member-train-list';
import { getAdminNewMemberTrainProgress } from './new-employee-training/get-admin-new-member-train-progress';
import { postAdminInviteNewMember } from './new-employee-training/post-admin-invite-new-member';
import { getCourseList } from './courses/get-course-list';
import { getCourseDetail } from './courses/get-course-detail';
import { postCourseClick } from './courses/post-course-click';
import { postStartCourse } from './courses/post-start-course';
import { postSignCourse } from './courses/post-sign-course';
import { postCourseFaceCheck } from './courses/post-course-face-check';
import { postRedeemCourse } from './courses/post-redeem-course';
import { postStartCourseware } from './courses/post-start-courseware';
import { postCoursewareHeartbeat } from './courses/post-courseware-heartbeat';
import { postScormCommit } from './courses/post-scorm-commit';
import { getCoursewareQuiz } from './courses/get-courseware-quiz';
import { postAnswerCoursewareQuiz } from './courses/post-answer-courseware-quiz';
import { getLearnRecord } from './courses/get-learn-record';
import { getCoursewareList } from './courses/get-courseware-list';
import { postFavouriteCourse } from './courses/post-favourite-course';
import { postFavouriteCourseware } from './courses/post-favourite-courseware';
import { getFavouriteCourses } from './courses/get-favourite-courses';
import { getFavouriteCoursewares } from './courses/get-favourite-coursewares';
import { getCourseNotes } from './courses/get-course-notes';
import { postSaveCourseNote } from './courses/post-save-course-note';
import { postDeleteCourseNote } from './courses/post-delete-course-note';
import { getCourseComments } from './courses/get-course-comments';
import { postCourseComment } from './courses/post-course-comment';
import { getAdminCourseCompletion } from './courses/get-admin-course-completion';
import { postAdminResetCourse } from './courses/post-admin-reset-course';
import { postAdminReviewCourseRun } from './courses/post-admin-review-course-run';
import { getMistakeSets } from './mistakes/get-mistake-sets';
import { getMistakeQuestions } from './mistakes/get-mistake-questions';
import { postSaveMistakeAnswer } from './mistakes/post-save-mistake-answer';
import { getMistakeSettings } from './mistakes/get-mistake-settings';
import { postSaveMistakeSettings } from './mistakes/post-save-mistake-settings';
import { postRemoveMistake } from './mistakes/post-remove-mistake';
import { postClearMistakes } from './mistakes/post-clear-mistakes';
import { getQuestionDetail } from './questions/get-question-detail';
import { postQuestionCorrection } from './questions/post-question-correction';
import { getAdminQuestionCorrections } from './questions/get-admin-question-corrections';
import { postAdminHandleCorrection } from './questions/post-admin-handle-correction';
import { getQuestionNotes } from './notes/get-question-notes';
import { postSaveQuestionNote } from './notes/post-save-question-note';
import { postDeleteQuestionNote } from './notes/post-delete-question-note';
import { getNoteList } from './notes/get-note-list';
import { getQuestionFavourite } from './favourites/get-question-favourite';
import { postFavouriteQuestion } from './favourites/post-favourite-question';
import { postUnfavouriteQuestion } from './favourites/post-unfavourite-question';
import { getFavouriteQuestions } from './favourites/get-favourite-questions';
import { getPkQuizzes } from './pk/get-pk-quizzes';
import { getPkLobby } from './pk/get-pk-lobby';
import { postPkJoin } from './pk/post-pk-join';
import { postPkCancel } from './pk/post-pk-cancel';
import { getPkOpponents } from './pk/get-pk-opponents';
import { postPkChallenge } from './pk/post-pk-challenge';
import { postPkChallengeAnswer } from './pk/post-pk-challenge-answer';
import { postPkChallengeCancel } from './pk/post-pk-challenge-cancel';
import { getPkMatch } from './pk/get-pk-match';
import { postPkAnswer } from './pk/post-pk-answer';
import { getPkHistory } from './pk/get-pk-history';
import { getHomePage } from './home/get-home-page';
import { getMemberInfo } from './members/get-member-info';
import { postSendPasswordCode } from './members/post-send-password-code';
import { postUpdateAvatar } from './members/post-update-avatar';
import { postUpdatePassword } from './members/post-update-password';
import { getInmailList } from './messages/get-inmail-list';
import { getUnreadCount } from './messages/get-unread-count';
import { postReadAllInmail } from './messages/post-read-all-inmail';
import { postReadInmail } from './messages/post-read-inmail';
import { getNewsDetail } from './news/get-news-detail';
import { getNewsList } from './news/get-news-list';
import { getNoticeDetail } from './notices/get-notice-detail';
import { getNoticeList } from './notices/get-notice-list';
import { getCreateOn } from './tenants/get-create-on';
import { getFactoryInfo } from './tenants/get-factory-info';
import { getUserVer } from './tenants/get-user-ver';
import { postQuestionTypes } from './tenants/post-question-types';
import { postUploadFile } from './common/post-upload-file';
import { postUploadPublic } from './common/post-upload-public';
import { getCreditHistory } from './credits/get-credit-history';
import { getCreditRankings } from './credits/get-credit-rankings';
import { getCertificateList } from './certificates/get-certificate-list';
import { getCertificateImage } from './certificates/get-certificate-image';
import { getCertificateFind } from './certificates/get-certificate-find';
import { getStudyReport } from './learning-reports/get-study-report';
import { getWeekReportDetail } from './learning-reports/get-week-report-detail';
import { getWeekReportList } from './learning-reports/get-week-report-list';
import { getOfflineClassList } from './offline-training/get-offline-class-list';
import { getOfflineClassDetail } from './offline-training/get-offline-class-detail';
import { getOfflineSessionDetail } from './offline-training/get-offline-session-detail';
import { postAttendanceCode } from './offline-training/post-attendance-code';
import { postAttendanceScan } from './offline-training/post-attendance-scan';
import { getHomeworkDetail } from './offline-training/get-homework-detail';
import { postSubmitHomework } from './offline-training/post-submit-homework';
import { getHomeworkResults } from './offline-training/get-homework-results';
import { getHomeworkGradeDetail } from './offline-training/get-homework-grade-detail';
import { getTeamMembers } from './offline-training/get-team-members';
import { getTeamHomework } from './offline-training/get-team-homework';
import { postGradeHomework } from './offline-training/post-grade-homework';
import { getLearningMapClassify } from './learning-maps/get-learning-map-classify';
import { getLearningMapList } from './learning-maps/get-learning-map-list';
import { getLearningMapDetail } from './learning-maps/get-learning-map-detail';
import { getDevelopmentMap } from './learning-maps/get-development-map';
import { getMapMentees } from './learning-maps/get-map-mentees';
import { getMenteeMaps } from './learning-maps/get-mentee-maps';
import { getMenteeMapDetail } from './learning-maps/get-mentee-map-detail';

/**
 * Every endpoint of the wire protocol. The server's OpenAPI document holds exactly these, and
 * the isolation probe and the fuzzing tables must have an entry for each (app.test.ts and
 * apps/server/src/test/security/): a new endpoint is added here.
 */
export const ALL_ENDPOINTS: readonly TEndpoint[] = [
  postLogin,
  postLogout,
  postRegister,
  postSendSmsCode,
  postSmsLogin,
  getCustomInfo,
  getOrganisationTree,
  getPrevLoginInfo,
  postSaveCustomInfo,
  getAdminAdmissionTicket,
  getAdminPageLeaves,
  getAdminUngradedAnswers,
  getAdmissionTickets,
  getAnswerDetail,
  getAnswerList,
  getAnswerSheet,
  getExamList,
  getExamPreview,
  getExamRankings,
  getExamResult,
  getPaperClassifyList,
  getSelfGrading,
  getUserExamList,
  postAdminMarkAnswer,
  postAdminAnnounce,
  postDeleteExamRecord,
  postOpenQuestion,
  postGradeOwnAnswer,
  postPauseAnswerSheet,
  postReportPageLeave,
  getExamCollection,
  postSaveExamCollection,
  postResumeAnswerSheet,
  postSaveAnswers,
  postSignAnswerSheet,
  postStartExam,
  postSubmitAnswerSheet,
  getProctoringIdPhoto,
  postProctoringCheck,
  postProctoringDeputyTicket,
  postProctoringEvent,
  postProctoringRecording,
  getAdminProctoringExaminees,
  postAdminProctoringMessage,
  postAdminProctoringExtend,
  postAdminProctoringSubmit,
  getHomePage,
  getMemberInfo,
  postSendPasswordCode,
  postUpdateAvatar,
  postUpdatePassword,
  getInmailList,
  getUnreadCount,
  postReadAllInmail,
  postReadInmail,
  getNewsDetail,
  getNewsList,
  getNoticeDetail,
  getNoticeList,
  getCreateOn,
  getFactoryInfo,
  getUserVer,
  postQuestionTypes,
  postUploadFile,
  postUploadPublic,
  getPracticeClassify,
  getPracticeList,
  postAddMyPractice,
  getPracticePreview,
  postStartPractice,
  postSavePracticeAnswer,
  postFinishPractice,
  postResetPractice,
  getPracticeRecords,
  getPkQuizzes,
  getPkLobby,
  postPkJoin,
  postPkCancel,
  getPkOpponents,
  postPkChallenge,
  postPkChallengeAnswer,
  postPkChallengeCancel,
  getPkMatch,
  postPkAnswer,
  getPkHistory,
  getMistakeSets,
  getMistakeQuestions,
  postSaveMistakeAnswer,
  getMistakeSettings,
  postSaveMistakeSettings,
  postRemoveMistake,
  postClearMistakes,
  getQuestionDetail,
  postQuestionCorrection,
  getAdminQuestionCorrections,
  postAdminHandleCorrection,
  getQuestionNotes,
  postSaveQuestionNote,
  postDeleteQuestionNote,
  getNoteList,
  getQuestionFavourite,
  postFavouriteQuestion,
  postUnfavouriteQuestion,
  getFavouriteQuestions,
  getDailyPracticeList,
  getDailyPracticeDetail,
  postStartDailyPractice,
  postSaveDailyAnswer,
  postFinishDailyPractice,
  getDailyPracticeResult,
  getDailyPracticeRankings,
  getCheckInPlans,
  getCheckInPlan,
  postJoinCheckIn,
  getCheckInDay,
  postCheckIn,
  getCheckInResult,
  getInviteCode,
  getInviteRegistrations,
  postShareLink,
  getMyShares,
  getSharedPreview,
  getCourseClassify,
  getCourseList,
  getCourseDetail,
  postCourseClick,
  postStartCourse,
  postSignCourse,
  postCourseFaceCheck,
  postRedeemCourse,
  postStartCourseware,
  postCoursewareHeartbeat,
  postScormCommit,
  getCoursewareQuiz,
  postAnswerCoursewareQuiz,
  getLearnRecord,
  getCoursewareList,
  postFavouriteCourse,
  postFavouriteCourseware,
  getFavouriteCourses,
  getFavouriteCoursewares,
  getCourseNotes,
  postSaveCourseNote,
  postDeleteCourseNote,
  getCourseComments,
  postCourseComment,
  getAdminCourseCompletion,
  postAdminResetCourse,
  postAdminReviewCourseRun,
  getCreditHistory,
  getCreditRankings,
  getCertificateList,
  getCertificateImage,
  getCertificateFind,
  getNewMemberTrainClassify,
  getNewMemberTrainList,
  getNewMemberTrainDetail,
  getAdminNewMemberTrainProgress,
  postAdminInviteNewMember,
  getWeekReportList,
  getWeekReportDetail,
  getStudyReport,
  getOfflineClassList,
  getOfflineClassDetail,
  getOfflineSessionDetail,
  postAttendanceCode,
  postAttendanceScan,
  getHomeworkDetail,
  postSubmitHomework,
  getHomeworkResults,
  getHomeworkGradeDetail,
  getTeamMembers,
  getTeamHomework,
  postGradeHomework,
  getLearningMapClassify,
  getLearningMapList,
  getLearningMapDetail,
  getDevelopmentMap,
  getMapMentees,
  getMenteeMaps,
  getMenteeMapDetail,
];

/** The key of an endpoint in tables that must cover them all: 'POST /login/login'. */
export const endpointKey = (endpoint: Pick<TEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;
