import { SheetState, type TSheetState } from '@lectern/contracts/exams/exam';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

type TSheetProps = { state: TSheetState; passed: boolean | null };

/** Spec §4 answer sheet: not judged (being marked) → judged. */
export function JudgedTag({ state }: { state: TSheetState }) {
  const { t } = useTranslation();
  if (state === SheetState.JUDGED) {
    return (
      <Tag color="success" variant="filled">
        {t('exams:sheet.judged')}
      </Tag>
    );
  }
  return (
    <Tag color="processing" variant="filled">
      {t(state === SheetState.MARKING ? 'exams:sheet.notJudged' : 'exams:sheet.answering')}
    </Tag>
  );
}

/** Passed or not passed once judged and released; otherwise why the outcome is not shown. */
export function SheetOutcome({ state, passed }: TSheetProps) {
  const { t } = useTranslation();
  if (state === SheetState.MARKING) return <>{t('exams:sheet.beingMarked')}</>;
  if (state === SheetState.ANSWERING) return <>{t('exams:sheet.answering')}</>;
  if (passed === null) return <>{t('exams:sheet.notReleased')}</>;
  return (
    <Tag color={passed ? 'success' : 'error'}>
      {t(passed ? 'exams:sheet.passed' : 'exams:sheet.failed')}
    </Tag>
  );
}

/** A sheet's score, or why it is not shown yet (being marked, hidden until release). */
export function SheetScore({
  state,
  score,
  totalScore,
}: {
  state: TSheetState;
  score: number | null;
  totalScore?: number;
}) {
  const { t } = useTranslation();
  if (score !== null) {
    return (
      <>{totalScore === undefined ? score : t('exams:scoreOf', { score, total: totalScore })}</>
    );
  }
  if (state === SheetState.MARKING) return <>{t('exams:sheet.beingMarked')}</>;
  if (state === SheetState.ANSWERING) return <>{t('exams:sheet.answering')}</>;
  return <>{t('exams:sheet.notReleased')}</>;
}
