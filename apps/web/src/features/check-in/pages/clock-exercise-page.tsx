import type { TGetCheckInDayResponse } from '@lectern/contracts/check-in/get-check-in-day';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QuestionCard } from '@/components/questions/question-card';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { usePostCheckIn } from '../api/check-in-mutations';
import { useCheckInDay } from '../api/get-check-in-day';
import { CheckInPaths, clockPath } from '../check-in.feature';
import '../components/check-in.css';

/** The day's tasks, done and answered, then checked in. */
function DayScreen({ day }: { day: TGetCheckInDayResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [answers, setAnswers] = useState<ReadonlyMap<string, TAnswer>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const checkIn = usePostCheckIn();
  const toFinish = () =>
    void navigate(clockPath(CheckInPaths.FINISH, day.planId, { day: day.day }));

  if (day.checkIn) {
    return (
      <Result
        status="success"
        title={t('check-in:exercise.alreadyDone', { day: day.day })}
        extra={
          <Button type="primary" onClick={toFinish}>
            {t('check-in:actions.result')}
          </Button>
        }
      />
    );
  }

  const mark = (taskId: string, checked: boolean) => {
    const next = new Set(done);
    if (checked) next.add(taskId);
    else next.delete(taskId);
    setDone(next);
  };
  const answer = (questionId: string, value: TAnswer | null) => {
    const next = new Map(answers);
    if (value === null) next.delete(questionId);
    else next.set(questionId, value);
    setAnswers(next);
  };
  const submit = () => {
    setRefusal(null);
    checkIn.mutate(
      {
        planId: day.planId,
        day: day.day,
        doneTaskIds: [...done],
        answers: [...answers].map(([questionId, value]) => ({ questionId, answer: value })),
      },
      {
        onSuccess: toFinish,
        onError: (error) =>
          setRefusal(errorMessage(errorCodeOf(error), (error as { body?: unknown }).body ?? null)),
      },
    );
  };

  let questionNumber = 0;
  return (
    <>
      {day.makeUp && (
        <Alert
          type="info"
          showIcon
          title={t('check-in:exercise.makeUp', { day: day.day, credits: day.credits })}
        />
      )}
      {day.tasks.map((task, index) => (
        <Card
          key={task.taskId}
          title={
            <span>
              <Tag>{t(`check-in:task.${task.kind}`)}</Tag>
              {t('check-in:exercise.taskNumber', { number: index + 1 })}{' '}
              <TenantText>{task.title}</TenantText>
            </span>
          }
        >
          <div className="lectern-clock-task">
            {task.kind === 'read' && (
              <>
                <p className="lectern-clock-task__text">
                  <TenantText>{task.text}</TenantText>
                </p>
                <Checkbox
                  checked={done.has(task.taskId)}
                  onChange={(event) => mark(task.taskId, event.target.checked)}
                >
                  {t('check-in:exercise.read')}
                </Checkbox>
              </>
            )}
            {task.kind === 'watch' && (
              <>
                {task.videoUrl && (
                  <video
                    src={task.videoUrl}
                    controls
                    preload="metadata"
                    onEnded={() => mark(task.taskId, true)}
                    aria-label={task.title}
                  />
                )}
                <Checkbox
                  checked={done.has(task.taskId)}
                  onChange={(event) => mark(task.taskId, event.target.checked)}
                >
                  {t('check-in:exercise.watched')}
                </Checkbox>
              </>
            )}
            {task.kind === 'answer' &&
              task.questions.map((question) => {
                questionNumber += 1;
                return (
                  <QuestionCard
                    key={question.questionId}
                    question={question}
                    number={String(questionNumber)}
                    answer={answers.get(question.questionId) ?? null}
                    onChange={(value) => answer(question.questionId, value)}
                  />
                );
              })}
          </div>
        </Card>
      ))}
      {refusal && <Alert type="warning" showIcon title={refusal} role="alert" />}
      <div className="lectern-clock-actions">
        {/* Disabled, not `loading`: antd can leave a refused attempt's hidden "loading" icon in the
            button's name, and the day's refusals (tasks, questions) are expected on this screen. */}
        <Button type="primary" size="large" disabled={checkIn.isPending} onClick={submit}>
          {day.makeUp ? t('check-in:actions.submitMakeUp') : t('check-in:actions.submitCheckIn')}
        </Button>
      </div>
    </>
  );
}

/** Spec §2 /clock/exercise: the day's tasks (today's, or a missed day's as a make-up). */
export function ClockExercisePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const planId = query.get('planId') ?? '';
  const dayParam = query.get('day') ?? undefined;
  const day = useCheckInDay(planId, dayParam);
  const back = (
    <div>
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ paddingInline: 0 }}
        onClick={() =>
          void navigate(planId ? clockPath(CheckInPaths.DETAIL, planId) : CheckInPaths.LIST)
        }
      >
        {t('check-in:actions.backToProgress')}
      </Button>
    </div>
  );

  return (
    <main className="lectern-clock-screen" aria-labelledby="lectern-clock-day-title">
      {back}
      {!planId || day.isError ? (
        <Alert
          type="error"
          showIcon
          title={planId ? errorMessage(errorCodeOf(day.error)) : t('check-in:noPlan')}
        />
      ) : !day.data ? (
        <PageLoading />
      ) : (
        <>
          <div className="lectern-clock-screen__bar">
            <h1 id="lectern-clock-day-title" style={{ margin: 0, fontSize: 20 }}>
              <TenantText>{day.data.name}</TenantText>
            </h1>
            <span>{t('check-in:exercise.day', { day: day.data.day })}</span>
          </div>
          <DayScreen key={day.data.day} day={day.data} />
        </>
      )}
    </main>
  );
}
