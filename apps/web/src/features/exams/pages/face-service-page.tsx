import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamCollectionState } from '@lectern/contracts/exams/get-exam-collection';
import { useExamPreview } from '../api/get-exam-preview';
import { useStartExam } from '../api/post-start-exam';
import { ExamScreen } from '../components/exam-screen';
import { loadFaceDetector } from '@/lib/face/face-detector';
import {
  FaceServiceResult,
  faceServiceResult,
  type TFaceServiceResult,
} from '@/lib/face/face-service';
import { ExamPaths } from '../exams.feature';
import '../components/proctoring/proctoring.css';

/** The comparison, run in the browser on the models we serve (decision 0050). */
function useFaceComparison(idPhotoUrl: string | null, snapshotUrl: string) {
  const [result, setResult] = useState<TFaceServiceResult | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    const compare = async () => {
      try {
        if (!idPhotoUrl) {
          setResult(faceServiceResult(undefined, null));
          return;
        }
        const detector = await loadFaceDetector();
        const idPhoto = await detector.descriptorOf(idPhotoUrl);
        const snapshot = await detector.descriptorOf(snapshotUrl);
        if (!gone) setResult(faceServiceResult(idPhoto, snapshot));
      } catch {
        if (!gone) setFailed(true);
      }
    };
    void compare();
    return () => {
      gone = true;
    };
  }, [idPhotoUrl, snapshotUrl]);
  return { result, failed };
}

const RESULT_STATUS: Record<TFaceServiceResult, 'success' | 'error' | 'warning'> = {
  matched: 'success',
  mismatched: 'error',
  noIdPhoto: 'warning',
  idPhotoUnreadable: 'warning',
  snapshotUnreadable: 'error',
};

/** The results after which the learner may go on to the start. */
const GOES_ON: readonly TFaceServiceResult[] = [
  FaceServiceResult.MATCHED,
  FaceServiceResult.NO_ID_PHOTO,
  FaceServiceResult.ID_PHOTO_UNREADABLE,
];

/** Whether the start can be made from here: nothing else the preview asks for is pending. */
const startsHere = (preview: TGetExamPreviewResponse) =>
  preview.agreement === null &&
  preview.collection !== ExamCollectionState.REQUIRED &&
  preview.blockedBy === null &&
  preview.answeringSheetId === null &&
  !(preview.paid && !preview.payCompleted);

function FaceService({
  preview,
  snapshotUrl,
}: {
  preview: TGetExamPreviewResponse;
  snapshotUrl: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startExam = useStartExam();
  const idPhotoUrl = preview.proctoring?.idPhotoUrl ?? null;
  const { result, failed } = useFaceComparison(idPhotoUrl, snapshotUrl);
  const previewPath = `${ExamPaths.EXAM_PREVIEW}?paperId=${encodeURIComponent(preview.paperId)}`;
  const back = () => void navigate(previewPath);
  const start = () =>
    startExam.mutate(
      { paperId: preview.paperId, continueExam: false },
      {
        onSuccess: ({ answerSheetId }) =>
          void navigate(
            `${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=${encodeURIComponent(answerSheetId)}`,
          ),
      },
    );
  // Nothing to compare with goes on as the exam does (decision 0050): no mismatch is counted.
  const goesOn = result !== null && GOES_ON.includes(result) && startsHere(preview);

  return (
    <ExamScreen title={<TenantText>{preview.paperName}</TenantText>}>
      <Card title={t('exams:faceService.title')}>
        <div className="lectern-face-service__pictures">
          <figure className="lectern-face-service__picture">
            {idPhotoUrl ? (
              <img src={idPhotoUrl} alt={t('exams:faceService.idPhoto')} />
            ) : (
              <div className="lectern-face-service__missing">{t('exams:faceService.noPhoto')}</div>
            )}
            <figcaption>{t('exams:faceService.idPhoto')}</figcaption>
          </figure>
          <figure className="lectern-face-service__picture">
            <img src={snapshotUrl} alt={t('exams:faceService.snapshot')} />
            <figcaption>{t('exams:faceService.snapshot')}</figcaption>
          </figure>
        </div>
        {failed ? (
          <Alert type="error" showIcon title={t('exams:proctoring.monitorFailed')} />
        ) : result === null ? (
          <div role="status" className="lectern-face-service__comparing">
            <Spin size="small" /> {t('exams:faceService.comparing')}
          </div>
        ) : (
          <Result
            status={RESULT_STATUS[result]}
            title={<span role="status">{t(`exams:faceService.result.${result}`)}</span>}
            subTitle={t(`exams:faceService.advice.${result}`)}
            extra={[
              goesOn ? (
                <Button key="start" type="primary" loading={startExam.isPending} onClick={start}>
                  {t('exams:preview.start')}
                </Button>
              ) : null,
              <Button key="back" type={goesOn ? 'default' : 'primary'} onClick={back}>
                {t('exams:faceService.backToPreview')}
              </Button>,
            ]}
          />
        )}
      </Card>
    </ExamScreen>
  );
}

/**
 * Spec §2 /exam/preview/face-service?paperId=…&snapshot=…: the face-service result, the learner's
 * ID photo beside the snapshot of their passed device check, matched or not, with the way back to
 * the preview, or on to the start when matched (decision 0050).
 */
export function FaceServicePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const paperId = query.get('paperId') ?? '';
  const snapshotUrl = query.get('snapshot') ?? '';
  const { data: preview, error } = useExamPreview(paperId);

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
  if (!snapshotUrl || !preview.proctoring) {
    // Nothing to compare: the device check on the preview makes the snapshot.
    return (
      <FullScreenOverlay
        text={t('exams:faceService.noSnapshot')}
        jumpTo={`${ExamPaths.EXAM_PREVIEW}?paperId=${encodeURIComponent(paperId)}`}
        actionText={t('exams:faceService.backToPreview')}
      />
    );
  }
  return <FaceService preview={preview} snapshotUrl={snapshotUrl} />;
}
