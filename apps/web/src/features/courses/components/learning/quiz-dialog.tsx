import type { TJudgedQuizAnswer } from '@lectern/contracts/courses/post-answer-courseware-quiz';
import type { TCoursewareQuizPoint } from '@lectern/contracts/courses/post-start-courseware';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgedQuestion } from '@/components/questions/judged-question';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useAnswerCoursewareQuiz, useCoursewareQuiz } from '../../api/learning-quiz';

/**
 * Spec §1 in-course quiz: the question asked at a second or page, answered and judged at once
 * (the question domain's grading), with right or wrong and the key; learning goes on after.
 */
export function QuizDialog({
  coursewareId,
  point,
  onDone,
}: {
  coursewareId: string;
  point: TCoursewareQuizPoint;
  /** The question was answered (or cannot be asked): learning goes on. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const quiz = useCoursewareQuiz(coursewareId, point.quizId);
  const answer = useAnswerCoursewareQuiz();
  const [draft, setDraft] = useState<TAnswer | null>(null);
  const [judged, setJudged] = useState<TJudgedQuizAnswer | null>(null);

  const submit = () => {
    if (draft === null) return;
    answer.mutate({ coursewareId, quizId: point.quizId, answer: draft }, { onSuccess: setJudged });
  };

  return (
    <Modal
      open
      centered
      width={720}
      title={t('course-learning:quiz.title')}
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      footer={
        judged || quiz.isError ? (
          <Button type="primary" onClick={onDone}>
            {t('course-learning:quiz.continue')}
          </Button>
        ) : null
      }
    >
      {quiz.isError ? (
        <Alert type="warning" showIcon title={errorMessage(errorCodeOf(quiz.error))} />
      ) : !quiz.data ? (
        <Spin />
      ) : (
        <JudgedQuestion
          question={quiz.data.question}
          number="1"
          judged={judged ?? undefined}
          draft={draft}
          onDraft={setDraft}
          onSubmit={submit}
          saving={answer.isPending}
        />
      )}
    </Modal>
  );
}
