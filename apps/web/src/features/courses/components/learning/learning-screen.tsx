import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type {
  TCourseDetail,
  TCoursewareKind,
  TCoursewareProgress,
} from '@lectern/contracts/courses/courses';
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
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { ApiError, errorCodeOf, errorMessage } from '@/lib/api-client';
import { useLatest } from '@/lib/use-latest';
import { useCourseDetail } from '../../api/get-course-detail';
import { useInvalidateCourse, useStartCourse } from '../../api/course-mutations';
import { useStartCourseware } from '../../api/learning-session';
import { courseLearningPath, coursePath, CoursePaths } from '../../courses.feature';
import { CoursewarePlayer } from '../../players/courseware-player';
import type { TPlayerHandle } from '../../players/player-types';
import { CourseSignatureDialog } from './course-signature-dialog';
import { LearningCatalogue } from './learning-catalogue';
import { InactivityDialog } from './inactivity-dialog';
import { CourseProgress, CoursewareProgressLine, type TCourseStanding } from './learning-progress';
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

/**
 * Kinds not watched for inactivity: media plays by itself, and a SCORM package's input happens in
 * its own frames, which the screen cannot see.
 */
const PLAYING_KINDS: readonly TCoursewareKind[] = ['video', 'audio', 'scorm'];

/** Spec §4: while learning a course with face capture, the face is looked at again this often. */
export const FACE_RECHECK_MINUTES = 5;

/** Spec §4 resets by an administrator: the courseware's progress, or the whole run. */
const RESET_CODES: readonly string[] = [
  ErrorCode.COURSEWARE_PROGRESS_RESET,
  ErrorCode.COURSE_MUST_BE_RELEARNED,
];

type TOpened = { session: TCoursewareSession; review: boolean };
type TRefusal = { code: string; body: unknown };
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

/** The screen's frame: the way back, the courseware's and the course's names. */
function LearningFrame({
  title,
  courseId,
  courseName,
  wholeCourse,
  children,
}: {
  title: ReactNode;
  /** Where 'back' goes when the screen was opened directly: the course, else the courses. */
  courseId: string | null;
  courseName: string | undefined;
  /** The focused screen's way to the whole course. */
  wholeCourse: (() => void) | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const state: unknown = window.history.state;
    const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(courseId ? coursePath(courseId) : CoursePaths.COURSES);
  };
  return (
    <div className="lectern-learning">
      <header className="lectern-learning__header">
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {t('course-learning:back')}
        </Button>
        <div className="lectern-learning__titles">
          <h1 className="lectern-learning__title">{title}</h1>
          {courseName && (
            <p className="lectern-learning__course">
              <TenantText>{courseName}</TenantText>
            </p>
          )}
        </div>
        {wholeCourse && <Button onClick={wholeCourse}>{t('course-learning:wholeCourse')}</Button>}
      </header>
      {children}
    </div>
  );
}

type TCoursewareLearningProps = {
  coursewareId: string;
  course: TCourseDetail | undefined;
  courseId: string | null;
  at: number | null;
  focused: boolean;
  onOpen: (coursewareId: string) => void;
  onStartAgain: () => void;
  /** The course the session belongs to (the focused screen learns it from there). */
  onCourse: (courseId: string) => void;
};

/**
 * One courseware opened in the learner's run: asked of the server on mount (the rules of spec
 * §4), then played, reported by heartbeats, paused by dialogs (quizzes, signatures, face
 * captures, inactivity) and by a screen switch. A new courseware, or the same one opened again,
 * is a new mount.
 */
