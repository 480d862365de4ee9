import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import FlagFilled from '@ant-design/icons/es/icons/FlagFilled';
import { useTranslation } from 'react-i18next';

export type TPanelQuestion = {
  questionId: string;
  number: number;
  answered: boolean;
  marked: boolean;
};

const classOf = ({ answered, marked }: TPanelQuestion, current: boolean) =>
  [
    'lectern-sheet-panel__question',
    answered
      ? 'lectern-sheet-panel__question--answered'
      : 'lectern-sheet-panel__question--unanswered',
    marked && 'lectern-sheet-panel__question--marked',
    current && 'lectern-sheet-panel__question--current',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Spec §2 answer-sheet panel: every question's number, tagged answered, marked or unanswered by
 * colour and by a sign and its name, so the tag never depends on colour alone; a click goes there.
 */
export function AnswerSheetPanel({
  questions,
  currentIndex,
  onSelect,
}: {
  questions: readonly TPanelQuestion[];
  currentIndex: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const answered = questions.filter((question) => question.answered).length;
  const marked = questions.filter((question) => question.marked).length;
  const tagNames = {
    answered: t('exam-answering:panel.answered'),
    unanswered: t('exam-answering:panel.unanswered'),
    marked: t('exam-answering:panel.marked'),
    separator: t('exam-answering:panel.tagSeparator'),
  };

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
      <ol className="lectern-sheet-panel__questions">
        {questions.map((question, index) => {
          const tags = [
            question.answered ? tagNames.answered : tagNames.unanswered,
            question.marked && tagNames.marked,
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
                {question.marked && (
                  <FlagFilled className="lectern-sheet-panel__flag" aria-hidden />
                )}
                {question.answered && !question.marked && (
                  <CheckOutlined className="lectern-sheet-panel__check" aria-hidden />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
