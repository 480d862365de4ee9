import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import {
  CoursewareKind,
  ZCoursewareKind,
  type TCoursewareKind,
} from '@lectern/contracts/courses/courses';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useCoursewareList } from '../api/get-courseware-list';
import { CatalogueNav } from './catalogue-nav';
import { CoursewareRow } from './courseware-row';

/** The resource library's kinds: documents, pictures and rich text. */
const RESOURCE_KINDS: readonly TCoursewareKind[] = [
  CoursewareKind.PDF,
  CoursewareKind.DOCUMENT,
  CoursewareKind.PICTURE,
  CoursewareKind.RICH_TEXT,
];

const ALL_KINDS = '';

type TCoursewareCatalogueProps = {
  /** 'resource': the resource library; 'all': every courseware. */
  group: 'all' | 'resource';
  title: string;
};

/**
 * GET /courseware/list by name and kind, a page at a time (spec §9): all courseware
 * (/exam/learncourseware) or the resource library (/exam/learn/resource).
 */
export function CoursewareCatalogue({ group, title }: TCoursewareCatalogueProps) {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const kinds = group === 'resource' ? RESOURCE_KINDS : ZCoursewareKind.options;
  const keyword = query.get('keyword') ?? '';
  const askedKind = query.get('kind') ?? ALL_KINDS;
  const kind = kinds.find((option) => option === askedKind);
  const coursewares = useCoursewareList({
    pageNum,
    pageSize,
    group,
    ...(keyword ? { keyword } : {}),
    ...(kind ? { kind } : {}),
  });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{title}</Typography.Title>
      <CatalogueNav />
      <div className="lectern-course-toolbar">
        <Input.Search
          key={keyword}
          allowClear
          enterButton
          defaultValue={keyword}
          maxLength={128}
          placeholder={t('courses:coursewareList.searchPlaceholder')}
          aria-label={t('courses:coursewareList.searchPlaceholder')}
          onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
        />
        <Select
          className="lectern-course-toolbar__kind"
          value={kind ?? ALL_KINDS}
          aria-label={t('courses:coursewareList.kind')}
          onChange={(value: string) => update({ kind: value, pageNum: null })}
          options={[
            { value: ALL_KINDS, label: t('courses:coursewareList.allKinds') },
            ...kinds.map((option) => ({ value: option, label: t(`courses:kind.${option}`) })),
          ]}
        />
      </div>
      {coursewares.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(coursewares.error))} />
      ) : (
        <Spin spinning={coursewares.isFetching}>
          {coursewares.data && coursewares.data.list.length > 0 ? (
            <ul className="lectern-courseware-list">
              {coursewares.data.list.map((courseware) => (
                <CoursewareRow key={courseware.coursewareId} courseware={courseware} />
              ))}
            </ul>
          ) : (
            coursewares.data && (
              <EmptyList
                description={keyword || kind ? t('courses:coursewareList.noMatch') : undefined}
              />
            )
          )}
        </Spin>
      )}
      {coursewares.data && coursewares.data.total > 0 && (
        <Pagination
          className="lectern-course-pagination"
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: coursewares.data.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
