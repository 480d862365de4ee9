import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TCourseDetail, TCoursewareProgress } from '@lectern/contracts/courses/courses';
import type { TPostCoursewareHeartbeatResponse } from '@lectern/contracts/courses/post-courseware-heartbeat';
import type { TPostScormCommitResponse } from '@lectern/contracts/courses/post-scorm-commit';
import {
  ZCoursewareSession,
  type TCoursewareQuizPoint,
  type TCoursewareSession,
} from '@lectern/contracts/courses/post-start-courseware';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { ApiError, errorCodeOf, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useInvalidateCourse, useLearningCourse } from '../../api/learning-course';
import { useStartCourseware } from '../../api/learning-session';
import { CoursewarePlayer } from '../../players/courseware-player';
import type { TPlayerHandle } from '../../players/player-types';
import { CourseSignatureDialog } from './course-signature-dialog';
import { CoursewareCatalogue } from './courseware-catalogue';
import { InactivityDialog } from './inactivity-dialog';
import { CourseProgress, CoursewareProgressLine, type TCourseStanding } from './learning-progress';
import { courseLearningPath, LearningLinks } from './learning-paths';
import { NotesPanel } from './notes-panel';
import { isPaged } from './position-label';
import { QuizDialog } from './quiz-dialog';
import { StartRefusal } from './start-refusal';
import { useCoursewareHeartbeat } from './use-courseware-heartbeat';
import { useLearningTimer } from './use-learning-timer';
import './learning.css';

/** face-api and the camera check load only for a course that captures faces (330 kB gzip). */
const FaceCaptureDialog = lazy(() =>
  import('./face-capture-dialog').then((module) => ({ default: module.FaceCaptureDialog })),
);

/** Spec §4: while learning a course with face capture, the face is looked at again this often. */
export const FACE_RECHECK_MINUTES = 5;

type TOpened = { session: TCoursewareSession; review: boolean };
type TRefusal = { coursewareId: string; code: string; body: unknown };
type TDialog = 'signFirst' | 'signCompletion' | 'faceFirst' | 'faceDuring' | null;

/** The courseware to open when none is asked for: the first to learn, else the first. */
export const firstToLearn = (course: TCourseDetail | undefined) =>
  (
    course?.coursewares.find((item) => item.progress.completedAt === null && !item.locked) ??
    course?.coursewares[0]
  )?.coursewareId ?? null;

const standingOf = (course: TCourseDetail | undefined): TCourseStanding => ({
  courseProgress: course?.run?.progress ?? course?.progress ?? 0,
  courseCompleted: course?.finished ?? false,
  finalExamOpen: course?.finalExam?.open ?? false,
});

/** Where a courseware opens: the URL's `at` once, else where learning stopped (page 1 at least). */
const startOf = (session: TCoursewareSession, at: number | null) => {
  const position = at ?? session.progress.position;
  return isPaged(session.kind) ? Math.max(1, position) : position;
};

/**
 * Spec §2 learning screen: the player of the courseware being learned, the course's catalogue,
 * the notes and the course's progress. Opening a courseware asks the server (the rules of spec
 * §4); learning is reported by heartbeats, paused by dialogs (quizzes, signatures, face captures,
 * inactivity) and by a screen switch.
 */