function CoursewareLearning({
  coursewareId,
  course,
  courseId,
  at,
  focused,
  onOpen,
  onStartAgain,
  onCourse,
}: TCoursewareLearningProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidateCourse = useInvalidateCourse();
  const { mutate: startRun } = useStartCourse();
  const { mutate: startCourseware, isPending: starting } = useStartCourseware();
  const [opened, setOpened] = useState<TOpened | null>(null);
  const [refusal, setRefusal] = useState<TRefusal | null>(null);
  const [progress, setProgress] = useState<TCoursewareProgress | null>(null);
  const [standing, setStanding] = useState<TCourseStanding | null>(null);
  const [beatRefusal, setBeatRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [signatureDue, setSignatureDue] = useState(false);
  const [quiz, setQuiz] = useState<TCoursewareQuizPoint | null>(null);
  const [answeredQuizzes, setAnsweredQuizzes] = useState<ReadonlySet<string>>(new Set());
  const [playerActive, setPlayerActive] = useState(false);
  const [position, setPosition] = useState(0);
  const positionRef = useRef(0);
  const player = useRef<TPlayerHandle>(null);
  const courseNow = useLatest(onCourse);

  useEffect(() => {
    startCourseware(coursewareId, {
      onSuccess: (session) => {
        setOpened({ session, review: false });
        courseNow.current(session.courseId);
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        setRefusal({ code, body: error instanceof ApiError ? error.body : null });
        // A refusal the learner settles by signing or showing their face opens it at once.
        if (code === ErrorCode.FIRST_SIGNATURE_NOT_DONE) setDialog('signFirst');
        else if (code === ErrorCode.COMPLETION_SIGNATURE_NOT_DONE) setDialog('signCompletion');
        else if (code === ErrorCode.FIRST_FACE_COMPARISON_NOT_DONE) setDialog('faceFirst');
      },
    });
  }, [coursewareId, startCourseware, courseNow]);

  const session = opened?.session ?? null;
  const review = opened?.review ?? false;
  const held = dialog !== null || quiz !== null || beatRefusal !== null;
  const currentStanding = standing ?? standingOf(course);
  // Once the course is completed its beats are refused (300522): the completion says enough.
  const completedCourse = currentStanding.courseCompleted;
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
    // The catalogue's locks and progress, the final exam and the lists change with these.
    const examOpenedNow =
      'finalExamOpen' in answer && answer.finalExamOpen && !currentStanding.finalExamOpen;
    if ((completedNow || courseCompletedNow || examOpenedNow) && courseId)
      void invalidateCourse(courseId);
    if ('completionSignatureDue' in answer) {
      setSignatureDue(answer.completionSignatureDue);
      // Asked once; put off, the course's progress keeps offering it.
      if (answer.completionSignatureDue && !signatureDue && dialog === null)
        setDialog('signCompletion');
    }
  };

  const heartbeat = useCoursewareHeartbeat({
    session: review ? null : session,
    active: playerActive && !held,
    watchInactivity: session !== null && !PLAYING_KINDS.includes(session.kind),
    position: () => positionRef.current,
    onAnswer: beatAnswered,
    onRefused: (code) => {
      setBeatRefusal(code);
      if (courseId) void invalidateCourse(courseId);
    },
  });

  const faceCapture = Boolean(course?.rules.faceCapture) && !review;
  useLearningTimer(faceCapture && heartbeat.running, FACE_RECHECK_MINUTES * 60, () =>
    setDialog((current) => current ?? 'faceDuring'),
  );

  const reached = (second: number) => {
    positionRef.current = second;
    setPosition(second);
    if (!session || review || quiz) return;
    const due = session.quizzes.find(
      (point) => !point.answered && !answeredQuizzes.has(point.quizId) && point.at <= second,
    );
    if (due) setQuiz(due);
  };

  const openCourseware = (id: string) => (id === coursewareId ? onStartAgain() : onOpen(id));
  // An administrator's reset ended the run: the next one starts from nothing (POST /course/start).
  const startNextRun = () =>
    courseId ? startRun(courseId, { onSuccess: onStartAgain }) : onStartAgain();
  const reviewable =
    refusal?.code === ErrorCode.COMPLETED_COURSEWARE_NOT_RELEARNABLE
      ? ZCoursewareSession.safeParse(refusal.body)
      : null;

  let stage: ReactNode = starting ? <Spin className="lectern-learning__spin" /> : null;
  if (refusal && !review) {
    stage = (
      <StartRefusal
        code={refusal.code}
        course={course}
        coursewareId={coursewareId}
        actions={{
          signFirst: () => setDialog('signFirst'),
          signCompletion: () => setDialog('signCompletion'),
          captureFace: () => setDialog('faceFirst'),
          open: openCourseware,
          startAgain: startNextRun,
          review: reviewable?.success
            ? () => setOpened({ session: reviewable.data, review: true })
            : null,
          toCourses: () => void navigate(CoursePaths.COURSES),
        }}
      />
    );
  } else if (session) {
    stage = (
      <>
        <CoursewarePlayer
          key={review ? 'review' : 'learn'}
          ref={player}
          session={session}
          startAt={startOf(session, at)}
          held={held}
          onActive={setPlayerActive}
          onPosition={reached}
          onPageTurn={heartbeat.turnPage}
          onScormCommitted={beatAnswered}
        />
        {beatRefusal && !(completedCourse && beatRefusal === ErrorCode.COURSE_COMPLETED) && (
          <Alert
            className="lectern-learning__beat-refusal"
            type="warning"
            showIcon
            title={errorMessage(beatRefusal)}
            action={
              RESET_CODES.includes(beatRefusal) && (
                <Button onClick={startNextRun}>{t('course-learning:refusal.startAgain')}</Button>
              )
            }
          />
        )}
      </>
    );
  }

  return (
    <LearningFrame
      title={session ? <TenantText>{session.name}</TenantText> : t('course-learning:title')}
      courseId={courseId}
      courseName={course?.name}
      wholeCourse={
        focused && courseId ? () => void navigate(courseLearningPath(courseId, coursewareId)) : null
      }
    >
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
          {course && (
            <CourseProgress
              course={course}
              standing={currentStanding}
              onSignCompletion={
                signatureDue && !currentStanding.courseCompleted
                  ? () => setDialog('signCompletion')
                  : null
              }
            />
          )}
          {!focused && course && (
            <LearningCatalogue
              coursewares={course.coursewares}
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
            void invalidateCourse(courseId);
            // Signed from a refusal: open the courseware again, which now says what is next.
            if (dialog === 'signFirst' || refusal) onStartAgain();
            else {
              setSignatureDue(false);
              setStanding({ ...currentStanding, courseCompleted: run.completedAt !== null });
            }
          }}
          onExit={() => setDialog(null)}
        />
      )}
      {courseId && (dialog === 'faceFirst' || dialog === 'faceDuring') && (
        <Suspense fallback={null}>
          <FaceCaptureDialog
            courseId={courseId}
            moment={dialog === 'faceFirst' ? 'first' : 'during'}
            photoUrl={course?.idPhotoUrl ?? null}
            onPassed={() => {
              setDialog(null);
              if (dialog === 'faceFirst') onStartAgain();
            }}
            onForbidden={() => {
              setDialog(null);
              setBeatRefusal(ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN);
              void invalidateCourse(courseId);
            }}
            onExit={dialog === 'faceFirst' ? () => setDialog(null) : null}
          />
        </Suspense>
      )}
    </LearningFrame>
  );
}

