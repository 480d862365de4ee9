import CalculatorOutlined from '@ant-design/icons/es/icons/CalculatorOutlined';
import ControlOutlined from '@ant-design/icons/es/icons/ControlOutlined';
import FlagOutlined from '@ant-design/icons/es/icons/FlagOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import PauseCircleOutlined from '@ant-design/icons/es/icons/PauseCircleOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamNotificationType, type TExamNotification } from '@lectern/contracts/common/realtime';
import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TSheetPause } from '@lectern/contracts/exams/post-pause-answer-sheet';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { RealtimeStatusTag } from '@/components/realtime/realtime-status';
import { ApiError, errorCodeOf, errorMessage } from '@/lib/api-client';
import { feedback, preloadFeedback } from '@/lib/feedback';
import { keepPicturesOffline } from '@/lib/offline-pictures';
import { serverNow, setServerTime } from '@/lib/server-clock';
import { forgetSheetCopy } from '../api/answer-sheet-copy';
import { useAnswerSheet } from '../api/get-answer-sheet';
import { usePauseAnswerSheet } from '../api/post-pause-answer-sheet';
import { useResumeAnswerSheet } from '../api/post-resume-answer-sheet';
import { useSubmitAnswerSheet } from '../api/post-submit-answer-sheet';
import { AnswerSheetPanel } from '../components/answering/answer-sheet-panel';
import { CalculatorPanel } from '../components/answering/calculator-panel';
import { ExamTimer } from '../components/answering/exam-timer';
import { PassModeStatus, PassModeVerdict } from '../components/answering/pass-mode-status';
import { LeaveCountdownDialog } from '../components/answering/leave-countdown-dialog';
import { PauseOverlay } from '../components/answering/pause-overlay';
import { QuestionTimer } from '../components/answering/question-timer';
import { QueuedSubmission } from '../components/answering/queued-submission';
import { SaveStatus } from '../components/answering/save-status';
import { SignatureItem } from '../components/answering/signature-item';
import { SheetSignatureDialog } from '../components/answering/sheet-signature-dialog';
import { SubmitSummary } from '../components/answering/submit-summary';
import { preloadAnswerInputs } from '@/components/questions/answer-input';
import { MediaPlaysContext } from '@/components/questions/media-plays';
import { QuestionCard, QuestionReviewCard } from '@/components/questions/question-card';
import {
  isConnectionFailure,
  SAVE_RETRY_DELAY_MS,
  SHEET_CLOSED_CODES,
} from '../hooks/answer-saver';
import type { TAnswerJournal } from '../hooks/answer-journal';
import { useCountdown } from '../hooks/use-countdown';
import { useExamChannel, useExamNotifications } from '../hooks/use-exam-channel';
import { useLatest } from '@/lib/use-latest';
import {
  EXAM_FONT_SIZES,
  useExamFontSize,
  useExamMode,
  type TExamFontSize,
} from '../hooks/use-exam-preferences';
import { useFocusKeeper } from '../hooks/use-focus-keeper';
import { usePageLeave } from '../hooks/use-page-leave';
import { useProctoringMonitor } from '../hooks/proctoring/use-proctoring-monitor';
import { usePhoneRecording, useScreenRecording } from '../hooks/proctoring/use-screen-recording';
import { MonitoringView } from '../components/proctoring/monitoring-view';
import { usePhoneCamera } from '../hooks/proctoring/phone-camera';
import { useSheetAnswers } from '../hooks/use-sheet-answers';
import { useSheetRules } from '../hooks/use-sheet-rules';
import { useQuestionTime } from '../hooks/use-question-time';
import '../components/answering/answering.css';
// Loaded with the page, not when first used, so the browser fetches them alongside it
// (docs/decisions/0034): the screen waits for them anyway (preloadAnsweringChunks).
// (The dialogs' chunk, which has no side effects to import, is started by the route.)
import '@/components/questions/classification-question';
import '@/components/questions/recording-question';
import '@/components/questions/sorting-question';
import { TenantText } from '@/components/ui/tenant-text';
import { ExamPaths } from '../exams.feature';

