import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useFavouriteCoursewares } from '../api/get-favourite-coursewares';
import { CoursewareRow } from '../components/courseware-row';
import { LinkedPaths } from '../courses.feature';
import '../components/courses.css';

/** Spec §2 /personal/favs/courseware: the learner's starred courseware, last starred first. */
export function FavouriteCoursewaresPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: coursewares, isFetching } = useFavouriteCoursewares({ pageNum, pageSize });
  return (
    <div className="lectern-page">
      <Link to={LinkedPaths.FAVOURITES} className="lectern-course-back">
        <ArrowLeftOutlined aria-hidden /> {t('courses:favourites.back')}
      </Link>
      <Typography.Title level={2}>{t('courses:favourites.coursewaresTitle')}</Typography.Title>
      <Spin spinning={isFetching}>
        {coursewares && coursewares.list.length > 0 ? (
          <ul className="lectern-courseware-list">
            {coursewares.list.map((courseware) => (
              <CoursewareRow key={courseware.coursewareId} courseware={courseware} />
            ))}
          </ul>
        ) : (
          coursewares && <EmptyList description={t('courses:favourites.coursewaresEmpty')} />
        )}
      </Spin>
      {coursewares && coursewares.total > 0 && (
        <Pagination
          className="lectern-course-pagination"
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: coursewares.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
