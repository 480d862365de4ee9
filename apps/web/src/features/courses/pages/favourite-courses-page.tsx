import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useFavouriteCourses } from '../api/get-favourite-courses';
import { CourseCard } from '../components/course-card';
import { LinkedPaths } from '../courses.feature';
import '../components/courses.css';

/** Spec §2 /personal/favs/course: the learner's starred courses, last starred first. */
export function FavouriteCoursesPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: courses, isFetching } = useFavouriteCourses({ pageNum, pageSize });
  return (
    <div className="lectern-page">
      <Link to={LinkedPaths.FAVOURITES} className="lectern-course-back">
        <ArrowLeftOutlined aria-hidden /> {t('courses:favourites.back')}
      </Link>
      <Typography.Title level={2}>{t('courses:favourites.coursesTitle')}</Typography.Title>
      <Spin spinning={isFetching}>
        {courses && courses.list.length > 0 ? (
          <ul className="lectern-course-grid">
            {courses.list.map((course) => (
              <CourseCard key={course.courseId} course={course} />
            ))}
          </ul>
        ) : (
          courses && <EmptyList description={t('courses:favourites.coursesEmpty')} />
        )}
      </Spin>
      {courses && courses.total > 0 && (
        <Pagination
          className="lectern-course-pagination"
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: courses.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