/**
 * Everything the answering screen may load later (toasts and dialogs, the lazy question types):
 * the route waits for it, so no button needs the network once question 1 shows (decision 0028).
 * Only mathjs, large, loads when a calculator opens; the service worker keeps it (0033).
 */
export const preloadAnsweringChunks = async () => {
  await Promise.all([preloadFeedback(), preloadAnswerInputs()]);
};

const fontSizes = Object.keys(EXAM_FONT_SIZES) as TExamFontSize[];

/** queued: submitted while the server could not be reached; sent when the connection is back. */
type TPhase = 'answering' | 'submitting' | 'queued' | 'timeUp';

/** Failures of POST /exam/submit after which the submission waits for the connection. */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && isConnectionFailure(error.code);

/** Room left between the sticky exam header and a question heading scrolled into view. */
const HEADING_SCROLL_MARGIN_PX = 8;

function ExamAnswering({
  sheet,
  journal,
  receivedAt,
}: {
  sheet: TGetAnswerSheetResponse;
  journal: TAnswerJournal;
  receivedAt: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitSheet = useSubmitAnswerSheet();
  const pauseSheet = usePauseAnswerSheet();
  const resumeSheet = useResumeAnswerSheet();
  /** Spec §4 pause: the deadline moves with each pause, which stops the time while it lasts. */
  const [timing, setTiming] = useState(() => ({
    deadline: sheet.deadline,
    pausedUntil: sheet.suspension?.pausedUntil ?? null,
    pausesLeft: sheet.suspension?.pausesLeft ?? null,
  }));
  const [currentIndex, setCurrentIndex] = useState(0);
  /** Counts the moves to a question, the current one chosen again on the panel included. */
  const [visits, setVisits] = useState(0);
  const [fontSize, setFontSize] = useExamFontSize();
  const [mode, setMode] = useExamMode();
  const advanced = mode === 'advanced';
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const switchMode = () => {
    setMode(advanced ? 'basic' : 'advanced');
    setCalculatorOpen(false);
  };
  /** Spec §2 manual signature: the sheet's, as last saved, and whether the pad is open. */
  const [signature, setSignature] = useState(sheet.signature);
  const [signing, setSigning] = useState(false);
  const [phase, setPhase] = useState<TPhase>(() => (journal.submitQueued ? 'queued' : 'answering'));
  const retryTimer = useRef<number | undefined>(undefined);
  const sendingQueued = useRef(false);
  const examRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { answerSheetId, questions } = sheet;

  // Every picture of the sheet is there offline, those of questions not yet shown too (0033).
  useEffect(() => {
    void keepPicturesOffline(questions.flatMap(({ docPics }) => docPics));
  }, [questions]);

  // The question's heading takes the focus when the screen opens and whenever the question
  // changes, so the screen reader reads it and its first control is one Tab away (spec §2).
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const headerBottom =
      examRef.current?.querySelector('.lectern-exam__header')?.getBoundingClientRect().bottom ?? 0;
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < headerBottom || bottom > window.innerHeight) {
      window.scrollBy({ top: top - headerBottom - HEADING_SCROLL_MARGIN_PX });
    }
  }, [visits]);
  const goTo = (index: number) => {
    setCurrentIndex(index);
    setVisits((count) => count + 1);
  };
  const keepFocus = useFocusKeeper(examRef, headingRef);

  // The countdown runs on the server's clock, as it was when the sheet was read.
  useLayoutEffect(
    () => setServerTime(sheet.serverTime, receivedAt),
    [sheet.serverTime, receivedAt],
  );
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const goToFinish = useCallback(
    () =>
      navigate(`${ExamPaths.EXAM_FINISH}?answerSheetId=${encodeURIComponent(answerSheetId)}`, {
        replace: true,
      }),
    [navigate, answerSheetId],
  );
  const onClosed = useCallback(
    (code: string) => {
      feedback.warning(errorMessage(code), 'exam-closed');
      void goToFinish();
    },
    [goToFinish],
  );
  const onRefused = useCallback(
    (code: string, body: unknown) => feedback.warning(errorMessage(code, body), 'exam-save'),
    [],
  );
  const rules = useSheetRules(sheet);
  const answers = useSheetAnswers(sheet, journal, {
    onClosed,
    onRefused,
    onAcknowledged: rules.onAcknowledged,
  });
  const pageLeave = usePageLeave(sheet, {
    watching: phase === 'answering' && timing.pausedUntil === null,
    onClosed,
  });
  // Issue 21: past a proctoring limit the server submits the sheet; the learner is told why.
  const proctoringSubmitted = useCallback(() => {
    feedback.warning(t('exams:proctoring.monitor.submitted'), 'exam-closed');
    void goToFinish();
  }, [t, goToFinish]);
  const monitor = useProctoringMonitor(answerSheetId, sheet.proctoring ?? null, {
    watching: phase === 'answering' && timing.pausedUntil === null,
    onSubmitted: proctoringSubmitted,
    onClosed,
  });
  const screenRecording = useScreenRecording(answerSheetId, monitor.rule?.screenRecording ?? false);
  // Issue 21: the exam pages' realtime channel, and the phone camera it links.
  const channel = useExamChannel();
  const phone = usePhoneCamera(channel, monitor.rule?.phoneCamera ?? false);
  usePhoneRecording(answerSheetId, phone.stream);
  const { saver } = answers;
  /** Pass mode: answers being given, saved (and judged) when the learner confirms them. */
  const [drafts, setDrafts] = useState<Record<string, TAnswer | null>>({});
  const isAnsweredAt = (index: number) =>
    !isEmptyAnswer(answers.entryOf(questions[index]?.questionId ?? '').answer);
  /** Spec §5: a question of a section not open yet stays closed (300357). */
  const moveTo = (index: number) => {
    if (rules.canOpen(index, isAnsweredAt)) goTo(index);
    else rules.refuseSection();
  };

  const answeredCount = questions.filter(
    (question) => !isEmptyAnswer(answers.entryOf(question.questionId).answer),
  ).length;

  const finished = async () => {
    await Promise.all([saver.finish(), forgetSheetCopy(answerSheetId).catch(() => undefined)]);
    void goToFinish();
  };

  /** Offline: the submission is kept in the journal and sent when the connection is back. */
  const queueSubmission = async () => {
    setPhase('queued');
    await saver.queueSubmission();
  };

  const submit = async (auto: boolean): Promise<void> => {
    setPhase(auto ? 'timeUp' : 'submitting');
    const saved = await saver.flush();
    if (saver.isClosed()) return;
    if (!saved && !auto) {
      if (saver.isUnreachable()) return queueSubmission();
      feedback.warning(t('exam-answering:submit.notSaved'), 'exam-submit');
      setPhase('answering');
      return;
    }
    try {
      await submitSheet.mutateAsync({ answerSheetId, silent: auto || !navigator.onLine });
      await finished();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (SHEET_CLOSED_CODES.includes(code)) {
        await finished();
      } else if (!auto && isUnreachable(error)) {
        await queueSubmission();
      } else if (auto) {
        // Time is up: keep trying; the server submits the sheet itself after its grace period.
        retryTimer.current = window.setTimeout(() => void submit(true), SAVE_RETRY_DELAY_MS);
      } else {
        setPhase('answering');
      }
    }
  };

  // A queued submission goes as soon as the connection is back, and is tried again every few
  // seconds (an 'online' event does not always come); submitting twice answers the same.
  const sendQueued = async () => {
    if (sendingQueued.current) return;
    sendingQueued.current = true;
    // Refused for a reason other than the connection: back to the sheet, as when online.
    const refused = async () => {
      await saver.cancelQueuedSubmission();
      setPhase('answering');
    };
    try {
      if (!(await saver.flush())) {
        if (!saver.isClosed() && !saver.isUnreachable()) await refused();
        return;
      }
      await submitSheet.mutateAsync({ answerSheetId, silent: true });
      await finished();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (SHEET_CLOSED_CODES.includes(code)) await finished();
      else if (!isUnreachable(error)) {
        feedback.warning(errorMessage(code, error instanceof ApiError ? error.body : null));
        await refused();
      }
    } finally {
      sendingQueued.current = false;
    }
  };
  const sendQueuedRef = useLatest(sendQueued);
  useEffect(() => {
    if (phase !== 'queued') return;
    const attempt = () => void sendQueuedRef.current();
    attempt();
    const timer = window.setInterval(attempt, SAVE_RETRY_DELAY_MS);
    window.addEventListener('online', attempt);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', attempt);
    };
  }, [phase, sendQueuedRef]);

  // Issue 21: what the server tells this examinee on the realtime channel.
  const onNotification = useCallback(
    (notification: TExamNotification) => {
      if ('answerSheetId' in notification && notification.answerSheetId !== null) {
        if (notification.answerSheetId !== answerSheetId) return;
      }
      switch (notification.type) {
        case ExamNotificationType.TIME_EXTENDED:
          setTiming((current) => ({ ...current, deadline: notification.endTime }));
          feedback.success(t('exam-answering:notifications.timeExtended'));
          return;
        case ExamNotificationType.SUBMITTED_BY_ADMIN:
          feedback.warning(t('exam-answering:notifications.submittedByAdmin'), 'exam-closed');
          void goToFinish();
          return;
        case ExamNotificationType.SUBMITTED_BY_PROCTORING:
          proctoringSubmitted();
          return;
        case ExamNotificationType.MESSAGE:
          void feedback.alert({
            title: t('exam-answering:notifications.proctorMessage'),
            content: notification.text,
          });
          return;
      }
    },
    [answerSheetId, goToFinish, proctoringSubmitted, t],
  );
  // Its state is the IM socket's to show: both go to the same server, and both alerts once.
  useExamNotifications(onNotification);

  const remainingMs = useCountdown(timing.deadline, () => {
    feedback.warning(errorMessage(ErrorCode.EXAM_TIME_UP), 'exam-time-up');
    void submit(true);
  });

  const requestSubmit = () => {
    if (sheet.earliestSubmitTime !== null && serverNow() < sheet.earliestSubmitTime) {
      feedback.warning(
        errorMessage(ErrorCode.EARLIEST_SUBMIT_TIME, { time: sheet.earliestSubmitTime }),
        'exam-submit',
      );
      return;
    }
    if (sheet.requireAllAnswered && answeredCount < questions.length) {
      feedback.warning(errorMessage(ErrorCode.MUST_ANSWER_ALL_BEFORE_SUBMIT), 'exam-submit');
      return;
    }
    if (signature && signature.imageUrl === null) {
      feedback.warning(errorMessage(ErrorCode.SIGNATURE_EMPTY), 'exam-submit');
      setSigning(true);
      return;
    }
    void feedback.confirm({
      title: t('exam-answering:submit.title'),
      content: <SubmitSummary total={questions.length} answered={answeredCount} />,
      okText: t('exam-answering:submit.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () => submit(false),
    });
  };

  const applyPause = (pause: TSheetPause) => {
    setServerTime(pause.serverTime, Date.now());
    setTiming({
      deadline: pause.deadline,
      pausedUntil: pause.pausedUntil,
      pausesLeft: pause.pausesLeft,
    });
    // Back from the pause screen, the question takes the focus again.
    if (pause.pausedUntil === null) window.setTimeout(keepFocus);
  };
  const pauseRefused = (error: unknown) => {
    const code = errorCodeOf(error);
    if (SHEET_CLOSED_CODES.includes(code)) onClosed(code);
    else feedback.warning(errorMessage(code, error instanceof ApiError ? error.body : null));
  };

  const question = questions[currentIndex];
  const questionTime = useQuestionTime(sheet, question?.questionId, {
    onClosed,
    // At the end of the question's window its answer goes at once, and the next question shows.
    onTimeUp: () => {
      saver.flushNow();
      if (currentIndex < questions.length - 1) moveTo(currentIndex + 1);
    },
  });
  const requestPause = () => {
    if (!question) return;
    if (question.pauseForbidden) {
      feedback.warning(t('exam-answering:pause.forbidden'), 'exam-pause');
    } else if (timing.pausesLeft === 0) {
      feedback.warning(t('exam-answering:pause.noneLeft'), 'exam-pause');
    } else {
      pauseSheet.mutate(
        { answerSheetId, questionId: question.questionId },
        { onSuccess: applyPause, onError: pauseRefused },
      );
    }
  };
  const resume = () =>
    resumeSheet.mutate(answerSheetId, { onSuccess: applyPause, onError: pauseRefused });
  /** The pause's time is over: the server runs the time again by itself, and so does the screen. */
  const pauseEnded = () => {
    setTiming((current) => ({ ...current, pausedUntil: null }));
    window.setTimeout(keepFocus);
  };

  if (phase === 'queued') return <QueuedSubmission paperName={sheet.paperName} />;
  if (phase === 'timeUp') {
    return (
      <FullScreenOverlay
        text={errorMessage(ErrorCode.EXAM_TIME_UP)}
        actionText={t('exam-answering:timeUp.viewResult')}
        onAction={() => void goToFinish()}
      />
    );
  }
  if (!question) return <FullScreenOverlay text={errorMessage(ErrorCode.PAPER_HAS_NO_QUESTIONS)} />;

  const entry = answers.entryOf(question.questionId);
  const number = currentIndex + 1;
  const section = rules.sections?.[rules.sectionAt(currentIndex)];
  /** Pass mode: whether the question's answer was judged right, wrong, or not yet. */
  const verdict = rules.verdictOf(question.questionId);
  /** Read-only: judged in pass mode, or its time is up. */
  const closed = verdict !== undefined || questionTime.isClosed(question.questionId);
  const draft = drafts[question.questionId];
  const shownAnswer = draft === undefined ? entry.answer : draft;
  const changeAnswer = (answer: TAnswer | null) => {
    if (rules.passMode) setDrafts((current) => ({ ...current, [question.questionId]: answer }));
    else answers.setAnswer(question.questionId, answer);
  };
  const confirmAnswer = () => {
    if (draft === undefined) return;
    answers.setAnswer(question.questionId, draft);
    setDrafts(({ [question.questionId]: _, ...rest }) => rest);
    saver.flushNow();
  };
  const markedTag = entry.marked && (
    <span className="lectern-question__marked">
      <FlagOutlined aria-hidden /> {t('exam-answering:panel.marked')}
    </span>
  );
  const requestReset = () =>
    void feedback.confirm({
      title: t('exam-answering:reset.title', { number }),
      content: t('exam-answering:reset.message'),
      okText: t('exam-answering:reset.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () => {
        setDrafts(({ [question.questionId]: _, ...rest }) => rest);
        if (!isEmptyAnswer(entry.answer)) answers.setAnswer(question.questionId, null);
      },
      // The dialog hands the focus back to 重置, which the reset answer has disabled.
      afterClose: () => window.setTimeout(keepFocus),
    });

  return (
    <>
      <div className="lectern-exam" ref={examRef} inert={timing.pausedUntil !== null}>
        <header className="lectern-exam__header">
          <h1 className="lectern-exam__paper">
            <TenantText>{sheet.paperName}</TenantText>
          </h1>
          <ExamTimer remainingMs={remainingMs} />
          {rules.passMode && <PassModeStatus {...rules.passMode} />}
          <SaveStatus status={answers.saveStatus} />
          <RealtimeStatusTag
            status={channel.status}
            onRetry={channel.retry}
            always={sheet.proctoring != null}
          />
          <div className="lectern-exam__tools">
            <Button
              className="lectern-exam__mode"
              icon={<ControlOutlined aria-hidden />}
              // Pressed, the switch takes the primary colour: the learner sees which mode is on.
              color={advanced ? 'primary' : 'default'}
              variant="outlined"
              aria-pressed={advanced}
              title={t('exam-answering:mode.hint')}
              onClick={switchMode}
            >
              <span className="lectern-exam__tool-label">{t('exam-answering:mode.advanced')}</span>
            </Button>
            {advanced && (
              <>
                <Segmented<TExamFontSize>
                  className="lectern-exam__font-size"
                  aria-label={t('exam-answering:fontSize.label')}
                  value={fontSize}
                  onChange={setFontSize}
                  options={fontSizes.map((size) => ({
                    value: size,
                    label: t(`exam-answering:fontSize.${size}`),
                  }))}
                />
                <Button
                  className="lectern-exam__calculator"
                  icon={<CalculatorOutlined aria-hidden />}
                  aria-pressed={calculatorOpen}
                  onClick={() => setCalculatorOpen((open) => !open)}
                >
                  <span className="lectern-exam__tool-label">
                    {t('exam-answering:calculator.open')}
                  </span>
                </Button>
              </>
            )}
            {sheet.suspension && (
              <Button
                className="lectern-exam__pause"
                icon={<PauseCircleOutlined aria-hidden />}
                loading={pauseSheet.isPending}
                onClick={requestPause}
              >
                <span className="lectern-exam__tool-label">{t('exam-answering:pause.action')}</span>
              </Button>
            )}
            <Button
              className="lectern-exam__submit"
              type="primary"
              loading={phase === 'submitting'}
              onClick={requestSubmit}
            >
              {t('exam-answering:submit.action')}
            </Button>
          </div>
        </header>
        <div className="lectern-exam__body">
          <main
            className="lectern-exam__question"
            style={{ fontSize: EXAM_FONT_SIZES[fontSize] }}
            aria-label={t('exam-answering:question.area')}
          >
            {section && (
              <p className="lectern-exam__section">
                {t('exam-answering:section.current', {
                  number: rules.sectionAt(currentIndex) + 1,
                })}
                <TenantText>{section.name}</TenantText>
              </p>
            )}
            <MediaPlaysContext.Provider value={answers.mediaPlays}>
              {!closed ? (
                <QuestionCard
                  key={question.questionId}
                  question={question}
                  number={String(number)}
                  headingRef={headingRef}
                  answer={shownAnswer}
                  onChange={changeAnswer}
                  headerExtra={
                    <>
                      {markedTag}
                      {questionTime.timed && <QuestionTimer remainingMs={questionTime.leftMs} />}
                    </>
                  }
                />
              ) : (
                <QuestionReviewCard
                  key={question.questionId}
                  question={question}
                  number={String(number)}
                  headingRef={headingRef}
                  answer={entry.answer}
                  answerKey={null}
                  headerExtra={
                    <>
                      {markedTag}
                      {verdict === undefined ? (
                        <QuestionTimer remainingMs={0} />
                      ) : (
                        <PassModeVerdict correct={verdict} />
                      )}
                    </>
                  }
                />
              )}
            </MediaPlaysContext.Provider>
            {rules.passMode && !closed && (
              <div className="lectern-exam__confirm-answer">
                <Button
                  type="primary"
                  disabled={draft === undefined || isEmptyAnswer(draft)}
                  onClick={confirmAnswer}
                >
                  {t('exam-answering:passMode.confirm')}
                </Button>
                {rules.passMode.chancesLeft <= 0 && (
                  <span className="lectern-exam__last-chance">
                    {t('exam-answering:passMode.noChanceLeft')}
                  </span>
                )}
              </div>
            )}
            <footer className="lectern-exam__actions">
              <Button
                icon={<LeftOutlined aria-hidden />}
                disabled={currentIndex === 0}
                onClick={() => moveTo(currentIndex - 1)}
              >
                {t('exam-answering:navigation.previous')}
              </Button>
              {advanced && (
                <>
                  <Button
                    icon={<FlagOutlined aria-hidden />}
                    aria-pressed={entry.marked}
                    disabled={closed}
                    onClick={() => answers.setMarked(question.questionId, !entry.marked)}
                  >
                    {entry.marked ? t('exam-answering:mark.unmark') : t('exam-answering:mark.mark')}
                  </Button>
                  <Button
                    icon={<UndoOutlined aria-hidden />}
                    disabled={isEmptyAnswer(shownAnswer) || closed}
                    onClick={requestReset}
                  >
                    {t('exam-answering:reset.action')}
                  </Button>
                </>
              )}
              <Button
                icon={<RightOutlined aria-hidden />}
                iconPlacement="end"
                disabled={currentIndex === questions.length - 1}
                onClick={() => moveTo(currentIndex + 1)}
              >
                {t('exam-answering:navigation.next')}
              </Button>
            </footer>
          </main>
          <AnswerSheetPanel
            questions={questions.map((item, index) => {
              const { answer, marked } = answers.entryOf(item.questionId);
              return {
                questionId: item.questionId,
                number: index + 1,
                answered: !isEmptyAnswer(answer),
                marked,
                locked: !rules.canOpen(index, isAnsweredAt),
                correct: rules.verdictOf(item.questionId),
              };
            })}
            sections={rules.sections}
            currentIndex={currentIndex}
            onSelect={moveTo}
          >
            {signature && <SignatureItem signature={signature} onSign={() => setSigning(true)} />}
          </AnswerSheetPanel>
        </div>
        {calculatorOpen && <CalculatorPanel onClose={() => setCalculatorOpen(false)} />}
        {monitor.rule && (
          <MonitoringView
            videoRef={monitor.videoRef}
            camera={monitor.rule.camera}
            standing={monitor.standing}
            problem={monitor.problem}
            failed={monitor.failed}
            screen={
              monitor.rule.screenRecording
                ? { state: screenRecording.state, start: () => void screenRecording.start() }
                : null
            }
            phone={monitor.rule.phoneCamera ? phone : null}
          />
        )}
      </div>
      {timing.pausedUntil !== null && (
        <PauseOverlay
          pausedUntil={timing.pausedUntil}
          pausesLeft={timing.pausesLeft}
          resuming={resumeSheet.isPending}
          onResume={resume}
          onEnded={pauseEnded}
        />
      )}
      {signing && signature && (
        <SheetSignatureDialog
          answerSheetId={answerSheetId}
          title={signature.title}
          onSaved={(saved) => {
            setSignature(saved);
            setSigning(false);
            feedback.success(t('exam-answering:signature.saved'));
          }}
          onClosed={onClosed}
          onExit={() => setSigning(false)}
        />
      )}
      {pageLeave.dialog && (
        <LeaveCountdownDialog dialog={pageLeave.dialog} onContinue={pageLeave.dismiss} />
      )}
    </>
  );
}

/**
 * Spec §2 exam answering at /strat/exam?answerSheetId=…: one question at a time with the
 * answer-sheet panel, marks, reset, font sizes, calculators and the server's remaining time;
 * every answer is journalled on the device and saved as it is given.
 */
export function ExamAnsweringPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const answerSheetId = query.get('answerSheetId') ?? '';
  const { data: opened, error, dataUpdatedAt } = useAnswerSheet(answerSheetId);

  const unavailable = (code: string) => (
    <FullScreenOverlay
      text={errorMessage(code)}
      jumpTo={ExamPaths.EXAM_LIST}
      actionText={t('exam-answering:backToExamList')}
    />
  );
  if (!answerSheetId) return unavailable(ErrorCode.ANSWER_SHEET_NUMBER_EMPTY);
  if (error) return unavailable(errorCodeOf(error));
  if (!opened) return <PageLoading />;
  return (
    <ExamAnswering
      key={opened.sheet.answerSheetId}
      sheet={opened.sheet}
      journal={opened.journal}
      receivedAt={dataUpdatedAt}
    />
  );
}