/**
 * Spec §2 learning screen: the player of the courseware being learned, the course's catalogue,
 * the notes and the course's progress.
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
  const [sessionCourseId, setSessionCourseId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const courseId = givenCourseId ?? sessionCourseId;
  const course = useCourseDetail(courseId ?? '');
  const coursewareId = requestedId ?? firstToLearn(course.data);
  const openNow = useLatest(onOpen);

  // The courseware chosen for the learner stays the one learned (in the URL): completing it
  // changes which is first to learn, and must not switch the screen under them.
  useEffect(() => {
    if (!requestedId && coursewareId) openNow.current(coursewareId);
  }, [requestedId, coursewareId, openNow]);

  if (!coursewareId) {
    return (
      <LearningFrame
        title={t('course-learning:title')}
        courseId={courseId}
        courseName={course.data?.name}
        wholeCourse={null}
      >
        {course.isError ? (
          <Alert type="error" showIcon title={errorMessage(errorCodeOf(course.error))} />
        ) : (
          <Spin className="lectern-learning__spin" />
        )}
      </LearningFrame>
    );
  }
  return (
    <CoursewareLearning
      key={`${coursewareId}|${attempt}`}
      coursewareId={coursewareId}
      course={course.data}
      courseId={courseId}
      at={at}
      focused={focused}
      onOpen={onOpen}
      onStartAgain={() => setAttempt((value) => value + 1)}
      onCourse={setSessionCourseId}
    />
  );
}
