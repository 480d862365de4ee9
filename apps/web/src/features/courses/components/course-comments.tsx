import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Rate from 'antd/es/rate';
import Tag from 'antd/es/tag';
import { MAX_COURSE_COMMENT_LENGTH } from '@lectern/contracts/courses/course-notes';
import type { TCourseComment } from '@lectern/contracts/courses/course-comments';
import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { usePostCourseComment } from '../api/course-mutations';
import { useCourseComments } from '../api/get-course-comments';
import { MAX_STARS, StarInput } from './star-score';

/** The learner's comment: 1–5 stars and a text, written once started, replaced when sent again. */
function CommentForm({ courseId, mine }: { courseId: string; mine: TCourseComment | undefined }) {
  const { t } = useTranslation();
  const contentId = useId();
  const [score, setScore] = useState(mine?.score ?? 0);
  const [content, setContent] = useState(mine?.content ?? '');
  const post = usePostCourseComment();
  const ready = score > 0 && content.trim() !== '';
  return (
    <form
      className="lectern-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        // The api client already told the learner why it failed.
        post.mutateAsync({ courseId, score, content: content.trim() }).catch(() => undefined);
      }}
    >
      <div className="lectern-comment-form__score">
        <span>{t('courses:comments.yourScore')}</span>
        <StarInput value={score} onChange={setScore} label={t('courses:comments.yourScore')} />
      </div>
      <label htmlFor={contentId} className="lectern-visually-hidden">
        {t('courses:comments.content')}
      </label>
      <Input.TextArea
        id={contentId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('courses:comments.placeholder')}
        maxLength={MAX_COURSE_COMMENT_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      <div className="lectern-comment-form__actions">
        <Button type="primary" htmlType="submit" disabled={!ready} loading={post.isPending}>
          {t(mine ? 'courses:comments.update' : 'courses:comments.submit')}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({ comment }: { comment: TCourseComment }) {
  const { t } = useTranslation();
  return (
    <li className="lectern-comment">
      <div className="lectern-comment__head">
        <span className="lectern-comment__author">
          {comment.authorName}
          {comment.mine && <Tag color="blue">{t('courses:comments.mine')}</Tag>}
        </span>
        <time dateTime={new Date(comment.createdAt).toISOString()}>
          {formatDateTime(comment.createdAt)}
        </time>
      </div>
      <span className="lectern-comment__score">
        <Rate disabled value={comment.score} count={MAX_STARS} aria-hidden="true" />
        <span className="lectern-visually-hidden">
          {t('courses:rating.stars', { number: comment.score })}
        </span>
      </span>
      <p className="lectern-comment__content">{comment.content}</p>
    </li>
  );
}

/**
 * Spec §3 comments with a star rating: the count, the average and the high-score rate, the
 * learner's own comment to write or edit once the course is started (300514 before), and the
 * comments a page at a time (spec §9).
 */
export function CourseComments({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: comments } = useCourseComments({ courseId: course.courseId, pageNum, pageSize });
  const info = comments?.commentInfo ?? course.commentInfo;
  const mine = comments?.list.find((comment) => comment.mine);
  return (
    <div className="lectern-course-comments">
      <div className="lectern-comment-summary">
        <span className="lectern-comment-summary__average">{info.averageScore.toFixed(1)}</span>
        <div>
          <Rate
            disabled
            allowHalf
            value={info.averageScore}
            count={MAX_STARS}
            aria-hidden="true"
            className="lectern-comment-summary__stars"
          />
          <div className="lectern-comment-summary__rate">
            {t('courses:comments.total', { number: info.totalCount })}
          </div>
          <div className="lectern-comment-summary__rate">
            {t('courses:comments.highScoreRate', { rate: Math.round(info.highScoreRate) })}
          </div>
        </div>
      </div>
      {course.run === null ? (
        <Alert type="info" showIcon title={t('courses:comments.startFirst')} />
      ) : (
        comments && (
          <CommentForm key={mine?.commentId ?? 'new'} courseId={course.courseId} mine={mine} />
        )
      )}
      {comments && comments.total === 0 ? (
        <EmptyList description={t('courses:comments.empty')} />
      ) : (
        <ul className="lectern-comment-list">
          {comments?.list.map((comment) => (
            <CommentItem key={comment.commentId} comment={comment} />
          ))}
        </ul>
      )}
      {comments && comments.total > 0 && (
        <Pagination
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: comments.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
