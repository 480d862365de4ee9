import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuestionDetail } from '@/components/questions/question-api';
import { QuestionDetail } from '@/components/questions/question-detail';
import { EmptyList } from '@/components/ui/empty-list';
import { NotesPanel } from '../components/notes-panel';
import { NotePaths } from '../notes.feature';
import '../components/notes.css';

/** Spec §2 /personal/notes/question: a note's question with its key, analysis and notes. */
export function NoteQuestionPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const questionId = query.get('questionId') ?? '';
  const { data: detail, isError } = useQuestionDetail(questionId);
  return (
    <div className="lectern-page lectern-note-question">
      <Typography.Title level={2}>{t('notes:question.title')}</Typography.Title>
      <Link to={NotePaths.NOTES}>{t('notes:question.back')}</Link>
      {(isError || questionId === '') && <EmptyList />}
      {detail && (
        <>
          <QuestionDetail detail={detail} />
          <section aria-label={t('notes:tool.title')}>
            <NotesPanel questionId={questionId} />
          </section>
        </>
      )}
    </div>
  );
}
