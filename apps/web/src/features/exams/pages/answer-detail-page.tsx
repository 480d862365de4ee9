import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PieChartOutlined from '@ant-design/icons/es/icons/PieChartOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import { SheetState } from '@lectern/contracts/exams/exam';
import { KeysVisibility } from '@lectern/contracts/exams/exam-pack';
import type {
  TAnsweredQuestion,
  TGetAnswerDetailRequest,
  TGetAnswerDetailResponse,
} from '@lectern/contracts/exams/get-answer-detail';
import type { TGradeStatus } from '@lectern/contracts/questions/grade-status';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import type { ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { RichText } from '@/components/ui/rich-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useAnswerDetail } from '../api/get-answer-detail';
import { QuestionReviewCard } from '@/components/questions/question-card';
import type { TSheetSignature } from '@lectern/contracts/exams/post-sign-answer-sheet';
import { SignatureTitle } from '../components/answering/signature-item';
import '../components/answering/answering.css';
import { TenantText } from '@/components/ui/tenant-text';
import { ExamPaths } from '../exams.feature';

/** Each grade's sign, so the tags never depend on colour alone, and its antd tag colour. */
const statusLooks: Record<
  TGradeStatus,
  { icon: ComponentType<{ 'aria-hidden'?: boolean }>; color: string }
> = {
  right: { icon: CheckCircleOutlined, color: 'success' },
  wrong: { icon: CloseCircleOutlined, color: 'error' },
  partial: { icon: PieChartOutlined, color: 'warning' },
  unanswered: { icon: MinusCircleOutlined, color: 'default' },
  'not-judged': { icon: ClockCircleOutlined, color: 'processing' },
  'not-scored': { icon: QuestionCircleOutlined, color: 'default' },
};

const anchorOf = (index: number) => `answer-detail-question-${index + 1}`;

function GradeTag({ status }: { status: TGradeStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, color } = statusLooks[status];
  return (
    <Tag color={color} className="lectern-grade-tag">
      <Icon aria-hidden /> {t(`exam-answering:grade.${status}`)}
    </Tag>
  );
}

function GradedQuestion({ item, index }: { item: TAnsweredQuestion; index: number }) {
  const { t } = useTranslation();
  const { question, answer, status, score, key, analysis, mark } = item;
  return (
    <li id={anchorOf(index)} className="lectern-answer-detail__question">
      <QuestionReviewCard
        question={question}
        number={String(index + 1)}
        answer={answer}
        answerKey={key}
        headerExtra={
          <>
            <GradeTag status={status} />
            <span className="lectern-answer-detail__earned">
              {score === null
                ? t('exam-answering:detail.notJudgedScore')
                : t('exam-answering:detail.earned', { score, total: question.score })}
            </span>
          </>
        }
      >
        {analysis && (
          <section className="lectern-answer-detail__analysis">
            <h4>{t('exam-answering:detail.analysis')}</h4>
            <RichText html={analysis} />
          </section>
        )}
        {mark && (
          <section className="lectern-answer-detail__mark-section">
            <p className="lectern-answer-detail__mark">
              {t(`exams:selfGrading.markBy.${mark.source}`, {
                score: mark.score,
                total: question.score,
              })}
            </p>
            {mark.comment && (
              <p className="lectern-answer-detail__mark-comment">
                {/* The tenant's marker wrote it, in the tenant's language. */}
                <Trans
                  i18nKey="exams:selfGrading.comment"
                  values={{ comment: mark.comment }}
                  components={{ comment: <TenantText>{null}</TenantText> }}
                />
              </p>
            )}
          </section>
        )}
      </QuestionReviewCard>
    </li>
  );
}

/** The question numbers, each coloured and named by its grade; a click goes to the question. */
function GradePanel({ questions }: { questions: readonly TAnsweredQuestion[] }) {
  const { t } = useTranslation();
  return (
    <nav className="lectern-sheet-panel" aria-label={t('exam-answering:panel.title')}>
      <h2 className="lectern-sheet-panel__title">{t('exam-answering:panel.title')}</h2>
      <ol className="lectern-sheet-panel__questions">
        {questions.map(({ question, status }, index) => {
          const Icon = statusLooks[status].icon;
          return (
            <li key={question.questionId}>
              <a
                href={`#${anchorOf(index)}`}
                className={`lectern-sheet-panel__question lectern-sheet-panel__question--${status}`}
                aria-label={t('exam-answering:panel.question', {
                  number: index + 1,
                  tags: t(`exam-answering:grade.${status}`),
                })}
              >
                {index + 1}
                <Icon aria-hidden />
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The learner's signature (item type 101) as the sheet was submitted with it: the learner's own
 * words, shown whatever the key policy, as their answers are.
 */
function SignatureReview({ signature }: { signature: TSheetSignature }) {
  const { t } = useTranslation();
  return (
    <section className="lectern-answer-detail__signature" aria-labelledby="answer-detail-signature">
      <h2 id="answer-detail-signature" className="lectern-answer-detail__signature-title">
        <SignatureTitle signature={signature} />
      </h2>
      {signature.imageUrl === null ? (
        <p>{t('exam-answering:signature.notSigned')}</p>
      ) : (
        <>
          <img
            className="lectern-answer-detail__signature-image"
            src={signature.imageUrl}
            alt={t('exam-answering:signature.image')}
          />
          {signature.signedAt !== null && (
            <p className="lectern-answer-detail__signature-time">
              {t('exam-answering:signature.signedAt', { time: formatDateTime(signature.signedAt) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Why the keys and analyses are not shown yet, and when they will be. */
function KeysNotice({
  detail,
}: {
  detail: Pick<TGetAnswerDetailResponse, 'keysVisibility' | 'keysReleaseTime'>;
}) {
  const { t } = useTranslation();
  const time = detail.keysReleaseTime === null ? '' : formatDateTime(detail.keysReleaseTime);
  const text = {
    [KeysVisibility.AFTER_END]: t('exam-answering:detail.keys.afterEnd', { time }),
    [KeysVisibility.AFTER_LAST_ATTEMPT]:
      detail.keysReleaseTime === null
        ? t('exam-answering:detail.keys.afterLastAttempt')
        : t('exam-answering:detail.keys.afterLastAttemptOrEnd', { time }),
    [KeysVisibility.NEVER]: t('exam-answering:detail.keys.never'),
    [KeysVisibility.AFTER_SUBMIT]: null,
  }[detail.keysVisibility];
  return (
    text && <Alert className="lectern-answer-detail__keys" type="info" showIcon title={text} />
  );
}

/**
 * Spec §2 answer detail: a submitted sheet, found by its id or its query code, with its score and
 * every question read-only, tagged right / wrong / partly right / unanswered / not judged, with
 * the learner's answer, and the right answer and the analysis when the paper's key display policy
 * shows them.
 */
export function AnswerDetailPage(params: TGetAnswerDetailRequest) {
  const { t } = useTranslation();
  const { data: detail, error } = useAnswerDetail(params);

  if (error) {
    return (
      <FullScreenOverlay
        text={errorMessage(errorCodeOf(error))}
        jumpTo={ExamPaths.EXAM_LIST}
        actionText={t('exam-answering:backToExamList')}
      />
    );
  }
  if (!detail) return <PageLoading />;

  const usedSeconds = Math.round((detail.finishTime - detail.startTime) / 1000);
  return (
    <div className="lectern-answer-detail">
      <header className="lectern-answer-detail__header">
        <h1>
          <TenantText>{detail.paperName}</TenantText>
        </h1>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            {
              key: 'score',
              label: t('exam-answering:detail.score'),
              children:
                detail.score === null
                  ? t('exam-answering:detail.marking')
                  : t('exam-answering:detail.scoreOf', {
                      score: detail.score,
                      total: detail.totalScore,
                    }),
            },
            {
              key: 'result',
              label: t('exam-answering:detail.result'),
              children:
                detail.state !== SheetState.JUDGED || detail.passed === null ? (
                  t('exam-answering:detail.marking')
                ) : (
                  <Tag color={detail.passed ? 'success' : 'error'}>
                    {detail.passed
                      ? t('exam-answering:detail.passed')
                      : t('exam-answering:detail.failed')}
                  </Tag>
                ),
            },
            {
              key: 'startTime',
              label: t('exam-answering:detail.startTime'),
              children: formatDateTime(detail.startTime),
            },
            {
              key: 'timeUsed',
              label: t('exam-answering:detail.timeUsed'),
              children: formatDuration(usedSeconds, t),
            },
          ]}
        />
        {!detail.keysShown && <KeysNotice detail={detail} />}
      </header>
      <div className="lectern-answer-detail__body">
        <div className="lectern-answer-detail__main">
          <ol className="lectern-answer-detail__questions">
            {detail.questions.map((item, index) => (
              <GradedQuestion key={item.question.questionId} item={item} index={index} />
            ))}
          </ol>
          {detail.signature && <SignatureReview signature={detail.signature} />}
        </div>
        <GradePanel questions={detail.questions} />
      </div>
    </div>
  );
}
