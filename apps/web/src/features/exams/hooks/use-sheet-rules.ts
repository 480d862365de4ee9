import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TPostSaveAnswersResponse } from '@lectern/contracts/exams/post-save-answers';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';

/** A section of the sheet with its questions' positions, `start` to `end` (excluded). */
export type TSheetSection = { name: string; start: number; end: number };

/**
 * The paper's rules as the answering screen follows them; the server enforces them on save
 * (answer-rules.ts there):
 * - spec §5 sections: a section opens once every question before it is answered, and stays open;
 * - spec §3 pass mode: an answer is judged when saved and is final; wrong ones use the chances.
 */
export function useSheetRules(sheet: TGetAnswerSheetResponse) {
  const { t } = useTranslation();
  const [openSection, setOpenSection] = useState(sheet.openSection);
  const [verdicts, setVerdicts] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      sheet.answers.flatMap((saved) =>
        typeof saved.correct === 'boolean' ? [[saved.questionId, saved.correct]] : [],
      ),
    ),
  );
  const [chancesLeft, setChancesLeft] = useState(sheet.passMode?.chancesLeft ?? null);

  const sections = useMemo<TSheetSection[] | null>(() => {
    if (!sheet.sections) return null;
    let start = 0;
    return sheet.sections.map(({ name, questionIds }) => {
      const section = { name, start, end: start + questionIds.length };
      start = section.end;
      return section;
    });
  }, [sheet.sections]);
  const sectionAt = (index: number) =>
    sections
      ? Math.max(
          0,
          sections.findIndex(({ end }) => index < end),
        )
      : 0;

  const onAcknowledged = useCallback(
    (response: TPostSaveAnswersResponse) => {
      const { openSection: opened, judged, chancesLeft: left, refused } = response;
      if (opened !== undefined) setOpenSection((current) => Math.max(current, opened));
      if (judged && judged.length > 0) {
        setVerdicts((current) => ({
          ...current,
          ...Object.fromEntries(judged.map(({ questionId, correct }) => [questionId, correct])),
        }));
        const wrong = judged.some(({ correct }) => !correct);
        if (wrong) feedback.warning(t('exam-answering:passMode.wrong'), 'exam-pass');
        else feedback.success(t('exam-answering:passMode.right'));
      }
      if (left !== undefined) setChancesLeft(left);
      for (const { code } of refused) {
        // Refused for time, a save is late for its question, not for the exam.
        const text =
          code === ErrorCode.EXAM_TIME_UP
            ? t('exam-answering:questionTime.over')
            : errorMessage(code);
        feedback.warning(text, 'exam-rule');
      }
    },
    [t],
  );

  return {
    sections,
    sectionAt,
    /**
     * Whether the question at `index` may be shown: its section is open, or every question of the
     * sections before it is answered (`isAnswered` by position).
     */
    canOpen: (index: number, isAnswered: (index: number) => boolean) => {
      const section = sectionAt(index);
      if (!sections || section <= openSection) return true;
      return Array.from({ length: sections[section]?.start ?? 0 }, (_, position) => position).every(
        isAnswered,
      );
    },
    refuseSection: () =>
      feedback.warning(errorMessage(ErrorCode.MUST_FINISH_SECTION_BEFORE_SWITCHING), 'exam-rule'),
    passMode: sheet.passMode && { chances: sheet.passMode.chances, chancesLeft: chancesLeft ?? 0 },
    verdictOf: (questionId: string): boolean | undefined => verdicts[questionId],
    onAcknowledged,
  };
}
