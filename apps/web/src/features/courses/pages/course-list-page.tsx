import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassifyTree } from '@/components/ui/classify-tree';
import { EmptyList } from '@/components/ui/empty-list';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useCourseClassify } from '../api/get-course-classify';
import { useCourseList } from '../api/get-course-list';
import { CatalogueNav } from '../components/catalogue-nav';
import { CourseCard } from '../components/course-card';
import '../components/courses.css';

/**
 * Spec §2 /exam/learn: all courses by classification and name, or the learner's own, a page at
 * a time; each card opens its course.
 */
export function CourseListPage() {
  const { t } = useTranslation();
  const mineId = useId();
  const { query, pageNum, pageSize, update } = useListQuery();
  const mine = query.get('mine') === 'true';
  const classifyPath = query.get('classifyPath') ?? '';
  const keyword = query.get('keyword') ?? '';
  const { data: classifications } = useCourseClassify();
  const courses = useCourseList({
    pageNum,
    pageSize,
    ...(mine ? { mine: 'true' as const } : {}),
    ...(classifyPath ? { classifyPath } : {}),
    ...(keyword ? { keyword } : {}),
  });

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('courses:list.title')}</Typography.Title>
      <CatalogueNav />
      <div className="lectern-course-catalogue">
        {classifications && classifications.length > 0 && (
          <Card size="small" className="lectern-course-catalogue__filter">
            <ClassifyTree
              nodes={classifications}
              by="classifyPath"
              label={t('courses:list.classification')}
              titleOfLabel={(labelKey) => t(`courses:classifyLabel.${labelKey}`)}
              value={classifyPath}
              onChange={(path) => update({ classifyPath: path, pageNum: null })}
            />
          </Card>
        )}
        <section className="lectern-course-catalogue__main" aria-label={t('courses:list.title')}>
          <div className="lectern-course-toolbar">
            <Input.Search
              key={keyword}
              allowClear
              enterButton
              defaultValue={keyword}
              maxLength={128}
              placeholder={t('courses:list.searchPlaceholder')}
              aria-label={t('courses:list.searchPlaceholder')}
              onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
            />
            <span className="lectern-course-toolbar__switch">
              <Switch
                id={mineId}
                checked={mine}
                onChange={(checked) => update({ mine: checked ? 'true' : null, pageNum: null })}
              />
              <label htmlFor={mineId}>{t('courses:list.mine')}</label>
            </span>
          </div>
          {courses.isError ? (
            <Alert type="error" showIcon title={errorMessage(errorCodeOf(courses.error))} />
          ) : (
            <Spin spinning={courses.isFetching}>
              {courses.data && courses.data.list.length > 0 ? (
                <ul className="lectern-course-grid">
                  {courses.data.list.map((course) => (
                    <CourseCard key={course.courseId} course={course} />
                  ))}
                </ul>
              ) : (
                courses.data && (
                  <EmptyList
                    description={
                      keyword || classifyPath || mine ? t('courses:list.noMatch') : undefined
                    }
                  />
                )
              )}
            </Spin>
          )}
          {courses.data && courses.data.total > 0 && (
            <Pagination
              align="end"
              {...pagination({
                pageNum,
                pageSize,
                total: courses.data.total,
                onChange: (page, size) => update({ pageNum: page, pageSize: size }),
                t,
              })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
