import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TMistakeQuestion } from '@lectern/contracts/mistakes/mistakes';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QuestionStem } from '@/components/questions/question-stem';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useMistakeQuestions } from '../api/get-mistake-questions';
import { useRemoveMistake } from '../api/mistakes-mutations';
import { MistakesPaths } from '../mistakes.feature';
import { BackToSets, SetUnavailable } from '../components/set-page-frame';
import { SetName } from '../components/set-name';
import { setRefOf, setSearch, type TSetRef } from '../components/set-ref';
import '@/components/questions/questions.css';
import '../components/mistakes.css';

type TMistakeItemProps = {
  item: TMistakeQuestion;
  number: number;
  onRemove: () => void;
  removing: boolean;
};

/** One question of the set: its type and stem, how often it was answered wrong and right. */
function MistakeItem({ item, number, onRemove, removing }: TMistakeItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { view } = item;
  return (
    <li>
      <Card size="small">
        <article className="lectern-question" aria-labelledby={titleId}>
          <header className="lectern-question__header">
            <h3 id={titleId} className="lectern-question__number">
              {t('questions:question.number', { number })}
            </h3>
            <span className="lectern-question__type">
              {view.customTypeName ? (
                <TenantText>{view.customTypeName}</TenantText>
              ) : (
                t(`questions:questionType.${view.questionType}`)
              )}
            </span>
          </header>
          <QuestionStem question={view} />
          <ul className="lectern-mistake-counts">
            <li className="lectern-mistake-counts__wrong">
              {t('mistakes:counts.wrong', { number: item.wrongCount })}
            </li>
            <li className="lectern-mistake-counts__right">
              {t('mistakes:counts.correct', { number: item.correctCount })}
            </li>
            <li>
              {t('mistakes:counts.lastWrongAt')}
              <span data-volatile>{formatDateTime(item.lastWrongAt)}</span>
            </li>
          </ul>
          <div className="lectern-mistake-set__actions">
            <Button danger loading={removing} onClick={onRemove}>
              {t('mistakes:list.remove')}
            </Button>
          </div>
        </article>
      </Card>
    </li>
  );
}

/** The set's questions with their counts, each removable, and the way to practise them. */
function MistakeList({ setRef }: { setRef: TSetRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, isFetching, isPending } = useMistakeQuestions(
    setRef.sourceType,
    setRef.sourceId,
  );
  const remove = useRemoveMistake();

  const confirmRemove = (questionId: string, number: number) =>
    void feedback.confirm({
      title: t('mistakes:list.removeConfirm', { number }),
      okText: t('mistakes:list.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ ...setRef, questionId })
          // The api client already told the learner why removing failed.
          .catch(() => undefined),
    });

  if (isPending) return <PageLoading />;
  // A set whose last question was removed answers 300403 on its next read.
  if (!data || errorCodeOf(error) === ErrorCode.MISTAKE_SET_NOT_FOUND) {
    return <SetUnavailable setRef={setRef} error={error} />;
  }
  return (
    <>
      <BackToSets setRef={setRef} />
      <div className="lectern-mistakes__title">
        <Typography.Title level={2} style={{ margin: 0 }}>
          <SetName name={data.name} />
        </Typography.Title>
        <Button
          type="primary"
          onClick={() => void navigate(`${MistakesPaths.PROCESSING}${setSearch(setRef)}`)}
        >
          {t('mistakes:set.practise')}
        </Button>
      </div>
      <p className="lectern-mistakes__subtitle">
        {t(`mistakes:sourceType.${setRef.sourceType}`)} ·{' '}
        {t('mistakes:counts.questions', { number: data.questions.length })}
      </p>
      <Spin spinning={isFetching}>
        <ol className="lectern-mistake-sets" aria-label={t('mistakes:list.label')}>
          {data.questions.map((item, index) => (
            <MistakeItem
              key={item.view.questionId}
              item={item}
              number={index + 1}
              removing={remove.isPending && remove.variables.questionId === item.view.questionId}
              onRemove={() => confirmRemove(item.view.questionId, index + 1)}
            />
          ))}
        </ol>
      </Spin>
    </>
  );
}

/** Spec §2 /mistakes/list: the questions of one mistake set (sourceType, sourceId). */
export function MistakeListPage() {
  const [query] = useSearchParams();
  const setRef = setRefOf(query);
  return (
    <div className="lectern-page lectern-mistake-list">
      {setRef ? (
        <MistakeList key={setSearch(setRef)} setRef={setRef} />
      ) : (
        <SetUnavailable setRef={null} />
      )}
    </div>
  );
}
