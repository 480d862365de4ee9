import { ExamState, type TExamState } from '@lectern/contracts/common/enums';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** Spec §4 exam list states: open ones stand out, closed ones stay quiet. */
const stateColours: Record<TExamState, string> = {
  [ExamState.IN_PROGRESS]: 'processing',
  [ExamState.NOT_STARTED]: 'default',
  [ExamState.WAITING]: 'success',
  [ExamState.NOT_WITHIN_EXAM_TIME]: 'warning',
  [ExamState.NOT_PUBLISHED]: 'default',
  [ExamState.ENDED]: 'error',
};

/** An exam's state (spec §4, codes 1-6) as a labelled tag. */
export function ExamStateTag({ state }: { state: TExamState }) {
  const { t } = useTranslation();
  return (
    <Tag color={stateColours[state]} variant="filled">
      {t(`exams:state.${state}`)}
    </Tag>
  );
}
