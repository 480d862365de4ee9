import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import FlagFilled from '@ant-design/icons/es/icons/FlagFilled';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';

export type TPanelQuestion = {
  questionId: string;
  number: number;
  answered: boolean;
  marked: boolean;
  /** In a section that is not open yet (spec §5). */
  locked?: boolean;
  /** Pass mode: judged right or wrong when it was saved. */
  correct?: boolean;
};

/** A section of the panel: its name and its questions' positions, `start` to `end` (excluded). */
export type TPanelSection = { name: string; start: number; end: number };

const classOf = ({ answered, marked, locked, correct }: TPanelQuestion, current: boolean) =>
  [
    'lectern-sheet-panel__question',
    answered
      ? 'lectern-sheet-panel__question--answered'
      : 'lectern-sheet-panel__question--unanswered',
    correct === true && 'lectern-sheet-panel__question--right',
    correct === false && 'lectern-sheet-panel__question--wrong',
    marked && 'lectern-sheet-panel__question--marked',
    locked && 'lectern-sheet-panel__question--locked',
    current && 'lectern-sheet-panel__question--current',
  ]
    .filter(Boolean)
    .join(' ');

/** The sign a question's button shows after its number, if any. */
function QuestionSign({ question }: { question: TPanelQuestion }) {
  if (question.marked) return <FlagFilled className="lectern-sheet-panel__flag" aria-hidden />;
  if (question.locked) return <LockOutlined className="lectern-sheet-panel__check" aria-hidden />;
  if (question.correct === true) {
    return <CheckCircleOutlined className="lectern-sheet-panel__check" aria-hidden />;
  }
  if (question.correct === false) {
    return <CloseCircleOutlined className="lectern-sheet-panel__check" aria-hidden />;
  }
  if (question.answered)
    return <CheckOutlined className="lectern-sheet-panel__check" aria-hidden />;
  return null;
}

/**
 * Spec §2 answer-sheet panel: every question's number, tagged answered, marked or unanswered (in
 * pass mode right or wrong, in a section not open yet locked) by colour and by a sign and its
 * name, so the tag never depends on colour alone; a click goes there. A paper's sections each list
 * their questions under their name; items that are not questions (a signature) follow them.
 */
export function AnswerSheetPanel({
  questions,
  sections,
  currentIndex,
  onSelect,
  children,
}: {
  questions: readonly TPanelQuestion[];
  sections?: readonly TPanelSection[] | null;
  currentIndex: number;
  onSelect: (index: number) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const answered = questions.filter((question) => question.answered).length;
  const marked = questions.filter((question) => question.marked).length;
  const tagNames = {
    answered: t('exam-answering:panel.answered'),
    unanswered: t('exam-answering:panel.unanswered'),
    marked: t('exam-answering:panel.marked'),
    locked: t('exam-answering:panel.locked'),
    right: t('exam-answering:panel.right'),
    wrong: t('exam-answering:panel.wrong'),
    separator: t('exam-answering:panel.tagSeparator'),
  };

  const buttons = (start: number, end: number) => (
    <ol className="lectern-sheet-panel__questions" start={start + 1}>
      {questions.slice(start, end).map((question, offset) => {
        const index = start + offset;
        const tags = [
          question.answered ? tagNames.answered : tagNames.unanswered,
          question.correct === true && tagNames.right,
          question.correct === false && tagNames.wrong,
          question.marked && tagNames.marked,
          question.locked && tagNames.locked,
        ].filter(Boolean);
        return (
          <li key={question.questionId}>
            <button
              type="button"
              className={classOf(question, index === currentIndex)}
              aria-label={t('exam-answering:panel.question', {
                number: question.number,
                tags: tags.join(tagNames.separator),
              })}
              aria-current={index === currentIndex ? 'step' : undefined}
              onClick={() => onSelect(index)}
            >
              {question.number}
              <QuestionSign question={question} />
            </button>
          </li>
        );
      })}
    </ol>
  );

  return (
    <nav className="lectern-sheet-panel" aria-label={t('exam-answering:panel.title')}>
      <h2 className="lectern-sheet-panel__title">{t('exam-answering:panel.title')}</h2>
      <ul className="lectern-sheet-panel__legend">
        <li>
          <span className="lectern-sheet-panel__swatch lectern-sheet-panel__question--answered">
            <CheckOutlined aria-hidden />
          </span>
          {t('exam-answering:panel.answeredCount', { count: answered })}
        </li>
        <li>
          <span className="lectern-sheet-panel__swatch lectern-sheet-panel__question--marked">
            <FlagFilled aria-hidden />
          </span>
          {t('exam-answering:panel.markedCount', { count: marked })}
        </li>
        <li>
          <span className="lectern-sheet-panel__swatch lectern-sheet-panel__question--unanswered" />
          {t('exam-answering:panel.unansweredCount', { count: questions.length - answered })}
        </li>
      </ul>
      {sections
        ? sections.map((section) => (
            <section key={section.start} className="lectern-sheet-panel__section">
              <h3 className="lectern-sheet-panel__section-name">
                <TenantText>{section.name}</TenantText>
              </h3>
              {buttons(section.start, section.end)}
            </section>
          ))
        : buttons(0, questions.length)}
      {children}
    </nav>
  );
}
