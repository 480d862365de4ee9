import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { MAX_COURSE_NOTE_LENGTH, type TCourseNote } from '@lectern/contracts/courses/course-notes';
import type { TCoursewareKind } from '@lectern/contracts/courses/courses';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import {
  useCoursewareNotes,
  useDeleteCourseNote,
  useSaveCourseNote,
} from '../../api/learning-notes';
import { positionLabel } from './position-label';

type TDraft = { noteId?: string; content: string; isPublic: boolean; at: number };

function NoteForm({
  kind,
  draft,
  saving,
  onChange,
  onSave,
  onCancel,
}: {
  kind: TCoursewareKind;
  draft: TDraft;
  saving: boolean;
  onChange: (draft: TDraft) => void;
  onSave: () => void;
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation();
  const switchId = useId();
  const at = positionLabel(kind, draft.at, t);
  return (
    <form
      className="lectern-learning-notes__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Input.TextArea
        value={draft.content}
        maxLength={MAX_COURSE_NOTE_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('course-learning:notes.placeholder')}
        aria-label={t('course-learning:notes.content')}
        onChange={(event) => onChange({ ...draft, content: event.target.value })}
      />
      <div className="lectern-learning-notes__form-row">
        <label htmlFor={switchId} className="lectern-learning-notes__public">
          <Switch
            id={switchId}
            size="small"
            checked={draft.isPublic}
            onChange={(isPublic) => onChange({ ...draft, isPublic })}
          />
          {t('course-learning:notes.public')}
        </label>
        <span className="lectern-learning-notes__actions">
          {onCancel && <Button onClick={onCancel}>{t('course-learning:notes.cancel')}</Button>}
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={draft.content.trim() === ''}
          >
            {draft.noteId
              ? t('course-learning:notes.saveEdit')
              : t('course-learning:notes.add', { at })}
          </Button>
        </span>
      </div>
    </form>
  );
}

function NoteItem({
  note,
  kind,
  onOpen,
  onEdit,
}: {
  note: TCourseNote;
  kind: TCoursewareKind;
  onOpen: (at: number) => void;
  onEdit: (note: TCourseNote) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCourseNote();
  const at = positionLabel(kind, note.at, t);
  return (
    <li className="lectern-learning-notes__item">
      <div className="lectern-learning-notes__meta">
        <Button
          type="link"
          size="small"
          className="lectern-learning-notes__at"
          aria-label={t('course-learning:notes.open', { at })}
          onClick={() => onOpen(note.at)}
        >
          {at}
        </Button>
        <span>{note.mine ? t('course-learning:notes.mine') : note.authorName}</span>
        {!note.isPublic && <Tag>{t('course-learning:notes.private')}</Tag>}
        <time className="lectern-learning-notes__time">{formatDateTime(note.createdAt)}</time>
      </div>
      <p className="lectern-learning-notes__content">{note.content}</p>
      {note.mine && (
        <div className="lectern-learning-notes__own">
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => onEdit(note)}>
            {t('course-learning:notes.edit')}
          </Button>
          <Popconfirm
            title={t('course-learning:notes.deleteConfirm')}
            okText={t('course-learning:notes.delete')}
            cancelText={t('course-learning:notes.cancel')}
            onConfirm={() => remove.mutate(note.noteId)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={remove.isPending}
            >
              {t('course-learning:notes.delete')}
            </Button>
          </Popconfirm>
        </div>
      )}
    </li>
  );
}

/**
 * Spec §3 notes on a courseware: the learner's and others' public ones, each tagged with the
 * second or page it was written at; a click goes there. A new note takes the current one.
 */
export function NotesPanel({
  coursewareId,
  kind,
  position,
  onOpen,
}: {
  coursewareId: string;
  kind: TCoursewareKind;
  /** The second or page being learned: a new note's tag. */
  position: number;
  onOpen: (at: number) => void;
}) {
  const { t } = useTranslation();
  const notes = useCoursewareNotes(coursewareId);
  const save = useSaveCourseNote();
  const [draft, setDraft] = useState<TDraft>({ content: '', isPublic: false, at: 0 });
  const [editing, setEditing] = useState<TDraft | null>(null);
  const titleId = useId();

  const submit = (note: TDraft, done: () => void) =>
    save.mutate({ coursewareId, ...note, content: note.content.trim() }, { onSuccess: done });

  return (
    <section className="lectern-learning-panel lectern-learning-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="lectern-learning-panel__title">
        {t('course-learning:notes.title')}
      </h2>
      <NoteForm
        kind={kind}
        draft={{ ...draft, at: position }}
        saving={save.isPending && !editing}
        onChange={setDraft}
        onSave={() => submit({ ...draft, at: position }, () => setDraft({ ...draft, content: '' }))}
        onCancel={null}
      />
      {notes.isPending ? (
        <Spin />
      ) : notes.data?.list.length ? (
        <ul className="lectern-learning-notes__list">
          {notes.data.list.map((note) =>
            editing?.noteId === note.noteId ? (
              <li key={note.noteId} className="lectern-learning-notes__item">
                <NoteForm
                  kind={kind}
                  draft={editing}
                  saving={save.isPending}
                  onChange={setEditing}
                  onSave={() => submit(editing, () => setEditing(null))}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <NoteItem
                key={note.noteId}
                note={note}
                kind={kind}
                onOpen={onOpen}
                onEdit={({ noteId, content, isPublic, at }) =>
                  setEditing({ noteId, content, isPublic, at })
                }
              />
            ),
          )}
        </ul>
      ) : (
        <p className="lectern-learning-panel__empty">{t('course-learning:notes.empty')}</p>
      )}
    </section>
  );
}
