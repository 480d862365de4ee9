import { MAX_NOTE_LENGTH, type TQuestionNote } from '@lectern/contracts/notes/notes';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { NOTES_PAGE_SIZE, useQuestionNotes } from '../api/get-question-notes';
import { useDeleteQuestionNote, useSaveQuestionNote } from '../api/note-mutations';
import './notes.css';

/** The learner's note: written, edited (public or private) and deleted. */
function NoteEditor({ questionId, mine }: { questionId: string; mine: TQuestionNote | null }) {
  const { t } = useTranslation();
  const contentId = useId();
  const publicId = useId();
  const [content, setContent] = useState(mine?.content ?? '');
  const [isPublic, setIsPublic] = useState(mine?.isPublic ?? false);
  const save = useSaveQuestionNote();
  const remove = useDeleteQuestionNote();

  const confirmDelete = () =>
    void feedback.confirm({
      title: t('notes:editor.deleteConfirm'),
      okText: t('notes:editor.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove
          .mutateAsync(questionId)
          .then(() => {
            setContent('');
            setIsPublic(false);
          })
          // The api client already told the learner why it failed.
          .catch(() => undefined),
    });

  return (
    <section className="lectern-notes-panel__editor" aria-labelledby={contentId}>
      <div className="lectern-notes-panel__heading">
        <label id={contentId} htmlFor={`${contentId}-text`}>
          {t('notes:editor.mine')}
        </label>
        {mine && (
          <Tag color={mine.isPublic ? 'blue' : 'default'}>
            {t(mine.isPublic ? 'notes:visibility.public' : 'notes:visibility.private')}
          </Tag>
        )}
      </div>
      <Input.TextArea
        id={`${contentId}-text`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={MAX_NOTE_LENGTH}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={t('notes:editor.placeholder')}
      />
      <div className="lectern-notes-panel__actions">
        <span className="lectern-notes-panel__switch">
          <Switch id={publicId} checked={isPublic} onChange={setIsPublic} />
          <label htmlFor={publicId}>{t('notes:editor.public')}</label>
        </span>
        <span className="lectern-notes-panel__buttons">
          {mine && (
            <Button danger loading={remove.isPending} onClick={confirmDelete}>
              {t('notes:editor.delete')}
            </Button>
          )}
          <Button
            type="primary"
            disabled={content.trim() === ''}
            loading={save.isPending}
            onClick={() => save.mutate({ questionId, content, isPublic })}
          >
            {t('notes:editor.save')}
          </Button>
        </span>
      </div>
      <p className="lectern-notes-panel__hint">
        {t(isPublic ? 'notes:editor.publicHint' : 'notes:editor.privateHint')}
      </p>
    </section>
  );
}

/**
 * A question's notes: the learner's own to write, edit or delete, marked public or private, and
 * other learners' public notes with their names and times, ten a page.
 */
export function NotesPanel({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const othersId = useId();
  const [pageNum, setPageNum] = useState(1);
  const { data, isPending } = useQuestionNotes(questionId, pageNum);
  if (isPending || !data) return null;
  const { mine, others } = data;
  return (
    <div className="lectern-notes-panel">
      {/* Keyed by the saved note, so the editor starts from what the server holds. */}
      <NoteEditor key={mine?.updateTime ?? 'none'} questionId={questionId} mine={mine} />
      <section aria-labelledby={othersId}>
        <h4 id={othersId} className="lectern-notes-panel__title">
          {t('notes:others.title', { count: others.total })}
        </h4>
        {others.total === 0 ? (
          <p className="lectern-notes-panel__hint">{t('notes:others.none')}</p>
        ) : (
          <ul className="lectern-notes-panel__others">
            {others.list.map((note) => (
              <li key={note.noteId}>
                <div className="lectern-notes-panel__author">
                  <strong>{note.nickName}</strong>
                  <time dateTime={new Date(note.updateTime).toISOString()}>
                    {formatDateTime(note.updateTime)}
                  </time>
                </div>
                <p className="lectern-notes-panel__content">{note.content}</p>
              </li>
            ))}
          </ul>
        )}
        {others.total > NOTES_PAGE_SIZE && (
          <Pagination
            size="small"
            align="end"
            current={pageNum}
            pageSize={NOTES_PAGE_SIZE}
            total={others.total}
            onChange={setPageNum}
            showSizeChanger={false}
          />
        )}
      </section>
    </div>
  );
}
