import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { ExamState } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamCollectionState } from '@lectern/contracts/exams/get-exam-collection';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { RealtimeStatusTag } from '@/components/realtime/realtime-status';
import { RichText } from '@/components/ui/rich-text';
import { ApiError, errorCodeOf, errorMessage } from '@/lib/api-client';
import { feedback, preloadFeedback } from '@/lib/feedback';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useExamPreview } from '../api/get-exam-preview';
import { useStartExam } from '../api/post-start-exam';
import { ExamScreen } from '../components/exam-screen';
import { ExamStateTag } from '../components/exam-state-tag';
import { attemptsText, examTimeRange } from '../components/exam-times';
import { useCountdown } from '../hooks/use-countdown';
import { useExamChannel } from '../hooks/use-exam-channel';
import { DeviceCheckEntry } from '../components/proctoring/device-check-entry';
import { PhoneCameraContext, usePhoneCamera } from '../hooks/proctoring/phone-camera';
import { serverNow, setServerTime } from '@/lib/server-clock';
import { TenantText } from '@/components/ui/tenant-text';
import { ExamPaths } from '../exams.feature';

/**
 * Spec §5: the start button is throttled ('do not click frequently, try again or refresh in {s}
 * seconds'). The spec gives no interval; this covers a slow start without making a retry wait.
 */
export const START_THROTTLE_SECONDS = 3;

/** Spec §4 exam attempt: entering again while an attempt is under way leads to 'continue exam'. */
const ATTEMPT_UNDER_WAY_CODES: readonly string[] = [
  ErrorCode.ALREADY_IN_EXAM,
  ErrorCode.EXAM_IN_PROGRESS,
  ErrorCode.PUBLIC_EXAM_IN_PROGRESS,
  ErrorCode.PUBLIC_EXAM_IN_PROGRESS_ALT,
];

/** Spec §8: a paid paper refused until paid (300313 fee unpaid, 300335 pay on the paper's page). */
const PAYMENT_REFUSAL_CODES: readonly string[] = [
  ErrorCode.EXAM_FEE_UNPAID,
  ErrorCode.PAPER_PAYMENT_REQUIRED,
];

const MILLIS_PER_SECOND = 1_000;

/**
 * The answering screen's code as the route of ExamPaths.EXAM_IN_PROGRESS loads it (the page, its
 * lazy question types and antd's dialogs), fetched while the learner reads the preview: 开始考试
 * then waits for the server only.
 */
const prefetchAnsweringScreen = () =>
  Promise.all([
    import('./exam-answering-page').then((module) => module.preloadAnsweringChunks()),
    preloadFeedback(),
  ]).catch(() => undefined);

type TStartAction = 'start' | 'continue';

/** Spec §2 preview: the countdown to the exam's start while it is ahead, else where it stands. */
function TimeUntilExam({
  preview,
  onStarted,
}: {
  preview: TGetExamPreviewResponse;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const { examEnableTime, serverTime } = preview;
  const startsLater = examEnableTime !== null && examEnableTime > serverTime;
  const remaining = useCountdown(startsLater ? examEnableTime : null, onStarted);

  if (preview.state === ExamState.ENDED) return <>{t(`exams:state.${ExamState.ENDED}`)}</>;
  if (examEnableTime === null) return <>{t('exams:time.notSet')}</>;
  if (remaining === null || remaining === 0) return <>{t('exams:preview.started')}</>;
  return (
    <span className="lectern-exam-preview__countdown" role="timer">
      {formatDuration(Math.ceil(remaining / MILLIS_PER_SECOND), t)}
    </span>
  );
}

/**
 * Why the learner cannot start now. A payment refusal (spec §8 300313/300335) stays on screen
 * with the fee, and a refresh for once the learner has paid.
 */
function StartBlockedAlert({
  code,
  payAmount,
  lastSheetId,
  onRefresh,
}: {
  code: string;
  payAmount: number;
  lastSheetId: string | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The learner's last sheet waits for their own grading: the way to it is here.
  if (code === ErrorCode.EXAM_ENDED_SELF_GRADE && lastSheetId !== null) {
    return (
      <Alert
        type="warning"
        showIcon
        title={errorMessage(code)}
        action={
          <Button
            size="small"
            type="primary"
            onClick={() =>
              navigate(`${ExamPaths.SELF_GRADING}?answerSheetId=${encodeURIComponent(lastSheetId)}`)
            }
          >
            {t('exams:selfGrading.open')}
          </Button>
        }
      />
    );
  }
  if (!PAYMENT_REFUSAL_CODES.includes(code)) {
    return <Alert type="warning" showIcon title={errorMessage(code)} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(code)}
      description={t('exams:preview.feeDue', { amount: payAmount })}
      action={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRefresh}>
          {t('exams:preview.refreshAfterPaying')}
        </Button>
      }
    />
  );
}

