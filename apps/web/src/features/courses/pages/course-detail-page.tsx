import { ShareKind } from '@lectern/contracts/common/share-links';
import { ShareButton } from '@/components/share/share-button';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { LearningStatus } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useListQuery } from '@/lib/paged-list';
import { useCountCourseClick } from '../api/course-mutations';
import { useCourseDetail } from '../api/get-course-detail';
import { CourseActions } from '../components/course-actions';
import { CourseCatalogue } from '../components/course-catalogue';
import { CourseComments } from '../components/course-comments';
import { CourseCover } from '../components/course-cover';
import { CourseFacts } from '../components/course-facts';
import { CourseFinalExam } from '../components/course-final-exam';
import { CourseRules } from '../components/course-rules';
import { CourseRun } from '../components/course-run';
import { CourseFavouriteStar } from '../components/favourite-star';
import { StarScore } from '../components/star-score';
import { CoursePaths } from '../courses.feature';
import '../components/courses.css';

const Tab = {
  INTRODUCTION: 'introduction',
  CATALOGUE: 'catalogue',
  COMMENTS: 'comments',
  FINAL_EXAM: 'finalExam',
} as const;
type TTab = (typeof Tab)[keyof typeof Tab];
const tabs: readonly string[] = Object.values(Tab);

/** POST /course/click once per visit of a course's page (spec §3 click count). */
function useCountVisit(courseId: string) {
  const { mutate } = useCountCourseClick();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!courseId || counted.current === courseId) return;
    counted.current = courseId;
    mutate(courseId);
  }, [courseId, mutate]);
}

/** Spec §4: what a paused, forbidden or abnormal run means for the learner. */
function RunStatusAlert({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const status = course.run?.status ?? LearningStatus.NORMAL;
  if (status === LearningStatus.NORMAL || course.finished) return null;
  return (
    <Alert
      type={status === LearningStatus.PAUSED ? 'warning' : 'error'}
      showIcon
      title={t(`courses:status.${status}`)}
      description={t(`courses:statusHint.${status}`)}
    />
  );
}

function CourseHeader({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  return (
    <Card className="lectern-course-header">
      <CourseCover
        name={course.name}
        coverUrl={course.coverUrl}
        className="lectern-course-header__cover"
      />
      <div className="lectern-course-header__info">
        <div className="lectern-course-header__title">
          <Typography.Title level={2}>
            <TenantText>{course.name}</TenantText>
          </Typography.Title>
          <CourseFavouriteStar
            courseId={course.courseId}
            name={course.name}
            favourite={course.favourite}
          />
          <ShareButton kind={ShareKind.COURSE} targetId={course.courseId} />
        </div>
        <div className="lectern-course-header__facts">
          <CourseFacts course={course} />
          {course.pointsPrice > 0 && course.redeemed && (
            <Tag color="green">{t('courses:redeem.redeemed')}</Tag>
          )}
        </div>
        <StarScore score={course.commentInfo.averageScore} count={course.commentInfo.totalCount} />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'openTime',
              label: t('courses:detail.openTime'),
              children: formatDateTime(course.openTime),
            },
            ...(course.classifyName
              ? [
                  {
                    key: 'classification',
                    label: t('courses:detail.classification'),
                    children: <TenantText>{course.classifyName}</TenantText>,
                  },
                ]
              : []),
            {
              key: 'coursewares',
              label: t('courses:detail.coursewares'),
              children:
                course.totalDurationSeconds > 0
                  ? `${course.coursewareCount} · ${formatDuration(course.totalDurationSeconds, t)}`
                  : course.coursewareCount,
            },
            {
              key: 'learners',
              label: t('courses:detail.learners'),
              children: course.learnedCount,
            },
            { key: 'clicks', label: t('courses:detail.clicks'), children: course.clickCount },
          ]}
        />
        <CourseActions course={course} />
      </div>
    </Card>
  );
}

function CourseBody({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const asked = query.get('tab') ?? '';
  const active: TTab =
    tabs.includes(asked) && (asked !== Tab.FINAL_EXAM || course.finalExam)
      ? (asked as TTab)
      : Tab.INTRODUCTION;
  return (
    <div className="lectern-course-detail">
      <CourseHeader course={course} />
      <RunStatusAlert course={course} />
      <div className="lectern-course-detail__cards">
        <CourseRun course={course} />
        <CourseRules rules={course.rules} />
      </div>
      <Card className="lectern-course-detail__tabs">
        <Tabs
          activeKey={active}
          // A new tab starts its list (the comments) at its first page.
          onChange={(key) => update({ tab: key === Tab.INTRODUCTION ? null : key, pageNum: null })}
          items={[
            {
              key: Tab.INTRODUCTION,
              label: t('courses:tabs.introduction'),
              children: course.introduction.trim() ? (
                <RichText html={course.introduction} className="lectern-course-introduction" />
              ) : (
                <p className="lectern-course-detail__none">{t('courses:detail.noIntroduction')}</p>
              ),
            },
            {
              key: Tab.CATALOGUE,
              label: t('courses:tabs.catalogueCount', { number: course.coursewares.length }),
              children: <CourseCatalogue course={course} />,
            },
            {
              key: Tab.COMMENTS,
              label: t('courses:tabs.commentsCount', { number: course.commentInfo.totalCount }),
              children: <CourseComments course={course} />,
            },
            ...(course.finalExam
              ? [
                  {
                    key: Tab.FINAL_EXAM,
                    label: t('courses:tabs.finalExam'),
                    children: <CourseFinalExam exam={course.finalExam} course={course} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </div>
  );
}

/**
 * Spec §2 /exam/learn/course: a course's detail and introduction, the learner's run and the
 * course's rules, its catalogue, comments and final exam; redeem, start or continue from here.
 */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const courseId = query.get('courseId') ?? '';
  const detail = useCourseDetail(courseId);
  useCountVisit(courseId);

  const back = (
    <Link to={CoursePaths.COURSES} className="lectern-course-back">
      <ArrowLeftOutlined aria-hidden /> {t('courses:detail.back')}
    </Link>
  );
  if (!courseId || detail.isError) {
    return (
      <div className="lectern-page">
        {back}
        <Alert
          type="error"
          showIcon
          title={errorMessage(courseId ? errorCodeOf(detail.error) : ErrorCode.COURSE_NOT_FOUND)}
        />
      </div>
    );
  }
  if (!detail.data) return <PageLoading />;
  return (
    <div className="lectern-page">
      {back}
      <CourseBody course={detail.data} />
    </div>
  );
}
