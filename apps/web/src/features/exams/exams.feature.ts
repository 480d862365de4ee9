import type { TFeature } from '@/lib/feature';
import { startEarlyRead } from '@/lib/early-read';
import { preloadFeedback } from '@/lib/feedback';

/** Route paths of the exams feature (spec §2). */
export const ExamPaths = {
  EXAM_LIST: '/exam/exam',
  /** Exam records in the personal centre. */
  USER_EXAM_LIST: '/personal/user-exam-list',
  EXAM_PREVIEW: '/exam/preview',
  /** Spec §2 face-service result: the device check's face against the ID photo. */
  EXAM_FACE_SERVICE: '/exam/preview/face-service',
  /** Information collection before an exam (spec §2); the path is spelt this way in the spec. */
  EXAM_COLLECTION: '/exam/Collection',
  /** The exam in progress; the path is spelt this way in the spec. */
  EXAM_IN_PROGRESS: '/strat/exam',
  EXAM_FINISH: '/exam/finish',
  EXAM_RANKINGS: '/exam/rankings',
  /** Answer detail (spec §2); the answer list is the same screen's list view. */
  EXAM_ANSWER: '/exam/answer',
  /** Spec §2: the learner scores their own subjective answers after the exam. */
  SELF_GRADING: '/exam/answer-grade-own',
  /** Spec §2 personal centre: the learner's admission tickets (examinee cards). */
  EXAMINEE_CARD: '/personal/examinee-card',
  /** Spec §2 PreviewDeputyCamera: the phone secondary camera, opened from a QR code. */
  DEPUTY_CAMERA: '/exam/preview/deputy-camera',
} as const;

/**
 * GET /exam/answerSheet, written out: the contracts (and zod) are not loaded this early
 * (exams.feature.test.ts holds it equal to the contract's).
 */
export const ANSWER_SHEET_READ_PATH = '/exam/answerSheet';

/** The exam lists in the shell and the focused exam screens outside it (spec §2). */
export const examsFeature = {
  translations: ['exams', 'questions'],
  pages: [
    {
      path: ExamPaths.EXAM_LIST,
      area: 'shell',
      load: () => import('./pages/exam-list-page').then((module) => module.ExamListPage),
    },
    {
      path: ExamPaths.USER_EXAM_LIST,
      area: 'shell',
      load: () => import('./pages/user-exam-list-page').then((module) => module.UserExamListPage),
    },
    {
      path: ExamPaths.EXAMINEE_CARD,
      area: 'shell',
      load: () => import('./pages/examinee-card-page').then((module) => module.ExamineeCardPage),
    },
    {
      path: ExamPaths.EXAM_IN_PROGRESS,
      area: 'member',
      load: async () => {
        // The exam works offline once shown: its dialogs and lazy parts load first (decision
        // 0028), the dialogs alongside the page (0034).
        const [module] = await Promise.all([
          import('./pages/exam-answering-page'),
          preloadFeedback(),
        ]);
        await module.preloadAnsweringChunks();
        return module.ExamAnsweringPage;
      },
      // The answering screen's sheet, asked for at once alongside the screen's code and the
      // member check, instead of once the screen has rendered (docs/decisions/0027).
      startReads: (query) => {
        const answerSheetId = query.get('answerSheetId');
        if (answerSheetId) startEarlyRead(ANSWER_SHEET_READ_PATH, { answerSheetId });
      },
    },
    {
      path: ExamPaths.EXAM_ANSWER,
      area: 'member',
      load: () => import('./pages/answer-page').then((module) => module.AnswerPage),
    },
    {
      path: ExamPaths.EXAM_PREVIEW,
      area: 'member',
      load: () => import('./pages/exam-preview-page').then((module) => module.ExamPreviewPage),
    },
    {
      // The phone is not signed in: its ticket logs it in to the realtime channel alone.
      path: ExamPaths.DEPUTY_CAMERA,
      area: 'open',
      load: () => import('./pages/deputy-camera-page').then((module) => module.DeputyCameraPage),
    },
    {
      path: ExamPaths.EXAM_FACE_SERVICE,
      area: 'member',
      load: () => import('./pages/face-service-page').then((module) => module.FaceServicePage),
    },
    {
      path: ExamPaths.EXAM_COLLECTION,
      area: 'member',
      load: () =>
        import('./pages/exam-collection-page').then((module) => module.ExamCollectionPage),
    },
    {
      path: ExamPaths.EXAM_FINISH,
      area: 'member',
      load: () => import('./pages/exam-finish-page').then((module) => module.ExamFinishPage),
    },
    {
      path: ExamPaths.SELF_GRADING,
      area: 'member',
      load: () => import('./pages/self-grading-page').then((module) => module.SelfGradingPage),
    },
    {
      path: ExamPaths.EXAM_RANKINGS,
      area: 'member',
      load: () => import('./pages/exam-rankings-page').then((module) => module.ExamRankingsPage),
    },
  ],
} satisfies TFeature;