/** Spec §2 /exam/Collection: whether the paper's information is in, and the way to its form. */
function CollectionStatus({
  state,
  onOpen,
}: {
  state: TGetExamPreviewResponse['collection'];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const done = state === ExamCollectionState.DONE;
  return (
    <>
      <Tag color={done ? 'success' : 'warning'} variant="filled">
        {t(`exams:preview.collectionState.${state}`)}
      </Tag>
      <Button type="link" size="small" onClick={onOpen}>
        {t(done ? 'exams:preview.editCollection' : 'exams:preview.fillCollection')}
      </Button>
    </>
  );
}

function ExamPreview({
  preview,
  onRefresh,
}: {
  preview: TGetExamPreviewResponse;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startExam = useStartExam();
  const [agreed, setAgreed] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  // Set when the server says an attempt is already under way (another tab, another device).
  const [attemptUnderWay, setAttemptUnderWay] = useState(false);
  // A payment refusal of the last start, kept until the learner refreshes after paying.
  const [paymentRefusal, setPaymentRefusal] = useState<string | null>(null);
  const lastClicks = useRef<Record<TStartAction, number>>({ start: 0, continue: 0 });
  // Spec §7: the realtime channel is open on the preview (login elsewhere, the phone camera).
  const channel = useExamChannel();
  const phone = usePhoneCamera(channel, preview.proctoring?.rule.phoneCamera ?? false);
  const { proctoring } = preview;
  // Issue 21: a proctored paper starts only after a passed device check, while it is valid.
  const [checkValidUntil, setCheckValidUntil] = useState(proctoring?.checkValidUntil ?? null);
  useEffect(() => setServerTime(preview.serverTime, Date.now()), [preview.serverTime]);
  const checkValid = checkValidUntil !== null && checkValidUntil > serverNow();
  const deviceCheckMissing = proctoring != null && !checkValid;

  const { agreement, paperId } = preview;
  const unpaid = preview.paid && !preview.payCompleted;
  const blockedBy =
    paymentRefusal ?? preview.blockedBy ?? (unpaid ? ErrorCode.EXAM_FEE_UNPAID : null);
  const refresh = () => {
    setPaymentRefusal(null);
    onRefresh();
  };
  const canContinue = preview.answeringSheetId !== null || attemptUnderWay;
  const collectionPath = `${ExamPaths.EXAM_COLLECTION}?paperId=${encodeURIComponent(paperId)}`;

  const start = (action: TStartAction) => {
    if (action === 'start' && agreement && !agreed) {
      feedback.warning(t('exams:preview.agreeFirst', { title: agreement.title }), 'exam-agreement');
      return;
    }
    // Spec §2 /exam/Collection: the paper's information first; its page starts the exam.
    if (action === 'start' && preview.collection === ExamCollectionState.REQUIRED) {
      void navigate(collectionPath);
      return;
    }
    const wait =
      lastClicks.current[action] + START_THROTTLE_SECONDS * MILLIS_PER_SECOND - Date.now();
    if (wait > 0) {
      feedback.warning(
        t('exams:preview.tooFrequent', { s: Math.ceil(wait / MILLIS_PER_SECOND) }),
        'exam-start',
      );
      return;
    }
    lastClicks.current[action] = Date.now();
    startExam.mutate(
      { paperId, continueExam: action === 'continue' },
      {
        onSuccess: ({ answerSheetId }) => {
          void navigate(
            `${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=${encodeURIComponent(answerSheetId)}`,
          );
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (ATTEMPT_UNDER_WAY_CODES.includes(error.code)) setAttemptUnderWay(true);
          if (PAYMENT_REFUSAL_CODES.includes(error.code)) setPaymentRefusal(error.code);
        },
      },
    );
  };

  const notLimited = t('exams:preview.notLimited');
  return (
    <ExamScreen
      title={<TenantText>{preview.paperName}</TenantText>}
      extra={
        <>
          <RealtimeStatusTag
            status={channel.status}
            onRetry={channel.retry}
            always={proctoring != null}
          />
          <ExamStateTag state={preview.state} />
        </>
      }
    >
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'candidate',
              label: t('exams:preview.candidate'),
              children: preview.candidate.nickName,
            },
            {
              key: 'account',
              label: t('exams:preview.account'),
              children: preview.candidate.userCode,
            },
            {
              key: 'duration',
              label: t('exams:preview.duration'),
              children:
                preview.duration === null
                  ? t('exams:preview.noTimeLimit')
                  : t('exams:preview.minutes', { minutes: preview.duration }),
            },
            {
              key: 'questionCount',
              label: t('exams:preview.questionCount'),
              children: preview.questionCount,
            },
            {
              key: 'totalScore',
              label: t('exams:preview.totalScore'),
              children: preview.totalScore,
            },
            { key: 'passScore', label: t('exams:preview.passScore'), children: preview.passScore },
            {
              key: 'secondsPerQuestion',
              label: t('exams:preview.secondsPerQuestion'),
              children:
                preview.secondsPerQuestion === null
                  ? notLimited
                  : t('exams:preview.seconds', { seconds: preview.secondsPerQuestion }),
            },
            {
              key: 'attempts',
              label: t('exams:list.attempts'),
              children: attemptsText(preview, t),
            },
            {
              key: 'timeUntilExam',
              label: t('exams:preview.timeUntilExam'),
              children: <TimeUntilExam preview={preview} onStarted={onRefresh} />,
            },
            {
              key: 'validity',
              label: t('exams:preview.validity'),
              children: examTimeRange(preview, t),
            },
            ...(preview.collection === ExamCollectionState.NONE
              ? []
              : [
                  {
                    key: 'collection',
                    label: t('exams:preview.collection'),
                    children: (
                      <CollectionStatus
                        state={preview.collection}
                        onOpen={() => void navigate(collectionPath)}
                      />
                    ),
                  },
                ]),
            ...(preview.latestStartTime === null
              ? []
              : [
                  {
                    key: 'latestStartTime',
                    label: t('exams:preview.latestStartTime'),
                    children: formatDateTime(preview.latestStartTime),
                  },
                ]),
            ...(preview.paid
              ? [
                  {
                    key: 'payAmount',
                    label: t('exams:preview.fee'),
                    children: (
                      <>
                        {t('exams:preview.yuan', { amount: preview.payAmount })}{' '}
                        <Tag color={unpaid ? 'warning' : 'success'} variant="filled">
                          {t(unpaid ? 'exams:preview.unpaid' : 'exams:preview.paid')}
                        </Tag>
                      </>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {proctoring && (
        <PhoneCameraContext.Provider value={phone}>
          <DeviceCheckEntry
            paperId={paperId}
            proctoring={proctoring}
            validUntil={checkValid ? checkValidUntil : null}
            onChecked={setCheckValidUntil}
          />
        </PhoneCameraContext.Provider>
      )}
      {blockedBy && (
        <StartBlockedAlert
          code={blockedBy}
          payAmount={preview.payAmount}
          lastSheetId={preview.lastSheetId}
          onRefresh={refresh}
        />
      )}
      {agreement && (
        <div className="lectern-exam-preview__agreement">
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t('exams:preview.agreeTo', { title: agreement.title })}
          </Checkbox>
          <Button type="link" onClick={() => setAgreementOpen(true)}>
            {t('exams:preview.readAgreement', { title: agreement.title })}
          </Button>
          <Modal
            open={agreementOpen}
            title={t('exams:preview.agreementTitle', { title: agreement.title })}
            okText={t('exams:preview.agree')}
            cancelText={t('common:actions.close')}
            onOk={() => {
              setAgreed(true);
              setAgreementOpen(false);
            }}
            onCancel={() => setAgreementOpen(false)}
          >
            <RichText html={agreement.content} />
          </Modal>
        </div>
      )}
      <div className="lectern-exam-screen__actions">
        {canContinue ? (
          <Button
            type="primary"
            size="large"
            // Only a device rule blocks continuing (spec §3): the sheet is answered elsewhere.
            disabled={blockedBy !== null}
            loading={startExam.isPending}
            onClick={() => start('continue')}
          >
            {t('exams:preview.continue')}
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            disabled={blockedBy !== null || deviceCheckMissing}
            loading={startExam.isPending}
            onClick={() => start('start')}
          >
            {t('exams:preview.start')}
          </Button>
        )}
      </div>
    </ExamScreen>
  );
}

/** Spec §2 exam preview / entry (/exam/preview?paperId=…). */
export function ExamPreviewPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const paperId = query.get('paperId') ?? '';
  const { data: preview, error, refetch } = useExamPreview(paperId);
  useEffect(() => void prefetchAnsweringScreen(), []);

  if (!paperId || error) {
    const code = !paperId ? ErrorCode.PAPER_NUMBER_EMPTY : errorCodeOf(error);
    return (
      <FullScreenOverlay
        text={errorMessage(code)}
        jumpTo={ExamPaths.EXAM_LIST}
        actionText={t('exams:backToExamList')}
      />
    );
  }
  if (!preview) return <PageLoading />;
  return <ExamPreview preview={preview} onRefresh={() => void refetch()} />;
}
