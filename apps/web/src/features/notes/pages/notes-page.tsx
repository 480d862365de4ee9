import { ShareKind } from '@lectern/contracts/common/share-links';
import { ShareButton } from '@/components/share/share-button';
import type { TNoteListItem } from '@lectern/contracts/notes/get-note-list';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useNoteList } from '../api/get-note-list';
import { NotePaths } from '../notes.feature';
import '../components/notes.css';

function NoteItem({ note }: { note: TNoteListItem }) {
  const { t } = useTranslation();
  return (
    <li className="lectern-notes-list__item">
      <div className="lectern-notes-list__meta">
        <span>
          {note.customTypeName ? (
            <TenantText>{note.customTypeName}</TenantText>
          ) : (
            t(`questions:questionType.${note.questionType}`)
          )}
          {' · '}
          <Tag color={note.isPublic ? 'blue' : 'default'}>
            {t(note.isPublic ? 'notes:visibility.public' : 'notes:visibility.private')}
          </Tag>
        </span>
        <time dateTime={new Date(note.updateTime).toISOString()}>
          {t('notes:list.updated', { time: formatDateTime(note.updateTime) })}
        </time>
      </div>
      <div className="lectern-notes-list__stem">
        <RichText html={note.stem} />
      </div>
      <p className="lectern-notes-list__content">{note.content}</p>
      <div className="lectern-notes-list__actions">
        <Link to={`${NotePaths.NOTE_QUESTION}?questionId=${encodeURIComponent(note.questionId)}`}>
          {t('notes:list.open')}
        </Link>
        <ShareButton kind={ShareKind.NOTE} targetId={note.noteId} />
      </div>
    </li>
  );
}

/**
 * Spec §2 /personal/notes: the learner's question notes, searched on the server by content and
 * stem; a tab leads to their course notes.
 */
export function NotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, pageNum, pageSize, update } = useListQuery();
  const keyword = query.get('keyword') ?? '';
  const { data: notes, isPending } = useNoteList({
    pageNum,
    pageSize,
    ...(keyword ? { keyword } : {}),
  });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('notes:list.title')}</Typography.Title>
      <Tabs
        activeKey={NotePaths.NOTES}
        onChange={(path) => void navigate(path)}
        items={[
          { key: NotePaths.NOTES, label: t('notes:list.questionTab') },
          { key: NotePaths.COURSE_NOTES, label: t('notes:list.courseTab') },
        ]}
      />
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        enterButton={t('notes:list.search')}
        placeholder={t('notes:list.searchPlaceholder')}
        aria-label={t('notes:list.searchPlaceholder')}
        maxLength={100}
        onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
        style={{ maxWidth: 520 }}
      />
      {!isPending && notes?.total === 0 ? (
        <EmptyList description={keyword ? t('notes:list.noMatch') : t('notes:list.empty')} />
      ) : (
        <ul className="lectern-notes-list">
          {notes?.list.map((note) => (
            <NoteItem key={note.noteId} note={note} />
          ))}
        </ul>
      )}
      {notes && notes.total > 0 && (
        <Pagination
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: notes.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