export function LearningScreen({
  courseId: givenCourseId,
  coursewareId: requestedId,
  at,
  focused,
  onOpen,
}: {
  /** null: the course comes from the courseware's session (the focused screen). */
  courseId: string | null;
  coursewareId: string | null;
  /** A second or page to open at (a note's link). */
  at: number | null;
  /** One courseware only (/exam/learncourseware/detail): no catalogue. */
  focused: boolean;
  onOpen: (coursewareId: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { member } = useSession();
  const [opened, setOpened] = useState<TOpened | null>(null);
  const [refusal, setRefusal] = useState<TRefusal | null>(null);
  const [attempt, setAttempt] = useState(0);
  const courseId = givenCourseId ?? opened?.session.courseId ?? null;
  const course = useLearningCourse(courseId);
  const invalidateCourse = useInvalidateCourse();
  const coursewareId = requestedId ?? firstToLearn(course.data);
  const { mutate: startCourseware, isPending: starting } = useStartCourseware();

  const [progress, setProgress] = useState<TCoursewareProgress | null>(null);
  const [standing, setStanding] = useState<TCourseStanding | null>(null);
  const [beatRefusal, setBeatRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [quiz, setQuiz] = useState<TCoursewareQuizPoint | null>(null);
  const [answeredQuizzes, setAnsweredQuizzes] = useState<ReadonlySet<string>>(new Set());
  const [playerActive, setPlayerActive] = useState(false);
  const [position, setPosition] = useState(0);
  const positionRef = useRef(0);
  const player = useRef<TPlayerHandle>(null);
  const atOnOpen = useRef(at);

  useEffect(() => {
    if (!coursewareId) return;
    setOpened(null);
    setRefusal(null);
    setProgress(null);
    setBeatRefusal(null);
    setQuiz(null);
    setAnsweredQuizzes(new Set());
    startCourseware(coursewareId, {
      onSuccess: (session) => setOpened({ session, review: false }),
      onError: (error) =>
        setRefusal({
          coursewareId,
          code: errorCodeOf(error),
          body: error instanceof ApiError ? error.body : null,
        }),
    });
  }, [coursewareId, attempt, startCourseware]);

  // A refusal that the learner settles by signing or showing their face opens the pad at once.
  useEffect(() => {
    if (refusal?.code === ErrorCode.FIRST_SIGNATURE_NOT_DONE) setDialog('signFirst');
    else if (refusal?.code === ErrorCode.FIRST_FACE_COMPARISON_NOT_DONE) setDialog('faceFirst');
  }, [refusal]);

  const session = opened?.session ?? null;
  const review = opened?.review ?? false;
  const held = dialog !== null || quiz !== null || beatRefusal !== null;
  const currentStanding = standing ?? standingOf(course.data);
  const shownProgress = progress ?? session?.progress ?? null;

  const beatAnswered = (answer: TPostCoursewareHeartbeatResponse | TPostScormCommitResponse) => {
    const completedNow = answer.progress.completedAt !== null && !shownProgress?.completedAt;
    const courseCompletedNow = answer.courseCompleted && !currentStanding.courseCompleted;
    setProgress(answer.progress);
    setStanding({
      courseProgress: answer.courseProgress,
      courseCompleted: answer.courseCompleted,
      finalExamOpen:
        'finalExamOpen' in answer ? answer.finalExamOpen : currentStanding.finalExamOpen,
    });
    if ((completedNow || courseCompletedNow) && courseId) invalidateCourse(courseId);
    if ('completionSignatureDue' in answer && answer.completionSignatureDue && dialog === null)
      setDialog('signCompletion');
  };

  const heartbeat = useCoursewareHeartbeat({
    session: review ? null : session,
    active: playerActive && !held,
    watchInactivity:
      session !== null &&
      session.kind !== 'video' &&
      session.kind !== 'audio' &&
      session.kind !== 'scorm',
    position: () => positionRef.current,
    onAnswer: beatAnswered,
    onRefused: (code) => {
      setBeatRefusal(code);
      if (courseId) invalidateCourse(courseId);
    },
  });

  const faceCapture = Boolean(course.data?.rules.faceCapture) && !review;
  useLearningTimer(faceCapture && heartbeat.running, FACE_RECHECK_MINUTES * 60, () =>
    setDialog((current) => current ?? 'faceDuring'),
  );

  const reached = (at: number) => {
    positionRef.current = at;
    setPosition(at);
    if (!session || review || quiz) return;
    const due = session.quizzes.find(
      (point) => !point.answered && !answeredQuizzes.has(point.quizId) && point.at <= at,
    );
    if (due) setQuiz(due);
  };

  const openCourseware = (id: string) => {
    atOnOpen.current = null;
    if (id === coursewareId) setAttempt((value) => value + 1);
    else onOpen(id);
  };
  const startAgain = () => setAttempt((value) => value + 1);
  const back = () => {
    const state: unknown = window.history.state;
    const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(LearningLinks.COURSE_LIST);
  };
  const reviewable =
    refusal?.code === ErrorCode.COMPLETED_COURSEWARE_NOT_RELEARNABLE
      ? ZCoursewareSession.safeParse(refusal.body)
      : null;

  let stage;
  if (refusal && refusal.coursewareId === coursewareId) {
    stage = (
      <StartRefusal
        code={refusal.code}
        course={course.data}
        coursewareId={refusal.coursewareId}
        actions={{
          signFirst: () => setDialog('signFirst'),
          signCompletion: () => setDialog('signCompletion'),
          captureFace: () => setDialog('faceFirst'),
          open: openCourseware,
          startAgain,
          review: reviewable?.success
            ? () => setOpened({ session: reviewable.data, review: true })
            : null,
          toCourses: () => void navigate(LearningLinks.COURSE_LIST),
        }}
      />
    );
  }
  if (session && (!refusal || review)) {
    stage = (
      <>
        <CoursewarePlayer
          key={`${session.coursewareId}-${attempt}-${review ? 'review' : 'learn'}`}
          ref={player}
          session={session}
          startAt={startOf(session, atOnOpen.current)}
          held={held}
          onActive={setPlayerActive}
          onPosition={reached}
          onPageTurn={heartbeat.turnPage}
          onScormCommitted={beatAnswered}
        />
        {beatRefusal && (
          <Alert
            className="lectern-learning__beat-refusal"
            type="warning"
            showIcon
            title={errorMessage(beatRefusal)}
            action={<Button onClick={startAgain}>{t('course-learning:refusal.startAgain')}</Button>}
          />
        )}
      </>
    );
  } else if (!stage) {
    stage = starting || course.isPending ? <Spin className="lectern-learning__spin" /> : null;
  }
  if (course.isError && !session) {
    stage = <Alert type="error" showIcon title={errorMessage(errorCodeOf(course.error))} />;
  }

  const name = course.data?.name;
  return (
    <div className="lectern-learning">
      <header className="lectern-learning__header">
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {t('course-learning:back')}
        </Button>
        <div className="lectern-learning__titles">
          <h1 className="lectern-learning__title">
            {session ? <TenantText>{session.name}</TenantText> : t('course-learning:title')}
          </h1>
          {name && (
            <p className="lectern-learning__course">
              <TenantText>{name}</TenantText>
            </p>
          )}
        </div>
        {focused && courseId && (
          <Button
            onClick={() => void navigate(courseLearningPath(courseId, coursewareId ?? undefined))}
          >
            {t('course-learning:wholeCourse')}
          </Button>
        )}
      </header>
      <div className="lectern-learning__body">
        <main className="lectern-learning__main">
          <section
            className="lectern-learning-player"
            aria-label={t('course-learning:player.label')}
          >
            {stage}
          </section>
          {session && shownProgress && (
            <div className="lectern-learning__status">
              {review ? (
                <Tag color="blue">{t('course-learning:review')}</Tag>
              ) : (
                <CoursewareProgressLine progress={shownProgress} />
              )}
              {session.playsLeft !== null && (
                <span>{t('course-learning:playsLeft', { count: session.playsLeft })}</span>
              )}
            </div>
          )}
        </main>
        <aside className="lectern-learning__side">
          {course.data && <CourseProgress course={course.data} standing={currentStanding} />}
          {!focused && course.data && (
            <CoursewareCatalogue
              coursewares={course.data.coursewares}
              currentId={coursewareId}
              onOpen={openCourseware}
            />
          )}
          {session && (
            <NotesPanel
              coursewareId={session.coursewareId}
              kind={session.kind}
              position={position}
              onOpen={(noteAt) => player.current?.seek(noteAt)}
            />
          )}
        </aside>
      </div>

      {heartbeat.idle && !held && <InactivityDialog onContinue={heartbeat.resume} />}
      {quiz && session && (
        <QuizDialog
          key={quiz.quizId}
          coursewareId={session.coursewareId}
          point={quiz}
          onDone={() => {
            setAnsweredQuizzes((previous) => new Set(previous).add(quiz.quizId));
            setQuiz(null);
          }}
        />
      )}
      {courseId && (dialog === 'signFirst' || dialog === 'signCompletion') && (
        <CourseSignatureDialog
          courseId={courseId}
          moment={dialog === 'signFirst' ? 'first' : 'completion'}
          onSigned={(run) => {
            setDialog(null);
            invalidateCourse(courseId);
            if (dialog === 'signFirst') startAgain();
            else setStanding({ ...currentStanding, courseCompleted: run.completedAt !== null });
          }}
          onExit={() => setDialog(null)}
        />
      )}
      {courseId && (dialog === 'faceFirst' || dialog === 'faceDuring') && (
        <Suspense fallback={null}>
          <FaceCaptureDialog
            courseId={courseId}
            moment={dialog === 'faceFirst' ? 'first' : 'during'}
            photoUrl={member?.avatar ?? null}
            onPassed={() => {
              const first = dialog === 'faceFirst';
              setDialog(null);
              if (first) startAgain();
            }}
            onForbidden={() => {
              setDialog(null);
              setBeatRefusal(ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN);
              invalidateCourse(courseId);
            }}
            onExit={dialog === 'faceFirst' ? () => setDialog(null) : null}
          />
        </Suspense>
      )}
    </div>
  );
}
