import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TCourseNote } from '@lectern/contracts/courses/course-notes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useMyCourseNotes } from '../api/get-course-notes';
import { courseLearningPath, CoursePaths, LinkedPaths } from '../courses.feature';
import '../components/courses.css';

function CourseNoteItem({ note }: { note: TCourseNote }) {
  const { t } = useTranslation();
  return (
    <li className="lectern-course-note">
      <div className="lectern-course-note__meta">
        <span>
          <TenantText>{note.coursewareName}</TenantText>{' '}
          <Tag color={note.isPublic ? 'blue' : 'default'}>
            {t(note.isPublic ? 'courses:notes.public' : 'courses:notes.private')}
          </Tag>
        </span>
        <time dateTime={new Date(note.createdAt).toISOString()}>
          {formatDateTime(note.createdAt)}
        </time>
      </div>
      <p className="lectern-course-note__content">{note.content}</p>
      <Link to={courseLearningPath(note.courseId, note.coursewareId, note.at)}>
        {t('courses:notes.open')}
      </Link>
    </li>
  );
}

/**
 * Spec §2 /personal/notes (searchable), its course half: the learner's notes on courseware,
 * searched on the server, each opening the learning screen where it was taken.
 */
export function CourseNotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, pageNum, pageSize, update } = useListQuery();
  const keyword = query.get('keyword') ?? '';
  const { data: notes, isPending } = useMyCourseNotes({
    pageNum,
    pageSize,
    ...(keyword ? { keyword } : {}),
  });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('courses:notes.title')}</Typography.Title>
      <Tabs
        activeKey={CoursePaths.COURSE_NOTES}
        onChange={(path) => void navigate(path)}
        items={[
          { key: LinkedPaths.QUESTION_NOTES, label: t('courses:notes.questionTab') },
          { key: CoursePaths.COURSE_NOTES, label: t('courses:notes.courseTab') },
        ]}
      />
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        enterButton={t('courses:notes.search')}
        placeholder={t('courses:notes.searchPlaceholder')}
        aria-label={t('courses:notes.searchPlaceholder')}
        maxLength={128}
        onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
        className="lectern-course-notes__search"
      />
      {!isPending && notes?.total === 0 ? (
        <EmptyList description={keyword ? t('courses:notes.noMatch') : t('courses:notes.empty')} />
      ) : (
        <ul className="lectern-course-notes">
          {notes?.list.map((note) => (
            <CourseNoteItem key={note.noteId} note={note} />
          ))}
        </ul>
      )}
      {notes && notes.total > 0 && (
        <Pagination
          className="lectern-course-pagination"
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
